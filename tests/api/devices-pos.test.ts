import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../support/server.js';
import { VALIDATION_MESSAGES } from '../../src/domain/validation-messages.js';
import { demoSerial } from '../../src/domain/demo-devices.js';

let s: TestServer;
const t: Record<string, string> = {};
const SHIBUYA = demoSerial(1);
const SHIBUYA_POS = demoSerial(4); // every fourth demo device is a POS terminal
const NANIWA = demoSerial(250);

beforeAll(async () => {
  s = await testServer();
  for (const account of ['admin', 'merchant01', 'merchant02', 'store01']) t[account] = await s.login(account);
});
afterAll(async () => s?.close());

const get = (url: string, token: string, lang?: string) => s.call('GET', url, { token, lang });
const post = (url: string, token: string, body?: unknown, lang?: string) => s.call('POST', url, { token, body, lang });

describe('POS calls', () => {
  it('activation info', async () => {
    const res = await post('/api/pos/device/getActivateInfo', t.store01, { serialNum: SHIBUYA });
    expect(res.body.data).toMatchObject({ serialNum: SHIBUYA, activated: true, orgName: '渋谷駅前店', productKey: expect.any(String) });
    expect(res.body.data.activationLocation).toMatchObject({ lat: expect.any(Number), lng: expect.any(Number) });
    const stock = await post('/api/pos/device/getActivateInfo', t.admin, { serialNum: demoSerial(300) });
    expect(stock.body.data).toMatchObject({ activated: false, activatedAt: null, activationLocation: null, orgId: null });
    expect((await post('/api/pos/device/getActivateInfo', t.merchant02, { serialNum: SHIBUYA })).body.code).toBe(203001);
  });

  it('control number: set, read, unique across the fleet (203220), worded when malformed', async () => {
    const set = await post('/api/pos/vendingMachine/update/controlNumber', t.merchant01, { serialNum: SHIBUYA, controlNumber: 'SHB-0001' });
    expect(set.body.data).toEqual({ serialNum: SHIBUYA, controlNumber: 'SHB-0001' });
    expect((await get(`/api/pos/vendingMachine/get/controlNumber/${SHIBUYA}`, t.store01)).body.data).toEqual({ serialNum: SHIBUYA, controlNumber: 'SHB-0001' });
    // setting the same number again on the same device is fine
    expect((await post('/api/pos/vendingMachine/update/controlNumber', t.merchant01, { serialNum: SHIBUYA, controlNumber: 'SHB-0001' })).status).toBe(200);
    const taken = await post('/api/pos/vendingMachine/update/controlNumber', t.merchant01, { serialNum: demoSerial(2), controlNumber: 'SHB-0001' });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe(203220);
    // another estate's number is taken all the same
    const foreign = await post('/api/pos/vendingMachine/update/controlNumber', t.merchant02, { serialNum: NANIWA, controlNumber: 'SHB-0001' });
    expect(foreign.body.code).toBe(203220);
    const bad = await post('/api/pos/vendingMachine/update/controlNumber', t.merchant01, { serialNum: SHIBUYA, controlNumber: 'SHB 0001' }, 'en');
    expect(bad.body.fields).toEqual([{ field: 'controlNumber', message: VALIDATION_MESSAGES['validation.controlNumber'].en }]);
    expect((await post('/api/pos/vendingMachine/update/controlNumber', t.merchant02, { serialNum: SHIBUYA, controlNumber: 'X-1' })).body.code).toBe(203001);
    expect((await post('/api/pos/vendingMachine/update/controlNumber', t.store01, { serialNum: SHIBUYA, controlNumber: 'X-1' })).body.code).toBe(101005);
    expect((await get(`/api/pos/vendingMachine/get/controlNumber/${SHIBUYA}`, t.merchant02)).body.code).toBe(203001);
  });

  it('two concurrent calls cannot both take one control number', async () => {
    const [a, b] = await Promise.all([
      post('/api/pos/vendingMachine/update/controlNumber', t.merchant01, { serialNum: demoSerial(5), controlNumber: 'RACE-1' }),
      post('/api/pos/vendingMachine/update/controlNumber', t.merchant01, { serialNum: demoSerial(6), controlNumber: 'RACE-1' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const rows = await s.db.query(`select 1 from devices where control_number = 'RACE-1'`);
    expect(rows).toHaveLength(1);
  });

  it('position: manual location and floor, set, read and cleared', async () => {
    const location = { lat: 35.658, lng: 139.7016, address: ' 東京都渋谷区道玄坂2丁目 ' };
    const res = await post('/api/pos/vendingMachine/update/position', t.merchant01, { serialNum: SHIBUYA, location, floor: -2 });
    expect(res.body.data).toMatchObject({ serialNum: SHIBUYA, floor: -2, manualLocation: { ...location, address: '東京都渋谷区道玄坂2丁目' } });
    const read = await post(`/api/pos/vendingMachine/position/get/${SHIBUYA}`, t.store01);
    expect(read.body.data.manualLocation.address).toBe('東京都渋谷区道玄坂2丁目');
    expect(read.body.data.activationLocation).not.toBeNull();
    // the floor alone; the location stays
    const floorOnly = await post('/api/pos/vendingMachine/update/position', t.merchant01, { serialNum: SHIBUYA, floor: 100 });
    expect(floorOnly.body.data).toMatchObject({ floor: 100, manualLocation: { lat: 35.658 } });
    const cleared = await post('/api/pos/vendingMachine/update/position', t.merchant01, { serialNum: SHIBUYA, location: null, floor: null });
    expect(cleared.body.data).toMatchObject({ floor: null, manualLocation: null });
  });

  it('position: the floor is -5 to 100, the place a real one, worded for people', async () => {
    for (const floor of [-6, 101, 1.5]) {
      const res = await post('/api/pos/vendingMachine/update/position', t.merchant01, { serialNum: SHIBUYA, floor }, 'en');
      expect(res.status, String(floor)).toBe(400);
      expect(res.body.fields).toEqual([{ field: 'floor', message: VALIDATION_MESSAGES['validation.floor'].en }]);
    }
    const lat = await post('/api/pos/vendingMachine/update/position', t.merchant01, { serialNum: SHIBUYA, location: { lat: 91, lng: 0, address: '' } }, 'ja');
    expect(lat.body.fields).toEqual([{ field: 'location.lat', message: VALIDATION_MESSAGES['validation.latitude'].ja }]);
    expect((await post('/api/pos/vendingMachine/update/position', t.merchant01, { serialNum: SHIBUYA })).body.code).toBe(100001);
    expect((await post('/api/pos/vendingMachine/update/position', t.merchant02, { serialNum: SHIBUYA, floor: 1 })).body.code).toBe(203001);
    expect((await post(`/api/pos/vendingMachine/position/get/${SHIBUYA}`, t.merchant02)).body.code).toBe(203001);
  });

  it('vending machine: a vending device answers, a POS terminal is 215002', async () => {
    const vm = await get(`/api/pos/vendingMachine/get/${SHIBUYA}`, t.store01);
    expect(vm.body.data).toMatchObject({ serialNum: SHIBUYA, productType: 'vending' });
    const pos = await get(`/api/pos/vendingMachine/get/${SHIBUYA_POS}`, t.store01);
    expect(pos.body.code).toBe(215002);
    expect((await get(`/api/pos/vendingMachine/get/${SHIBUYA}`, t.merchant02)).body.code).toBe(203001);
    expect((await get(`/api/pos/vendingMachine/get/${encodeURIComponent('bad serial')}`, t.store01)).body.code).toBe(100001);
  });
});
