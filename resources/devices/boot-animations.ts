import type { ResourceDeclaration } from '../types.js';

/**
 * The spec's "edit" of a stored boot animation or wallpaper: its name, from its row (issue 28 item 5), through the
 * generic update verb at the resource's `paths.update`.
 */
export const RENAME = {
  notInSpec: "a stored boot animation's or wallpaper's edit (issue 28): renaming it, not in document 2 §7's list",
  formActions: [{ action: 'rename', form: 'update', on: 'row', icon: 'edit', fill: { id: 'id' }, start: { name: 'name' } }],
} satisfies Pick<ResourceDeclaration, 'notInSpec' | 'formActions'>;

/**
 * Boot animations (Custom > animation edit; issue 18): uploaded Android bootanimation.zip files, checked by
 * the server and the console alike (src/domain/boot-animation.ts), with a preview that plays in the browser.
 */
export const bootAnimations: ResourceDeclaration = {
  name: 'boot-animations',
  schema: 'devices/boot-animation.schema.json',
  calls: {
    list: 'bootAnimationPageList',
    update: 'bootAnimationUpdate',
    actions: {
      rename: 'bootAnimationUpdate',
      upload: 'bootAnimationUpload',
      file: 'bootAnimationFile',
      count: 'customDeviceCount',
      push: 'bootAnimationPush',
      deliveries: 'bootAnimationDeliveries',
    },
  },
  forms: { edit: 'update', filter: 'pageQuery' },
  paths: { update: '/custom/bootAnimation/update' },
  ...RENAME,
  recordLabel: 'name',
  list: {
    columns: [
      { source: 'id', type: 'number', sortable: true },
      { source: 'name', sortable: true },
      { source: 'orgName' },
      { source: 'width', type: 'number' },
      { source: 'height', type: 'number' },
      { source: 'fps', type: 'number' },
      { source: 'frameCount', type: 'number' },
      { source: 'md5', hidden: true },
      { source: 'userAccount' },
      { source: 'createdAt', type: 'datetime', sortable: true },
    ],
    filters: ['name'],
    defaultSort: { field: 'createdAt', order: 'DESC' },
    actions: [{ action: 'upload', screen: 'boot-animation-upload' }],
  },
  menu: { parent: 'menu.custom', code: 'menu.bootAnimations', icon: 'Animation', sort: 60 },
  permissions: {
    view: 'bootAnimation.view',
    update: 'bootAnimation.save',
    rename: 'bootAnimation.save',
    upload: 'bootAnimation.save',
    file: 'bootAnimation.view',
    push: 'bootAnimation.save',
    deliveries: 'bootAnimation.view',
  },
  functionCodes: [
    { code: 'bootAnimation.view', demo: ['merchantAdmin'] },
    { code: 'bootAnimation.save', demo: ['merchantAdmin'] },
  ],
  screens: { list: 'boot-animations' },
};
