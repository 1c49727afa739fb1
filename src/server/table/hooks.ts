import type { Queryable } from '../db/database.js';
import type { LooseHandler, SessionUser } from '../operation.js';
import type { ServerConfig } from '../config.js';
import type { ErrorCode } from '../../domain/errors.js';
import type { OrgRow } from './scope.js';
import type { SecretBox } from '../secrets.js';
import type { Locale } from '../../domain/locale.js';
import { alarmRuleHooks, payAlarmRuleHooks } from '../areas/devices/alarm-rule-hooks.js';
import { userHooks } from '../areas/accounts/user-hooks.js';
import { appClassifyHooks, appHooks } from '../areas/apps/app-hooks.js';
import { roleHooks } from '../areas/accounts/role-hooks.js';
import { couponTemplateHooks } from '../areas/marketing/coupon-hooks.js';
import { campaignHooks, campaignPrizeHooks } from '../areas/marketing/campaign-hooks.js';
import { holidayHooks } from '../areas/marketing/holiday-hooks.js';
import { laneHooks } from '../areas/retail/lane-hooks.js';
import { organisationHooks } from '../areas/accounts/organisation-hooks.js';
import { menuHooks } from '../areas/accounts/menu-hooks.js';
import { cardFormHooks } from '../areas/members/card-form-hooks.js';
import { cardTemplateHooks } from '../areas/members/card-template-hooks.js';
import { paymentCodeHooks } from '../areas/payments/payment-code-hooks.js';
import { cashOrderHooks } from '../areas/payments/cash-hooks.js';
import { payConfigHooks } from '../areas/payments/pay-config-hooks.js';
import { vendingOrderHooks } from '../areas/payments/vending-order-hooks.js';
import { msConfigHooks } from '../areas/marketing/ms-config-hooks.js';
import { msAuthStateHooks } from '../areas/marketing/ms-auth-hooks.js';
import { replenishPlanHooks } from '../areas/retail/replenish-plan-hooks.js';
import { purchaseOrderHooks } from '../areas/retail/purchase-order-hooks.js';
import { shippingListHooks } from '../areas/retail/shipping-list-hooks.js';
import { errorLogHooks } from '../areas/system/error-log-hooks.js';
import { alarmRecordHooks, deviceConnectionHooks, deviceDetailHooks, deviceTimeRangeHooks } from '../areas/devices/device-query-hooks.js';

/**
 * Domain rules of a table that its `x-table` cannot say (`x-table.hooks`: a name registered in TABLE_HOOKS
 * below): typed functions the generic verbs run inside the write's transaction, after the scope, unique and
 * reference checks and with the row locked. A hook refuses with a catalogued code (`fail`), which rolls the
 * whole write back.
 */

/** What every hook is given: the write's transaction, the caller and the caller's language (for a field's message). */
export interface HookContext {
  tx: Queryable;
  user: SessionUser;
  locale: Locale;
}

/** Work a hook leaves for after its write committed, given the call (its database, caller and server). */
export type AfterCommit = (call: Parameters<LooseHandler>[0]) => Promise<void>;

export interface WriteHookContext extends HookContext {
  verb: 'create' | 'update' | 'upsert';
  /** The server's settings (a password's hashing parameters). */
  config: ServerConfig;
  /** The validated request body. */
  body: Readonly<Record<string, unknown>>;
  /** The server's secret box, to seal a secret before it is stored (a merchant's platform secret). */
  secrets: SecretBox;
  /** The record's id (an update). */
  id?: number;
  /** The organisation owning the record (a create's, checked in the caller's subtree); null for a shared table or a device's row. */
  orgId: number | null;
  /** The device owning a device's row a create makes (the device its body names, in the caller's scope). */
  deviceId?: number;
  /** Leaves work for once a create has committed (a new lane's machine sent its lanes), never run for a refused or failed one. */
  afterCommit?(task: AfterCommit): void;
  /**
   * Column → value the write stores, filled from the body (an update's `undefined` is the column's default):
   * the hook may change, add or remove entries (a model's product key becomes its `product_id`).
   */
  values: Record<string, unknown>;
}

