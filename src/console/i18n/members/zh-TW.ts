import type { MembersMessages } from './ja';

const messages: MembersMessages = {
  menu: {
    members: '會員',
    marketing: '行銷',
  },
};

export default messages;
