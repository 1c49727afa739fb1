/**
 * Messages of members, wallet cards, points and levels (the Members menu). Japanese is the reference: the other languages beside it have the same keys.
 */
import type { Shape } from '../shape';

/** The three member resources (list, points settings, levels) read one schema: one set of field labels. */
const memberFields = {
  id: '会員 ID',
  orgId: '加盟店',
  orgName: '加盟店',
  platform: 'プラットフォーム',
  cardNo: 'カード番号',
  name: '氏名',
  mobile: '携帯番号',
  points: 'ポイント残高',
  pointsEarned: '累計獲得ポイント',
  level: '等級',
  levelName: '等級名',
  openedAt: '入会日時',
  walletUserId: 'ウォレットのユーザー ID',
  gender: '性別',
  birthday: '誕生日',
  email: 'メール',
  threshold: '必要ポイント（累計獲得）',
};

const messages = {
  menu: {
    members: '会員',
    marketing: 'マーケティング',
    memberList: '会員一覧',
    pointsRules: 'ポイント付与設定',
    memberLevels: '会員等級',
  },
  resources: {
    members: {
      name: '会員',
      fields: memberFields,
    },
    pointsRules: {
      name: 'ポイント付与設定',
      fields: memberFields,
    },
    memberLevels: {
      name: '会員等級',
      fields: memberFields,
    },
  },
  enum: {
    memberPlatform: {
      alipay: 'アリペイ',
      wechat: 'ウィーチャット',
    },
    pointsReason: {
      newMember: '入会特典',
      consumption: '購入ポイント',
      dailyLogin: 'ログインポイント',
      expiry: '有効期限切れ',
      spend: '利用',
      campaign: 'キャンペーン特典',
      refund: '返金',
    },
    memberGender: {
      male: '男性',
      female: '女性',
      other: 'その他',
    },
  },
  functions: {
    member: {
      view: '会員の閲覧',
    },
    points: {
      view: 'ポイント設定の閲覧',
      update: 'ポイント設定の変更',
    },
    level: {
      view: '会員等級の閲覧',
      update: '会員等級の設定',
    },
  },
  /** The member detail, points earn settings and member level screens. */
  memberScreens: {
    detailTitle: '会員 %{cardNo}',
    card: 'カード',
    profile: 'プロフィール',
    pointsTitle: 'ポイント',
    nextLevel: '次の等級',
    nextLevelValue: '%{name}（あと %{left} ポイント）',
    topLevel: '最上位です',
    noLevel: '等級なし',
    history: 'ポイント履歴',
    historyEmpty: 'ポイントの動きはまだありません',
    at: '日時',
    delta: '増減',
    balanceAfter: '残高',
    reason: '理由',
    orderNo: '注文番号',
    expiresAt: '有効期限',
    remaining: '残り',
    rulesTitle: 'ポイント付与設定',
    merchant: '加盟店',
    merchantHelp: '空欄なら自分の組織。名前の一部で検索できます',
    newMemberTitle: '入会・ログイン',
    newMemberPoints: '入会時のポイント',
    dailyLoginPoints: '毎日のログインポイント',
    validityDays: '有効日数（0 は無期限）',
    consumeTitle: '購入ポイント',
    consumeAmount: '金額（最小通貨単位）',
    consumePoints: '付与ポイント',
    consumeHelp: '%{amount} ごとに %{points} ポイント',
    save: '保存',
    saved: '保存しました',
    neverSaved: '未設定です（ポイントは付与されません）',
    updatedAt: '更新日時',
    levelsTitle: '会員等級',
    levelsHelp: '等級は累計獲得ポイント（残高ではありません）で決まります。保存するとすべての会員の等級を再計算します。',
    levelNo: '等級',
    levelName: '等級名',
    threshold: '必要ポイント',
    members: '会員数',
    addLevel: '等級を追加',
    removeLevel: '削除',
    levelsEmpty: '等級はありません（全員が等級 0）',
    recomputed: '%{count} 人の等級を更新しました',
  },
};

export type MembersMessages = Shape<typeof messages>;

export default messages;
