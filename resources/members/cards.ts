import type { ResourceDeclaration } from '../types.js';

/**
 * The wallet card design (openapi/members/cards.yaml): one design and one collection form per platform, the
 * sandbox review's state and the collection link. One bespoke screen; `card.view` reads, `card.update` saves.
 */
export const cardDesign: ResourceDeclaration = {
  name: 'card-design',
  schema: 'members/card.schema.json',
  calls: {
    actions: {
      info: 'cardTemplateInfo',
      save: 'cardTemplateAddOrUpdate',
      status: 'cardTemplateStatus',
      formInfo: 'cardFormInfo',
      formSave: 'cardFormAddOrUpdate',
      link: 'cardLink',
      upload: 'cardImageUpload',
      imageLink: 'cardImageLink',
    },
  },
  recordLabel: 'title',
  list: { columns: [], filters: [], defaultSort: { field: 'platform', order: 'ASC' } },
  menu: { parent: 'menu.members', code: 'menu.cardDesign', icon: 'CardMembership', sort: 10 },
  permissions: {
    view: 'card.view',
    info: 'card.view',
    status: 'card.view',
    formInfo: 'card.view',
    link: 'card.view',
    imageLink: 'card.view',
    save: 'card.update',
    formSave: 'card.update',
    upload: 'card.update',
  },
  functionCodes: [
    { code: 'card.view', demo: ['merchantAdmin'] },
    { code: 'card.update', demo: ['merchantAdmin'] },
  ],
  screens: { list: 'card-design' },
};
