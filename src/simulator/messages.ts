import { LIMITS } from '../domain/limits.js';
import { DEMO_MEMBERS_PER_MERCHANT, demoPayer } from '../domain/demo-members.js';

/**
 * What a simulated device says, one builder per message of asyncapi/devices.yaml. Pure functions of the
 * device's state and a random source, so tests/schemas/simulator-messages.test.ts can validate every kind of
 * message the simulator sends against schemas/devices/messages.schema.json (the simulator cannot drift from
 * the contract without a test failing).
 */

export type Rng = () => number;
export type DeviceKind = 'vending' | 'pos';

/** A small seeded generator (mulberry32): the same serial number gives the same device every run. */
export function seededRng(seed: string): Rng {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (rng: Rng, min: number, max: number) => min + (max - min) * rng();
export const intBetween = (rng: Rng, min: number, max: number) => Math.floor(between(rng, min, max + 1));
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)];
const digits = (rng: Rng, n: number) => Array.from({ length: n }, () => Math.floor(rng() * 10)).join('');
const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/** Japanese carriers (MCC 440/441 + MNC): docomo, au, SoftBank, Rakuten. */
const CARRIERS = ['44010', '44050', '44020', '44011'] as const;
const COINS = ['10', '50', '100', '500'] as const;
const BILLS = ['1000'] as const;

/** The lasting traits and the changing state of one device (what its telemetry reports). */
export interface DeviceState {
  serialNum: string;
  kind: DeviceKind;
  /** Usual signal strength in percent (a device in a basement is weak: under 20). */
  signalBase: number;
  /** Usual temperature in °C (a vending machine's cold compartment; a POS terminal's board). */
  temperatureBase: number;
  network: { type: 'wifi' | '4g' | '5g' | 'ethernet'; carrier?: string; ip: string; ssid?: string };
  hardware: { board: string; firmware: string; appVersion: string; imei: string; iccid: string; mac: string };
  coins: Record<string, number>;
  bills: Record<string, number>;
  bootedAt: number;
  disk: number;
  doorOpen: boolean;
  /** The settings the device has (its reported shadow). */
  settings: Record<string, string | number | boolean>;
  /** The apps installed: package name → version name (its `apps` event; the app centre installs and removes them). */
  apps: Record<string, string>;
  /** The app run pinned in kiosk mode, and the app started at boot (app centre: commands 32, 33). */
  kiosk?: string;
  autoStart?: string;
  /** The boot animation and wallpaper applied (custom screens, commands 42 and 43): their ids on the server and MD5s. */
  bootAnimation?: { id: number; md5: string };
  wallpaper?: { id: number; md5: string };
}

/**
 * A new device's traits, from its serial number. `faulty` devices run warm (vending) or hot (POS) and a few
 * have weak signal, so the demo's alarm rules have something to raise.
 */
export function initialState(serialNum: string, kind: DeviceKind, rng: Rng, opts: { warm?: boolean; weak?: boolean } = {}): DeviceState {
  const cellular = rng() < 0.7;
  const type = cellular ? (rng() < 0.2 ? '5g' : '4g') : rng() < 0.7 ? 'wifi' : 'ethernet';
  const temperatureBase =
    kind === 'vending' ? (opts.warm ? between(rng, 13, 17) : between(rng, 3.5, 6.5)) : opts.warm ? between(rng, 62, 70) : between(rng, 34, 46);
  return {
    serialNum,
    kind,
    signalBase: opts.weak ? between(rng, 6, 15) : between(rng, 55, 95),
    temperatureBase,
    network: {
      type,
      ...(cellular ? { carrier: pick(rng, CARRIERS) } : {}),
      ...(type === 'wifi' ? { ssid: `store-${digits(rng, 4)}` } : {}),
      ip: cellular
        ? `10.${intBetween(rng, 0, 255)}.${intBetween(rng, 0, 255)}.${intBetween(rng, 1, 254)}`
        : `192.168.${intBetween(rng, 0, 20)}.${intBetween(rng, 2, 254)}`,
    },
    hardware: {
      board: kind === 'vending' ? 'VMC-A7' : 'PT-M2',
      firmware: `${kind === 'vending' ? 'vmc' : 'pos'}-3.${intBetween(rng, 1, 4)}.${intBetween(rng, 0, 9)}`,
      appVersion: `2.${intBetween(rng, 5, 8)}.${intBetween(rng, 0, 20)}`,
      imei: `35${digits(rng, 13)}`,
      iccid: `8981${digits(rng, 15)}`,
      mac: Array.from({ length: 6 }, (_, i) => (i === 0 ? 0x02 : intBetween(rng, 0, 255)).toString(16).padStart(2, '0')).join(':'),
    },
    coins: Object.fromEntries(COINS.map((c) => [c, intBetween(rng, 10, 120)])),
    bills: Object.fromEntries(BILLS.map((b) => [b, intBetween(rng, 0, 40)])),
    bootedAt: Date.now() - intBetween(rng, 60, 30 * 86400) * 1000,
    disk: intBetween(rng, 15, 60),
    doorOpen: false,
    // currency: the ISO code the machine takes money in (the vending tabs' device currency; changed through the desired shadow)
    settings:
      kind === 'vending'
        ? { volume: intBetween(rng, 0, 10), brightness: intBetween(rng, 40, 100), coolingSetpoint: 5, ledNight: rng() < 0.5, currency: 'JPY' }
        : { volume: intBetween(rng, 0, 10), brightness: intBetween(rng, 40, 100), receiptPrinter: rng() < 0.5, currency: 'JPY' },
    // the platform's controller (the demo app centre's jp.ops.vending.controller, a version behind its latest) and the system's web view
    apps:
      kind === 'vending'
        ? { 'jp.ops.vending.controller': rng() < 0.5 ? '1.1.0' : '1.0.0', 'com.android.webview': '120.0.6099' }
        : { 'jp.ops.pos.terminal': `3.${intBetween(rng, 1, 4)}`, 'com.android.webview': '120.0.6099' },
  };
}

