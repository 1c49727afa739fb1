import type { ResourceDeclaration } from './types.js';
import { users } from './accounts/users.js';
import { roles } from './accounts/roles.js';
import { organisations } from './accounts/organisations.js';
import { bdUsers } from './accounts/bd-users.js';

export { MENU_GROUPS, FUNCTION_CODES } from './menu.js';
export type * from './types.js';

/** Every resource of the console, in menu order within each group. */
export const RESOURCES: ResourceDeclaration[] = [users, roles, organisations, bdUsers];
