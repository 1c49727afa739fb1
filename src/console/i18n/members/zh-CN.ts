import type { MembersMessages } from './ja';

/** The three member resources (list, points settings, levels) read one schema: one set of field labels. */
const memberFields = {
  id: '会员 ID',
  orgId: '商户',
  orgName: '商户',
  platform: '平台',
  cardNo: '卡号',
  name: '姓名',
  mobile: '手机号',
  points: '积分余额',
  pointsEarned: '累计获得积分',
  level: '等级',
  levelName: '等级名称',
  openedAt: '开卡时间',
  walletUserId: '钱包用户 ID',
  gender: '性别',
  birthday: '生日',
  email: '邮箱',
  threshold: '所需积分（累计获得）',
};

const messages: MembersMessages = {
  menu: {
    members: '会员',
    marketing: '营销',
    memberList: '会员列表',
    pointsRules: '积分发放设置',
    memberLevels: '会员等级',
  },
  resources: {
    members: {
      name: '会员',
      fields: memberFields,
    },
    pointsRules: {
      name: '积分发放设置',
      fields: memberFields,
    },
    memberLevels: {
      name: '会员等级',
      fields: memberFields,
    },
  },
  enum: {
    memberPlatform: {
      alipay: '支付宝',
      wechat: '微信',
    },
    pointsReason: {
      newMember: '开卡奖励',
      consumption: '消费积分',
      dailyLogin: '每日登录',
      expiry: '过期',
      spend: '使用',
      campaign: '活动奖励',
      refund: '退款',
    },
    memberGender: {
      male: '男',
      female: '女',
      other: '其他',
    },
  },
  functions: {
    member: {
      view: '查看会员',
    },
    points: {
      view: '查看积分设置',
      update: '修改积分设置',
    },
    level: {
      view: '查看会员等级',
      update: '设置会员等级',
    },
  },
  /** The member detail, points earn settings and member level screens. */
  memberScreens: {
    detailTitle: '会员 %{cardNo}',
    card: '会员卡',
    profile: '资料',
    pointsTitle: '积分',
    nextLevel: '下一等级',
    nextLevelValue: '%{name}（还差 %{left} 积分）',
    topLevel: '已是最高等级',
    noLevel: '无等级',
    history: '积分记录',
    historyEmpty: '暂无积分变动',
    at: '时间',
    delta: '变动',
    balanceAfter: '余额',
    reason: '原因',
    orderNo: '订单号',
    expiresAt: '过期时间',
    remaining: '剩余',
    rulesTitle: '积分发放设置',
    merchant: '商户',
    merchantHelp: '留空为本组织。输入名称查找商户',
    newMemberTitle: '开卡与登录',
    newMemberPoints: '开卡积分',
    dailyLoginPoints: '每日登录积分',
    validityDays: '有效天数（0 为永久）',
    consumeTitle: '消费积分',
    consumeAmount: '金额（最小货币单位）',
    consumePoints: '发放积分',
    consumeHelp: '每 %{amount} 发放 %{points} 积分',
    save: '保存',
    saved: '已保存',
    neverSaved: '尚未设置，不发放积分',
    updatedAt: '更新时间',
    levelsTitle: '会员等级',
    levelsHelp: '等级按累计获得积分（而非余额）计算。保存后将重新计算所有会员的等级。',
    levelNo: '等级',
    levelName: '等级名称',
    threshold: '所需积分',
    members: '会员数',
    addLevel: '添加等级',
    removeLevel: '删除',
    levelsEmpty: '暂无等级（所有会员为 0 级）',
    recomputed: '已更新 %{count} 名会员的等级',
  },
};

export default messages;
