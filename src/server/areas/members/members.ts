import type { Operations, SessionUser } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import { fail } from '../../errors.js';
import { Where, likeOperator, likeText, pageSlice } from '../../db/sql.js';
import { pathInScope, scopeCondition } from '../../table/scope.js';
import { orgInScope } from '../../table/queries.js';
import { adjustPoints, earnSettings, expireDue, membersWithDueLots, LEVEL_OF } from './points-ledger.js';

/**
 * Members, their points and the merchant's earn settings and level rules (openapi/members/members.yaml).
 * A member belongs to a merchant (members.org_id); a caller sees the members of its subtree, and a member
 * outside it answers 206101 like a missing one. Balances are answered after lapsing the lots past their date,
 * in the same transaction (no timer: expiry happens when a balance is read or changed).
 */

/** The member list's total is counted up to this; past it `totalCapped` is true (1M members on one merchant). */
export const MEMBER_TOTAL_MAX = 10000;
/**
 * A name search's total is counted up to this: each match counted is a table row read (the name index cannot
 * answer alone), and counting 10,000 of a common name took 40-60 ms of the 50 ms the list may take.
 */
export const MEMBER_NAME_TOTAL_MAX = 1000;

const MEMBER_SELECT = `m.id, m.org_id as "orgId", o.name as "orgName", m.platform, m.card_no as "cardNo", m.name, m.mobile,
  m.points, m.points_earned as "pointsEarned", m.level, lv.name as "levelName", m.opened_at as "openedAt"`;
const MEMBER_FROM = `members m join organisations o on o.id = m.org_id left join member_levels lv on lv.org_id = m.org_id and lv.level = m.level`;

/** The merchant a settings call is about: `orgId` or the caller's own organisation, in scope, a merchant. */
async function merchantOf(db: Queryable, user: SessionUser, orgId: number | undefined) {
  const org = await orgInScope(db, user, orgId ?? user.orgId);
  if (org.type !== 'merchant') fail(206102);
  return org;
}

/** Saving settings or levels needs the change code besides the reading one the call names. */
function mayChange(user: SessionUser, code: string) {
  if (!user.isSuper && !user.permissions.has(code)) fail(101005);
}

/**
 * "name contains `text`" (two characters or more) among the members under `path`: the name's pairs keyed by
 * the subtree (migration 034) find only that subtree's matches, however common the pair is elsewhere; only a
 * member under `path` has the keys, so this is the scope too.
 */
function nameInSubtree(w: Where, path: string, text: string) {
  w.add(`scoped_bigrams(m.org_path, m.name) @> scope_bigrams(?, ${w.param(text)})`, path);
  w.add(`m.name ${likeOperator(text)} '%' || ? || '%'`, likeText(text));
}

/** The member `id` if the caller may see it (206101 otherwise), after lapsing its lots past their date. */
async function visibleMember(tx: Queryable, user: SessionUser, id: number) {
  const [m] = await tx.query<{ org_path: string }>('select org_path from members where id = $1', [id]);
  if (!m || !pathInScope(user, m.org_path)) fail(206101);
  await expireDue(tx, id);
}

async function readLevels(db: Queryable, orgId: number) {
  return db.query<{ level: number; name: string; threshold: number; members: number }>(
    `select l.level, l.name, l.threshold, (select count(*)::int from members m where m.org_id = l.org_id and m.level = l.level) as members
       from member_levels l where l.org_id = $1 order by l.level`,
    [orgId],
  );
}

async function saveSettings(db: Queryable, user: SessionUser, body: Record<string, unknown>, fields: Record<string, string>) {
  const org = await merchantOf(db, user, body.orgId as number | undefined);
  const given = Object.keys(fields).filter((f) => body[f] !== undefined);
  if (given.length) {
    mayChange(user, 'points.update');
    const cols = given.map((f) => fields[f]);
    await db.query(
      `insert into member_points_settings (org_id, ${cols.join(', ')}) values ($1, ${cols.map((_, i) => `$${i + 2}`).join(', ')})
       on conflict (org_id) do update set ${cols.map((c) => `${c} = excluded.${c}`).join(', ')}, updated_at = now()`,
      [org.id, ...given.map((f) => body[f])],
    );
  }
  return { orgId: org.id, ...(await earnSettings(db, org.id)) };
}