/** devices/{serial}/event of type apps: every installed app with its version (app centre, issue 17). */
export const appsEvent = (s: DeviceState, now: number) => ({
  ts: iso(now),
  type: 'apps',
  apps: Object.entries(s.apps)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([packageName, version]) => ({ packageName, version })),
  ...(s.autoStart ? { autoStart: s.autoStart } : {}),
});

const iso = (at: number) => new Date(at).toISOString();
const cashTotal = (s: DeviceState) =>
  Object.entries(s.coins).reduce((sum, [d, n]) => sum + Number(d) * n, 0) + Object.entries(s.bills).reduce((sum, [d, n]) => sum + Number(d) * n, 0);

/** devices/{serial}/telemetry. `withHardware`: the board's identity rides along now and then, not every time. */
export function telemetryMessage(s: DeviceState, rng: Rng, now: number, withHardware = false): Record<string, unknown> {
  const signal = Math.round(clamp(s.signalBase + between(rng, -8, 8), 0, 100));
  const temperature = Math.round(clamp(s.temperatureBase + between(rng, -1.2, 1.2), -50, 120) * 10) / 10;
  const total = cashTotal(s);
  return {
    ts: iso(now),
    signal,
    temperature,
    network: { ...s.network, rssi: Math.round(-115 + signal * 0.6) },
    coinBox: { coins: { ...s.coins }, bills: { ...s.bills }, total, full: Object.values(s.coins).some((n) => n >= 400) },
    ...(withHardware ? { hardware: { ...s.hardware } } : {}),
    health: {
      cpu: intBetween(rng, 3, 35),
      memory: intBetween(rng, 30, 68),
      disk: Math.min(100, s.disk),
      uptimeSeconds: Math.max(0, Math.floor((now - s.bootedAt) / 1000)),
      doorOpen: s.doorOpen,
    },
    ...(s.kind === 'vending' ? { sensors: [{ name: 'humidity', value: Math.round(between(rng, 35, 65)), unit: '%' }] } : {}),
  };
}

/** Custom screens (issue 18): the screen a command sent was applied, or why not. */
export const screenAppliedEvent = (requestId: string, now: number, problem?: string) => ({
  ts: iso(now),
  type: 'screenApplied',
  requestId,
  result: problem ? 'failed' : 'applied',
  ...(problem ? { message: problem.slice(0, 200) } : {}),
});
export const bootEvent = (s: DeviceState, now: number) => ({ ts: iso(now), type: 'boot', firmware: s.hardware.firmware, reason: 'powerOn' });
export const networkEvent = (s: DeviceState, now: number) => ({ ts: iso(now), type: 'network', network: { ...s.network } });
export const doorEvent = (now: number, open: boolean) => ({ ts: iso(now), type: 'door', open });
export const netConfigEvent = (s: DeviceState, now: number) => ({
  ts: iso(now),
  type: 'netConfig',
  mode: s.network.type,
  ...(s.network.ssid ? { ssid: s.network.ssid } : {}),
  result: 'ok',
});
export const checkUpEvent = (s: DeviceState, now: number) => ({
  ts: iso(now),
  type: 'checkUp',
  items: (s.kind === 'vending' ? ['coinMech', 'billValidator', 'cooling', 'display', 'modem'] : ['cardReader', 'nfc', 'printer', 'display', 'modem']).map(
    (name) => ({ name, result: 'pass' }),
  ),
});
/** A fault the device reports itself (coin jam, a lane stuck…). */
export function faultEvent(s: DeviceState, rng: Rng, now: number) {
  const faults: [string, string][] =
    s.kind === 'vending'
      ? [
          ['COIN_JAM', 'coin mechanism jammed'],
          ['LANE_STUCK', 'a lane did not turn'],
          ['BILL_REJECT', 'bill validator rejecting notes'],
        ]
      : [
          ['NFC_TIMEOUT', 'NFC reader did not answer'],
          ['PRINTER_PAPER', 'receipt paper low'],
        ];
  const [code, message] = pick(rng, faults);
  return { ts: iso(now), type: 'alarm', code, level: 'warning', message };
}

