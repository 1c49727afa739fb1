import type { CardsMessages } from './ja';

const messages: CardsMessages = {
  menu: {
    cardDesign: "Card design",
  },
  resources: {
    "card-design": {
      name: "Card design",
      fields: {
        platform: "Platform",
        brand: "Brand",
        title: "Title",
        color: "Colour",
        customFields: "Custom fields",
        actions: "Calls to action",
        logo: "Logo",
        cover: "Cover",
        rights: "Rights",
      },
    },
  },
  functions: {
    card: {
      view: "View the card design",
      update: "Save the card design and submit it for review",
    },
  },
  cards: {
    title: "Wallet card design",
    alipay: "Alipay",
    wechat: "WeChat",
    review: "Platform review",
    sandbox: "Sandbox review (nothing is sent to the real platform)",
    showLink: "Show the collection link",
    design: "Design",
    label: "Label",
    url: "Link",
    add: "Add:",
    remove: "Remove:",
    right: "Right",
    startDate: "Start date",
    endDate: "End date",
    submit: "Save and submit for review",
    saved: "Saved and submitted for review",
    form: "Collection form",
    required: "Required",
    saveForm: "Save the form",
    formSaved: "The form is saved",
    preview: "Preview",
    chooseImage: "choose an image",
    replaceImage: "replace the image",
    logoHelp: "At least 500 × 500 pixels, at most 1 MB",
    coverHelp: "At least 1020 × 643 pixels, at most 2 MB",
    previewOf: "As shown in %{platform}",
    status: {
      none: "Not created",
      pending: "Under review",
      approved: "Approved",
      rejected: "Rejected",
    },
    formField: {
      mobile: "Mobile",
      name: "Name",
      gender: "Gender",
      birthday: "Birthday",
      idcard: "ID card number",
      email: "Email",
    },
  },
};

export default messages;
