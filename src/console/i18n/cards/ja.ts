/**
 * Messages of the wallet card templates, their collection form and platform review. Japanese is the reference: the other languages beside it have the same keys.
 */
import type { Shape } from '../shape';

const messages = {
};

export type CardsMessages = Shape<typeof messages>;

export default messages;
