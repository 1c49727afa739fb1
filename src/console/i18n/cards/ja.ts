/**
 * Messages of the wallet card templates, their collection form and platform review. Japanese is the reference: the other languages beside it have the same keys.
 */
import type { Shape } from '../shape';

const messages = {
  menu: {
    cardDesign: "カードデザイン",
  },
  resources: {
    "card-design": {
      name: "カードデザイン",
      fields: {
        platform: "プラットフォーム",
        brand: "ブランド名",
        title: "タイトル",
        color: "色",
        customFields: "カスタム項目",
        actions: "アクションボタン",
        logo: "ロゴ",
        cover: "カバー画像",
        rights: "特典",
      },
    },
  },
  functions: {
    card: {
      view: "カードデザインを見る",
      update: "カードデザインを保存・審査に出す",
    },
  },
  cards: {
    title: "ウォレットカードのデザイン",
    alipay: "支付宝",
    wechat: "微信",
    review: "プラットフォーム審査",
    sandbox: "サンドボックス審査（実際のプラットフォームには送信されません）",
    showLink: "受け取りリンクを表示",
    design: "デザイン",
    label: "表示名",
    url: "リンク",
    add: "追加：",
    remove: "削除：",
    right: "特典",
    startDate: "開始日",
    endDate: "終了日",
    submit: "保存して審査に出す",
    saved: "保存して審査に出しました",
    form: "入力フォーム",
    required: "必須",
    saveForm: "フォームを保存",
    formSaved: "フォームを保存しました",
    preview: "プレビュー",
    chooseImage: "画像を選ぶ",
    replaceImage: "画像を差し替える",
    logoHelp: "500×500 ピクセル以上、1MB 以下",
    coverHelp: "1020×643 ピクセル以上、2MB 以下",
    previewOf: "%{platform} での表示",
    status: {
      none: "未作成",
      pending: "審査中",
      approved: "承認済み",
      rejected: "却下",
    },
    formField: {
      mobile: "携帯番号",
      name: "氏名",
      gender: "性別",
      birthday: "誕生日",
      idcard: "身分証番号",
      email: "メール",
    },
  },
};

export type CardsMessages = Shape<typeof messages>;

export default messages;
