import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../support/server.js';
import { multipart } from '../support/multipart.js';
import { LIMITS } from '../../src/domain/limits.js';

let s: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  s = await testServer();
  for (const account of ['admin', 'agent01', 'agent02', 'merchant01', 'store01']) tokens[account] = await s.login(account);
});
afterAll(async () => s?.close());

const post = (url: string, token: string, body: unknown, lang?: string) => s.call('POST', url, { token, body, lang });
const fieldsOf = (res: { body: { fields?: { field: string }[] } }) => (res.body.fields ?? []).map((f) => f.field).sort();

/** Sends an add/update upload through the real server. */
async function upload(
  path: 'addMessage' | 'updateMessage',
  token: string,
  fields: Record<string, string | number>,
  files: Parameters<typeof multipart>[1],
  lang?: string,
) {
  const { payload, headers } = multipart(fields, files);
  const res = await s.app.inject({
    method: 'POST',
    url: `/api/push/opMessage/${path}`,
    payload,
    headers: { ...headers, authorization: `Bearer ${token}`, ...(lang ? { 'accept-language': lang } : {}) },
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}
const manual = (text = '点検のお知らせ本文') => [{ field: 'file', name: 'manual.txt', type: 'text/plain', data: text }];

async function create(token: string, title = '点検のお知らせ') {
  const res = await upload('addMessage', token, { title, content: '明日 9:00 から点検します', type: 1 }, manual());
  expect(res.body.code, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id as number;
}

describe('add and update uploads', () => {
  it("stores the message with its file: name, size, type and MD5; the owner is the caller's organisation", async () => {
    const id = await create(tokens.agent01);
    const res = await post('/api/push/opMessage/getMessage', tokens.agent01, { id });
    expect(res.body.data).toMatchObject({
      id,
      title: '点検のお知らせ',
      content: '明日 9:00 から点検します',
      type: 1,
      fileName: 'manual.txt',
      fileSize: Buffer.byteLength('点検のお知らせ本文'),
      fileMime: 'text/plain',
      fileMd5: createHash('md5').update('点検のお知らせ本文').digest('hex'),
      orgName: '東日本サービス株式会社',
      deviceCount: 0,
    });
    const [row] = await s.db.query<{ file_data: Uint8Array }>('select file_data from op_messages where id = $1', [id]);
    expect(Buffer.from(row.file_data).toString()).toBe('点検のお知らせ本文');
  });

  it('update changes the fields and keeps the file unless a new one is sent', async () => {
    const id = await create(tokens.agent01);
    let res = await upload('updateMessage', tokens.agent01, { id, title: '新しい題', content: '', type: 2 }, []);
    expect(res.body.code).toBe(200);
    res = await post('/api/push/opMessage/getMessage', tokens.agent01, { id });
    expect(res.body.data).toMatchObject({ title: '新しい題', content: '', type: 2, fileName: 'manual.txt' });
    res = await upload('updateMessage', tokens.agent01, { id, title: '新しい題', type: 2 }, [{ field: 'file', name: 'v2.bin', data: Buffer.alloc(100, 7) }]);
    expect(res.body.code).toBe(200);
    res = await post('/api/push/opMessage/getMessage', tokens.agent01, { id });
    expect(res.body.data).toMatchObject({ fileName: 'v2.bin', fileSize: 100, fileMime: 'application/octet-stream' });
  });

  it('a file over the cap is 203015 and nothing is stored', async () => {
    const [{ n: before }] = await s.db.query<{ n: number }>('select count(*)::int as n from op_messages');
    const big = Buffer.alloc(LIMITS.opMessageFileMaxBytes + 1, 1);
    const res = await upload('addMessage', tokens.agent01, { title: '大きい', type: 2 }, [{ field: 'file', name: 'big.bin', data: big }], 'en');
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 203015, msg: 'The file is too large' });
    const [{ n: after }] = await s.db.query<{ n: number }>('select count(*)::int as n from op_messages');
    expect(after).toBe(before);
    // exactly the cap is accepted
    const ok = await upload('addMessage', tokens.agent01, { title: 'ちょうど', type: 2 }, [{ field: 'file', name: 'cap.bin', data: big.subarray(1) }]);
    expect(ok.body.code).toBe(200);
  });

  it('an update with a file over the cap leaves the message as it was', async () => {
    const id = await create(tokens.agent01, '元の題');
    const res = await upload('updateMessage', tokens.agent01, { id, title: '変更後', type: 1 }, [
      { field: 'file', name: 'big.bin', data: Buffer.alloc(LIMITS.opMessageFileMaxBytes + 10) },
    ]);
    expect(res.body.code).toBe(203015);
    const got = await post('/api/push/opMessage/getMessage', tokens.agent01, { id });
    expect(got.body.data).toMatchObject({ title: '元の題', fileName: 'manual.txt' });
  });

  it('a missing file, an empty file, a second file or a path in the name are 100001 on file', async () => {
    let res = await upload('addMessage', tokens.agent01, { title: 'ファイルなし', type: 1 }, [], 'en');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(100001);
    expect(res.body.fields).toEqual([{ field: 'file', message: 'Choose a file' }]);
    res = await upload('addMessage', tokens.agent01, { title: '空', type: 1 }, [{ field: 'file', name: 'empty.txt', data: '' }]);
    expect(fieldsOf(res)).toEqual(['file']);
    res = await upload('addMessage', tokens.agent01, { title: '二つ', type: 1 }, [...manual(), { field: 'file', name: 'b.txt', data: 'b' }]);
    expect(fieldsOf(res)).toEqual(['file']);
    // a path in the name is dropped by the parser: only the name is kept
    res = await upload('addMessage', tokens.agent01, { title: '名前', type: 1 }, [{ field: 'file', name: '../etc/passwd', data: 'x' }]);
    expect((await post('/api/push/opMessage/getMessage', tokens.agent01, { id: res.body.data.id })).body.data.fileName).toBe('passwd');
  });

  it('bad fields are 100001 naming each, worded for people, and nothing is stored', async () => {
    const [{ n: before }] = await s.db.query<{ n: number }>('select count(*)::int as n from op_messages');
    let res = await upload('addMessage', tokens.agent01, { title: 'x'.repeat(51), content: 'y'.repeat(1001), type: 9 }, manual(), 'en');
    expect(res.body.code).toBe(100001);
    expect(fieldsOf(res)).toEqual(['content', 'title', 'type']);
    expect(res.body.fields.find((f: { field: string }) => f.field === 'type').message).toBe('Choose a kind');
    res = await upload('addMessage', tokens.agent01, { content: '題なし' }, manual());
    expect(fieldsOf(res)).toEqual(['title', 'type']);
    res = await upload('addMessage', tokens.agent01, { title: '   ', type: 'abc' }, manual());
    expect(fieldsOf(res)).toEqual(['title', 'type']);
    res = await upload('addMessage', tokens.agent01, { title: 'NUL\u0000', type: 1 }, manual());
    expect(fieldsOf(res)).toEqual(['title']);
    res = await upload('updateMessage', tokens.agent01, { title: 'id なし', type: 1 }, []);
    expect(fieldsOf(res)).toEqual(['id']);
    const [{ n: after }] = await s.db.query<{ n: number }>('select count(*)::int as n from op_messages');
    expect(after).toBe(before);
  });

  it('a JSON body is not an upload: 100001 on body', async () => {
    const res = await post('/api/push/opMessage/addMessage', tokens.agent01, { title: 'json', type: 1 });
    expect(res.body.code).toBe(100001);
    expect(fieldsOf(res)).toEqual(['body']);
  });

  it('refuses callers without opMessage.save (merchant01 may only view, store01 neither) before reading the body', async () => {
    for (const account of ['merchant01', 'store01']) {
      const res = await upload('addMessage', tokens[account], { title: '権限', type: 1 }, manual());
      expect(res.body.code).toBe(101005);
    }
    const res = await s.app.inject({ method: 'POST', url: '/api/push/opMessage/addMessage', ...multipart({ title: 'x', type: 1 }, manual()) });
    expect(res.statusCode).toBe(401);
  });

  it("update of a message outside the caller's scope is 203205", async () => {
    const id = await create(tokens.agent01);
    const res = await upload('updateMessage', tokens.agent02, { id, title: '他社', type: 1 }, []);
    expect(res.body.code).toBe(203205);
  });
});

describe('list, get, delete', () => {
  it("lists the messages in the caller's scope, filtered and sorted", async () => {
    const mine = await create(tokens.agent02, '西日本だけの案内');
    let res = await post('/api/push/opMessage/getMessagePageList', tokens.agent02, { pageNum: 1, pageSize: 100 });
    expect(res.body.data.list.map((m: { id: number }) => m.id)).toEqual([mine]);
    res = await post('/api/push/opMessage/getMessagePageList', tokens.admin, { pageNum: 1, pageSize: 100, title: '西日本' });
    expect(res.body.data.list.map((m: { id: number }) => m.id)).toEqual([mine]);
    res = await post('/api/push/opMessage/getMessagePageList', tokens.agent01, { pageNum: 1, pageSize: 100, title: '西日本' });
    expect(res.body.data).toEqual({ list: [], total: 0 });
    res = await post('/api/push/opMessage/getMessagePageList', tokens.admin, { pageNum: 1, pageSize: 5, type: 2, sort: { field: 'title', order: 'asc' } });
    expect(res.body.data.list.every((m: { type: number }) => m.type === 2)).toBe(true);
    res = await post('/api/push/opMessage/getMessagePageList', tokens.merchant01, { pageNum: 1, pageSize: 10 });
    expect(res.body.code).toBe(200); // merchant01 may view: nothing of the agent's is in its subtree
    expect(res.body.data.total).toBe(0);
    res = await post('/api/push/opMessage/getMessagePageList', tokens.store01, { pageNum: 1, pageSize: 10 });
    expect(res.body.code).toBe(101005);
  });

  it('get and delete refuse a message outside the scope or missing with 203205', async () => {
    const id = await create(tokens.agent01);
    for (const [url, body] of [
      ['getMessage', { id }],
      ['deleteMessage', { id }],
    ] as const) {
      expect((await post(`/api/push/opMessage/${url}`, tokens.agent02, body)).body.code).toBe(203205);
      expect((await post(`/api/push/opMessage/${url}`, tokens.agent01, { id: 999999 })).body.code).toBe(203205);
    }
    expect((await post('/api/push/opMessage/deleteMessage', tokens.merchant01, { id })).body.code).toBe(101005);
    expect((await post('/api/push/opMessage/getMessage', tokens.agent01, { id: 'x' })).body.code).toBe(100001);
  });

  it('delete removes the message with its targets', async () => {
    const id = await create(tokens.agent01);
    await post('/api/push/opMessage/addMessageDevice', tokens.agent01, { messageId: id, serialNums: ['DEMO-000001'] });
    const res = await post('/api/push/opMessage/deleteMessage', tokens.agent01, { id });
    expect(res.body).toMatchObject({ code: 200, data: null });
    expect((await post('/api/push/opMessage/getMessage', tokens.agent01, { id })).body.code).toBe(203205);
    const rows = await s.db.query('select 1 from op_message_devices where message_id = $1', [id]);
    expect(rows).toEqual([]);
  });
});

describe('targets', () => {
  it("adds devices of the caller's fleet, lists them with no push yet, removes some, then all", async () => {
    const id = await create(tokens.agent01);
    let res = await post('/api/push/opMessage/addMessageDevice', tokens.agent01, {
      messageId: id,
      serialNums: ['DEMO-000001', 'DEMO-000002', 'DEMO-000050', 'DEMO-000001'],
    });
    expect(res.body.data).toEqual({ added: 3, total: 3 });
    res = await post('/api/push/opMessage/addMessageDevice', tokens.agent01, { messageId: id, serialNums: ['DEMO-000002', 'DEMO-000003'] });
    expect(res.body.data).toEqual({ added: 1, total: 4 });
    res = await post('/api/push/opMessage/getMessageDeviceList', tokens.agent01, { messageId: id, pageNum: 1, pageSize: 10 });
    expect(res.body.data.total).toBe(4);
    expect(res.body.data.list.map((d: { serialNum: string }) => d.serialNum)).toEqual(['DEMO-000001', 'DEMO-000002', 'DEMO-000003', 'DEMO-000050']);
    expect(res.body.data.list[0]).toMatchObject({ requestId: null, status: null, statusShown: null, stages: [] });
    res = await post('/api/push/opMessage/getMessageDeviceList', tokens.agent01, { messageId: id, serialNum: 'DEMO-00005' });
    expect(res.body.data.list.map((d: { serialNum: string }) => d.serialNum)).toEqual(['DEMO-000050']);
    expect((await post('/api/push/opMessage/getMessage', tokens.agent01, { id })).body.data.deviceCount).toBe(4);

    res = await post('/api/push/opMessage/deleteMessageDevice', tokens.agent01, { messageId: id, serialNums: ['DEMO-000002', 'DEMO-000004'] });
    expect(res.body.data).toEqual({ removed: 1, total: 3 });
    res = await post('/api/push/opMessage/deleteAllMessageDevice', tokens.agent01, { messageId: id });
    expect(res.body.data).toEqual({ removed: 3 });
    res = await post('/api/push/opMessage/getMessageDeviceList', tokens.agent01, { messageId: id });
    expect(res.body.data).toEqual({ list: [], total: 0 });
  });

  it("a device outside the caller's scope, or unknown, is 203001 and nothing is added", async () => {
    const id = await create(tokens.agent01);
    // DEMO-000175 stands at umeda (west), DEMO-000300 is not bound to anybody
    for (const serialNums of [['DEMO-000001', 'DEMO-000175'], ['DEMO-000300'], ['NOPE-1']]) {
      const res = await post('/api/push/opMessage/addMessageDevice', tokens.agent01, { messageId: id, serialNums });
      expect(res.body.code).toBe(203001);
    }
    expect((await post('/api/push/opMessage/getMessage', tokens.agent01, { id })).body.data.deviceCount).toBe(0);
    const res = await post('/api/push/opMessage/deleteMessageDevice', tokens.agent01, { messageId: id, serialNums: ['DEMO-000175'] });
    expect(res.body.code).toBe(203001);
  });

  it("the platform may target a device outside the owner's subtree only when it owns the message", async () => {
    const agentMessage = await create(tokens.agent01);
    let res = await post('/api/push/opMessage/addMessageDevice', tokens.admin, { messageId: agentMessage, serialNums: ['DEMO-000175'] });
    expect(res.body.code).toBe(203001);
    const platformMessage = await create(tokens.admin);
    res = await post('/api/push/opMessage/addMessageDevice', tokens.admin, { messageId: platformMessage, serialNums: ['DEMO-000175', 'DEMO-000300'] });
    expect(res.body.data).toEqual({ added: 2, total: 2 });
  });

  it('target calls on a message of another estate are 203205; without the code 101005; bad bodies 100001', async () => {
    const id = await create(tokens.agent01);
    for (const url of ['addMessageDevice', 'deleteMessageDevice']) {
      expect((await post(`/api/push/opMessage/${url}`, tokens.agent02, { messageId: id, serialNums: ['DEMO-000175'] })).body.code).toBe(203205);
      expect((await post(`/api/push/opMessage/${url}`, tokens.merchant01, { messageId: id, serialNums: ['DEMO-000089'] })).body.code).toBe(101005);
      const bad = await post(`/api/push/opMessage/${url}`, tokens.agent01, { messageId: id, serialNums: [] }, 'en');
      expect(bad.body.code).toBe(100001);
      expect(fieldsOf(bad)).toEqual(['serialNums']);
    }
    expect((await post('/api/push/opMessage/deleteAllMessageDevice', tokens.agent02, { messageId: id })).body.code).toBe(203205);
    expect((await post('/api/push/opMessage/getMessageDeviceList', tokens.agent02, { messageId: id })).body.code).toBe(203205);
    expect((await post('/api/push/opMessage/getMessageDeviceList', tokens.store01, { messageId: id })).body.code).toBe(101005);
  });
});
