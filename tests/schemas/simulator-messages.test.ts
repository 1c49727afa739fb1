import { describe, expect, it } from 'vitest';
import { loadProtocol } from '../../src/server/link/protocol.js';
import { LIMITS } from '../../src/domain/limits.js';
import {
  ackMessage,
  appsEvent,
  bootEvent,
  checkUpEvent,
  doorEvent,
  faultEvent,
  initialState,
  malformedMessage,
  netConfigEvent,
  networkEvent,
  saleEvents,
  seededRng,
  shadowReportedMessage,
  statusMessage,
  telemetryMessage,
  type DeviceKind,
} from '../../src/simulator/messages.js';
import { demoSerial } from '../../src/domain/demo-devices.js';

/**
 * Everything the simulator sends, checked against the payloads asyncapi/devices.yaml declares (the very
 * validators the server uses on what devices send): the simulator cannot drift from the contract.
 */
const protocol = loadProtocol();
const validator = (channel: string) => {
  const c = protocol.find((p) => p.action === 'receive' && p.channel === channel);
  if (!c) throw new Error(`asyncapi declares no ${channel}`);
  return (message: unknown) => {
    const ok = c.validate(message);
    return ok ? 'valid' : JSON.stringify(c.validate.errors);
  };
};
const telemetry = validator('telemetry');
const event = validator('event');
const ack = validator('ack');
const shadow = validator('shadow/reported');
const status = validator('status');

/** A hundred devices of each kind, normal, warm and weak, with skewed clocks. */
const devices = (['vending', 'pos'] as DeviceKind[]).flatMap((kind) =>
  Array.from({ length: 100 }, (_, i) => {
    const serialNum = demoSerial(i + (kind === 'pos' ? 1000 : 1));
    const rng = seededRng(serialNum);
    return { rng, state: initialState(serialNum, kind, rng, { warm: i % 3 === 0, weak: i % 5 === 0 }), now: Date.now() + (i - 50) * 3_600_000 };
  }),
);

describe('the simulator speaks the device protocol', () => {
  it('telemetry (with and without the hardware block) matches its schema', () => {
    for (const d of devices) {
      for (let i = 0; i < 5; i++) expect(telemetry(telemetryMessage(d.state, d.rng, d.now + i * 60_000, i === 0))).toBe('valid');
    }
  });

  it('every event it sends matches one of the event payloads', () => {
    for (const d of devices) {
      const events = [
        bootEvent(d.state, d.now),
        networkEvent(d.state, d.now),
        appsEvent(d.state, d.now),
        appsEvent({ ...d.state, apps: {} }, d.now),
        doorEvent(d.now, true),
        doorEvent(d.now, false),
        netConfigEvent(d.state, d.now),
        checkUpEvent(d.state, d.now),
        faultEvent(d.state, d.rng, d.now),
        ...Array.from({ length: 5 }, () => saleEvents(d.state, d.rng, d.now)).flat(),
      ];
      for (const e of events) expect(event(e)).toBe('valid');
    }
  });

  it('its presence (online on connecting, offline on leaving, the will for a lost connection) matches the status payload', () => {
    const d = devices[0];
    expect(status(statusMessage(d.now, true))).toBe('valid');
    expect(status(statusMessage(d.now, false, 'clientDisconnect'))).toBe('valid');
    expect(status(statusMessage(d.now, false, 'connectionLost'))).toBe('valid');
    // the check can fail: a reason the protocol does not know is refused
    expect(status({ ...statusMessage(d.now, false), reason: 'rebooted' })).not.toBe('valid');
  });

  it('acks and shadow reports match theirs', () => {
    const d = devices[0];
    expect(ack(ackMessage('0b6f7f5e-5b8e-4c44-9d5c-1b1e2a0c9f11', d.now))).toBe('valid');
    expect(shadow(shadowReportedMessage({ ...d.state.settings }, d.now))).toBe('valid');
    expect(shadow(shadowReportedMessage({ volume: 3, ledNight: null }, d.now, 7))).toBe('valid');
    for (const p of devices) expect(shadow(shadowReportedMessage({ ...p.state.settings }, p.now))).toBe('valid');
  });

  it("its malformed messages are the server's to drop: not JSON, breaking the schema, or over the size limit", () => {
    const d = devices[0];
    expect(() => JSON.parse(malformedMessage('notJson', d.state, d.now).toString())).toThrow();
    expect(telemetry(JSON.parse(malformedMessage('invalid', d.state, d.now).toString()))).not.toBe('valid');
    expect(malformedMessage('oversized', d.state, d.now).length).toBeGreaterThan(LIMITS.deviceMessageMaxBytes);
  });

  it('the same serial number is the same device every run', () => {
    const a = initialState('DEMO-000007', 'vending', seededRng('DEMO-000007'));
    const b = initialState('DEMO-000007', 'vending', seededRng('DEMO-000007'));
    expect({ ...a, bootedAt: 0 }).toEqual({ ...b, bootedAt: 0 });
  });
});
