import { demoModelIndex, demoSerial } from '../domain/demo-devices.js';
import { SimulatedDevice, emptyCounters, type DeviceCounters, type DeviceOptions, type Misbehaviour } from './device.js';
import type { DeviceKind } from './messages.js';

/** What fraction of the fleet misbehaves in each way (0–1 each; a device may get several). */
export type MisbehaviourMix = Partial<Record<Misbehaviour, number>>;

/** The mix `npm start` runs the demo fleet with: a few of each, so every state of the link flow shows. */
export const DEMO_MISBEHAVIOUR: MisbehaviourMix = { slowAck: 0.04, dropAck: 0.02, storm: 0.02, clockSkew: 0.03, malformed: 0.03 };

/** Which share of the fleet runs warm, has weak signal, or reports faults now and then (the demo's alarms). */
export const DEMO_FAULTS = { warm: 0.04, weak: 0.04, faulty: 0.02 };

export interface FleetDevice {
  serialNum: string;
  secret?: string;
  kind?: DeviceKind;
  /** This device's misbehaviour, whatever the mix says. */
  misbehave?: Misbehaviour[];
}

export interface FleetOptions {
  url: string;
  devices: FleetDevice[];
  misbehave?: MisbehaviourMix;
  /** Share of devices that run warm / have weak signal / report faults (the demo's alarms). */
  faults?: { warm?: number; weak?: number; faulty?: number };
  chatty?: boolean;
  malformedShare?: number;
  telemetryEveryMs?: [number, number];
  firstTelemetryMs?: number;
  /** How many connections are opened at once while starting (default 200). */
  connectConcurrency?: number;
  onError?(serialNum: string, err: Error): void;
}

/** The demo fleet's serial numbers 1…n (src/server/demo/seed-devices.ts), each with its demo secret. */
export const demoFleet = (n: number, first = 1): FleetDevice[] =>
  Array.from({ length: n }, (_, i) => ({ serialNum: demoSerial(first + i), kind: demoModelIndex(first + i) >= 2 ? ('pos' as const) : ('vending' as const) }));

/**
 * Chooses which devices misbehave, and how: the same serial gets the same part every run (a hash of the
 * serial, not Math.random), each misbehaviour an independent share of the fleet.
 */
export function misbehaviourOf(serialNum: string, mix: MisbehaviourMix): Set<Misbehaviour> {
  const out = new Set<Misbehaviour>();
  for (const [name, share] of Object.entries(mix) as [Misbehaviour, number][]) {
    if (share > 0 && fraction(`${name}:${serialNum}`) < share) out.add(name);
  }
  return out;
}

/** A stable number in [0, 1) for a string (FNV-1a). */
export function fraction(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return (h >>> 0) / 4294967296;
}

/** Many simulated devices: started with a bounded number of connections in flight, stopped together. */
export class Fleet {
  readonly devices: SimulatedDevice[];
  readonly misbehaving: Map<string, Set<Misbehaviour>> = new Map();
  readonly failed: { serialNum: string; error: string }[] = [];
  errors = 0;

  constructor(private readonly opts: FleetOptions) {
    const faults = opts.faults ?? {};
    this.devices = opts.devices.map((d) => {
      const misbehave = d.misbehave ? new Set(d.misbehave) : misbehaviourOf(d.serialNum, opts.misbehave ?? {});
      if (misbehave.size) this.misbehaving.set(d.serialNum, misbehave);
      const options: DeviceOptions = {
        url: opts.url,
        serialNum: d.serialNum,
        secret: d.secret,
        kind: d.kind,
        misbehave,
        chatty: opts.chatty,
        malformedShare: opts.malformedShare,
        telemetryEveryMs: opts.telemetryEveryMs,
        firstTelemetryMs: opts.firstTelemetryMs,
        faults: {
          warm: fraction(`warm:${d.serialNum}`) < (faults.warm ?? 0),
          weak: fraction(`weak:${d.serialNum}`) < (faults.weak ?? 0),
          faulty: fraction(`faulty:${d.serialNum}`) < (faults.faulty ?? 0),
        },
        onError: (err) => {
          this.errors++;
          opts.onError?.(d.serialNum, err);
        },
      };
      return new SimulatedDevice(options);
    });
  }

  /** Connects every device; resolves once each has connected or been refused (refusals are in `failed`). */
  async start(onProgress?: (connected: number) => void): Promise<void> {
    const queue = [...this.devices];
    let connected = 0;
    const worker = async () => {
      for (let d = queue.shift(); d; d = queue.shift()) {
        try {
          await d.start();
          connected++;
          onProgress?.(connected);
        } catch (err) {
          this.failed.push({ serialNum: d.serialNum, error: (err as Error).message });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.opts.connectConcurrency ?? 200, queue.length) }, worker));
  }

  get connected(): number {
    return this.devices.reduce((n, d) => n + (d.connected ? 1 : 0), 0);
  }

  /** The devices' counters summed. */
  totals(): DeviceCounters {
    const sum = emptyCounters();
    for (const d of this.devices) for (const k of Object.keys(sum) as (keyof DeviceCounters)[]) sum[k] += d.counters[k];
    return sum;
  }

  /** No device sends or reconnects any more (their connections stay until stop or the broker closes them). */
  halt(): void {
    for (const d of this.devices) d.halt();
  }

  /** Disconnects every device (force: without DISCONNECT, as when the process dies). */
  async stop(force = false): Promise<void> {
    await Promise.all(this.devices.map((d) => d.stop(force)));
  }
}
