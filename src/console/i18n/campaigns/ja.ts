/**
 * Messages of campaigns (activities): new-member gift, stamp collecting, holiday marketing. Japanese is the reference: the other languages beside it have the same keys.
 */
import type { Shape } from '../shape';

const messages = {
};

export type CampaignsMessages = Shape<typeof messages>;

export default messages;
