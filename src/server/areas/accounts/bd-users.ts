import type { Operations, SessionUser } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import { fail } from '../../errors.js';
import { Where, likeText } from '../../db/sql.js';
import { pathInScope, scopeCondition, scopedOrg, type OrgRow } from '../../table/scope.js';
import { createUser, scopedUser } from './users.js';

/** BD ranks (spec §6): 1 director, 2 manager, 3 supervisor, 4 route-man. */
export const BD_RANK = { director: 1, manager: 2, supervisor: 3, routeMan: 4 } as const;
/** Ranks whose holders may not create accounts, BDs included (spec §6 "some ranks cannot create accounts"). */
export const RANKS_WITHOUT_ACCOUNT_CREATION: readonly number[] = [BD_RANK.routeMan];

/** The columns of a BD record as clients see it. */
const BD_COLUMNS = `b.user_id as "userId", u.account, u.name, u.phone, b.job_number as "jobNumber", b.rank,
  b.provider_org_id as "providerOrgId", p.name as "providerName",
  (select count(*)::int from bd_org_bindings g where g.bd_user_id = b.user_id) as "orgCount", u.status`;
const BD_DETAIL_COLUMNS = `${BD_COLUMNS}, u.email, u.org_id as "orgId", o.name as "orgName", u.role_id as "roleId",
  r.name as "roleName", b.created_at as "createdAt"`;
const BD_FROM = `bd_users b join users u on u.id = b.user_id join organisations o on o.id = u.org_id
  join organisations p on p.id = b.provider_org_id`;

interface BdRow {
  userId: number;
  rank: number;
  status: number;
  providerOrgId: number;
  providerPath: string;
}

/**
 * Reads a BD the caller may see: a user outside the caller's subtree (or no user) is 201002, a user in it
 * who is not a BD is 201012. `lock` holds the BD row until the transaction ends (binding calls).
 */
async function scopedBd(db: Queryable, caller: SessionUser, userId: number, lock = false) {
  const [row] = await db.query<Record<string, unknown> & BdRow & { orgPath: string; isBd: boolean }>(
    `select ${BD_DETAIL_COLUMNS}, p.path as "providerPath", o.path as "orgPath"
       from ${BD_FROM} left join roles r on r.id = u.role_id
      where b.user_id = $1 ${lock ? 'for update of b' : ''}`,
    [userId],
  );
  if (!row) {
    await scopedUser(db, caller, userId); // 201002 when missing or outside the caller's subtree
    fail(201012);
  }
  if (!pathInScope(caller, row.orgPath)) fail(201002);
  delete (row as Partial<typeof row>).orgPath;
  return row;
}

/** A BD that may receive organisations: its account is enabled. */
async function bindingBd(db: Queryable, caller: SessionUser, userId: number) {
  const bd = await scopedBd(db, caller, userId, true);
  if (bd.status !== 1) fail(201014);
  return bd;
}

/** A BD manages organisations strictly inside its provider's subtree (the provider itself excluded). */
function assertInProvider(bd: BdRow, org: OrgRow) {
  if (org.id === bd.providerOrgId || !org.path.startsWith(bd.providerPath)) fail(201014);
}

/** Binds one organisation to a BD unless another BD holds it (201014); atomic against concurrent binds. */
async function bindOne(tx: Queryable, caller: SessionUser, bd: BdRow, orgId: number) {
  const org = await scopedOrg(tx, caller, orgId); // 200001 when missing or outside the caller's subtree
  assertInProvider(bd, org);
  const inserted = await tx.query('insert into bd_org_bindings (org_id, bd_user_id) values ($1, $2) on conflict (org_id) do nothing returning org_id', [
    orgId,
    bd.userId,
  ]);
  if (inserted.length) return;
  const [current] = await tx.query<{ bd_user_id: number }>('select bd_user_id from bd_org_bindings where org_id = $1', [orgId]);
  if (current?.bd_user_id !== bd.userId) fail(201014);
}

