import type { CouponsMessages } from './ja';

const messages: CouponsMessages = {
};

export default messages;
