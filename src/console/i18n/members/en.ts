import type { MembersMessages } from './ja';

const messages: MembersMessages = {
  menu: {
    members: 'Members',
    marketing: 'Marketing',
  },
};

export default messages;
