import type { ErrorCode } from '../../domain/errors.js';

/**
 * Unique indexes, and the refusal each stands for. A handler checks first and answers the code itself; a
 * concurrent request that slips past that check still meets the index, and the error handler answers the
 * same code instead of a 500.
 */
export const UNIQUE_INDEX_CODES: Record<string, ErrorCode> = {
  organisations_sibling_name: 200002,
  roles_org_name: 202002,
  users_account: 201001,
  users_phone: 201004,
  users_one_super: 201005,
  bd_users_pkey: 201013,
  bd_users_job_number: 201003,
  bd_users_one_director: 201016,
  menus_code_key: 202009,
  devices_control_number: 203220,
  devices_serial_num_key: 203002,
  routes_org_name: 203004,
  route_devices_pkey: 203005,
};

/**
 * The catalogue code of a unique violation (SQLSTATE 23505) on a known index, else undefined; `codes` are
 * the indexes known (the generic table handler passes those its schemas name).
 */
export function uniqueViolationCode(err: unknown, codes: Record<string, ErrorCode> = UNIQUE_INDEX_CODES): ErrorCode | undefined {
  const e = err as { code?: string; constraint?: string; message?: string } | null;
  if (e?.code !== '23505') return undefined;
  // pg names the index in `constraint`; PGlite's error may carry it only in the message
  const name = e.constraint ?? /"([^"]+)"/.exec(e.message ?? '')?.[1];
  return name && Object.hasOwn(codes, name) ? codes[name] : undefined;
}
