import type { CardsMessages } from './ja';

const messages: CardsMessages = {
  menu: {
    cardDesign: "卡片设计",
  },
  resources: {
    "card-design": {
      name: "卡片设计",
      fields: {
        platform: "平台",
        brand: "品牌名称",
        title: "标题",
        color: "颜色",
        customFields: "自定义栏目",
        actions: "行动按钮",
        logo: "标志",
        cover: "封面图",
        rights: "权益",
      },
    },
  },
  functions: {
    card: {
      view: "查看卡片设计",
      update: "保存卡片设计并提交审核",
    },
  },
  cards: {
    title: "会员卡设计",
    alipay: "支付宝",
    wechat: "微信",
    review: "平台审核",
    sandbox: "沙箱审核（不会提交到真实平台）",
    showLink: "显示领卡链接",
    design: "设计",
    label: "显示名称",
    url: "链接",
    add: "添加：",
    remove: "删除：",
    right: "权益",
    startDate: "开始日期",
    endDate: "结束日期",
    submit: "保存并提交审核",
    saved: "已保存并提交审核",
    form: "领卡表单",
    required: "必填",
    saveForm: "保存表单",
    formSaved: "表单已保存",
    preview: "预览",
    chooseImage: "选择图片",
    replaceImage: "更换图片",
    logoHelp: "不小于 500×500 像素，不超过 1MB",
    coverHelp: "不小于 1020×643 像素，不超过 2MB",
    previewOf: "%{platform}中的显示",
    status: {
      none: "未创建",
      pending: "审核中",
      approved: "已通过",
      rejected: "已驳回",
    },
    formField: {
      mobile: "手机号",
      name: "姓名",
      gender: "性别",
      birthday: "生日",
      idcard: "身份证号",
      email: "邮箱",
    },
  },
};

export default messages;
