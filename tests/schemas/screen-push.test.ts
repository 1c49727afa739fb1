import { describe, expect, it } from 'vitest';
import { screenAppliedEvent } from '../../src/simulator/messages.js';
import { loadProtocol } from '../../src/server/link/protocol.js';
import { schemasCheck } from '../support/schema-rules.js';

const PUSH = 'https://ops-console.local/schemas/devices/screen-push.schema.json';
const check = schemasCheck();

/** Choose-device's filter and the push body, as good and bad values. */
describe('choose-device filter', () => {
  it.each([[{}], [{ routeId: 1 }], [{ productId: 2, model: 'VM-C300', orgId: 3 }]])('accepts %j', (v) => expect(check(PUSH, 'filter', v)).toBe(true));
  it.each([[{ routeId: 0 }], [{ productId: '2' }], [{ model: '' }], [{ model: 'x'.repeat(51) }], [{ orgId: -1 }], [null]])('refuses %j', (v) =>
    expect(check(PUSH, 'filter', v)).toBe(false),
  );
  it('a push names the animation and a filter', () => {
    expect(check(PUSH, 'push', { id: 1, filter: {} })).toBe(true);
    expect(check(PUSH, 'push', { id: 1 })).toBe(false);
    expect(check(PUSH, 'push', { filter: {} })).toBe(false);
  });
});

/** The device's report (asyncapi/devices.yaml event screenApplied) through the server's own validator of device events. */
const channel = loadProtocol().find((c) => c.action === 'receive' && c.channel === 'event')!;
const event = (v: unknown) => channel.validate(structuredClone(v)) as boolean;

describe('screenApplied event', () => {
  const id = '04f82ba7-1157-45d1-90de-99232ff1f6ab';
  it('accepts what the simulator sends, applied or failed', () => {
    expect(event(screenAppliedEvent(id, Date.now()))).toBe(true);
    expect(event(screenAppliedEvent(id, Date.now(), 'md5 mismatch'))).toBe(true);
  });
  it.each([
    [{ ts: '2026-11-27T00:00:00Z', type: 'screenApplied', result: 'applied' }],
    [{ ts: '2026-11-27T00:00:00Z', type: 'screenApplied', requestId: 'nope', result: 'applied' }],
    [{ ts: '2026-11-27T00:00:00Z', type: 'screenApplied', requestId: id, result: 'done' }],
    [{ ts: 1795823367548, type: 'screenApplied', requestId: id, result: 'applied' }],
    [{ ts: '2026-11-27T00:00:00Z', type: 'screenApplied', requestId: id, result: 'failed', message: 'x'.repeat(201) }],
  ])('refuses %j', (v) => expect(event(v)).toBe(false));
});