/** A route-man BD may not create accounts (201017). */
async function assertMayCreateAccounts(db: Queryable, caller: SessionUser) {
  const [own] = await db.query<{ rank: number }>('select rank from bd_users where user_id = $1', [caller.userId]);
  if (own && RANKS_WITHOUT_ACCOUNT_CREATION.includes(own.rank)) fail(201017);
}

/** One director per provider (201016); job numbers unique ignoring case (201003). */
async function assertBdRules(db: Queryable, providerOrgId: number, rank: number, jobNumber: string) {
  if (rank === BD_RANK.director) {
    const taken = await db.query('select 1 from bd_users where provider_org_id = $1 and rank = 1', [providerOrgId]);
    if (taken.length) fail(201016);
  }
  const taken = await db.query('select 1 from bd_users where lower(job_number) = lower($1)', [jobNumber]);
  if (taken.length) fail(201003);
}

/** The agent a user belongs to, which becomes the BD's provider (201019 when it is not an agent). */
async function providerOf(db: Queryable, orgId: number): Promise<OrgRow> {
  const [org] = await db.query<OrgRow>('select * from organisations where id = $1', [orgId]);
  if (org?.type !== 'agent') fail(201019);
  return org;
}

export const bdUserOperations: Operations = {
  async bdSave({ body, db, user, config }) {
    const id = await db.transaction(async (tx) => {
      await assertMayCreateAccounts(tx, user);
      let userId: number;
      let providerOrgId: number;
      if (body.userId !== undefined) {
        const target = await scopedUser(tx, user, body.userId);
        if (target.bd) fail(201013);
        providerOrgId = (await providerOf(tx, target.orgId)).id;
        await assertBdRules(tx, providerOrgId, body.rank, body.jobNumber);
        userId = body.userId;
      } else {
        const org = await scopedOrg(tx, user, body.orgId, { missing: 201010, outside: 200006 });
        providerOrgId = (await providerOf(tx, org.id)).id;
        await assertBdRules(tx, providerOrgId, body.rank, body.jobNumber);
        userId = await createUser(
          tx,
          user,
          {
            account: body.account,
            name: body.name,
            phone: body.phone,
            email: body.email,
            password: body.password,
            orgId: body.orgId,
            roleId: body.roleId,
            status: body.status,
          },
          config,
        );
      }
      await tx.query('insert into bd_users (user_id, rank, job_number, provider_org_id) values ($1, $2, $3, $4)', [
        userId,
        body.rank,
        body.jobNumber,
        providerOrgId,
      ]);
      return userId;
    });
    return { id };
  },

  async bdOrgBind({ body, db, user }) {
    const orgIds = [...new Set<number>(body.orgIds)].sort((a, b) => a - b);
    await db.transaction(async (tx) => {
      const bd = await bindingBd(tx, user, body.bdUserId);
      for (const orgId of orgIds) await bindOne(tx, user, bd, orgId);
    });
    return { bdUserId: body.bdUserId, orgIds };
  },

  async bdGet({ query, db, user }) {
    const bd = await scopedBd(db, user, query.userId);
    delete (bd as Partial<typeof bd>).providerPath;
    return bd;
  },

  async bdQueryBindByPhoneNum({ query, db, user }) {
    const w = new Where();
    w.add('u.phone = ?', query.phone);
    const scope = scopeCondition(user, 'o.path');
    if (scope) w.add(scope.sql, scope.value);
    const [found] = await db.query<{ id: number }>(`select u.id from users u join organisations o on o.id = u.org_id ${w}`, w.params);
    if (!found) fail(201002);
    const bd = await scopedBd(db, user, found.id);
    delete (bd as Partial<typeof bd>).providerPath;
    return bd;
  },

  async bdBindBD({ query, db, user }) {
    await db.transaction(async (tx) => {
      const bd = await bindingBd(tx, user, query.bdUserId);
      await bindOne(tx, user, bd, query.orgId);
    });
    return { orgId: query.orgId, bdUserId: query.bdUserId };
  },

  async bdGetOrgListByBdUser({ query, db, user }) {
    await scopedBd(db, user, query.bdUserId);
    const w = new Where();
    w.add('g.bd_user_id = ?', query.bdUserId);
    const scope = scopeCondition(user, 'o.path');
    if (scope) w.add(scope.sql, scope.value);
    return db.query(
      `select o.id as "orgId", o.name, o.type, o.parent_id as "parentId", o.status, g.bound_at as "boundAt"
         from bd_org_bindings g join organisations o on o.id = g.org_id ${w}
        order by o.path`,
      w.params,
    );
  },

  async bdReplace({ query, db, user }) {
    return db.transaction(async (tx) => {
      const next = await bindingBd(tx, user, query.bdUserId);
      const org = await scopedOrg(tx, user, query.orgId);
      const [current] = await tx.query<{ bdUserId: number; rank: number; orgPath: string }>(
        `select g.bd_user_id as "bdUserId", b.rank, o.path as "orgPath"
           from bd_org_bindings g join bd_users b on b.user_id = g.bd_user_id
           join users u on u.id = b.user_id join organisations o on o.id = u.org_id
          where g.org_id = $1 for update of g`,
        [org.id],
      );
      if (!current) fail(101017);
      // the BD being replaced must be one the caller acts for, not one of an estate above them
      if (!pathInScope(user, current.orgPath)) fail(201014);
      const answer = { orgId: org.id, bdUserId: next.userId, previousBdUserId: current.bdUserId };
      if (current.bdUserId === next.userId) return answer;
      if (current.rank !== next.rank) fail(201018);
      assertInProvider(next, org);
      const changed = await tx.query('update bd_org_bindings set bd_user_id = $2, bound_at = now() where org_id = $1 and bd_user_id = $3 returning org_id', [
        org.id,
        next.userId,
        current.bdUserId,
      ]);
      if (!changed.length) fail(201014);
      return answer;
    });
  },

  async bdOrgBindList({ query, db, user }) {
    const org = await scopedOrg(db, user, query.orgId);
    // the organisation's path lists its ancestors' ids, root first: '/1/2/4/'
    const chain = org.path.split('/').filter(Boolean).map(Number);
    return db.query(
      `select o.id as "orgId", o.name as "orgName", o.type as "orgType", o.depth, b.user_id as "bdUserId",
              u.account, u.name, u.phone, b.job_number as "jobNumber", b.rank, g.bound_at as "boundAt"
         from organisations o join bd_org_bindings g on g.org_id = o.id
         join bd_users b on b.user_id = g.bd_user_id join users u on u.id = b.user_id
        where o.id = any($1::bigint[])
        order by o.depth desc`,
      [chain],
    );
  },

  async userUnbindBD({ query, db, user }) {
    const w = new Where();
    const scope = scopeCondition(user, 'o.path');
    if (scope) w.add(scope.sql, scope.value);
    w.add('not exists (select 1 from bd_users b where b.user_id = u.id)');
    w.add(`not u.is_super and u.kind = 'staff'`);
    if (query.orgId) {
      await scopedOrg(db, user, query.orgId);
      w.add('u.org_id = ?', query.orgId);
    }
    const keyword = query.keyword?.trim();
    if (keyword) {
      w.add(`(u.account ilike ? || '%' or u.name ilike '%' || ? || '%' or u.phone like ? || '%')`, likeText(keyword));
    }
    return db.query(
      `select u.id, u.account, u.name, u.phone, u.org_id as "orgId", o.name as "orgName", o.type as "orgType", u.status
         from users u join organisations o on o.id = u.org_id ${w}
        order by u.account limit 100`,
      w.params,
    );
  },
};
