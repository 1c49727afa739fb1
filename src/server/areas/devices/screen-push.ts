/**
 * Choose-device and the push of a custom screen — a boot animation or a wallpaper (openapi/devices/screen-push.yaml; issue 18). A filter —
 * route, model, product, organisation, each optional — picks the enabled, activated devices of the caller's
 * scope; the console shows how many before anything is sent. A push sends each of them one command over the
 * link's one push path (its four stages recorded as every push's) carrying a signed address of the file; the
 * device reports when it applied it (event screenApplied, recorded below), which is what the deliveries show.
 */
import { timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ContextOf, Operations, SessionUser } from '../../operation.js';
import type { ErrorCode } from '../../../domain/errors.js';
import { FileReply } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import { fail } from '../../errors.js';
import { Where } from '../../db/sql.js';
import { pushToDevices } from '../../link/push.js';
import { onUplink } from '../../link/uplinks.js';
import { scopedOrg, scopedRow } from '../../table/scope.js';
import { deviceScopeCondition } from './device-scope.js';
import { scopedRoute } from './routes.js';
import { signature, signingKey } from '../apps/download-links.js';
import { requestOrigin } from '../../operation.js';
import { SCREEN_LINK_TTL_SECONDS, SCREEN_PUSH_MAX_DEVICES, SCREEN_PUSH_TYPES, type ScreenKind } from '../../../domain/custom-screens.js';

interface DeviceFilter {
  routeId?: number;
  productId?: number;
  model?: string;
  orgId?: number;
  serialNums?: string[];
}

/** The filter as SQL over `devices d`: the caller's scope, enabled and activated, and each condition given (a route or organisation outside the scope is refused). */
async function filterWhere(db: Queryable, user: SessionUser, f: DeviceFilter): Promise<Where> {
  const w = new Where();
  const scope = deviceScopeCondition(user, 'd');
  if (scope) w.add(scope.sql, scope.value);
  w.add('d.status = 1');
  w.add('d.activated_at is not null');
  if (f.routeId !== undefined) {
    await scopedRoute(db, user, f.routeId);
    w.add('d.id in (select device_id from route_devices where route_id = ?)', f.routeId);
  }
  w.add('d.product_id = ?', f.productId);
  w.add('d.product_id in (select id from products where model = ?)', f.model);
  if (f.orgId !== undefined) w.add(`d.org_path like ? || '%'`, (await scopedOrg(db, user, f.orgId, { missing: 200001, outside: 200006 })).path);
  // devices picked one by one: those of them the scope and the other conditions keep (another's are not counted)
  if (f.serialNums !== undefined) w.add('d.serial_num = any(?::text[])', f.serialNums);
  return w;
}

/** Where each kind of screen is kept, what a missing one answers, and what its command says besides the file. */
const KINDS = {
  bootAnimation: { table: 'boot_animations', notFound: 203060, extra: 'width, height, fps', mime: "'application/zip'", file: 'bootanimation.zip' },
  wallpaper: { table: 'wallpapers', notFound: 203061, extra: 'width, height, mime', mime: 'mime', file: 'wallpaper' },
} as const satisfies Record<ScreenKind, { table: string; notFound: ErrorCode; extra: string; mime: string; file: string }>;

const signedScreenPath = async (db: Queryable, kind: ScreenKind, id: number, expires: number) =>
  `/api/custom/${kind}/download/${id}?expires=${expires}&sig=${signature(await signingKey(db), `${kind}-${id}`, expires)}`;

