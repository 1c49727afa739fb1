import type { MembersMessages } from './ja';

/** The three member resources (list, points settings, levels) read one schema: one set of field labels. */
const memberFields = {
  id: '會員 ID',
  orgId: '商戶',
  orgName: '商戶',
  platform: '平台',
  cardNo: '卡號',
  name: '姓名',
  mobile: '手機號',
  points: '積分餘額',
  pointsEarned: '累計獲得積分',
  level: '等級',
  levelName: '等級名稱',
  openedAt: '開卡時間',
  walletUserId: '錢包使用者 ID',
  gender: '性別',
  birthday: '生日',
  email: '電子郵件',
  threshold: '所需積分（累計獲得）',
};

const messages: MembersMessages = {
  menu: {
    members: '會員',
    marketing: '行銷',
    memberList: '會員列表',
    pointsRules: '積分發放設定',
    memberLevels: '會員等級',
  },
  resources: {
    members: {
      name: '會員',
      fields: memberFields,
    },
    pointsRules: {
      name: '積分發放設定',
      fields: memberFields,
    },
    memberLevels: {
      name: '會員等級',
      fields: memberFields,
    },
  },
  enum: {
    memberPlatform: {
      alipay: '支付寶',
      wechat: '微信',
    },
    pointsReason: {
      newMember: '開卡獎勵',
      consumption: '消費積分',
      dailyLogin: '每日登入',
      expiry: '過期',
      spend: '使用',
      campaign: '活動獎勵',
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
      view: '檢視會員',
    },
    points: {
      view: '檢視積分設定',
      update: '修改積分設定',
    },
    level: {
      view: '檢視會員等級',
      update: '設定會員等級',
    },
  },
  /** The member detail, points earn settings and member level screens. */
  memberScreens: {
    detailTitle: '會員 %{cardNo}',
    card: '會員卡',
    profile: '資料',
    pointsTitle: '積分',
    nextLevel: '下一等級',
    nextLevelValue: '%{name}（還差 %{left} 積分）',
    topLevel: '已是最高等級',
    noLevel: '無等級',
    history: '積分紀錄',
    historyEmpty: '尚無積分變動',
    at: '時間',
    delta: '變動',
    balanceAfter: '餘額',
    reason: '原因',
    orderNo: '訂單號',
    expiresAt: '過期時間',
    remaining: '剩餘',
    rulesTitle: '積分發放設定',
    merchant: '商戶',
    merchantHelp: '留空為本組織。輸入名稱查找商戶',
    newMemberTitle: '開卡與登入',
    newMemberPoints: '開卡積分',
    dailyLoginPoints: '每日登入積分',
    validityDays: '有效天數（0 為永久）',
    consumeTitle: '消費積分',
    consumeAmount: '金額（最小貨幣單位）',
    consumePoints: '發放積分',
    consumeHelp: '每 %{amount} 發放 %{points} 積分',
    save: '儲存',
    saved: '已儲存',
    neverSaved: '尚未設定，不發放積分',
    updatedAt: '更新時間',
    levelsTitle: '會員等級',
    levelsHelp: '等級依累計獲得積分（而非餘額）計算。儲存後將重新計算所有會員的等級。',
    levelNo: '等級',
    levelName: '等級名稱',
    threshold: '所需積分',
    members: '會員數',
    addLevel: '新增等級',
    removeLevel: '刪除',
    levelsEmpty: '尚無等級（所有會員為 0 級）',
    recomputed: '已更新 %{count} 名會員的等級',
  },
};

export default messages;
