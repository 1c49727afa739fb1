import type { Operations, SessionUser } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import { fail } from '../../errors.js';
import { pageQuery } from '../../db/sql.js';
import { scopedOrg, type OrgRow } from '../../table/scope.js';
import { scopedDevice, type DeviceRow } from './device-scope.js';
import { RECORD_COLUMNS, RECORD_FROM, deviceWhere, type DeviceFilters } from './fleet-queries.js';

const FILTER_KEYS = ['serialNum', 'name', 'productId', 'orgId', 'online', 'activated', 'bound'] as const;
const filtersOf = (body: Record<string, unknown>): DeviceFilters =>
  Object.fromEntries(FILTER_KEYS.filter((k) => body[k] !== undefined).map((k) => [k, body[k]])) as DeviceFilters;

/** The nearest service provider (agent) at or above an organisation, if any. */
async function providerAbove(tx: Queryable, org: OrgRow): Promise<number | null> {
  const ids = org.path.split('/').filter(Boolean).map(Number);
  const [row] = await tx.query<{ id: number }>(`select id from organisations where id = any($1::bigint[]) and type = 'agent' order by depth desc limit 1`, [
    ids,
  ]);
  return row?.id ?? null;
}

/** Serial numbers in scope the filters select, in id order (the order rows are locked in). */
async function selectedSerials(db: Queryable, user: SessionUser, filters: DeviceFilters): Promise<string[]> {
  const w = await deviceWhere(db, user, filters);
  const rows = await db.query<{ serialNum: string }>(`select d.serial_num as "serialNum" from devices d ${w} order by d.id`, w.params);
  return rows.map((r) => r.serialNum);
}

/** Locks the devices (in scope: 203001 otherwise) in id order, so two concurrent binds cannot deadlock. */
async function lockDevices(tx: Queryable, user: SessionUser, serialNums: string[]): Promise<DeviceRow[]> {
  const rows = await tx.query<{ serial_num: string }>('select serial_num from devices where serial_num = any($1::text[]) order by id', [serialNums]);
  if (rows.length !== new Set(serialNums).size) {
    const found = new Set(rows.map((r) => r.serial_num));
    await scopedDevice(
      tx,
      user,
      serialNums.find((s) => !found.has(s))!,
    ); // answers 203001
  }
  const out: DeviceRow[] = [];
  for (const r of rows) out.push(await scopedDevice(tx, user, r.serial_num, { forUpdate: true }));
  return out;
}

/**
 * Binds devices to an organisation, all or none. Free devices and devices bound above the target (allotted
 * down the tree) move to it; a device bound elsewhere is 203007; one already there is left alone.
 */
async function bindDevices(tx: Queryable, user: SessionUser, orgId: number, serialNums: string[]) {
  const org = await scopedOrg(tx, user, orgId, { missing: 200001, outside: 200006 });
  const devices = await lockDevices(tx, user, serialNums);
  const changed: string[] = [];
  let provider: number | null | undefined;
  for (const d of devices) {
    if (d.org_id === org.id) continue;
    if (d.org_path !== null && !org.path.startsWith(d.org_path)) fail(203007);
    if (d.provider_org_id === null && provider === undefined) provider = await providerAbove(tx, org);
    await tx.query(
      `update devices set org_id = $2, org_path = $3, bound_at = now(), provider_org_id = coalesce(provider_org_id, $4), updated_at = now()
        where id = $1`,
      [d.id, org.id, org.path, provider ?? null],
    );
    changed.push(d.serial_num);
  }
  return { count: changed.length, serialNums: changed };
}

/**
 * Unbinds devices, all or none: only the device's provider or an organisation above it may (203010); a
 * device on a route is refused (203005). The device goes back to its provider, or to stock.
 */
async function unbindDevices(tx: Queryable, user: SessionUser, serialNums: string[]) {
  const devices = await lockDevices(tx, user, serialNums);
  const changed: string[] = [];
  for (const d of devices) {
    if (d.org_id === null) continue;
    let providerPath: string | null = null;
    if (d.provider_org_id !== null) {
      const [p] = await tx.query<{ path: string }>('select path from organisations where id = $1', [d.provider_org_id]);
      providerPath = p.path;
      if (!providerPath.startsWith(user.orgPath)) fail(203010);
    }
    if ((await tx.query('select 1 from route_devices where device_id = $1', [d.id])).length) fail(203005);
    const backToProvider = d.provider_org_id !== null && d.org_id !== d.provider_org_id;
    await tx.query(
      `update devices set org_id = $2, org_path = $3, bound_at = case when $2::bigint is null then null else now() end, updated_at = now()
        where id = $1`,
      [d.id, backToProvider ? d.provider_org_id : null, backToProvider ? providerPath : null],
    );
    changed.push(d.serial_num);
  }
  return { count: changed.length, serialNums: changed };
}

