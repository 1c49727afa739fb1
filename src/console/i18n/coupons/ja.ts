/**
 * Messages of coupons and their platform authorisation (the Marketing menu). Japanese is the reference: the other languages beside it have the same keys.
 */
import type { Shape } from '../shape';

const messages = {
};

export type CouponsMessages = Shape<typeof messages>;

export default messages;
