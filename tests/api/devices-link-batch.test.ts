import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../support/server.js';
import { connectDevice, eventually, type TestDevice } from '../support/mqtt-device.js';
import { startLink, type DeviceLink } from '../../src/server/link/link.js';
import { startLinkWriter } from '../../src/server/link/writer.js';
import { pushToDevice } from '../../src/server/link/push.js';

/**
 * The link's writes in batches (src/server/link/writer.ts): a stage seen twice is written once with its first
 * time; the times written are the moments things happened, not when their batch was written; one bad item
 * fails alone; closing the link writes everything that waits, so nothing a device acked is lost.
 * Each test starts its own link (embedded broker on an ephemeral port) over the test server's database.
 */
let s: TestServer;
let admin: string;
const quiet = { warn() {}, info() {} };
const startTestLink = () => startLink(s.db, { mode: 'embedded', port: 0, host: '127.0.0.1', slowMs: 5000 }, quiet);

beforeAll(async () => {
  s = await testServer();
  admin = await s.login('admin');
});
afterAll(async () => s?.close());

const deviceId = async (serialNum: string) => Number((await s.db.query<{ id: number }>(`select id from devices where serial_num = $1`, [serialNum]))[0].id);
const push = async (link: DeviceLink, serialNum: string) =>
  pushToDevice({ db: s.db, link }, { type: 3, payload: { text: 'batch' }, deviceId: await deviceId(serialNum), serialNum });
interface Detail {
  status: string;
  totalMs: number | null;
  slow: boolean;
  stages: { stage: string; at: string }[];
}
const detail = async (serialNum: string, requestId: string): Promise<Detail> =>
  (await s.call('GET', `/api/device/pushMsg/detail/${serialNum}/${requestId}`, { token: admin })).body.data;
const stageAt = (d: Detail, stage: string) => {
  const found = d.stages.filter((x) => x.stage === stage);
  expect(found).toHaveLength(1);
  return Date.parse(found[0].at);
};

/** Holds the push's row locked (PostgreSQL) or the whole database busy (PGlite, one statement at a time) until released. */
function holdPush(requestId: string) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  let locked!: () => void;
  const taken = new Promise<void>((r) => (locked = r));
  const done = s.db.transaction(async (tx) => {
    await tx.query(`select 1 from push_messages where request_id = $1 for update`, [requestId]);
    locked();
    await gate;
  });
  return {
    taken,
    async release() {
      const at = Date.now();
      release();
      await done;
      return at;
    },
  };
}

