/**
 * Messages of coupons and their platform authorisation (the Marketing menu). Japanese is the reference: the other languages beside it have the same keys.
 */
import type { Shape } from '../shape';

const messages = {
  menu: {
    coupons: 'クーポン',
    couponItems: '受取済みクーポン',
    couponAuth: 'カード・クーポン認可',
  },
  resources: {
    couponTemplates: {
      name: 'クーポン',
      fields: {
        name: 'クーポン名',
        platform: 'プラットフォーム',
        type: '種類',
        faceValue: '額面（円）',
        randomMax: 'ランダム上限額（円）',
        quantity: '発行数',
        claimed: '受取数',
        used: '使用数',
        perPersonLimit: '1人あたりの上限',
        issueStart: '配布開始日',
        issueEnd: '配布終了日',
        validType: '有効期間の種類',
        validStart: '有効期間の開始日',
        validEnd: '有効期間の終了日',
        validDays: '有効日数',
        usageNote: '利用説明',
        threshold: '利用条件（最低購入額）',
        stackLimit: '併用上限',
        storeIds: '利用できる店舗',
        image: '画像',
        state: '状態',
      },
    },
    couponItems: {
      name: '受取済みクーポン',
      fields: {
        couponCode: 'クーポンコード',
        templateId: 'クーポンテンプレート',
        templateName: 'クーポン名',
        memberId: '会員',
        memberName: '会員名',
        cardNo: '会員カード番号',
        platform: 'プラットフォーム',
        amount: '金額（円）',
        validFrom: '有効期間の開始日',
        validTo: '有効期間の終了日',
        state: '状態',
        claimedAt: '受取日時',
        usedAt: '使用日時',
        orderNumber: '注文番号',
      },
    },
    msAuth: {
      name: 'カード・クーポン認可',
      fields: {
        platform: 'プラットフォーム',
        state: '認可状態',
        authorisedAt: '認可日時',
        appId: 'アプリ ID',
        displayName: '表示名',
        sandbox: 'サンドボックス',
        secret: 'シークレット',
      },
    },
  },
  enum: {
    walletPlatform: {
      alipay: 'アリペイ',
      wechat: 'ウィーチャット',
    },
    couponType: {
      fixed: '定額券',
      random: 'ランダム額券',
    },
    couponValidType: {
      fixed: '固定期間',
      relative: '受取日から',
    },
    couponTemplateState: {
      notStarted: '未開始',
      inProgress: '配布中',
      ended: '終了',
    },
    couponItemState: {
      received: '受取済み',
      used: '使用済み',
      expired: '期限切れ',
    },
    msAuthState: {
      none: '未認可',
      pending: '認可待ち',
      authorised: '認可済み',
    },
  },
  functions: {
    coupon: {
      view: 'クーポンの閲覧',
      save: 'クーポンの作成・編集',
      claim: 'クーポンの配布',
      writeOff: 'クーポンの使用処理',
    },
    msAuth: {
      view: '認可状態の閲覧',
      link: 'プラットフォームの認可',
    },
    msConfig: {
      view: '会員サービス設定の閲覧',
      save: '会員サービス設定の保存',
    },
  },
  coupons: {
    rules: {
      issue: '配布期間：開始日は %{first} から %{last} まで、期間は最長 %{days} 日',
      randomMax: 'ランダム額券の上限額：額面以上、額面の %{factor} 倍未満',
      randomMaxOf: 'ランダム額券の上限額：%{min} 円から %{max} 円まで',
      fixedWechat: '固定の有効期間はウィーチャットのクーポンだけで使えます',
      nameAndNote: 'クーポン名は空白なし 20 文字以内、利用説明は 50 文字以内',
      issueStartHelp: '今日から %{days} 日後まで',
      issueEndHelp: '開始日から最長 %{days} 日',
    },
    detail: {
      items: '受け取られたクーポン',
      noItems: 'まだ受け取られていません',
      issuePeriod: '配布期間',
      validity: '有効期間',
      validDays: '受取日から %{days} 日',
    },
    auth: {
      title: 'カード・クーポン認可',
      sandboxNote: 'このシステムが接続するのは各プラットフォームのサンドボックス（テスト環境）だけです。実際の認可やお金の移動は行われません。',
      consentTitle: 'サンドボックスの認可画面',
      consentText: '%{platform}（サンドボックス）がこの加盟店のカードとクーポンの発行を認可します。同意しますか？',
      agree: '同意して認可する',
      authorised: '認可しました',
      sandbox: 'サンドボックス',
      authorisedAt: '認可日時：',
      authorise: '認可する',
      reauthorise: '再認可',
      configLine: 'アプリ ID：%{appId}　表示名：%{displayName}',
      secretSet: 'シークレット設定済み（%{mask}）',
      secretHelp: '空欄のままなら保存済みのシークレットを使い続けます',
      editConfig: '設定を編集',
      saved: '設定を保存しました',
    },
  },
};

export type CouponsMessages = Shape<typeof messages>;

export default messages;
