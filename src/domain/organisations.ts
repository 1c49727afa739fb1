/** The organisation types and which may hold which (spec document 1 §4, §6), for the server and the console alike. */
export type OrgType = 'platform' | 'agent' | 'merchant' | 'store';

/** Under the platform or an agent: agents and merchants; under a merchant: stores; under a store: nothing. */
export const CHILD_TYPES: Record<OrgType, OrgType[]> = {
  platform: ['agent', 'merchant'],
  agent: ['agent', 'merchant'],
  merchant: ['store'],
  store: [],
};
