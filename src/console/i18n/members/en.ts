import type { MembersMessages } from './ja';

/** The three member resources (list, points settings, levels) read one schema: one set of field labels. */
const memberFields = {
  id: 'Member ID',
  orgId: 'Merchant',
  orgName: 'Merchant',
  platform: 'Platform',
  cardNo: 'Card number',
  name: 'Name',
  mobile: 'Mobile',
  points: 'Points balance',
  pointsEarned: 'Points earned',
  level: 'Level',
  levelName: 'Level name',
  openedAt: 'Joined at',
  walletUserId: 'Wallet user ID',
  gender: 'Gender',
  birthday: 'Birthday',
  email: 'E-mail',
  threshold: 'Points needed (earned)',
};

const messages: MembersMessages = {
  menu: {
    members: 'Members',
    marketing: 'Marketing',
    memberList: 'Member list',
    pointsRules: 'Points earn settings',
    memberLevels: 'Member levels',
  },
  resources: {
    members: {
      name: 'Member',
      fields: memberFields,
    },
    pointsRules: {
      name: 'Points earn settings',
      fields: memberFields,
    },
    memberLevels: {
      name: 'Member levels',
      fields: memberFields,
    },
  },
  enum: {
    memberPlatform: {
      alipay: 'Alipay',
      wechat: 'WeChat',
    },
    pointsReason: {
      newMember: 'New member reward',
      consumption: 'Purchase',
      dailyLogin: 'Daily login',
      expiry: 'Expired',
      spend: 'Spent',
      campaign: 'Campaign prize',
      refund: 'Refund',
    },
    memberGender: {
      male: 'Male',
      female: 'Female',
      other: 'Other',
    },
  },
  functions: {
    member: {
      view: 'View members',
    },
    points: {
      view: 'View points settings',
      update: 'Change points settings',
    },
    level: {
      view: 'View member levels',
      update: 'Set up member levels',
    },
  },
  /** The member detail, points earn settings and member level screens. */
  memberScreens: {
    detailTitle: 'Member %{cardNo}',
    card: 'Card',
    profile: 'Profile',
    pointsTitle: 'Points',
    nextLevel: 'Next level',
    nextLevelValue: '%{name} (%{left} points to go)',
    topLevel: 'Top level',
    noLevel: 'No level',
    history: 'Points history',
    historyEmpty: 'No points movements yet',
    at: 'Time',
    delta: 'Change',
    balanceAfter: 'Balance',
    reason: 'Reason',
    orderNo: 'Order number',
    expiresAt: 'Expires',
    remaining: 'Left',
    rulesTitle: 'Points earn settings',
    merchant: 'Merchant',
    merchantHelp: 'Empty: your own organisation. Type to find a merchant by name',
    newMemberTitle: 'Joining and login',
    newMemberPoints: 'Points when joining',
    dailyLoginPoints: 'Daily login points',
    validityDays: 'Days points last (0: no expiry)',
    consumeTitle: 'Purchase points',
    consumeAmount: 'Amount (minor currency unit)',
    consumePoints: 'Points given',
    consumeHelp: '%{points} points per %{amount}',
    save: 'Save',
    saved: 'Saved',
    neverSaved: 'Not set up yet: no points are given',
    updatedAt: 'Updated at',
    levelsTitle: 'Member levels',
    levelsHelp: "Levels follow the points earned, not the balance. Saving recomputes every member's level.",
    levelNo: 'Level',
    levelName: 'Level name',
    threshold: 'Points needed',
    members: 'Members',
    addLevel: 'Add a level',
    removeLevel: 'Remove',
    levelsEmpty: 'No levels: every member is at level 0',
    recomputed: '%{count} members changed level',
  },
};

export default messages;
