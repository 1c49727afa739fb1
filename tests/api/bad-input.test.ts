import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from 'node:net';
import { testServer, type TestServer } from '../support/server.js';
import { VALIDATION_MESSAGES } from '../../src/domain/validation-messages.js';

/**
 * Each failure a contract-driven fuzz found (issue 6 item 7, and items 3 and 5), as the client saw it:
 * bad input is refused with a 4xx in the product's envelope, naming the field in people's words.
 */
let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await testServer();
  // a call that makes the database itself refuse its input, as a query no validation guards would
  s.app.post('/api/__test/database-refusal', async (req) => {
    const { sql, value } = req.body as { sql: string; value: unknown };
    await s.db.query(sql, [value]);
    return { code: 200 };
  });
  admin = await s.login('admin');
});
afterAll(async () => s?.close());

const json = (url: string, body: string, lang?: string) => s.call('POST', url, { token: admin, body, lang, headers: { 'content-type': 'application/json' } });

describe('control characters are refused for every string, naming the field', () => {
  const CONTROL = { ja: '制御文字は使用できません', en: 'Must not contain control characters' };

  it('a NUL in the user list filter: 400 100001 naming `account`', async () => {
    const res = await json('/api/user/page/list', '{"account":"a\\u0000b"}');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 100001,
      // the message is read by people: the field is named for programs in `fields`, never as its key in the text
      msg: `パラメータが正しくありません: ${CONTROL.ja}`,
      fields: [{ field: 'account', message: CONTROL.ja }],
    });
  });

  it('in the role and BD list filters, the role remark and the error-log url', async () => {
    const cases: [string, unknown, string, string?][] = [
      ['/api/open/permission/role/queryRolePageList', { name: 'a\u0000' }, 'name'],
      // a field whose own rule already says it: its message
      ['/api/open/customer/pageList', { name: '\u0000' }, 'name', VALIDATION_MESSAGES['validation.searchText'].en],
      ['/api/aiot/bduser/page/list', { account: 'bd\u0000' }, 'account'],
      ['/api/aiot/bduser/page/list', { name: 'x\u001b[31m' }, 'name'],
      ['/api/open/permission/role/add', { name: 'Ops', status: 1, permissions: ['user.view'], remark: 'ok\u0000' }, 'remark'],
      ['/api/errorLog/save', { type: 'ajax', code: 1, message: 'failed', url: '/api/x\u0000' }, 'url'],
      ['/api/errorLog/save', { type: 'ajax', code: 1, message: 'bell\u0007' }, 'message'],
      ['/api/user/page/list', { name: 'C1\u0085' }, 'name'],
    ];
    for (const [url, body, field, message = CONTROL.en] of cases) {
      const res = await s.call('POST', url, { token: admin, body, lang: 'en' });
      expect(res.status, url).toBe(400);
      expect(res.body.code, url).toBe(100001);
      expect(res.body.fields, url).toEqual([{ field, message }]);
    }
  });

  it('in a query parameter and in the form-encoded login', async () => {
    const query = await s.call('GET', '/api/user/unbindBD?keyword=a%00b', { token: admin });
    expect(query.status).toBe(400);
    expect(query.body.fields).toEqual([{ field: 'keyword', message: CONTROL.ja }]);
    const login = await s.call('POST', '/api/auth/login', {
      body: 'clientId=console&account=ad%00min&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(login.status).toBe(400);
    expect(login.body).toMatchObject({ code: 100001, fields: [{ field: 'account', message: CONTROL.ja }] });
  });

  it('keeps tabs and line breaks where a field allows them', async () => {
    const res = await s.call('POST', '/api/errorLog/save', {
      token: admin,
      body: { type: 'script', code: 0, message: 'TypeError: x\n    at f (index.js:1:2)\r\n\tend' },
    });
    expect(res.body.code).toBe(200);
  });
});

describe('ids up to the schema maximum reach the database as ids', () => {
  it('an id above 2^31-1 is a normal refusal, not a 500', async () => {
    const big = 2147483648;
    const cases: [string, string, unknown, number][] = [
      ['POST', '/api/open/customer/query', { id: big }, 200001],
      ['POST', '/api/open/customer/subList', { id: big }, 200001],
      ['POST', '/api/open/customer/enable', { id: big }, 200001],
      ['POST', '/api/open/permission/role/del', { id: big }, 202001],
      ['POST', '/api/open/permission/menu/queryRoleMenuFunction', { roleId: big }, 202001],
      ['GET', `/api/user/get?id=${big}`, undefined, 201002],
      ['GET', `/api/open/permission/role/get/${big}`, undefined, 202001],
      ['POST', `/api/user/del/${big}`, undefined, 201002],
      ['GET', `/api/aiot/bduser/get?userId=${big}`, undefined, 201002],
      ['POST', '/api/user/page/list', { orgId: big }, 200001],
      ['POST', '/api/open/customer/query', { id: 9007199254740991 }, 200001],
    ];
    for (const [method, url, body, code] of cases) {
      const res = await s.call(method, url, { token: admin, body });
      expect(res.status, url).toBeLessThan(500);
      expect(res.body.code, url).toBe(code);
    }
  });

  it('ids come back as JSON numbers', async () => {
    const res = await s.call('POST', '/api/open/customer/list', { token: admin, body: {} });
    expect(res.body.code).toBe(200);
    for (const org of res.body.data) {
      expect(typeof org.id).toBe('number');
      expect(org.parentId === null || typeof org.parentId === 'number').toBe(true);
    }
    const [{ type }] = await s.db.query<{ type: string }>(
      `select data_type as type from information_schema.columns where table_name = 'users' and column_name = 'org_id'`,
    );
    expect(type).toBe('bigint');
  });
});

