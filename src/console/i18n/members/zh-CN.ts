import type { MembersMessages } from './ja';

const messages: MembersMessages = {
  menu: {
    members: '会员',
    marketing: '营销',
  },
};

export default messages;
