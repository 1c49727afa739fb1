import type { Queryable } from '../../src/server/db/database.js';

let seq = 0;
/**
 * Members straight into the `members` table (migration 026) for tests of areas that need them (coupons): the
 * member calls are another part's. Each gets a wallet identity and card number of its own.
 */
export async function insertMembers(db: Queryable, orgId: number, platform: 'alipay' | 'wechat', count = 1): Promise<number[]> {
  const first = ++seq;
  seq += count;
  const tag = `${process.pid}-${Date.now().toString(36)}-${first}`;
  const rows = await db.query<{ id: number }>(
    `insert into members (org_id, org_path, platform, wallet_user_id, card_no, name)
     select o.id, o.path, $2, 'test-' || $3 || '-' || g, 'T' || $3 || '-' || g, 'テスト会員' || g
       from organisations o, generate_series(1, $4::int) g where o.id = $1
     returning id`,
    [orgId, platform, tag, count],
  );
  return rows.map((r) => r.id);
}
