import type { FestivalsMessages } from './ja';

const messages: FestivalsMessages = {
};

export default messages;
