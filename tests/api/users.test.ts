import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, orgId, roleId, DEMO_PASSWORD, type TestServer } from '../support/server.js';
import { VALIDATION_MESSAGES } from '../../src/domain/validation-messages.js';

let s: TestServer;
let admin: string;
let ids: Record<string, number>;
let roles: Record<string, number>;

beforeAll(async () => {
  s = await testServer();
  admin = await s.login('admin');
  ids = {
    platform: await orgId(s.db, '新運営リテールプラットフォーム'),
    east: await orgId(s.db, '東日本サービス株式会社'),
    west: await orgId(s.db, '西日本サービス株式会社'),
    tokyoVend: await orgId(s.db, '東京ベンディング'),
    shibuya: await orgId(s.db, '渋谷駅前店'),
    umeda: await orgId(s.db, '梅田店'),
  };
  roles = {
    platformAdmin: await roleId(s.db, '運営管理者'),
    storeStaff: await roleId(s.db, '店舗担当者'),
    merchantAdmin: await roleId(s.db, '加盟店管理者'),
  };
});
afterAll(async () => s?.close());

const userId = async (account: string) => (await s.db.query<{ id: number }>('select id from users where account = $1', [account]))[0].id;

const newUser = (over: Record<string, unknown> = {}) => ({
  account: `u${Math.random().toString(36).slice(2, 10)}`,
  name: '山田 太郎',
  password: 'Secret#2026',
  confirmPassword: 'Secret#2026',
  orgId: ids.shibuya,
  roleId: roles.storeStaff,
  status: 1,
  ...over,
});