export interface TableHooks {
  /** Body fields that name no column of the table: beforeWrite turns them into columns (not written as they are). */
  virtual?: string[];
  /** Columns beforeWrite may write beyond the body's fields, checked against the table when the server starts. */
  columns?: string[];
  /**
   * Unique indexes a save may meet, and their codes (a rule for a model and source type that another save took),
   * or a code per verb (an app's name: 205000 on create, 205011 on update).
   */
  clashes?: Record<string, ErrorCode | { create: ErrorCode; update: ErrorCode }>;
  /**
   * Refuses a caller before a page, list, get or export reads anything (campaigns are merchants' only: 206500),
   * after the permission check.
   */
  beforeRead?(ctx: { user: SessionUser }): void;
  /**
   * Checks a page's, a list's or an export's filters alone, after beforeRead and before the scope reads anything,
   * refusing with a catalogued code what no single field's schema can say (a range of days ending before it
   * starts or longer than a year: 209080, cash orders).
   */
  checkFilters?(ctx: { user: SessionUser; body: Readonly<Record<string, unknown>> }): void;
  /**
   * Checks a page's or an export's query once its scope and filters are read (a device or parent it names is
   * refused first: 203001) and before any row is: a range of times too long or the wrong way round (100001
   * naming the field), or work the read waits for (alarms judged from presence first).
   */
  checkQuery?(ctx: { db: Queryable; user: SessionUser; locale: Locale; body: Readonly<Record<string, unknown>> }): Promise<void>;
  /**
   * Refuses the organisation an upsert or a get by owner and key acts for (owned.ts), after its scope check:
   * collection forms are merchants' only (206500).
   */
  owner?(ctx: { user: SessionUser; org: OrgRow }): void;
  /** Checks and computes what a create or an update writes. */
  beforeWrite?(ctx: WriteHookContext): Promise<void>;
  /**
   * Runs after a create or an update wrote the row, in the same transaction (`id` is the record's): writes
   * the rows that belong to it and need its id (a role's permission codes). `values` are what was written.
   */
  afterWrite?(ctx: WriteHookContext & { id: number }): Promise<void>;
  /**
   * Completes a record as the caller reads it (list, picker list, get, and an owned record's get and upsert answer),
   * for a field that depends on who asks (a user's own account is `locked` to them), on the moment (a replenishment
   * plan's next time) or on the caller's language (a prize not sent says why): changes the row in place.
   */
  shown?(row: Record<string, unknown>, user: SessionUser, locale: Locale): void;
  /** Runs before the status verb checks its rules and writes (a user's own account may not be disabled). */
  beforeStatus?(ctx: HookContext & { id: number; enabled: boolean }): Promise<void>;
  /** Runs after the status verb wrote the record's new state. */
  afterStatus?(ctx: HookContext & { id: number; enabled: boolean }): Promise<void>;
  /**
   * Runs before the delete verb removes the record; `afterCommit` leaves work for once the delete has committed
   * (a lane's machine sent its lanes as they now are), given the call, never run for a refused or failed one.
   */
  beforeDelete?(ctx: HookContext & { id: number; afterCommit(task: AfterCommit): void }): Promise<void>;
  /**
   * Runs once before the deleteMany verb deletes its records (each already found in scope and locked), given every
   * id: checks the rows together, each rule over all of them before the next (a config still bound, then one the
   * payment matrix names), so the code answered does not depend on the order the ids were given in.
   */
  beforeDeleteMany?(ctx: HookContext & { ids: number[] }): Promise<void>;
}

/** Every hook module, by the name an `x-table.hooks` gives: the one place a module is registered. */
const TABLE_HOOKS = {
  alarmRules: alarmRuleHooks,
  payAlarmRules: payAlarmRuleHooks,
  users: userHooks,
  apps: appHooks,
  appClassifies: appClassifyHooks,
  roles: roleHooks,
  couponTemplates: couponTemplateHooks,
  campaigns: campaignHooks,
  campaignPrizes: campaignPrizeHooks,
  holidays: holidayHooks,
  lanes: laneHooks,
  organisations: organisationHooks,
  menus: menuHooks,
  cardForms: cardFormHooks,
  cardTemplates: cardTemplateHooks,
  paymentCodes: paymentCodeHooks,
  msConfigs: msConfigHooks,
  cashOrders: cashOrderHooks,
  payConfigs: payConfigHooks,
  vendingOrders: vendingOrderHooks,
  msAuthStates: msAuthStateHooks,
  replenishPlans: replenishPlanHooks,
  purchaseOrders: purchaseOrderHooks,
  shippingLists: shippingListHooks,
  errorLogs: errorLogHooks,
  deviceTimeRange: deviceTimeRangeHooks,
  deviceConnections: deviceConnectionHooks,
  alarmRecords: alarmRecordHooks,
  deviceDetail: deviceDetailHooks,
} satisfies Record<string, TableHooks>;

/** The hook module `x-table.hooks` names; a name not registered stops the start. */
export function hooksNamed(name: unknown, where: string): TableHooks | undefined {
  if (name === undefined) return undefined;
  if (typeof name !== 'string' || !Object.hasOwn(TABLE_HOOKS, name))
    throw new Error(`${where}: hooks ${String(name)} is not a registered hook module (${Object.keys(TABLE_HOOKS).join(', ')}; src/server/table/hooks.ts)`);
  return TABLE_HOOKS[name as keyof typeof TABLE_HOOKS];
}

/** When the server starts: the columns a hook writes are the table's, and the indexes of its clashes exist. */
export async function probeHooks(db: Queryable, spec: { schema: string; table: string; hooks?: TableHooks }) {
  const hooks = spec.hooks;
  if (!hooks) return;
  const columns = hooks.columns ?? [];
  if (!columns.every((c) => /^[a-z_][a-z0-9_]*$/.test(c))) throw new Error(`${spec.schema} x-table: hook columns must be plain column names`);
  await db.query(`select ${['1', ...columns].join(', ')} from ${spec.table} limit 0`).catch((err: Error) => {
    throw new Error(`${spec.schema} x-table: a column the hooks write does not match table ${spec.table}: ${err.message}`);
  });
  for (const index of Object.keys(hooks.clashes ?? {})) {
    const found = await db.query('select 1 from pg_indexes where tablename = $1 and indexname = $2', [spec.table, index]);
    if (!found.length) throw new Error(`${spec.schema} x-table: hook clash index ${index} is not an index of table ${spec.table}`);
  }
}
