import { describe, expect, it } from 'vitest';
import { parseMisbehave, parseSimulatorArgs } from '../../src/simulator/cli.js';
import { DEMO_MISBEHAVIOUR, fraction, misbehaviourOf } from '../../src/simulator/fleet.js';

describe('npm run simulate: its command line', () => {
  it('defaults: ten devices from DEMO-000001 on the embedded broker, nobody misbehaving', () => {
    expect(parseSimulatorArgs([], {})).toEqual({
      devices: 10,
      first: 1,
      url: 'mqtt://127.0.0.1:1884',
      misbehave: {},
      chatty: true,
      telemetryEveryMs: [60_000, 300_000],
      ipc: false,
    });
    expect(parseSimulatorArgs([], { MQTT_URL: 'mqtt://broker:1883' }).url).toBe('mqtt://broker:1883');
    expect(parseSimulatorArgs([], { MQTT_PORT: '1999' }).url).toBe('mqtt://127.0.0.1:1999');
  });

  it('reads devices, url, misbehaviour, quiet and the telemetry period', () => {
    const args = parseSimulatorArgs(
      [
        '--devices',
        '300',
        '--first',
        '5',
        '--url',
        'mqtt://10.0.0.2:1883',
        '--misbehave',
        'slowAck=0.2,dropAck,storm=0',
        '--quiet',
        '--telemetry-every',
        '5-10',
      ],
      {},
    );
    expect(args).toMatchObject({
      devices: 300,
      first: 5,
      url: 'mqtt://10.0.0.2:1883',
      misbehave: { slowAck: 0.2, dropAck: 0.1, storm: 0 },
      chatty: false,
      telemetryEveryMs: [5000, 10_000],
    });
    expect(parseMisbehave('demo')).toEqual(DEMO_MISBEHAVIOUR);
    expect(parseMisbehave('none')).toEqual({});
  });

  it('refuses what it does not understand, saying what', () => {
    expect(() => parseSimulatorArgs(['--devices', '0'], {})).toThrow(/--devices/);
    expect(() => parseSimulatorArgs(['--devices', 'many'], {})).toThrow(/--devices/);
    expect(() => parseSimulatorArgs(['--url', 'http://x'], {})).toThrow(/--url/);
    expect(() => parseSimulatorArgs(['--misbehave', 'explode=0.1'], {})).toThrow(/unknown "explode"/);
    expect(() => parseSimulatorArgs(['--misbehave', 'slowAck=2'], {})).toThrow(/between 0 and 1/);
    expect(() => parseSimulatorArgs(['--telemetry-every', '10-5'], {})).toThrow(/--telemetry-every/);
    expect(() => parseSimulatorArgs(['--frobnicate'], {})).toThrow();
  });

  it('which devices misbehave is fixed by their serial, about the share asked for', () => {
    const serials = Array.from({ length: 10_000 }, (_, i) => `DEMO-${String(i + 1).padStart(6, '0')}`);
    const slow = serials.filter((s) => misbehaviourOf(s, { slowAck: 0.1 }).has('slowAck')).length;
    expect(slow).toBeGreaterThan(850);
    expect(slow).toBeLessThan(1150);
    expect(misbehaviourOf('DEMO-000042', DEMO_MISBEHAVIOUR)).toEqual(misbehaviourOf('DEMO-000042', DEMO_MISBEHAVIOUR));
    expect(fraction('x')).toBeGreaterThanOrEqual(0);
    expect(fraction('x')).toBeLessThan(1);
  });
});