describe('batched link writes', () => {
  it('a stage seen twice, in one batch and in a later one, is written once with the time it was first seen', async () => {
    const link = await startTestLink();
    const writer = startLinkWriter(s.db, { slowMs: 5000 });
    try {
      // no device online: the broker holds the command, so no brokerSent is written by the broker itself
      const requestId = await push(link, 'DEMO-000040');
      const sent = await eventually(async () => {
        const d = await detail('DEMO-000040', requestId);
        return d.status === 'PUBOK' && d;
      });
      const apiSent = stageAt(sent, 'apiSent');
      // written well after they happened: what is stored must be these moments, not the write's
      await new Promise((r) => setTimeout(r, 300));
      const first = new Date(apiSent + 7);
      await Promise.all([
        writer.stage({ requestId, stage: 'brokerSent', at: first }),
        writer.stage({ requestId, stage: 'brokerSent', at: new Date(apiSent + 50) }),
      ]);
      await writer.stage({ requestId, stage: 'brokerSent', at: new Date(apiSent + 90) });
      const after = await detail('DEMO-000040', requestId);
      expect(stageAt(after, 'brokerSent')).toBe(first.getTime());
      expect(after.stages.map((x) => x.stage).sort()).toEqual(['apiSent', 'brokerReceived', 'brokerSent']);
      // the status follows its stage: published (SUB), not yet delivered
      expect(after.status).toBe('SUB');
    } finally {
      await writer.close();
      await link.close();
    }
  });

  it('one bad item of a batch fails alone: the others in its batch are written', async () => {
    const link = await startTestLink();
    const writer = startLinkWriter(s.db, { slowMs: 5000 });
    try {
      const requestId = await push(link, 'DEMO-000041');
      await eventually(async () => (await detail('DEMO-000041', requestId)).status === 'PUBOK');
      const [own, other] = [await deviceId('DEMO-000041'), await deviceId('DEMO-000042')];
      const at = new Date();
      // added together: one batch
      const [good, bad, stranger] = await Promise.allSettled([
        writer.ack({ deviceId: own, requestId, result: 'ok', at }),
        writer.ack({ deviceId: own, requestId: 'not-a-request-id', result: 'ok', at }),
        // an ack of a push this device was never sent is unknown, not an error
        writer.ack({ deviceId: other, requestId, result: 'ok', at }),
      ]);
      expect(good).toEqual({ status: 'fulfilled', value: true });
      expect(bad.status).toBe('rejected');
      expect(stranger).toEqual({ status: 'fulfilled', value: false });
      const d = await detail('DEMO-000041', requestId);
      expect(d.status).toBe('SUBOK');
      expect(stageAt(d, 'deviceReceived')).toBe(at.getTime());
    } finally {
      await writer.close();
      await link.close();
    }
  });

  it('an ack that waits behind a busy database keeps the moment it arrived: its link time is not the wait', async () => {
    const link = await startTestLink();
    let device: TestDevice | undefined;
    try {
      device = await connectDevice(link.deviceUrl, 'DEMO-000043');
      const requestId = await push(link, 'DEMO-000043');
      await device.nextCommand();
      await eventually(async () => (await detail('DEMO-000043', requestId)).status === 'SUB');
      const hold = holdPush(requestId);
      await hold.taken;
      const ackSent = Date.now();
      await device.ack(requestId);
      // the ack reaches the server in a moment; its write waits for the database far longer
      await new Promise((r) => setTimeout(r, 1500));
      const released = await hold.release();
      const d = await eventually(async () => {
        const x = await detail('DEMO-000043', requestId);
        return x.status === 'SUBOK' && x;
      });
      const received = stageAt(d, 'deviceReceived');
      expect(received).toBeGreaterThanOrEqual(ackSent - 5);
      expect(received).toBeLessThan(released);
      expect(d.totalMs).toBe(received - stageAt(d, 'apiSent'));
    } finally {
      await device?.end();
      await link.close();
    }
  });

  it('closing the link writes what waits: acks held behind a busy database are all stored before close() returns', async () => {
    const link = await startTestLink();
    const devices: TestDevice[] = [];
    let hold: ReturnType<typeof holdPush> | undefined;
    let closing: Promise<void> | undefined;
    try {
      const serials = ['DEMO-000044', 'DEMO-000045'];
      for (const serial of serials) devices.push(await connectDevice(link.deviceUrl, serial));
      const ids = [await push(link, serials[0]), await push(link, serials[1])];
      for (const d of devices) await d.nextCommand();
      for (const [i, serial] of serials.entries()) await eventually(async () => (await detail(serial, ids[i])).status === 'SUB');
      // the first ack's write is blocked; the second waits behind it
      hold = holdPush(ids[0]);
      await hold.taken;
      await devices[0].ack(ids[0]);
      await new Promise((r) => setTimeout(r, 300));
      await devices[1].ack(ids[1]);
      await new Promise((r) => setTimeout(r, 500));
      closing = link.close();
      await new Promise((r) => setTimeout(r, 200));
      await hold.release();
      hold = undefined;
      await closing;
      // read at once, nothing waited for after close(): both are stored, delivered, with their four stages
      const rows = await s.db.query<{ request_id: string; status: string; stages: number }>(
        `select m.request_id::text, m.status, (select count(*)::int from push_stages st where st.request_id = m.request_id) as stages
           from push_messages m where m.request_id = any($1::uuid[]) order by m.serial_num`,
        [ids],
      );
      expect(rows.map((r) => [r.request_id, r.status, r.stages])).toEqual([
        [ids[0], 'SUBOK', 4],
        [ids[1], 'SUBOK', 4],
      ]);
    } finally {
      await hold?.release();
      for (const d of devices) await d.end(true);
      await (closing ?? link.close());
    }
  });
});
