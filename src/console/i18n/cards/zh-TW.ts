import type { CardsMessages } from './ja';

const messages: CardsMessages = {
  menu: {
    cardDesign: "卡片設計",
  },
  resources: {
    "card-design": {
      name: "卡片設計",
      fields: {
        platform: "平台",
        brand: "品牌名稱",
        title: "標題",
        color: "顏色",
        customFields: "自訂欄目",
        actions: "行動按鈕",
        logo: "標誌",
        cover: "封面圖",
        rights: "權益",
      },
    },
  },
  functions: {
    card: {
      view: "檢視卡片設計",
      update: "儲存卡片設計並送審",
    },
  },
  cards: {
    title: "會員卡設計",
    alipay: "支付寶",
    wechat: "微信",
    review: "平台審核",
    sandbox: "沙箱審核（不會送到真實平台）",
    showLink: "顯示領卡連結",
    design: "設計",
    label: "顯示名稱",
    url: "連結",
    add: "新增：",
    remove: "刪除：",
    right: "權益",
    startDate: "開始日期",
    endDate: "結束日期",
    submit: "儲存並送審",
    saved: "已儲存並送審",
    form: "領卡表單",
    required: "必填",
    saveForm: "儲存表單",
    formSaved: "表單已儲存",
    preview: "預覽",
    chooseImage: "選擇圖片",
    replaceImage: "更換圖片",
    logoHelp: "不小於 500×500 像素，不超過 1MB",
    coverHelp: "不小於 1020×643 像素，不超過 2MB",
    previewOf: "%{platform}中的顯示",
    status: {
      none: "未建立",
      pending: "審核中",
      approved: "已通過",
      rejected: "已駁回",
    },
    formField: {
      mobile: "手機號碼",
      name: "姓名",
      gender: "性別",
      birthday: "生日",
      idcard: "身分證號",
      email: "電子郵件",
    },
  },
};

export default messages;