describe('numbers that are not numbers', () => {
  it('1e309 and Infinity in a query or path parameter: 400 naming the field', async () => {
    for (const value of ['1e309', 'Infinity', '-1e309', 'NaN']) {
      const res = await s.call('GET', `/api/user/get?id=${value}`, { token: admin, lang: 'en' });
      expect(res.status, value).toBe(400);
      expect(res.body.code, value).toBe(100001);
      expect(
        res.body.fields.map((f: { field: string }) => f.field),
        value,
      ).toEqual(['id']);
    }
    const path = await s.call('POST', '/api/user/del/1e309', { token: admin });
    expect(path.status).toBe(400);
    expect(path.body.fields.map((f: { field: string }) => f.field)).toEqual(['id']);
  });

  it('1e309 in a JSON body (Infinity once parsed): 400', async () => {
    const res = await json('/api/open/customer/query', '{"id":1e309}', 'en');
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual([{ field: 'id', message: 'Enter a whole number' }]);
  });
});

describe('dates the database cannot hold', () => {
  it('a date-time of year 0000 in the error-log save: 400 naming `time`', async () => {
    const res = await s.call('POST', '/api/errorLog/save', {
      token: admin,
      body: { type: 'ajax', code: 1, message: 'x', time: '0000-01-01T00:00:00Z' },
      lang: 'en',
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual([{ field: 'time', message: 'Enter a valid date and time' }]);
  });
});

describe('any input the database itself refuses is a 4xx', () => {
  it.each([
    ['a NUL in text', 'select $1::text', 'a\u0000b'],
    ['an integer out of range', 'select $1::int', 2 ** 31],
    ['a year 0 timestamp', 'select $1::timestamptz', '0000-01-01T00:00:00Z'],
    ['text where a number goes', 'select $1::int', 'abc'],
  ])('%s: 400 100001, no detail of the database', async (_label, sql, value) => {
    const res = await s.call('POST', '/api/__test/database-refusal', { body: { sql, value } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 100001, msg: 'パラメータが正しくありません' });
  });
});

describe("the framework's own refusals are in the product's envelope", () => {
  it('a malformed percent-escape in the path (%ZZ): 400 {code, msg}', async () => {
    const res = await s.call('POST', '/api/user/del/%ZZ', { token: admin, lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 100001,
      msg: 'Invalid parameters: The address is not valid',
      fields: [{ field: 'url', message: 'The address is not valid' }],
    });
  });

  it('a path parameter over 100 characters: 400 {code, msg}', async () => {
    const res = await s.call('GET', `/api/open/permission/role/get/${'1'.repeat(101)}`, { token: admin, lang: 'ja' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 100001, fields: [{ field: 'url', message: 'URL の一部が長すぎます' }] });
  });

  it('a malformed JSON body and an unsupported content type are worded for people', async () => {
    const bad = await json('/api/open/customer/query', '{"id":', 'en');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual([{ field: 'body', message: 'The request body could not be read' }]);
    const type = await s.call('POST', '/api/open/customer/query', {
      token: admin,
      body: '<id>1</id>',
      headers: { 'content-type': 'application/xml' },
      lang: 'en',
    });
    expect(type.status).toBe(415);
    // the refusal names the type the call takes
    expect(type.body).toMatchObject({ code: 100001, fields: [{ field: 'body', message: 'This call takes its body as application/json' }] });
    const login = await s.call('POST', '/api/auth/login', { body: { clientId: 'curl', account: 'admin', password: 'x' }, lang: 'ja' });
    expect(login.status).toBe(415);
    expect(login.body.fields).toEqual([{ field: 'body', message: 'この呼び出しの内容は application/x-www-form-urlencoded で送ってください' }]);
  });

  it('a call that takes no body takes an empty JSON one ({}, as many clients send on every POST), and refuses one with fields by name', async () => {
    for (const path of ['/api/pay/refundPwd/getSetPwd', '/api/appCenter/device/DEMO-000001/appList']) {
      const empty = await json(path, '{}', 'en');
      expect(empty.body?.code, `${path}: ${JSON.stringify(empty.body)}`).toBe(200);
      const full = await json(path, '{"id":1}', 'en');
      expect(full.status).toBe(400);
      expect(full.body.fields).toEqual([{ field: 'body', message: 'This call takes no body (send none, or an empty JSON body)' }]);
    }
  });

  it('a request the HTTP parser refuses gets the envelope too', async () => {
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = s.app.server.address() as { port: number };
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('GET /api/user/get?id=1 HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'));
      let data = '';
      socket.on('data', (chunk) => (data += chunk));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
    });
    const [head, body] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(body)).toEqual({ code: 100001, msg: 'パラメータが正しくありません' });
  });
});
