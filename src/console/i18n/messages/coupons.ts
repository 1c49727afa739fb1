/** Messages of coupons and their platform authorisation (the Marketing menu). Each text is [ja, zh-CN, zh-TW, en].
 */
import type { MessageTable, Texts } from '../../../domain/texts';

/** A write-off from a row and by a typed code ask and answer alike. */
const WRITE_OFF_CONFIRM: Texts = [
  'クーポン %{couponCode} を消し込みます。元に戻せません。よろしいですか？',
  '将核销优惠券 %{couponCode}，且无法撤销。确定吗？',
  '將核銷優惠券 %{couponCode}，且無法復原。確定嗎？',
  'Write off coupon %{couponCode}? This cannot be undone.',
];
const WRITE_OFF_DONE: Texts = [
  'クーポン %{couponCode} を消し込みました（%{amount} 円）',
  '已核销优惠券 %{couponCode}（%{amount} 日元）',
  '已核銷優惠券 %{couponCode}（%{amount} 日圓）',
  'Coupon %{couponCode} written off (%{amount} yen)',
];

const messages = {
  menu: {
    coupons: ['クーポン', '优惠券', '優惠券', 'Coupons'],
    couponItems: ['受取済みクーポン', '已领取优惠券', '已領取優惠券', 'Claimed coupons'],
    couponAuth: ['カード・クーポン認可', '卡券授权', '卡券授權', 'Card and coupon authorisation'],
  },
  resources: {
    couponTemplates: {
      name: ['クーポン', '优惠券', '優惠券', 'Coupon'],
      fields: {
        name: ['クーポン名', '优惠券名称', '優惠券名稱', 'Coupon name'],
        platform: ['プラットフォーム', '平台', '平台', 'Platform'],
        type: ['種類', '类型', '類型', 'Type'],
        faceValue: ['額面（円）', '面额（日元）', '面額（日圓）', 'Face value (yen)'],
        randomMax: ['ランダム上限額（円）', '随机金额上限（日元）', '隨機金額上限（日圓）', 'Random upper limit (yen)'],
        quantity: ['発行数', '发放数量', '發放數量', 'Quantity'],
        claimed: ['受取数', '已领取', '已領取', 'Claimed'],
        used: ['使用数', '已使用', '已使用', 'Used'],
        perPersonLimit: ['1人あたりの上限', '每人限领', '每人限領', 'Limit per person'],
        issueStart: ['配布開始日', '发放开始日', '發放開始日', 'Issue start'],
        issueEnd: ['配布終了日', '发放结束日', '發放結束日', 'Issue end'],
        validType: ['有効期間の種類', '有效期类型', '有效期類型', 'Validity'],
        validStart: ['有効期間の開始日', '有效期开始日', '有效期開始日', 'Valid from'],
        validEnd: ['有効期間の終了日', '有效期结束日', '有效期結束日', 'Valid until'],
        validDays: ['有効日数', '有效天数', '有效天數', 'Valid days'],
        usageNote: ['利用説明', '使用说明', '使用說明', 'Usage note'],
        threshold: ['利用条件（最低購入額）', '使用门槛（最低消费）', '使用門檻（最低消費）', 'Minimum spend'],
        stackLimit: ['併用上限', '叠加上限', '疊加上限', 'Stacking limit'],
        storeIds: ['利用できる店舗', '可用门店', '可用門市', 'Stores'],
        image: ['画像', '图片', '圖片', 'Image'],
        state: ['状態', '状态', '狀態', 'State'],
      },
      actions: {
        copy: ['コピー', '复制', '複製', 'Copy'],
        copyDone: ['コピーを作成しました（ID %{id}）', '已创建副本（ID %{id}）', '已建立副本（ID %{id}）', 'Copy created (ID %{id})'],
      },
    },
    couponItems: {
      name: ['受取済みクーポン', '已领取优惠券', '已領取優惠券', 'Claimed coupon'],
      fields: {
        couponCode: ['クーポンコード', '优惠券码', '優惠券碼', 'Coupon code'],
        templateId: ['クーポンテンプレート', '优惠券模板', '優惠券範本', 'Coupon template'],
        templateName: ['クーポン名', '优惠券名称', '優惠券名稱', 'Coupon'],
        memberId: ['会員', '会员', '會員', 'Member'],
        memberName: ['会員名', '会员姓名', '會員姓名', 'Member name'],
        cardNo: ['会員カード番号', '会员卡号', '會員卡號', 'Card number'],
        platform: ['プラットフォーム', '平台', '平台', 'Platform'],
        amount: ['金額（円）', '金额（日元）', '金額（日圓）', 'Amount (yen)'],
        validFrom: ['有効期間の開始日', '有效期开始日', '有效期開始日', 'Valid from'],
        validTo: ['有効期間の終了日', '有效期结束日', '有效期結束日', 'Valid until'],
        state: ['状態', '状态', '狀態', 'State'],
        claimedAt: ['受取日時', '领取时间', '領取時間', 'Claimed at'],
        usedAt: ['使用日時', '使用时间', '使用時間', 'Used at'],
        orderNumber: ['注文番号', '订单号', '訂單號', 'Order number'],
      },
      actions: {
        claim: ['会員に配布', '发放给会员', '發放給會員', 'Give to a member'],
        claimDone: [
          'クーポンを配布しました（コード %{couponCode}）',
          '已发放优惠券（券码 %{couponCode}）',
          '已發放優惠券（券碼 %{couponCode}）',
          'Coupon given (code %{couponCode})',
        ],
        writeOff: ['消し込み', '核销', '核銷', 'Write off'],
        writeOffCode: ['コードで消し込み', '按券码核销', '按券碼核銷', 'Write off by code'],
        writeOffConfirm: WRITE_OFF_CONFIRM,
        writeOffCodeConfirm: WRITE_OFF_CONFIRM,
        writeOffDone: WRITE_OFF_DONE,
        writeOffCodeDone: WRITE_OFF_DONE,
      },
    },
    msAuth: {
      name: ['カード・クーポン認可', '卡券授权', '卡券授權', 'Card and coupon authorisation'],
      fields: {
        platform: ['プラットフォーム', '平台', '平台', 'Platform'],
        state: ['認可状態', '授权状态', '授權狀態', 'Authorisation'],
        authorisedAt: ['認可日時', '授权时间', '授權時間', 'Authorised at'],
        appId: ['アプリ ID', '应用 ID', '應用 ID', 'App id'],
        displayName: ['表示名', '显示名称', '顯示名稱', 'Display name'],
        sandbox: ['サンドボックス', '沙箱', '沙箱', 'Sandbox'],
        secret: ['シークレット', '密钥', '密鑰', 'Secret'],
      },
    },
  },
  enum: {
    walletPlatform: {
      alipay: ['アリペイ', '支付宝', '支付寶', 'Alipay'],
      wechat: ['ウィーチャット', '微信', '微信', 'WeChat'],
    },
    couponType: {
      fixed: ['定額券', '固定金额券', '固定金額券', 'Fixed amount'],
      random: ['ランダム額券', '随机金额券', '隨機金額券', 'Random amount'],
    },
    couponValidType: {
      fixed: ['固定期間', '固定日期', '固定日期', 'Fixed dates'],
      relative: ['受取日から', '领取后生效', '領取後生效', 'From the claim'],
    },
    couponTemplateState: {
      notStarted: ['未開始', '未开始', '未開始', 'Not started'],
      inProgress: ['配布中', '进行中', '進行中', 'In progress'],
      ended: ['終了', '已结束', '已結束', 'Ended'],
    },
    couponItemState: {
      received: ['受取済み', '已领取', '已領取', 'Received'],
      used: ['使用済み', '已使用', '已使用', 'Used'],
      writtenOff: ['消し込み済み', '已核销', '已核銷', 'Written off'],
      expired: ['期限切れ', '已过期', '已過期', 'Expired'],
    },
    msAuthState: {
      none: ['未認可', '未授权', '未授權', 'Not authorised'],
      pending: ['認可待ち', '待授权', '待授權', 'Pending'],
      authorised: ['認可済み', '已授权', '已授權', 'Authorised'],
    },
  },
  functions: {
    coupon: {
      view: ['クーポンの閲覧', '查看优惠券', '檢視優惠券', 'View coupons'],
      save: ['クーポンの作成・編集', '创建和编辑优惠券', '建立和編輯優惠券', 'Create and edit coupons'],
      claim: ['クーポンの配布', '发放优惠券', '發放優惠券', 'Issue coupons to members'],
      writeOff: ['クーポンの使用処理', '核销优惠券', '核銷優惠券', 'Write coupons off'],
    },
    msAuth: {
      view: ['認可状態の閲覧', '查看授权状态', '檢視授權狀態', 'View the authorisation'],
      link: ['プラットフォームの認可', '授权平台', '授權平台', 'Authorise a platform'],
    },
    msConfig: {
      view: ['会員サービス設定の閲覧', '查看会员服务设置', '檢視會員服務設定', 'View member-service settings'],
      save: ['会員サービス設定の保存', '保存会员服务设置', '儲存會員服務設定', 'Save member-service settings'],
    },
  },
  coupons: {
    rules: {
      issue: [
        '配布期間：開始日は %{first} から %{last} まで、期間は最長 %{days} 日',
        '发放期：开始日在 %{first} 至 %{last} 之间，最长 %{days} 天',
        '發放期：開始日在 %{first} 至 %{last} 之間，最長 %{days} 天',
        'Issue period: starts between %{first} and %{last}, lasts at most %{days} days',
      ],
      randomMax: [
        'ランダム額券の上限額：額面以上、額面の %{factor} 倍未満',
        '随机金额券上限：不低于面额，且低于面额的 %{factor} 倍',
        '隨機金額券上限：不低於面額，且低於面額的 %{factor} 倍',
        'Random amount: the upper limit is at least the face value and below %{factor} times it',
      ],
      randomMaxOf: [
        'ランダム額券の上限額：%{min} 円から %{max} 円まで',
        '随机金额券上限：%{min} 日元至 %{max} 日元',
        '隨機金額券上限：%{min} 日圓至 %{max} 日圓',
        'Random amount: the upper limit is from %{min} to %{max} yen',
      ],
      fixedWechat: [
        '固定の有効期間はウィーチャットのクーポンだけで使えます',
        '固定有效期仅适用于微信优惠券',
        '固定有效期僅適用於微信優惠券',
        'Fixed validity dates are for WeChat coupons only',
      ],
      nameAndNote: [
        'クーポン名は空白なし 20 文字以内、利用説明は 50 文字以内',
        '优惠券名称不含空格且不超过 20 个字符，使用说明不超过 50 个字符',
        '優惠券名稱不含空格且不超過 20 個字元，使用說明不超過 50 個字元',
        'The name has no spaces and at most 20 characters; the usage note at most 50',
      ],
      issueStartHelp: ['今日から %{days} 日後まで', '今天至 %{days} 天后', '今天至 %{days} 天後', 'From today to %{days} days ahead'],
      issueEndHelp: ['開始日から最長 %{days} 日', '自开始日起最长 %{days} 天', '自開始日起最長 %{days} 天', 'At most %{days} days after the start'],
    },
    detail: {
      items: ['受け取られたクーポン', '已领取的优惠券', '已領取的優惠券', 'Claimed coupons'],
      noItems: ['まだ受け取られていません', '尚无人领取', '尚無人領取', 'Nobody has claimed one yet'],
      issuePeriod: ['配布期間', '发放期', '發放期', 'Issue period'],
      validity: ['有効期間', '有效期', '有效期', 'Validity'],
      validDays: ['受取日から %{days} 日', '领取后 %{days} 天', '領取後 %{days} 天', '%{days} days from the claim'],
    },
    auth: {
      title: ['カード・クーポン認可', '卡券授权', '卡券授權', 'Card and coupon authorisation'],
      sandboxNote: [
        'このシステムが接続するのは各プラットフォームのサンドボックス（テスト環境）だけです。実際の認可やお金の移動は行われません。',
        '本系统只连接各平台的沙箱（测试环境），不会进行真实授权或资金往来。',
        '本系統只連接各平台的沙箱（測試環境），不會進行真實授權或資金往來。',
        'This product reaches only the sandbox (test environment) of each platform: no real authorisation and no money is involved.',
      ],
      consentTitle: ['サンドボックスの認可画面', '沙箱授权页面', '沙箱授權頁面', 'Sandbox consent page'],
      consentText: [
        '%{platform}（サンドボックス）がこの加盟店のカードとクーポンの発行を認可します。同意しますか？',
        '%{platform}（沙箱）将授权本商户发放卡券。是否同意？',
        '%{platform}（沙箱）將授權本商戶發放卡券。是否同意？',
        '%{platform} (sandbox) will authorise this merchant to issue cards and coupons. Do you agree?',
      ],
      agree: ['同意して認可する', '同意并授权', '同意並授權', 'Agree and authorise'],
      authorised: ['認可しました', '已授权', '已授權', 'Authorised'],
      sandbox: ['サンドボックス', '沙箱', '沙箱', 'Sandbox'],
      authorisedAt: ['認可日時：', '授权时间：', '授權時間：', 'Authorised at:'],
      authorise: ['認可する', '授权', '授權', 'Authorise'],
      reauthorise: ['再認可', '重新授权', '重新授權', 'Authorise again'],
      configLine: [
        'アプリ ID：%{appId}　表示名：%{displayName}',
        '应用 ID：%{appId}　显示名称：%{displayName}',
        '應用 ID：%{appId}　顯示名稱：%{displayName}',
        'App id: %{appId} · display name: %{displayName}',
      ],
      secretSet: ['シークレット設定済み（%{mask}）', '已设置密钥（%{mask}）', '已設定密鑰（%{mask}）', 'secret set (%{mask})'],
      secretHelp: [
        '空欄のままなら保存済みのシークレットを使い続けます',
        '留空则继续使用已保存的密钥',
        '留空則繼續使用已儲存的密鑰',
        'Leave empty to keep the saved secret',
      ],
      editConfig: ['設定を編集', '编辑设置', '編輯設定', 'Edit settings'],
      saved: ['設定を保存しました', '设置已保存', '設定已儲存', 'Settings saved'],
    },
  },
} satisfies MessageTable;

export default messages;
