import type { TableHooks } from '../../table/hooks.js';
import { requireCode } from './ms-org.js';

/**
 * The rules of reading a merchant's wallet-platform authorisation states (schemas/marketing/ms-org.schema.json#/$defs/status,
 * listed by the generic table handler from view ms_auth_states): a caller whose organisation is not a merchant is
 * 206500, asked before the function code (the call's permission is `authenticated`), then msAuth.view (101005).
 */
export const msAuthStateHooks: TableHooks = {
  beforeRead({ user }) {
    requireCode(user, 'msAuth.view');
  },
};
