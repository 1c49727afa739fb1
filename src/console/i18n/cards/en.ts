import type { CardsMessages } from './ja';

const messages: CardsMessages = {
};

export default messages;
