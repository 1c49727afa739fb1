/**
 * Messages of the wallet card templates, their collection form and platform review. Each text is [ja, zh-CN,
 * zh-TW, en].
 */
import type { MessageTable } from '../../../domain/texts';

const messages = {
  menu: {
    cardDesign: ['カードデザイン', '卡片设计', '卡片設計', 'Card design'],
  },
  resources: {
    'card-design': {
      name: ['カードデザイン', '卡片设计', '卡片設計', 'Card design'],
      fields: {
        platform: ['プラットフォーム', '平台', '平台', 'Platform'],
        brand: ['ブランド名', '品牌名称', '品牌名稱', 'Brand'],
        color: ['色', '颜色', '顏色', 'Colour'],
        customFields: ['カスタム項目', '自定义栏目', '自訂欄目', 'Custom fields'],
        actions: ['アクションボタン', '行动按钮', '行動按鈕', 'Calls to action'],
        logo: ['ロゴ', '标志', '標誌', 'Logo'],
        cover: ['カバー画像', '封面图', '封面圖', 'Cover'],
        rights: ['特典', '权益', '權益', 'Rights'],
        codeStyle: ['コードの種類', '会员码样式', '會員碼樣式', 'Code style'],
        // the collection form's fields (the design screen's choice of them and the public page's form)
        mobile: ['携帯番号', '手机号', '手機號碼', 'Mobile'],
        name: ['氏名', '姓名', '姓名', 'Name'],
        gender: ['性別', '性别', '性別', 'Gender'],
        birthday: ['誕生日', '生日', '生日', 'Birthday'],
        idcard: ['身分証番号', '身份证号', '身分證號', 'ID card number'],
        email: ['メール', '邮箱', '電子郵件', 'Email'],
        walletUserId: ['ウォレットの利用者 ID', '钱包用户 ID', '錢包使用者 ID', 'Wallet user ID'],
      },
    },
  },
  enum: {
    cardCodeStyle: {
      qrcode: ['QR コード', '二维码', 'QR 碼', 'QR code'],
      barcode: ['バーコード', '条形码', '條碼', 'Barcode'],
      text: ['カード番号のみ', '仅卡号', '僅卡號', 'Card number only'],
    },
  },
  functions: {
    card: {
      view: ['カードデザインを見る', '查看卡片设计', '檢視卡片設計', 'View the card design'],
      update: ['カードデザインを保存・審査に出す', '保存卡片设计并提交审核', '儲存卡片設計並送審', 'Save the card design and submit it for review'],
    },
  },
  cards: {
    title: ['ウォレットカードのデザイン', '会员卡设计', '會員卡設計', 'Wallet card design'],
    // named as enum.walletPlatform names them everywhere else
    alipay: ['アリペイ', '支付宝', '支付寶', 'Alipay'],
    wechat: ['ウィーチャット', '微信', '微信', 'WeChat'],
    review: ['プラットフォーム審査', '平台审核', '平台審核', 'Platform review'],
    sandbox: [
      'サンドボックス審査（実際のプラットフォームには送信されません）',
      '沙箱审核（不会提交到真实平台）',
      '沙箱審核（不會送到真實平台）',
      'Sandbox review (nothing is sent to the real platform)',
    ],
    showLink: ['受け取りリンクを表示', '显示领卡链接', '顯示領卡連結', 'Show the collection link'],
    design: ['デザイン', '设计', '設計', 'Design'],
    label: ['表示名', '显示名称', '顯示名稱', 'Label'],
    url: ['リンク', '链接', '連結', 'Link'],
    add: ['追加：', '添加：', '新增：', 'Add:'],
    remove: ['削除：', '删除：', '刪除：', 'Remove:'],
    right: ['特典', '权益', '權益', 'Right'],
    rightTitle: ['特典名', '权益名称', '權益名稱', 'Right title'],
    rightDetail: ['特典の内容', '权益详情', '權益詳情', 'Right detail'],
    chooseMerchant: [
      'カードは加盟店ごとに作成されます。見る加盟店を選んでください（保存は加盟店のアカウントのみ）',
      '会员卡按商户设置，请选择要查看的商户（仅商户账号可保存）',
      '會員卡按商戶設定，請選擇要檢視的商戶（僅商戶帳號可儲存）',
      'Cards belong to a merchant: choose the merchant to view (only a merchant account can save)',
    ],
    startDate: ['開始日', '开始日期', '開始日期', 'Start date'],
    endDate: ['終了日', '结束日期', '結束日期', 'End date'],
    submit: ['保存して審査に出す', '保存并提交审核', '儲存並送審', 'Save and submit for review'],
    saved: ['保存して審査に出しました', '已保存并提交审核', '已儲存並送審', 'Saved and submitted for review'],
    form: ['入力フォーム', '领卡表单', '領卡表單', 'Collection form'],
    required: ['必須', '必填', '必填', 'Required'],
    saveForm: ['フォームを保存', '保存表单', '儲存表單', 'Save the form'],
    formSaved: ['フォームを保存しました', '表单已保存', '表單已儲存', 'The form is saved'],
    preview: ['プレビュー', '预览', '預覽', 'Preview'],
    chooseImage: ['画像を選ぶ', '选择图片', '選擇圖片', 'choose an image'],
    replaceImage: ['画像を差し替える', '更换图片', '更換圖片', 'replace the image'],
    previewOf: ['%{platform} での表示', '%{platform}中的显示', '%{platform}中的顯示', 'As shown in %{platform}'],
    status: {
      none: ['未作成', '未创建', '未建立', 'Not created'],
      pending: ['審査中', '审核中', '審核中', 'Under review'],
      approved: ['承認済み', '已通过', '已通過', 'Approved'],
      rejected: ['却下', '已驳回', '已駁回', 'Rejected'],
    },
    // the public card-collect page a collection link opens (/card/open/<token>)
    collect: {
      title: ['会員カードを受け取る', '领取会员卡', '領取會員卡', 'Get the membership card'],
      intro: [
        '%{brand} の会員カードです。下の項目を入力して受け取ってください。',
        '这是 %{brand} 的会员卡。填写以下信息即可领取。',
        '這是 %{brand} 的會員卡。填寫以下資訊即可領取。',
        'This is the membership card of %{brand}. Fill in the form below to get it.',
      ],
      sandbox: [
        'サンドボックス：実際のウォレットでは、ウォレットの利用者 ID はプラットフォームが渡します。',
        '沙箱：在真实钱包中，钱包用户 ID 由平台提供。',
        '沙箱：在真實錢包中，錢包使用者 ID 由平台提供。',
        'Sandbox: in a real wallet, the platform gives the wallet user ID.',
      ],
      submit: ['カードを受け取る', '领取会员卡', '領取會員卡', 'Get the card'],
      opened: ['会員カードを受け取りました', '已领取会员卡', '已領取會員卡', 'You have the membership card'],
      again: ['このカードはすでに受け取っています', '您已领取过这张会员卡', '您已領取過這張會員卡', 'You already have this card'],
      cardNo: ['カード番号', '卡号', '卡號', 'Card number'],
      points: ['ポイント', '积分', '積分', 'Points'],
      notFound: [
        'このリンクのカードはありません。加盟店にお問い合わせください。',
        '此链接没有对应的会员卡，请联系商户。',
        '此連結沒有對應的會員卡，請聯絡商戶。',
        'There is no card behind this link. Please ask the merchant.',
      ],
    },
  },
} satisfies MessageTable;

export default messages;
