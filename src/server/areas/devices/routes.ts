import type { Operations, SessionUser } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import type { ErrorCode } from '../../../domain/errors.js';
import { LIMITS } from '../../../domain/limits.js';
import { fail } from '../../errors.js';
import { Where } from '../../db/sql.js';
import { scopeCondition, scopedOrg, scopedRow } from '../../table/scope.js';
import { deviceInScope } from '../../table/scope.js';

/**
 * Routes (device groups, /device/group/*). The caps (256 routes per organisation, 256 devices per route)
 * are counted inside the transaction that writes, after locking the row that owns the count: the
 * organisation for a save, the route for a bind. Concurrent saves or binds therefore run one after the
 * other past that lock and each sees the others' rows; PGlite runs transactions one at a time anyway.
 */

const ROUTE_FROM = 'routes r join organisations o on o.id = r.org_id';

interface RouteRow {
  id: number;
  org_id: number;
  org_path: string;
  name: string;
}

/**
 * Reads a route of the caller's organisation subtree; missing or outside it is 203012. `lock` takes the
 * route's row (no key update: the foreign keys of route_devices rows being inserted still pass) so the
 * device count read after it stays true until the transaction ends.
 */
export const scopedRoute = (db: Queryable, user: SessionUser, id: number, opts: { lock?: boolean } = {}) =>
  scopedRow<RouteRow>(db, user, {
    sql: `select r.id, r.org_id, o.path as org_path, r.name from routes r join organisations o on o.id = r.org_id
      where r.id = $1${opts.lock ? ' for no key update of r' : ''}`,
    params: [id],
    notFound: 203012,
  });

/** Refuses with `code`, naming the serial numbers at fault (the console shows which devices). */
function refuseDevices(code: ErrorCode, serials: string[]): never {
  fail(code, [{ field: 'serialNums', message: serials.join(', ') }]);
}

const routeCount = async (db: Queryable, routeId: number) =>
  (await db.query<{ n: number }>('select count(*)::int as n from route_devices where route_id = $1', [routeId]))[0].n;

/** Devices named by serial number, with the route each is on. */
async function devicesBySerial(db: Queryable, serials: string[]) {
  return db.query<{ id: number; serial_num: string; org_path: string | null; route_id: number | null }>(
    `select d.id, d.serial_num, d.org_path, rd.route_id from devices d left join route_devices rd on rd.device_id = d.id
      where d.serial_num = any($1::text[]) order by d.id`,
    [serials],
  );
}

export const routeOperations: Operations = {
  async routeBind({ body, db, user }) {
    const serials: string[] = body.serialNums;
    const count = await db.transaction(async (tx) => {
      // the route's row is the lock every bind to it takes before counting
      const route = await scopedRoute(tx, user, body.groupId, { lock: true });
      const rows = await devicesBySerial(tx, serials);
      const found = new Map(rows.map((r) => [r.serial_num, r]));
      const refused = serials.filter((s) => {
        const d = found.get(s);
        return !d || d.org_path === null || !d.org_path.startsWith(route.org_path) || !deviceInScope(user, d.org_path);
      });
      if (refused.length) refuseDevices(203001, refused);
      const routed = rows.filter((r) => r.route_id !== null);
      if (routed.length)
        refuseDevices(
          203005,
          routed.map((r) => r.serial_num),
        );
      const before = await routeCount(tx, route.id);
      if (before + rows.length > LIMITS.devicesPerRoute) fail(203014);
      // inserted in id order: two binds naming the same devices for different routes wait on each other
      // instead of deadlocking, and the later one meets the primary key (203005)
      await tx.query('insert into route_devices (device_id, route_id) select unnest($1::bigint[]), $2', [rows.map((r) => r.id), route.id]);
      return before + rows.length;
    });
    return { groupId: body.groupId, count };
  },

  async routeUnbind({ body, db, user }) {
    const serials: string[] = body.serialNums;
    const count = await db.transaction(async (tx) => {
      const route = await scopedRoute(tx, user, body.groupId, { lock: true });
      const rows = await devicesBySerial(tx, serials);
      const found = new Map(rows.map((r) => [r.serial_num, r]));
      const missing = serials.filter((s) => {
        const d = found.get(s);
        return !d || !deviceInScope(user, d.org_path);
      });
      if (missing.length) refuseDevices(203001, missing);
      const elsewhere = rows.filter((r) => r.route_id !== route.id);
      if (elsewhere.length)
        refuseDevices(
          203230,
          elsewhere.map((r) => r.serial_num),
        );
      await tx.query('delete from route_devices where route_id = $1 and device_id = any($2::bigint[])', [route.id, rows.map((r) => r.id)]);
      return routeCount(tx, route.id);
    });
    return { groupId: body.groupId, count };
  },

  async routeGroupList({ query, db, user }) {
    const w = new Where();
    const scope = scopeCondition(user, 'o.path');
    if (scope) w.add(scope.sql, scope.value);
    w.add('r.status = ?', query.status);
    if (query.orgId) {
      const org = await scopedOrg(db, user, query.orgId, { missing: 200001, outside: 200006 });
      w.add(`o.path like ? || '%'`, org.path);
    }
    return db.query(
      `select r.id, r.name, r.org_id as "orgId", o.name as "orgName", r.status,
              (select count(*)::int from route_devices rd where rd.route_id = r.id) as "deviceCount"
         from ${ROUTE_FROM} ${w} order by r.name, r.id`,
      w.params,
    );
  },
};
