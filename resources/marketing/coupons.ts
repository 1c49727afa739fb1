import type { ResourceDeclaration } from '../types.js';

/**
 * Coupons (issue 16): templates with their state derived from the Tokyo day (list, create and edit forms
 * from the schema with the date rules shown before save, a detail with the claimed coupons), the claimed
 * coupons, and the merchant's authorisation with each wallet platform (sandbox) with its settings.
 */
export const couponTemplates: ResourceDeclaration = {
  name: 'couponTemplates',
  schema: 'marketing/coupon.schema.json',
  forms: { create: 'save', edit: 'modify', filter: 'templatePageQuery' },
  calls: {
    list: 'couponTemplatePageList',
    get: 'couponTemplateGet',
    create: 'couponTemplateSave',
    update: 'couponTemplateModify',
    actions: { copy: 'couponTemplateCopy' },
  },
  recordLabel: 'name',
  // a copy names itself and its issue period anew (issue 28)
  formActions: [{ action: 'copy', form: 'copy', on: 'row', icon: 'copy', fill: { id: 'id' } }],
  list: {
    columns: [
      { source: 'id', type: 'number', sortable: true },
      { source: 'name', sortable: true },
      { source: 'platform', type: 'enum', enum: 'walletPlatform' },
      { source: 'type', type: 'enum', enum: 'couponType' },
      { source: 'faceValue', type: 'money' },
      { source: 'quantity', type: 'number' },
      { source: 'claimed', type: 'number' },
      { source: 'used', type: 'number' },
      { source: 'issueStart', sortable: true },
      { source: 'issueEnd', sortable: true },
      { source: 'state', type: 'enum', enum: 'couponTemplateState' },
      { source: 'orgName', hidden: true },
      { source: 'createdAt', type: 'datetime', sortable: true, hidden: true },
    ],
    filters: ['name', 'platform', 'type', 'state'],
    defaultSort: { field: 'id', order: 'DESC' },
  },
  screens: { create: 'coupon-template-create', edit: 'coupon-template-edit', show: 'coupon-template-detail' },
  menu: { parent: 'menu.marketing', code: 'menu.coupons', icon: 'Category', sort: 60 },
  permissions: { view: 'coupon.view', create: 'coupon.save', update: 'coupon.save', copy: 'coupon.save', claim: 'coupon.claim', writeOff: 'coupon.writeOff' },
  functionCodes: [{ code: 'coupon.view' }, { code: 'coupon.save' }, { code: 'coupon.claim' }, { code: 'coupon.writeOff' }],
};

/** The claimed coupons: code, member, template, state (received, used, written off, expired), when, order number. */
export const couponItems: ResourceDeclaration = {
  name: 'couponItems',
  schema: 'marketing/coupon.schema.json',
  forms: { filter: 'itemPageQuery' },
  calls: { list: 'couponPageList', actions: { claim: 'couponClaim', writeOff: 'couponWriteOff', writeOffCode: 'couponWriteOff' } },
  recordLabel: 'couponCode',
  // issue 28: a coupon given to a member; written off at a till from its row, or by the code the member shows
  formActions: [
    { action: 'claim', form: 'claim', on: 'list', icon: 'claim' },
    { action: 'writeOffCode', form: 'writeOff', on: 'list', icon: 'writeOff', confirm: true },
    { action: 'writeOff', form: 'writeOff', on: 'row', icon: 'writeOff', fill: { couponCode: 'couponCode' }, when: { state: ['received'] }, confirm: true },
  ],
  // only templates being issued today can be claimed
  pickers: { templateId: { fixed: { state: 'inProgress' } } },
  list: {
    columns: [
      { source: 'id', type: 'number', sortable: true },
      { source: 'couponCode' },
      { source: 'templateName' },
      { source: 'memberName' },
      { source: 'cardNo' },
      { source: 'platform', type: 'enum', enum: 'walletPlatform' },
      { source: 'amount', type: 'money' },
      { source: 'validFrom' },
      { source: 'validTo' },
      { source: 'state', type: 'enum', enum: 'couponItemState' },
      { source: 'claimedAt', type: 'datetime', sortable: true },
      { source: 'usedAt', type: 'datetime', sortable: true },
      { source: 'orderNumber' },
      // whose coupon it is: staff of a platform or an agent see several merchants' (issue 28 item 4)
      { source: 'orgName' },
    ],
    filters: ['templateId', 'couponCode', 'state'],
    defaultSort: { field: 'id', order: 'DESC' },
  },
  menu: { parent: 'menu.marketing', code: 'menu.couponItems', icon: 'ReceiptLong', sort: 61 },
  permissions: { view: 'coupon.view', claim: 'coupon.claim', writeOff: 'coupon.writeOff', writeOffCode: 'coupon.writeOff' },
  functionCodes: [],
};

/** The merchant's authorisation with Alipay and WeChat (sandbox) and its member-service settings. */
export const msAuth: ResourceDeclaration = {
  name: 'msAuth',
  schema: 'marketing/ms-org.schema.json',
  forms: { create: 'configSave', edit: 'configSave' },
  calls: { list: 'msAuthStatus', create: 'msConfigSave', actions: { link: 'msAuthLink', confirm: 'msAuthSandboxConfirm', configs: 'msConfigList' } },
  recordLabel: 'platform',
  idField: 'platform',
  list: {
    columns: [
      { source: 'platform', type: 'enum', enum: 'walletPlatform' },
      { source: 'state', type: 'enum', enum: 'msAuthState' },
      { source: 'authorisedAt', type: 'datetime' },
    ],
    filters: [],
    defaultSort: { field: 'platform', order: 'ASC' },
  },
  screens: { list: 'ms-auth' },
  menu: { parent: 'menu.marketing', code: 'menu.couponAuth', icon: 'Badge', sort: 59 },
  permissions: { view: 'msAuth.view', link: 'msAuth.link', confirm: 'msAuth.link', configs: 'msConfig.view', create: 'msConfig.save' },
  functionCodes: [{ code: 'msAuth.view' }, { code: 'msAuth.link' }, { code: 'msConfig.view' }, { code: 'msConfig.save' }],
};
