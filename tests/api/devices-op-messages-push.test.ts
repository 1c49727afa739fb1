/**
 * Pushing an operator message to all its targets (POST /push/opMessage/pushMessage) over a real MQTT link:
 * the embedded broker on an ephemeral port and mqtt.js clients standing in for devices. Each target gets the
 * message as a command through the one push path; the target list shows each one's latest push with its
 * status and stages (an acknowledging device succeeds, one offline stays pushed); a message without targets
 * is 203251; targets outside the caller's scope now are skipped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../support/server.js';
import { multipart } from '../support/multipart.js';
import { connectDevice, eventually } from '../support/mqtt-device.js';
import { OP_MESSAGE_PUSH_TYPE } from '../../src/domain/op-messages.js';

let s: TestServer;
let url: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  s = await testServer({ mqtt: { mode: 'embedded', port: 0, host: '127.0.0.1', slowMs: 5000 } });
  url = s.app.link!.deviceUrl;
  for (const account of ['admin', 'agent01', 'agent02', 'merchant01']) tokens[account] = await s.login(account);
});
afterAll(async () => s?.close());

const post = (path: string, token: string, body: unknown) => s.call('POST', `/api/push/opMessage/${path}`, { token, body });

async function create(token: string): Promise<number> {
  const { payload, headers } = multipart({ title: '点検のお知らせ', content: '明日 9:00 から点検します', type: 2 }, [
    { field: 'file', name: 'manual.txt', type: 'text/plain', data: '点検手順' },
  ]);
  const res = await s.app.inject({ method: 'POST', url: '/api/push/opMessage/addMessage', payload, headers: { ...headers, authorization: `Bearer ${token}` } });
  const body = JSON.parse(res.body);
  expect(body.code, res.body).toBe(200);
  return body.data.id;
}

interface Target {
  serialNum: string;
  requestId: string | null;
  status: string | null;
  statusShown: string | null;
  stages: { stage: string }[];
}
const targets = async (token: string, messageId: number) =>
  (await post('getMessageDeviceList', token, { messageId, pageNum: 1, pageSize: 50 })).body.data.list as Target[];

describe('push to all targets', () => {
  it('every target gets the message; the acknowledging one succeeds with four stages, the offline one stays pushed', async () => {
    const id = await create(tokens.agent01);
    expect((await post('addMessageDevice', tokens.agent01, { messageId: id, serialNums: ['DEMO-000020', 'DEMO-000021'] })).body.data).toEqual({
      added: 2,
      total: 2,
    });
    const device = await connectDevice(url, 'DEMO-000020');

    const res = await post('pushMessage', tokens.agent01, { messageId: id });
    expect(res.body).toMatchObject({ code: 200, data: { pushed: 2, skipped: 0 } });

    const cmd = (await device.nextCommand()) as { requestId: string; type: number; payload: Record<string, unknown> };
    expect(cmd.type).toBe(OP_MESSAGE_PUSH_TYPE);
    expect(cmd.payload).toMatchObject({
      messageId: id,
      title: '点検のお知らせ',
      content: '明日 9:00 から点検します',
      kind: 2,
      file: { name: 'manual.txt', size: 12 },
    });
    await device.ack(cmd.requestId);

    // each stage is written by whichever part observes it, so the broker's "sent" may land just after the ack
    const list = await eventually(async () => {
      const l = await targets(tokens.agent01, id);
      const mine = l.find((t) => t.serialNum === 'DEMO-000020');
      return mine?.statusShown === 'succeeded' && mine.stages.length === 4 && l;
    });
    const [online, offline] = list;
    expect(online.requestId).toBe(cmd.requestId);
    expect(online.stages.map((x) => x.stage)).toEqual(['apiSent', 'brokerReceived', 'brokerSent', 'deviceReceived']);
    expect(offline.serialNum).toBe('DEMO-000021');
    expect(offline.requestId).toBeTruthy();
    expect(['pushed', 'published']).toContain(offline.statusShown);
    expect(offline.stages[0].stage).toBe('apiSent');
    // recorded as the message's pushes
    const [{ n }] = await s.db.query<{ n: number }>(`select count(*)::int as n from push_messages where source = 'opMessage' and source_id = $1`, [id]);
    expect(n).toBe(2);
    await device.end();
  });

  it("a second push is each target's latest; no targets is 203251; someone else's message is 203205; the code is needed", async () => {
    const id = await create(tokens.agent01);
    expect((await post('pushMessage', tokens.agent01, { messageId: id })).body.code).toBe(203251);
    await post('addMessageDevice', tokens.agent01, { messageId: id, serialNums: ['DEMO-000022'] });
    const first = (await targets(tokens.agent01, id))[0].requestId;
    expect(first).toBeNull();
    await post('pushMessage', tokens.agent01, { messageId: id });
    const a = (await targets(tokens.agent01, id))[0].requestId;
    await post('pushMessage', tokens.agent01, { messageId: id });
    const b = (await targets(tokens.agent01, id))[0].requestId;
    expect(a).toBeTruthy();
    expect(b).toBeTruthy();
    expect(b).not.toBe(a);
    expect((await post('pushMessage', tokens.agent02, { messageId: id })).body.code).toBe(203205);
    expect((await post('pushMessage', tokens.merchant01, { messageId: id })).body.code).toBe(101005);
    expect((await post('pushMessage', tokens.agent01, { messageId: 'x' })).body.code).toBe(100001);
  });

  it('a disabled target is skipped and counted', async () => {
    const id = await create(tokens.admin);
    await post('addMessageDevice', tokens.admin, { messageId: id, serialNums: ['DEMO-000023', 'DEMO-000024'] });
    await s.db.query(`update devices set status = 0 where serial_num = 'DEMO-000024'`);
    const res = await post('pushMessage', tokens.admin, { messageId: id });
    expect(res.body.data).toEqual({ pushed: 1, skipped: 1 });
    const list = await targets(tokens.admin, id);
    expect(list.find((t) => t.serialNum === 'DEMO-000024')?.requestId).toBeNull();
    await s.db.query(`update devices set status = 1 where serial_num = 'DEMO-000024'`);
  });
});
