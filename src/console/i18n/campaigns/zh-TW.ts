import type { CampaignsMessages } from './ja';

const messages: CampaignsMessages = {
};

export default messages;
