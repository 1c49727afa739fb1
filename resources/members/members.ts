import type { ResourceDeclaration } from '../types.js';

/**
 * Members of a merchant (openapi/members/members.yaml): the generic list with its filters, and a bespoke
 * detail (the card, profile, balance, points earned, level and the paged points history).
 */
export const members: ResourceDeclaration = {
  name: 'members',
  schema: 'members/member.schema.json',
  forms: { filter: 'pageQuery' },
  calls: { list: 'memberPageList', get: 'memberDetailAlipay', actions: { adjust: 'pointsAdjust', claim: 'couponClaim' } },
  recordLabel: 'cardNo',
  // picked by name (a card number is not what staff remember), shown with the card number
  choice: { search: 'name', label: ['cardNo', 'name'] },
  list: {
    columns: [
      { source: 'id', type: 'number', sortable: true },
      { source: 'cardNo' },
      { source: 'platform', type: 'enum', enum: 'memberPlatform' },
      { source: 'name' },
      { source: 'mobile' },
      { source: 'points', type: 'number', sortable: true },
      { source: 'pointsEarned', type: 'number', sortable: true },
      { source: 'level', type: 'number', sortable: true },
      { source: 'levelName' },
      { source: 'orgName' },
      { source: 'openedAt', type: 'datetime', sortable: true },
    ],
    filters: ['name', 'mobile', 'cardNo', 'platform', 'level', 'orgId'],
    defaultSort: { field: 'id', order: 'DESC' },
  },
  // a hand adjustment with its reason (issue 28), from the member's row or page
  formActions: [
    { action: 'adjust', form: 'adjust', on: 'row', icon: 'points', fill: { memberId: 'id' } },
    { action: 'claim', form: 'marketing/coupon.schema.json#claim', on: 'row', icon: 'claim', fill: { memberId: 'id' } },
  ],
  pickers: { templateId: { fixed: { state: 'inProgress' } } },
  menu: { parent: 'menu.members', code: 'menu.memberList', icon: 'People', sort: 10 },
  permissions: { view: 'member.view', adjust: 'points.adjust', claim: 'coupon.claim' },
  functionCodes: [
    { code: 'member.view', demo: ['merchantAdmin'] },
    { code: 'points.adjust', demo: ['merchantAdmin'] },
  ],
  screens: { show: 'member-detail' },
};

/** Every points change of the caller's members (the spec's points change history), newest first. */
export const pointsChanges: ResourceDeclaration = {
  name: 'pointsChanges',
  schema: 'members/member.schema.json',
  forms: { filter: 'changePageQuery' },
  calls: { list: 'pointsChangePageList' },
  recordLabel: 'id',
  list: {
    columns: [
      { source: 'createdAt', type: 'datetime', sortable: true },
      { source: 'cardNo' },
      { source: 'memberName' },
      { source: 'reason', type: 'enum', enum: 'pointsReason' },
      { source: 'delta', type: 'number', sortable: true },
      { source: 'balanceAfter', type: 'number' },
      { source: 'orderNo' },
      { source: 'note' },
      { source: 'adjustedByName' },
      { source: 'expiresAt', type: 'datetime', hidden: true },
      { source: 'orgName', hidden: true },
    ],
    filters: ['memberId', 'cardNo', 'reason', 'orderNo', 'startTime', 'endTime'],
    defaultSort: { field: 'id', order: 'DESC' },
  },
  menu: { parent: 'menu.members', code: 'menu.pointsChanges', icon: 'ReceiptLong', sort: 15 },
  permissions: { view: 'member.view' },
  functionCodes: [],
};

/** The merchant's points earn settings: new-member reward, consumption rule, daily login points, lot validity. */
export const pointsRules: ResourceDeclaration = {
  name: 'pointsRules',
  schema: 'members/member.schema.json',
  calls: { actions: { newMemberReward: 'pointsNewMemberReward', consumeReward: 'pointsConsumeReward' } },
  recordLabel: 'orgId',
  list: { columns: [], filters: [], defaultSort: { field: 'orgId', order: 'ASC' } },
  menu: { parent: 'menu.members', code: 'menu.pointsRules', icon: 'Settings', sort: 20 },
  permissions: { view: 'points.view', update: 'points.update' },
  functionCodes: [
    { code: 'points.view', demo: ['merchantAdmin'] },
    { code: 'points.update', demo: ['merchantAdmin'] },
  ],
  screens: { list: 'points-rules' },
};

/** The merchant's levels: names and the points earned each needs. */
export const memberLevels: ResourceDeclaration = {
  name: 'memberLevels',
  schema: 'members/member.schema.json',
  calls: { actions: { get: 'memberLevelGetByOrgId', setup: 'memberLevelSetup' } },
  recordLabel: 'name',
  list: { columns: [], filters: [], defaultSort: { field: 'level', order: 'ASC' } },
  menu: { parent: 'menu.members', code: 'menu.memberLevels', icon: 'Badge', sort: 30 },
  permissions: { view: 'level.view', update: 'level.update', setup: 'level.update', get: 'level.view' },
  functionCodes: [
    { code: 'level.view', demo: ['merchantAdmin'] },
    { code: 'level.update', demo: ['merchantAdmin'] },
  ],
  screens: { list: 'member-levels' },
};