/** A sale: a vend (vending machines), paid by coins (a cash event follows) or cashless. */
export function saleEvents(s: DeviceState, rng: Rng, now: number): Record<string, unknown>[] {
  const amount = pick(rng, [120, 130, 150, 160, 180, 200] as const);
  const orderNo = `${s.serialNum}-${now.toString(36)}`;
  const out: Record<string, unknown>[] = [];
  const byCash = rng() < 0.45;
  if (s.kind === 'vending') out.push({ ts: iso(now), type: 'vend', orderNo, lane: intBetween(rng, 1, 30), amount, result: rng() < 0.98 ? 'ok' : 'failed' });
  if (byCash) {
    s.coins['100'] += Math.floor(amount / 100);
    s.coins['10'] += Math.floor((amount % 100) / 10);
    out.push({ ts: iso(now), type: 'cash', direction: 'in', amount, orderNo });
  } else {
    out.push(payEvent(rng, now, orderNo, amount));
  }
  return out;
}

/** Japanese cashless brands a vending machine takes (src/domain/payments.ts codes). */
const CASHLESS = [205, 205, 205, 207, 206, 212, 211, 1, 2] as const;

/**
 * A cashless payment: paid through the device's config, on the sandbox channel (a test mode) that answers as
 * the device asks: mostly paid, now and then failed, a direct failure, or "result unknown" for the server's
 * re-query to settle (paid, or failed).
 */
export function payEvent(rng: Rng, now: number, orderNo: string, amount: number): Record<string, unknown> {
  const r = rng();
  const sandbox = r < 0.9 ? 'paid' : r < 0.94 ? 'failed' : r < 0.96 ? 'directFailed' : r < 0.99 ? 'unknown' : 'unknownFailed';
  // about a third of the payers are demo members of the device's merchant (issue 16): they earn points.
  // Taken from the draw above, so the random sequence of everything else stays as it was.
  const member = Math.floor(r * 1e6);
  const payer = member % 3 === 0 ? { payer: demoPayer(1 + (member % DEMO_MEMBERS_PER_MERCHANT)) } : {};
  return { ts: iso(now), type: 'pay', orderNo, amount, currency: 'JPY', payType: pick(rng, CASHLESS), sandbox, ...payer };
}

/** Its presence on devices/{serial}/status: what an external broker cannot tell the server (see the schema). */
export const statusMessage = (now: number, online: boolean, reason?: 'clientDisconnect' | 'connectionLost') => ({
  ts: iso(now),
  online,
  ...(reason ? { reason } : {}),
});
export const ackMessage = (requestId: string, at: number, result: 'ok' | 'error' = 'ok') => ({ requestId, receivedAt: iso(at), result });
export const shadowReportedMessage = (state: Record<string, string | number | boolean | null>, now: number, version?: number) => ({
  state,
  ...(version === undefined ? {} : { version }),
  ts: iso(now),
});

export type MalformedKind = 'notJson' | 'invalid' | 'oversized';
/** A message the server must drop: not JSON, breaking its schema, or over the size limit. */
export function malformedMessage(kind: MalformedKind, s: DeviceState, now: number): Buffer {
  switch (kind) {
    case 'notJson':
      return Buffer.from(`{"ts":"${iso(now)}","signal":`);
    case 'invalid':
      return Buffer.from(JSON.stringify({ ts: iso(now), signal: 180, temperature: 'warm', fan: true }));
    case 'oversized':
      return Buffer.from(
        JSON.stringify({ ts: iso(now), sensors: [{ name: 'dump', value: 1, unit: 'x'.repeat(LIMITS.deviceMessageMaxBytes) }], serial: s.serialNum }),
      );
  }
}