export const deviceOperations: Operations = {
  async devicePageListFast({ body, db, user }) {
    const w = await deviceWhere(db, user, filtersOf(body));
    return pageQuery(
      db,
      {
        select: RECORD_COLUMNS,
        from: RECORD_FROM,
        keyFrom: 'devices d',
        where: w,
        sortable: {
          id: 'd.id',
          serialNum: 'd.serial_num',
          lastLoginAt: 'd.last_login_at',
          lastOfflineAt: 'd.last_offline_at',
          activatedAt: 'd.activated_at',
        },
        defaultSort: 'd.id desc',
      },
      body,
    );
  },

  async deviceProductList({ body, db, user }) {
    const w = await deviceWhere(db, user, {});
    const scoped = w.toString().replace(/^where /, '');
    const params = [...w.params];
    // a picker's list: a disabled product (or one of a disabled brand, which cannot be enabled) is not offered
    const conds: string[] = ['p.status = 1'];
    if (body.type) {
      params.push(body.type);
      conds.push(`p.type = $${params.length}`);
    }
    const keyword = body.keyword?.trim();
    if (keyword) {
      params.push(keyword);
      conds.push(
        `(p.name ilike '%' || $${params.length} || '%' or p.model ilike '%' || $${params.length} || '%' or p.product_key ilike $${params.length} || '%')`,
      );
    }
    return db.query(
      `select p.id, p.product_key as "productKey", p.name, p.model, coalesce(b.name, '') as brand, p.type, p.status,
              p.screen_width as "screenWidth", p.screen_height as "screenHeight",
              (select count(*)::int from devices d where d.product_id = p.id${scoped ? ` and ${scoped}` : ''}) as "deviceCount"
         from products p left join brands b on b.id = p.brand_id where ${conds.join(' and ')}
        order by p.id`,
      params,
    );
  },

  async deviceBind({ body, db, user }) {
    return db.transaction((tx) => bindDevices(tx, user, body.orgId, body.serialNums));
  },

  async deviceBindByParams({ body, db, user }) {
    return db.transaction(async (tx) => {
      const { orgId, currentOrgId, ...rest } = body;
      const serials = await selectedSerials(tx, user, filtersOf({ ...rest, orgId: currentOrgId }));
      if (!serials.length) return { count: 0, serialNums: [] };
      return bindDevices(tx, user, orgId, serials);
    });
  },

  async deviceUnbind({ body, db, user }) {
    return db.transaction((tx) => unbindDevices(tx, user, body.serialNums));
  },

  async deviceUnbindByParams({ body, db, user }) {
    return db.transaction(async (tx) => {
      const serials = await selectedSerials(tx, user, filtersOf(body));
      if (!serials.length) return { count: 0, serialNums: [] };
      return unbindDevices(tx, user, serials);
    });
  },

  async deviceUpdateAlias({ body, db, user }) {
    return db.transaction(async (tx) => {
      const device = await scopedDevice(tx, user, body.serialNum, { forUpdate: true });
      await tx.query('update devices set alias = $2, updated_at = now() where id = $1', [device.id, body.alias.trim()]);
      return { serialNum: device.serial_num, alias: body.alias.trim() };
    });
  },

  async deviceFullDeviceCount({ body, db, user }) {
    const w = await deviceWhere(db, user, { orgId: body.orgId, productId: body.productId });
    const [row] = await db.query(
      `select count(*)::int as total,
              count(*) filter (where d.online)::int as online,
              count(*) filter (where not d.online)::int as offline,
              count(*) filter (where d.activated_at is not null)::int as activated,
              count(*) filter (where d.activated_at is null)::int as "notActivated",
              count(*) filter (where d.org_id is not null)::int as bound,
              count(*) filter (where d.org_id is null)::int as unbound
         from devices d ${w}`,
      w.params,
    );
    return row;
  },
};