describe('POST /api/user/page/list', () => {
  it('pages, filters and sorts in SQL', async () => {
    const all = await s.call('POST', '/api/user/page/list', { token: admin, body: { pageNum: 1, pageSize: 5 } });
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBeGreaterThanOrEqual(12);
    expect(all.body.data.list).toHaveLength(5);
    expect(all.body.data.list[0]).not.toHaveProperty('password_hash');

    const byAccount = await s.call('POST', '/api/user/page/list', { token: admin, body: { account: 'agent' } });
    expect(byAccount.body.data.list.map((u: { account: string }) => u.account).sort()).toEqual(['agent01', 'agent02']);

    const subtree = await s.call('POST', '/api/user/page/list', { token: admin, body: { orgId: ids.tokyoVend, sort: { field: 'account', order: 'asc' } } });
    expect(subtree.body.data.list.map((u: { account: string }) => u.account)).toEqual(['merchant01', 'store01']);

    const page2 = await s.call('POST', '/api/user/page/list', { token: admin, body: { pageNum: 2, pageSize: 5, sort: { field: 'id', order: 'asc' } } });
    const page1 = await s.call('POST', '/api/user/page/list', { token: admin, body: { pageNum: 1, pageSize: 5, sort: { field: 'id', order: 'asc' } } });
    const seen = new Set([...page1.body.data.list, ...page2.body.data.list].map((u: { id: number }) => u.id));
    expect(seen.size).toBe(10);
  });

  it('lists only the caller’s subtree', async () => {
    const token = await s.login('merchant01');
    const res = await s.call('POST', '/api/user/page/list', { token, body: { pageSize: 100 } });
    expect(res.body.data.list.map((u: { account: string }) => u.account).sort()).toEqual(['merchant01', 'store01']);
    const other = await s.call('POST', '/api/user/page/list', { token, body: { orgId: ids.umeda } });
    expect(other.body.code).toBe(200001);
  });

  it('refuses a page size above the cap and wrong types with 100001 naming the field', async () => {
    const res = await s.call('POST', '/api/user/page/list', { token: admin, body: { pageSize: 1000, status: 'yes' }, lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(100001);
    expect(res.body.fields.map((f: { field: string }) => f.field).sort()).toEqual(['pageSize', 'status']);
  });

  it('finds a name by any part of it: one character, two, mixed case, spaces; wildcards are plain text', async () => {
    const names = ['佐藤 花子', '佐々木 一郎', 'Anna Smith', 'JOHANNA Lee', 'J. Doe', '藤佐 次郎'];
    const created = await Promise.all(names.map((name) => s.call('POST', '/api/user/save', { token: admin, body: newUser({ name }) })));
    expect(created.map((r) => r.body.code)).toEqual(names.map(() => 200));
    const ours = new Set(created.map((r) => r.body.data.id as number));
    const search = async (name: string) => {
      const res = await s.call('POST', '/api/user/page/list', { token: admin, body: { name, pageSize: 100 } });
      expect(res.body.code).toBe(200);
      expect(res.body.data.total).toBe(res.body.data.list.length);
      // the accounts made here only (the demo estate has names of its own)
      return (res.body.data.list as { id: number; name: string }[])
        .filter((u) => ours.has(u.id))
        .map((u) => u.name)
        .sort();
    };
    expect(await search('佐')).toEqual(['佐々木 一郎', '佐藤 花子', '藤佐 次郎']);
    expect(await search('佐藤')).toEqual(['佐藤 花子']); // the pair in this order only, not 藤佐
    expect(await search('藤 花')).toEqual(['佐藤 花子']);
    expect(await search('anna')).toEqual(['Anna Smith', 'JOHANNA Lee']);
    expect(await search('NNA L')).toEqual(['JOHANNA Lee']);
    expect(await search('J.')).toEqual(['J. Doe']);
    // LIKE's wildcards are plain characters here
    expect(await search('%')).toEqual([]);
    expect(await search('J_')).toEqual([]);
    expect(await search('佐藤花子')).toEqual([]);
  });

  it('treats injection strings as text', async () => {
    const res = await s.call('POST', '/api/user/page/list', { token: admin, body: { name: "' or 1=1; drop table users; --" } });
    expect(res.body.code).toBe(200);
    expect(res.body.data.total).toBe(0);
    const pct = await s.call('POST', '/api/user/page/list', { token: admin, body: { account: '%' } });
    expect(pct.body.data.total).toBe(0);
  });
});

describe('POST /api/user/save', () => {
  it('creates a user who can then log in', async () => {
    const body = newUser();
    const res = await s.call('POST', '/api/user/save', { token: admin, body });
    expect(res.body).toMatchObject({ code: 200, data: { id: expect.any(Number) } });
    const got = await s.call('GET', `/api/user/get?id=${res.body.data.id}`, { token: admin });
    expect(got.body.data).toMatchObject({ account: body.account, name: body.name, orgId: ids.shibuya, status: 1, roleId: roles.storeStaff });
    expect(await s.login(body.account, body.password)).toBeTruthy();
  });

  it('refuses a taken account (any case) and a taken phone', async () => {
    expect((await s.call('POST', '/api/user/save', { token: admin, body: newUser({ account: 'ADMIN' }) })).body.code).toBe(201001);
    expect((await s.call('POST', '/api/user/save', { token: admin, body: newUser({ phone: '090-1234-5601' }) })).body.code).toBe(201004);
  });

  it('answers 201010 for an organisation that does not exist, on a save and on an edit moving a user there', async () => {
    const before = await s.db.query<{ n: number }>('select count(*)::int as n from users');
    expect((await s.call('POST', '/api/user/save', { token: admin, body: newUser({ orgId: 2_000_000_000 }) })).body.code).toBe(201010);
    expect(await s.db.query<{ n: number }>('select count(*)::int as n from users')).toEqual(before);
    const { id } = (await s.call('POST', '/api/user/save', { token: admin, body: newUser() })).body.data;
    const edit = { id, name: '山田 太郎', orgId: 2_000_000_000, roleId: roles.storeStaff, status: 1 };
    expect((await s.call('POST', '/api/user/update', { token: admin, body: edit })).body.code).toBe(201010);
    expect((await s.call('GET', `/api/user/get?id=${id}`, { token: admin })).body.data.orgId).toBe(ids.shibuya);
  });

  it('refuses a password containing the account', async () => {
    const res = await s.call('POST', '/api/user/save', {
      token: admin,
      body: newUser({ account: 'hanako', password: 'xHanako#2026', confirmPassword: 'xHanako#2026' }),
    });
    expect(res.body.code).toBe(201021);
  });

  it('takes phone numbers in international form (+81 90-…, +86 138 …) and refuses other countries with the rule message', async () => {
    for (const phone of ['+81 90-2468-1357', '+86 139 0013 9001']) {
      const res = await s.call('POST', '/api/user/save', { token: admin, body: newUser({ phone }) });
      expect(res.body.code, phone).toBe(200);
      expect((await s.call('GET', `/api/user/get?id=${res.body.data.id}`, { token: admin })).body.data.phone).toBe(phone);
    }
    const res = await s.call('POST', '/api/user/save', { token: admin, lang: 'ja', body: newUser({ phone: '+44 20 7946 0958' }) });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual([{ field: 'phone', message: VALIDATION_MESSAGES['validation.phone'].ja }]);
  });

  it('shows each broken rule on its field, in the caller’s language', async () => {
    const res = await s.call('POST', '/api/user/save', {
      token: admin,
      lang: 'zh-TW',
      body: {
        account: 'bad account',
        name: 'Robert1',
        phone: '12345',
        email: 'nope',
        password: 'short',
        confirmPassword: 'other',
        orgId: 'x',
        roleId: 1,
        status: 1,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(100001);
    const fields = Object.fromEntries(res.body.fields.map((f: { field: string; message: string }) => [f.field, f.message]));
    expect(Object.keys(fields).sort()).toEqual(['account', 'confirmPassword', 'email', 'name', 'orgId', 'password', 'phone']);
    expect(fields.account).toBe('帳號只能包含英文字母和數字，最多20位');
    expect(fields.confirmPassword).toBe('兩次輸入的密碼不一致');
    expect(res.body.msg).toContain('參數錯誤');
  });

  it('refuses an organisation outside the caller’s subtree, and a disabled one', async () => {
    const agent02 = await s.login('agent02');
    const outside = await s.call('POST', '/api/user/save', { token: agent02, body: newUser({ orgId: ids.shibuya }) });
    expect(outside.body.code).toBe(200006);
    const [{ id: closed }] = await s.db.query<{ id: number }>(
      `insert into organisations (parent_id, path, depth, type, name, status) values ($1, '', 4, 'store', '閉店テスト', 0) returning id`,
      [ids.tokyoVend],
    );
    await s.db.query(`update organisations set path = (select path from organisations where id = $2) || $1 || '/' where id = $1`, [closed, ids.tokyoVend]);
    expect((await s.call('POST', '/api/user/save', { token: admin, body: newUser({ orgId: closed }) })).body.code).toBe(201006);
  });

  it('refuses roles that would grant more than the caller holds', async () => {
    const merchant01 = await s.login('merchant01');
    const res = await s.call('POST', '/api/user/save', { token: merchant01, body: newUser({ roleId: roles.platformAdmin }) });
    expect(res.body.code).toBe(101005);
    const ok = await s.call('POST', '/api/user/save', { token: merchant01, body: newUser({ roleId: roles.storeStaff }) });
    expect(ok.body.code).toBe(200);
  });

  it('refuses callers whose role lacks user.save', async () => {
    const store01 = await s.login('store01');
    const res = await s.call('POST', '/api/user/save', { token: store01, body: newUser() });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(101005);
  });

  it('never answers 500 to malformed input', async () => {
    const bodies = ['{"account":', '[]', 'null', '"x"', JSON.stringify({ ...newUser(), account: { $ne: 1 } })];
    for (const payload of bodies) {
      const res = await s.call('POST', '/api/user/save', { token: admin, body: payload, headers: { 'content-type': 'application/json' } });
      expect(res.status, payload).toBe(400);
      expect(res.body.code, payload).toBe(100001);
    }
    const huge = await s.call('POST', '/api/user/save', {
      token: admin,
      body: JSON.stringify({ name: 'x'.repeat(2_000_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe(100413);
    const xml = await s.call('POST', '/api/user/save', { token: admin, body: '<user/>', headers: { 'content-type': 'application/xml' } });
    expect(xml.status).toBe(415);
    expect(xml.body.code).toBe(100001);
  });
});

describe('reading, updating and removing users', () => {
  it('hides users of other branches, even by id', async () => {
    const agent02 = await s.login('agent02');
    const store01 = await userId('store01');
    expect((await s.call('GET', `/api/user/get?id=${store01}`, { token: agent02 })).body.code).toBe(201002);
    expect((await s.call('POST', `/api/user/update/status/${store01}`, { token: agent02, body: { status: 0 } })).body.code).toBe(201002);
    expect((await s.call('POST', `/api/user/del/${store01}`, { token: agent02 })).body.code).toBe(201002);
    const upd = await s.call('POST', '/api/user/update', {
      token: agent02,
      body: { id: store01, name: '乗っ取り', orgId: ids.west, roleId: roles.storeStaff, status: 1 },
    });
    expect(upd.body.code).toBe(201002);
    expect((await s.call('GET', '/api/user/get?id=abc', { token: agent02 })).body.code).toBe(100001);
  });

  it('updates the whole editable record', async () => {
    const created = await s.call('POST', '/api/user/save', { token: admin, body: newUser() });
    const id = created.body.data.id;
    const res = await s.call('POST', '/api/user/update', {
      token: admin,
      body: { id, name: 'Taro Yamada', phone: '13900139000', email: 'taro@example.com', orgId: ids.tokyoVend, roleId: roles.merchantAdmin, status: 1 },
    });
    expect(res.body.code).toBe(200);
    const got = await s.call('GET', `/api/user/get?id=${id}`, { token: admin });
    expect(got.body.data).toMatchObject({ name: 'Taro Yamada', phone: '13900139000', orgId: ids.tokyoVend, roleId: roles.merchantAdmin });
  });

  it('a disabled user cannot log in and their live tokens stop working', async () => {
    const body = newUser();
    const id = (await s.call('POST', '/api/user/save', { token: admin, body })).body.data.id;
    const token = await s.login(body.account, body.password);
    const off = await s.call('POST', `/api/user/update/status/${id}`, { token: admin, body: { status: 0 } });
    expect(off.body).toMatchObject({ code: 200, data: { id, status: 0 } });
    expect((await s.call('POST', '/api/user/page/list', { token, body: {} })).body.code).toBe(101009);
    const login = await s.call('POST', '/api/auth/login', { form: { clientId: 'console', account: body.account, password: body.password } });
    expect(login.body.code).toBe(101007);
    await s.call('POST', `/api/user/update/status/${id}`, { token: admin, body: { status: 1 } });
    expect(await s.login(body.account, body.password)).toBeTruthy();
  });

  it('does not enable a user inside a disabled organisation', async () => {
    const [{ id: store }] = await s.db.query<{ id: number }>(
      `insert into organisations (parent_id, path, depth, type, name) values ($1, '', 4, 'store', '改装中の店') returning id`,
      [ids.tokyoVend],
    );
    await s.db.query(`update organisations set path = (select path from organisations where id = $2) || $1 || '/' where id = $1`, [store, ids.tokyoVend]);
    const id = (await s.call('POST', '/api/user/save', { token: admin, body: newUser({ orgId: store, status: 0 }) })).body.data.id;
    await s.db.query('update organisations set status = 0 where id = $1', [store]);
    expect((await s.call('POST', `/api/user/update/status/${id}`, { token: admin, body: { status: 1 } })).body.code).toBe(201006);
  });

  it('never disables or deletes the super admin or the caller’s own account', async () => {
    const ops01 = await s.login('ops01');
    const superId = await userId('admin');
    expect((await s.call('POST', `/api/user/update/status/${superId}`, { token: ops01, body: { status: 0 } })).body.code).toBe(101012);
    expect((await s.call('POST', `/api/user/del/${superId}`, { token: ops01 })).body.code).toBe(101012);
    expect((await s.call('POST', `/api/user/del/${await userId('ops01')}`, { token: ops01 })).body.code).toBe(101012);
  });

  it('marks the records whose standing the caller cannot change (the super admin, the caller’s own) as locked', async () => {
    const ops01 = await s.login('ops01');
    const list = (await s.call('POST', '/api/user/page/list', { token: ops01, body: { pageSize: 100 } })).body.data.list as {
      account: string;
      locked: boolean;
    }[];
    const locked = list
      .filter((u) => u.locked)
      .map((u) => u.account)
      .sort();
    expect(locked).toEqual(['admin', 'ops01']);
    expect((await s.call('GET', `/api/user/get?id=${await userId('ops01')}`, { token: ops01 })).body.data.locked).toBe(true);
    expect((await s.call('GET', `/api/user/get?id=${await userId('viewer01')}`, { token: ops01 })).body.data.locked).toBe(false);
    // the same account is not locked for another caller
    expect((await s.call('GET', `/api/user/get?id=${await userId('ops01')}`, { token: admin })).body.data.locked).toBe(false);
    // and what is locked is exactly what the status and delete calls refuse
    for (const u of list.filter((x) => x.locked)) {
      const id = await userId(u.account);
      expect((await s.call('POST', `/api/user/update/status/${id}`, { token: ops01, body: { status: 0 } })).body.code, u.account).toBe(101012);
      expect((await s.call('POST', `/api/user/del/${id}`, { token: ops01 })).body.code, u.account).toBe(101012);
    }
  });

  it('deletes a user', async () => {
    const body = newUser();
    const id = (await s.call('POST', '/api/user/save', { token: admin, body })).body.data.id;
    expect((await s.call('POST', `/api/user/del/${id}`, { token: admin })).body.code).toBe(200);
    expect((await s.call('GET', `/api/user/get?id=${id}`, { token: admin })).body.code).toBe(201002);
    const login = await s.call('POST', '/api/auth/login', { form: { clientId: 'console', account: body.account, password: body.password } });
    expect(login.body.code).toBe(101003);
  });

  it('GET /api/user/list answers the caller’s users for pickers', async () => {
    const merchant01 = await s.login('merchant01');
    const res = await s.call('GET', `/api/user/list?orgId=${ids.shibuya}`, { token: merchant01 });
    expect(res.body.data.map((u: { account: string }) => u.account)).toContain('store01');
    expect(res.body.data.every((u: { orgId: number }) => u.orgId === ids.shibuya)).toBe(true);
  });
});

describe('POST /api/user/update/pwd', () => {
  it('applies every rule of a password change', async () => {
    const body = newUser({ account: 'pwduser', password: 'First#2026x', confirmPassword: 'First#2026x' });
    expect((await s.call('POST', '/api/user/save', { token: admin, body })).body.code).toBe(200);
    const token = await s.login('pwduser', 'First#2026x');
    const change = (oldPassword: string, newPassword: string, t = token) =>
      s.call('POST', '/api/user/update/pwd', { token: t, body: { oldPassword, newPassword, confirmPassword: newPassword } });

    expect((await change('Wrong#2026', 'Second#2026')).body.code).toBe(201020);
    expect((await change('First#2026x', 'myPWDUSER#1')).body.code).toBe(201021);
    expect((await change('First#2026x', 'First#2026x')).body.code).toBe(211036);
    const other = await s.login('pwduser', 'First#2026x');
    expect((await change('First#2026x', 'Second#2026')).body.code).toBe(200);
    // the session that changed it goes on; the others end
    expect((await s.call('POST', '/api/user/page/list', { token, body: {} })).body.code).toBe(200);
    expect((await s.call('POST', '/api/user/page/list', { token: other, body: {} })).body.code).toBe(101009);
    expect((await change('Second#2026', 'Third#2026')).body.code).toBe(211035);
    // a day later the block is over, but a recent password still cannot come back
    await s.db.query(`update users set password_changed_at = now() - interval '25 hours' where account = 'pwduser'`);
    expect((await change('Second#2026', 'First#2026x')).body.code).toBe(211036);
    expect((await change('Second#2026', 'Third#2026')).body.code).toBe(200);
    expect(await s.login('pwduser', 'Third#2026')).toBeTruthy();
  });

  it('refuses a confirmation that does not match', async () => {
    const token = await s.login('viewer01');
    const res = await s.call('POST', '/api/user/update/pwd', {
      token,
      body: { oldPassword: DEMO_PASSWORD, newPassword: 'Another#2026', confirmPassword: 'Another#2027' },
    });
    expect(res.body.code).toBe(100001);
    expect(res.body.fields[0].field).toBe('confirmPassword');
  });
});

describe('concurrent writes that race past a check', () => {
  it('answer the catalogue code of the unique index they meet, not a 500', async () => {
    // three organisations, so no row lock serialises the requests before they reach the index
    const answers = await Promise.all(
      [ids.shibuya, ids.umeda, ids.east].map((orgId) => s.call('POST', '/api/user/save', { token: admin, body: newUser({ account: 'racer01', orgId }) })),
    );
    expect(answers.map((a) => a.body.code).sort()).toEqual([200, 201001, 201001]);
    expect(answers.every((a) => a.status < 500)).toBe(true);
  });
});
