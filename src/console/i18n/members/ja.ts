/**
 * Messages of members, wallet cards, points and levels (the Members menu). Japanese is the reference: the other languages beside it have the same keys.
 */
import type { Shape } from '../shape';

const messages = {
  menu: {
    members: '会員',
    marketing: 'マーケティング',
  },
};

export type MembersMessages = Shape<typeof messages>;

export default messages;
