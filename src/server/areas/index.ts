import type { Operations } from '../operation.js';
import { authOperations } from './accounts/auth.js';
import { userOperations } from './accounts/users.js';
import { roleOperations } from './accounts/roles.js';
import { menuOperations } from './accounts/menus.js';
import { organisationOperations } from './accounts/organisations.js';
import { bdUserOperations } from './accounts/bd-users.js';
import { errorLogOperations } from './system/error-logs.js';

/** Every handler of every area, keyed by operationId; the contract decides which routes exist. */
export const handlers: Operations = {
  ...authOperations,
  ...userOperations,
  ...roleOperations,
  ...menuOperations,
  ...organisationOperations,
  ...bdUserOperations,
  ...errorLogOperations,
};