export const memberOperations: Operations = {
  async memberPageList({ body, db, user }) {
    const w = new Where();
    const chosen = body.orgId !== undefined ? (await orgInScope(db, user, body.orgId)).path : undefined;
    // a name's pairs keyed by the subtree hold the scope already; a path condition beside them only misleads the
    // planner's estimate (a bitmap of 16,000 rows read for a page of 20: 78 ms measured)
    if (body.name && [...body.name].length >= 2) nameInSubtree(w, chosen ?? user.orgPath, body.name);
    else {
      const scope = scopeCondition(user, 'm.org_path');
      if (scope) w.add(scope.sql, scope.value);
      if (chosen) w.add(`m.org_path like ? || '%'`, chosen);
      if (body.name) w.add(`m.name ${likeOperator(body.name)} '%' || ? || '%'`, likeText(body.name));
    }
    w.add(`m.mobile like ? || '%'`, body.mobile ? likeText(body.mobile) : undefined);
    w.add('m.card_no = ?', body.cardNo);
    w.add('m.platform = ?', body.platform);
    w.add('m.level = ?', body.level);
    const sortable: Record<string, string> = { id: 'm.id', openedAt: 'm.opened_at', points: 'm.points', pointsEarned: 'm.points_earned', level: 'm.level' };
    // ties broken by id in the same direction, so one index (column, id) serves both directions
    const dir = body.sort?.order === 'asc' ? 'asc' : 'desc';
    const order = body.sort && body.sort.field !== 'id' ? `${sortable[body.sort.field]} ${dir}, m.id ${dir}` : `m.id ${body.sort ? dir : 'desc'}`;
    // a merchant may have a million members: the total is counted up to a ceiling (flagged past it), and the
    // page's keys are found on the members table alone before the display columns are joined
    const { limit, offset } = pageSlice(body);
    const cap = body.name ? MEMBER_NAME_TOTAL_MAX : MEMBER_TOTAL_MAX;
    const counted = db.query<{ n: number }>(`select count(*)::int as n from (select 1 from members m ${w} limit ${cap + 1}) t`, w.params);
    const keys =
      offset < cap
        ? db.query<{ id: number }>(`select m.id from members m ${w} order by ${order} limit ${Math.min(limit, cap - offset)} offset ${offset}`, w.params)
        : Promise.resolve([]);
    const [[{ n }], ids] = await Promise.all([counted, keys]);
    const pageIds = ids.map((k) => k.id);
    // balances are answered after lapsing what is past its date
    const due = await membersWithDueLots(db, pageIds);
    if (due.length)
      await db.transaction(async (tx) => {
        for (const id of due) await expireDue(tx, id);
      });
    const list = pageIds.length ? await db.query(`select ${MEMBER_SELECT} from ${MEMBER_FROM} where m.id = any($1) order by ${order}`, [pageIds]) : [];
    return { list, total: Math.min(n, cap), totalCapped: n > cap };
  },

  async memberDetailAlipay({ body, db, user }) {
    return db.transaction(async (tx) => {
      await visibleMember(tx, user, body.id);
      const [m] = await tx.query<Record<string, unknown> & { orgId: number; pointsEarned: number; level: number }>(
        `select ${MEMBER_SELECT}, m.wallet_user_id as "walletUserId", m.gender, to_char(m.birthday, 'YYYY-MM-DD') as birthday, m.email
           from ${MEMBER_FROM} where m.id = $1`,
        [body.id],
      );
      const [next] = await tx.query('select level, name, threshold from member_levels where org_id = $1 and level > $2 order by level limit 1', [
        m.orgId,
        m.level,
      ]);
      return { ...m, nextLevel: next ?? null };
    });
  },

  async pointsChangeLog({ body, db, user }) {
    return db.transaction(async (tx) => {
      await visibleMember(tx, user, body.memberId);
      const { limit, offset } = pageSlice(body);
      const [[{ total }], list] = [
        await tx.query<{ total: number }>('select count(*)::int as total from member_points_ledger where member_id = $1', [body.memberId]),
        await tx.query(
          `select l.id, l.delta, l.balance_after as "balanceAfter", l.reason, l.order_no as "orderNo", l.expires_at as "expiresAt",
             case when l.delta > 0 then l.remaining end as remaining, l.note, u.name as "adjustedByName", l.created_at as at
             from member_points_ledger l left join users u on u.id = l.adjusted_by where l.member_id = $1 order by l.id desc limit ${limit} offset ${offset}`,
          [body.memberId],
        ),
      ];
      return { list, total };
    });
  },

  async pointsAdjust({ body, db, user }) {
    return db.transaction(async (tx) => {
      await visibleMember(tx, user, body.memberId);
      return adjustPoints(tx, body.memberId, body.delta, body.note, user.userId);
    });
  },

  async pointsNewMemberReward({ body, db, user }) {
    return saveSettings(db, user, body ?? {}, { newMemberPoints: 'new_member_points', dailyLoginPoints: 'daily_login_points', validityDays: 'validity_days' });
  },

  async pointsConsumeReward({ body, db, user }) {
    return saveSettings(db, user, body ?? {}, { consumeAmount: 'consume_amount', consumePoints: 'consume_points', validityDays: 'validity_days' });
  },

  async memberLevelGetByOrgId({ body, db, user }) {
    const org = await merchantOf(db, user, body?.orgId);
    return { orgId: org.id, levels: await readLevels(db, org.id) };
  },

  async memberLevelSetup({ body, db, user }) {
    const org = await merchantOf(db, user, body.orgId);
    const levels = body.levels as { name: string; threshold: number }[];
    for (let i = 1; i < levels.length; i++) if (levels[i].threshold <= levels[i - 1].threshold) fail(206103);
    if (new Set(levels.map((l) => l.name)).size !== levels.length) fail(206104);
    return db.transaction(async (tx) => {
      // one setup of a merchant at a time: the merchant's settings row is the lock
      await tx.query('insert into member_points_settings (org_id) values ($1) on conflict (org_id) do nothing', [org.id]);
      await tx.query('select 1 from member_points_settings where org_id = $1 for update', [org.id]);
      await tx.query('delete from member_levels where org_id = $1', [org.id]);
      if (levels.length) {
        await tx.query(
          `insert into member_levels (org_id, level, name, threshold)
           select $1, n, name, threshold from unnest($2::text[], $3::bigint[]) with ordinality as x(name, threshold, n)`,
          [org.id, levels.map((l) => l.name), levels.map((l) => l.threshold)],
        );
      }
      // every member of the merchant follows the new rules, on the points EARNED, in this transaction
      const changed = await tx.query<{ id: number }>(
        `update members m set level = ${LEVEL_OF('m.org_id', 'm.points_earned')}, updated_at = now()
          where m.org_id = $1 and m.level is distinct from ${LEVEL_OF('m.org_id', 'm.points_earned')} returning id`,
        [org.id],
      );
      return { orgId: org.id, levels: await readLevels(tx, org.id), recomputed: changed.length };
    });
  },
};
