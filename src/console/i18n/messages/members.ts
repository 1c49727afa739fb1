/** Messages of members, wallet cards, points and levels (the Members menu). Each text is [ja, zh-CN, zh-TW, en].
 */
import type { MessageTable } from '../../../domain/texts';

/** The three member resources (list, points settings, levels) read one schema: one set of field labels. */
const memberFields = {
  id: ['会員 ID', '会员 ID', '會員 ID', 'Member ID'],
  orgId: ['加盟店', '商户', '商戶', 'Merchant'],
  orgName: ['加盟店', '商户', '商戶', 'Merchant'],
  platform: ['プラットフォーム', '平台', '平台', 'Platform'],
  cardNo: ['カード番号', '卡号', '卡號', 'Card number'],
  name: ['氏名', '姓名', '姓名', 'Name'],
  mobile: ['携帯番号', '手机号', '手機號', 'Mobile'],
  points: ['ポイント残高', '积分余额', '積分餘額', 'Points balance'],
  pointsEarned: ['累計獲得ポイント', '累计获得积分', '累計獲得積分', 'Points earned'],
  level: ['等級', '等级', '等級', 'Level'],
  levelName: ['等級名', '等级名称', '等級名稱', 'Level name'],
  openedAt: ['入会日時', '开卡时间', '開卡時間', 'Joined at'],
  walletUserId: ['ウォレットのユーザー ID', '钱包用户 ID', '錢包使用者 ID', 'Wallet user ID'],
  gender: ['性別', '性别', '性別', 'Gender'],
  birthday: ['誕生日', '生日', '生日', 'Birthday'],
  email: ['メール', '邮箱', '電子郵件', 'E-mail'],
  threshold: ['必要ポイント（累計獲得）', '所需积分（累计获得）', '所需積分（累計獲得）', 'Points needed (earned)'],
} satisfies MessageTable;

