/**
 * The data provider maps react-admin's verbs onto the documented calls the declarations name: the real
 * `users` declaration against the contract's user calls, and a test declaration for the variants (an id
 * field other than `id`, enable/disable as two calls, extra actions, a form-encoded call with code 0).
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../resources/index';
import type { ResourceDeclaration } from '../../resources/types';
import { createDataProvider } from '../../src/console/providers/dataProvider';
import { ApiError } from '../../src/console/providers/http';
import { setToken, endSession } from '../../src/console/providers/session';
import { errorLog } from '../../src/console/providers/errorLog';
import { fakeApi, ok, refuse } from './fakeApi';
import { gadgets, registerGadgets } from './gadgets';

const users = RESOURCES.find((r) => r.name === 'users')!;

const keyed: ResourceDeclaration = {
  ...gadgets,
  name: 'keyedGadgets',
  idField: 'gadgetId',
  calls: { ...gadgets.calls, status: { enable: 'gadgetEnable', disable: 'gadgetDisable' } },
};

beforeAll(() => registerGadgets());
beforeEach(() => {
  endSession();
  errorLog.clear();
  setToken('tok-1');
});

describe('users (the real declaration and contract)', () => {
  const dp = createDataProvider([users]);

  it('getList → POST /user/page/list {pageNum, pageSize, sort, ...filter} → {data, total}', async () => {
    const api = fakeApi({ 'POST /user/page/list': () => ok({ list: [{ id: 3, account: 'ops01', status: 1 }], total: 41 }) });
    const res = await dp.getList('users', {
      pagination: { page: 3, perPage: 20 },
      sort: { field: 'account', order: 'ASC' },
      filter: { account: 'op', status: 1, name: '', unknownFilter: 'x' },
    });
    expect(res).toEqual({ data: [{ id: 3, account: 'ops01', status: 1 }], total: 41 });
    const [call] = api.calls;
    expect(call.method).toBe('POST');
    expect(call.contentType).toContain('application/json');
    expect(call.body).toEqual({ pageNum: 3, pageSize: 20, sort: { field: 'account', order: 'asc' }, account: 'op', status: 1 });
    expect(call.headers.get('authorization')).toBe('Bearer tok-1');
  });

  it('leaves out a sort the list call does not accept', async () => {
    const api = fakeApi({ 'POST /user/page/list': () => ok({ list: [], total: 0 }) });
    await dp.getList('users', { pagination: { page: 1, perPage: 10 }, sort: { field: 'phone', order: 'DESC' }, filter: {} });
    expect(api.calls[0].body).toEqual({ pageNum: 1, pageSize: 10 });
  });

  it('getOne → GET /user/get?id=', async () => {
    const api = fakeApi({ 'GET /user/get': (c) => ok({ id: Number(c.query.id), account: 'viewer01' }) });
    expect(await dp.getOne('users', { id: 9 })).toEqual({ data: { id: 9, account: 'viewer01' } });
    expect(api.calls[0].query).toEqual({ id: '9' });
    expect(api.calls[0].body).toBeUndefined();
  });

  it('getMany → one get per id, leaving out records that are gone', async () => {
    fakeApi({ 'GET /user/get': (c) => (c.query.id === '404' ? refuse(404, 201002, 'gone') : ok({ id: Number(c.query.id), account: `u${c.query.id}` })) });
    const res = await dp.getMany('users', { ids: [1, 2, 404, 2] });
    expect(res.data.map((r) => r.id)).toEqual([1, 2]);
  });

  it('getManyReference → the list call filtered by the target', async () => {
    const api = fakeApi({ 'POST /user/page/list': () => ok({ list: [{ id: 5 }], total: 1 }) });
    const res = await dp.getManyReference('users', {
      target: 'orgId',
      id: 4,
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    });
    expect(res.total).toBe(1);
    expect(api.calls[0].body).toEqual({ pageNum: 1, pageSize: 5, sort: { field: 'id', order: 'desc' }, orgId: 4 });
  });

  it('create → POST /user/save with the form data, answering {...data, id}', async () => {
    const api = fakeApi({ 'POST /user/save': () => ok({ id: 77 }) });
    const data = { account: 'new01', name: '新人', password: 'Passw0rd!', confirmPassword: 'Passw0rd!', orgId: 1, roleId: 2, status: 1 };
    const res = await dp.create('users', { data });
    expect(res.data).toEqual({ ...data, id: 77 });
    expect(api.calls[0].body).toEqual(data);
  });

  it('update → POST /user/update with the whole editable record only (what the update schema declares)', async () => {
    const api = fakeApi({ 'POST /user/update': () => ok({ id: 8 }) });
    const record = {
      id: 8,
      account: 'ops01',
      name: '運用',
      phone: null,
      email: 'a@b.jp',
      orgId: 1,
      orgName: '本部',
      roleId: 2,
      roleName: 'x',
      status: 1,
      createdAt: '2026-01-01T00:00:00Z',
    };
    const res = await dp.update('users', { id: 8, data: record, previousData: record });
    expect(api.calls[0].body).toEqual({ id: 8, name: '運用', email: 'a@b.jp', orgId: 1, roleId: 2, status: 1 });
    expect(res.data.id).toBe(8);
  });

  it('delete → POST /user/del/{id}', async () => {
    const api = fakeApi({ 'POST /user/del/8': () => ok({ id: 8 }) });
    const res = await dp.delete('users', { id: 8, previousData: { id: 8, account: 'x' } });
    expect(res.data).toEqual({ id: 8, account: 'x' });
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /user/del/8']);
  });

  it('setStatus → POST /user/update/status/{id} {status}', async () => {
    const api = fakeApi({ 'POST /user/update/status/8': () => ok({ id: 8, status: 0 }) });
    await dp.setStatus('users', { id: 8, status: 0 });
    expect(api.calls[0].body).toEqual({ status: 0 });
  });

  it("a refusal is thrown as ApiError {code, msg, fields, status} with the server's message, and logged", async () => {
    fakeApi({
      'POST /user/save': () => refuse(400, 100001, 'パラメータが正しくありません: account: …', [{ field: 'account', message: 'アカウントは…' }]),
    });
    const err = await dp.create('users', { data: { account: '!' } }).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      code: 100001,
      status: 400,
      msg: 'パラメータが正しくありません: account: …',
      fields: [{ field: 'account', message: 'アカウントは…' }],
    });
    expect(errorLog.getSnapshot()[0]).toMatchObject({ type: 'ajax', code: 100001, url: '/api/user/save' });
  });
});

describe('declaration variants', () => {
  const dp = createDataProvider([keyed]);

  it('maps a declared id field onto react-admin ids, in lists and in calls', async () => {
    const api = fakeApi({
      'POST /test/gadget/page/list': () => ok({ list: [{ gadgetId: 4, name: 'a' }], total: 1 }),
      'GET /test/gadget/get': (c) => ok({ gadgetId: Number(c.query.gadgetId), name: 'a' }),
      'POST /test/gadget/del/4': () => ok(null),
    });
    const list = await dp.getList('keyedGadgets', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(list.data).toEqual([{ gadgetId: 4, name: 'a', id: 4 }]);
    // sorting by react-admin's id sorts by the declared id field, when the list call accepts it
    expect(api.calls[0].body).toEqual({ pageNum: 1, pageSize: 10 });
    const one = await dp.getOne('keyedGadgets', { id: 4 });
    expect(one.data).toEqual({ gadgetId: 4, name: 'a', id: 4 });
    expect(api.calls[1].query).toEqual({ gadgetId: '4' });
    await dp.delete('keyedGadgets', { id: 4 });
    expect(api.calls[2].path).toBe('/test/gadget/del/4');
  });

  it('enables and disables through two calls when the declaration names them', async () => {
    const api = fakeApi({ 'POST /test/gadget/enable': () => ok(null), 'POST /test/gadget/disable': () => ok(null) });
    // an id from the route ('4') goes to the server as the integer it is
    await dp.setStatus('keyedGadgets', { id: '4', status: 1 });
    await dp.setStatus('keyedGadgets', { id: 4, status: 0 });
    expect(api.calls.map((c) => [c.path, c.body])).toEqual([
      ['/test/gadget/enable', { gadgetId: 4 }],
      ['/test/gadget/disable', { gadgetId: 4 }],
    ]);
  });

  it('runs an extra action by name (path parameter, form body, success code 0)', async () => {
    const api = fakeApi({ 'POST /test/gadget/ping/4': () => ok({ pong: true }, 0) });
    expect(await dp.action('keyedGadgets', 'ping', { id: 4, note: 'hello' })).toEqual({ data: { pong: true } });
    expect(api.calls[0].contentType).toContain('application/x-www-form-urlencoded');
    expect(api.calls[0].body).toEqual({ note: 'hello' });
  });

  it('treats code 200 as a failure for a call whose success code is 0', async () => {
    fakeApi({ 'POST /test/gadget/ping/4': () => ok({ pong: true }, 200) });
    await expect(dp.action('keyedGadgets', 'ping', { id: 4 })).rejects.toBeInstanceOf(ApiError);
  });

  it('refuses an unknown resource or action without calling the server', async () => {
    const api = fakeApi({});
    await expect(dp.getList('nothing', { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).rejects.toBeInstanceOf(
      ApiError,
    );
    await expect(dp.action('keyedGadgets', 'explode', {})).rejects.toBeInstanceOf(ApiError);
    expect(api.calls).toHaveLength(0);
  });
});