/** Sends a screen of `kind` to the devices the filter picks: one command each, and the push's rows. */
async function pushScreen({ body, db, user, req }: ContextOf<'bootAnimationPush' | 'wallpaperPush'>, kind: ScreenKind) {
  const k = KINDS[kind];
  const screen = await scopedRow<{ id: number; org_path: string; md5: string; size: number } & Record<string, unknown>>(db, user, {
    sql: `select id, org_path, md5, size, ${k.extra} from ${k.table} where id = $1`,
    params: [body.id],
    notFound: k.notFound,
  });
  const w = await filterWhere(db, user, body.filter);
  const devices = await db.query<{ id: number; serial_num: string }>(
    `select d.id, d.serial_num from devices d ${w} order by d.id limit ${SCREEN_PUSH_MAX_DEVICES + 1}`,
    w.params,
  );
  if (!devices.length) fail(203001);
  if (devices.length > SCREEN_PUSH_MAX_DEVICES) fail(200010);
  const expires = Math.floor(Date.now() / 1000) + SCREEN_LINK_TTL_SECONDS;
  const { id, org_path: _path, md5, size, ...extra } = screen;
  const payload = {
    kind,
    id: Number(id),
    url: requestOrigin(req) + (await signedScreenPath(db, kind, Number(id), expires)),
    md5,
    size: Number(size),
    ...extra,
  };
  const ids = await pushToDevices(
    { db, link: req.server.link },
    { type: SCREEN_PUSH_TYPES[kind], payload, source: 'customScreen', sourceId: Number(id), userId: user.userId, ttlSeconds: SCREEN_LINK_TTL_SECONDS },
    devices.map((d) => ({ deviceId: Number(d.id), serialNum: d.serial_num })),
  );
  const pushId = await db.transaction(async (tx) => {
    const [push] = await tx.query<{ id: number }>(
      `insert into screen_pushes (kind, asset_id, org_path, filter, devices, user_id, user_account) values ($1, $2, $3, $4::jsonb, $5, $6, $7) returning id`,
      [kind, id, user.orgPath, JSON.stringify(body.filter), devices.length, user.userId, user.account],
    );
    await tx.query(
      `insert into screen_push_devices (push_id, device_id, request_id) select $1, t.device_id, t.request_id from unnest($2::bigint[], $3::uuid[]) as t(device_id, request_id)`,
      [push.id, devices.map((d) => d.id), ids],
    );
    return push.id;
  });
  return { pushId, count: devices.length };
}

/** The file of a screen for a device, for a valid signature only (205060). */
async function download({ params, query, db }: ContextOf<'bootAnimationDownload' | 'wallpaperDownload'>, kind: ScreenKind) {
  const k = KINDS[kind];
  const expires = Number(query.expires);
  const expected = Buffer.from(signature(await signingKey(db), `${kind}-${params.id}`, expires), 'hex');
  const given = Buffer.from(String(query.sig ?? ''), 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected) || expires * 1000 < Date.now()) fail(205060);
  const [row] = await db.query<{ data: Buffer; mime: string }>(`select data, ${k.mime} as mime from ${k.table} where id = $1`, [params.id]);
  if (!row) fail(k.notFound);
  return new FileReply(Readable.from([Buffer.from(row.data)]), k.file, row.mime);
}

export const screenPushOperations: Operations = {
  async customDeviceCount({ body, db, user }) {
    const w = await filterWhere(db, user, body);
    const [{ count }] = await db.query<{ count: number }>(`select count(*)::int as count from devices d ${w}`, w.params);
    return { count };
  },

  /** The one targeting control: how many devices the filter picks and the first `max` of them, by serial number. */
  async deviceTargetResolve({ body, db, user }) {
    const w = await filterWhere(db, user, body.filter);
    const [{ count }] = await db.query<{ count: number }>(`select count(*)::int as count from devices d ${w}`, w.params);
    const rows = await db.query<{ serial_num: string }>(`select d.serial_num from devices d ${w} order by d.serial_num limit ${Number(body.max)}`, w.params);
    return { count, serialNums: rows.map((r) => r.serial_num) };
  },

  bootAnimationPush: (ctx) => pushScreen(ctx, 'bootAnimation'),
  bootAnimationDownload: (ctx) => download(ctx, 'bootAnimation'),
  wallpaperPush: (ctx) => pushScreen(ctx, 'wallpaper'),
  wallpaperDownload: (ctx) => download(ctx, 'wallpaper'),
};

/** A device's screenApplied event settles its command — once: a report sent again changes nothing. */
onUplink(async ({ db, device, channel, message, receivedAt }) => {
  if (channel !== 'event' || message.type !== 'screenApplied') return;
  await db.query(
    `update screen_push_devices set result = $3, message = $4, reported_at = $5
      where request_id = $1 and device_id = $2 and result is null`,
    [message.requestId, device.id, message.result, (message.message as string | undefined) ?? null, receivedAt],
  );
});