const messages = {
  menu: {
    members: ['会員', '会员', '會員', 'Members'],
    marketing: ['マーケティング', '营销', '行銷', 'Marketing'],
    memberList: ['会員一覧', '会员列表', '會員列表', 'Member list'],
    pointsRules: ['ポイント付与設定', '积分发放设置', '積分發放設定', 'Points earn settings'],
    memberLevels: ['会員等級', '会员等级', '會員等級', 'Member levels'],
  },
  resources: {
    members: {
      name: ['会員', '会员', '會員', 'Member'],
      fields: memberFields,
    },
    pointsRules: {
      name: ['ポイント付与設定', '积分发放设置', '積分發放設定', 'Points earn settings'],
      fields: memberFields,
    },
    memberLevels: {
      name: ['会員等級', '会员等级', '會員等級', 'Member levels'],
      fields: memberFields,
    },
  },
  enum: {
    memberPlatform: {
      alipay: ['アリペイ', '支付宝', '支付寶', 'Alipay'],
      wechat: ['ウィーチャット', '微信', '微信', 'WeChat'],
    },
    pointsReason: {
      newMember: ['入会特典', '开卡奖励', '開卡獎勵', 'New member reward'],
      consumption: ['購入ポイント', '消费积分', '消費積分', 'Purchase'],
      dailyLogin: ['ログインポイント', '每日登录', '每日登入', 'Daily login'],
      expiry: ['有効期限切れ', '过期', '過期', 'Expired'],
      spend: ['利用', '使用', '使用', 'Spent'],
      campaign: ['キャンペーン特典', '活动奖励', '活動獎勵', 'Campaign prize'],
      refund: ['返金', '退款', '退款', 'Refund'],
    },
    memberGender: {
      male: ['男性', '男', '男', 'Male'],
      female: ['女性', '女', '女', 'Female'],
      other: ['その他', '其他', '其他', 'Other'],
    },
  },
  functions: {
    member: {
      view: ['会員の閲覧', '查看会员', '檢視會員', 'View members'],
    },
    points: {
      view: ['ポイント設定の閲覧', '查看积分设置', '檢視積分設定', 'View points settings'],
      update: ['ポイント設定の変更', '修改积分设置', '修改積分設定', 'Change points settings'],
    },
    level: {
      view: ['会員等級の閲覧', '查看会员等级', '檢視會員等級', 'View member levels'],
      update: ['会員等級の設定', '设置会员等级', '設定會員等級', 'Set up member levels'],
    },
  },
  /** The member detail, points earn settings and member level screens. */
  memberScreens: {
    detailTitle: ['会員 %{cardNo}', '会员 %{cardNo}', '會員 %{cardNo}', 'Member %{cardNo}'],
    card: ['カード', '会员卡', '會員卡', 'Card'],
    profile: ['プロフィール', '资料', '資料', 'Profile'],
    pointsTitle: ['ポイント', '积分', '積分', 'Points'],
    nextLevel: ['次の等級', '下一等级', '下一等級', 'Next level'],
    nextLevelValue: ['%{name}（あと %{left} ポイント）', '%{name}（还差 %{left} 积分）', '%{name}（還差 %{left} 積分）', '%{name} (%{left} points to go)'],
    topLevel: ['最上位です', '已是最高等级', '已是最高等級', 'Top level'],
    noLevel: ['等級なし', '无等级', '無等級', 'No level'],
    history: ['ポイント履歴', '积分记录', '積分紀錄', 'Points history'],
    historyEmpty: ['ポイントの動きはまだありません', '暂无积分变动', '尚無積分變動', 'No points movements yet'],
    at: ['日時', '时间', '時間', 'Time'],
    delta: ['増減', '变动', '變動', 'Change'],
    balanceAfter: ['残高', '余额', '餘額', 'Balance'],
    reason: ['理由', '原因', '原因', 'Reason'],
    orderNo: ['注文番号', '订单号', '訂單號', 'Order number'],
    expiresAt: ['有効期限', '过期时间', '過期時間', 'Expires'],
    remaining: ['残り', '剩余', '剩餘', 'Left'],
    rulesTitle: ['ポイント付与設定', '积分发放设置', '積分發放設定', 'Points earn settings'],
    merchant: ['加盟店', '商户', '商戶', 'Merchant'],
    merchantHelp: [
      '空欄なら自分の組織。名前の一部で検索できます',
      '留空为本组织。输入名称查找商户',
      '留空為本組織。輸入名稱查找商戶',
      'Empty: your own organisation. Type to find a merchant by name',
    ],
    newMemberTitle: ['入会・ログイン', '开卡与登录', '開卡與登入', 'Joining and login'],
    newMemberPoints: ['入会時のポイント', '开卡积分', '開卡積分', 'Points when joining'],
    dailyLoginPoints: ['毎日のログインポイント', '每日登录积分', '每日登入積分', 'Daily login points'],
    validityDays: ['有効日数（0 は無期限）', '有效天数（0 为永久）', '有效天數（0 為永久）', 'Days points last (0: no expiry)'],
    consumeTitle: ['購入ポイント', '消费积分', '消費積分', 'Purchase points'],
    consumeAmount: ['金額（最小通貨単位）', '金额（最小货币单位）', '金額（最小貨幣單位）', 'Amount (minor currency unit)'],
    consumePoints: ['付与ポイント', '发放积分', '發放積分', 'Points given'],
    consumeHelp: [
      '%{amount} ごとに %{points} ポイント',
      '每 %{amount} 发放 %{points} 积分',
      '每 %{amount} 發放 %{points} 積分',
      '%{points} points per %{amount}',
    ],
    save: ['保存', '保存', '儲存', 'Save'],
    saved: ['保存しました', '已保存', '已儲存', 'Saved'],
    neverSaved: ['未設定です（ポイントは付与されません）', '尚未设置，不发放积分', '尚未設定，不發放積分', 'Not set up yet: no points are given'],
    updatedAt: ['更新日時', '更新时间', '更新時間', 'Updated at'],
    levelsTitle: ['会員等級', '会员等级', '會員等級', 'Member levels'],
    editTitle: ['等級の編集', '编辑等级', '編輯等級', 'Edit the levels'],
    levelsHelp: [
      '等級は累計獲得ポイント（残高ではありません）で決まります。保存するとすべての会員の等級を再計算します。',
      '等级按累计获得积分（而非余额）计算。保存后将重新计算所有会员的等级。',
      '等級依累計獲得積分（而非餘額）計算。儲存後將重新計算所有會員的等級。',
      "Levels follow the points earned, not the balance. Saving recomputes every member's level.",
    ],
    levelNo: ['等級', '等级', '等級', 'Level'],
    levelName: ['等級名', '等级名称', '等級名稱', 'Level name'],
    threshold: ['必要ポイント', '所需积分', '所需積分', 'Points needed'],
    members: ['会員数', '会员数', '會員數', 'Members'],
    addLevel: ['等級を追加', '添加等级', '新增等級', 'Add a level'],
    removeLevel: ['削除', '删除', '刪除', 'Remove'],
    levelsEmpty: ['等級はありません（全員が等級 0）', '暂无等级（所有会员为 0 级）', '尚無等級（所有會員為 0 級）', 'No levels: every member is at level 0'],
    recomputed: ['%{count} 人の等級を更新しました', '已更新 %{count} 名会员的等级', '已更新 %{count} 名會員的等級', '%{count} members changed level'],
  },
} satisfies MessageTable;

export default messages;
