/**
 * Messages of the festival table and holiday marketing. Japanese is the reference: the other languages beside it have the same keys.
 */
import type { Shape } from '../shape';

const messages = {
};

export type FestivalsMessages = Shape<typeof messages>;

export default messages;
