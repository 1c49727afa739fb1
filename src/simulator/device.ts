import { createHash } from 'node:crypto';
import type { MqttClient } from 'mqtt';
import { connectMqtt } from '../mqtt/connect.js';
import { APP_PUSH_TYPES } from '../domain/apps.js';
import { AD_PUSH_TYPE } from '../domain/ads.js';
import { AdPlayer } from './ad-player.js';
import { SCREEN_PUSH_TYPES } from '../domain/custom-screens.js';
import { demoDeviceSecret } from '../domain/demo-devices.js';
import { deviceTopics } from '../domain/devices.js';
import {
  ackMessage,
  appsEvent,
  between,
  bootEvent,
  checkUpEvent,
  doorEvent,
  faultEvent,
  initialState,
  malformedMessage,
  netConfigEvent,
  networkEvent,
  saleEvents,
  screenAppliedEvent,
  seededRng,
  shadowReportedMessage,
  statusMessage,
  telemetryMessage,
  type DeviceKind,
  type DeviceState,
  type MalformedKind,
  type Rng,
} from './messages.js';

/** The ways a device can misbehave on request (`--misbehave`). */
/**
 * The app-centre ones fail installs: `badMd5` (the download arrives corrupted: the MD5 check fails), `installFail`
 * (the package manager refuses it): both answer the install command with an error; `noReport` installs but never
 * reports its apps, so the command times out.
 */
export const MISBEHAVIOURS = ['slowAck', 'dropAck', 'loseAck', 'storm', 'clockSkew', 'malformed', 'badMd5', 'installFail', 'noReport'] as const;
export type Misbehaviour = (typeof MISBEHAVIOURS)[number];

export interface DeviceOptions {
  url: string;
  serialNum: string;
  /** Its secret; demo devices derive it from the serial (src/domain/demo-devices.ts). */
  secret?: string;
  kind?: DeviceKind;
  misbehave?: ReadonlySet<Misbehaviour>;
  /** Which share of a `malformed` device's messages it spoils (default one in twenty). */
  malformedShare?: number;
  /** Telemetry period, ms (the protocol says every 60–300 s). */
  telemetryEveryMs?: [number, number];
  /**
   * false: the device only answers (acks, shadow) and sends nothing on its own: the link benchmark measures
   * the push path alone.
   */
  chatty?: boolean;
  /** A warm (vending) or hot (POS) device, one with weak signal, one that reports faults now and then. */
  faults?: { warm?: boolean; weak?: boolean; faulty?: boolean };
  /** How long after connecting the first telemetry goes (default: a random moment within 20 s). */
  firstTelemetryMs?: number;
  onError?(err: Error): void;
}

/** What a device has done so far (the fleet sums them). */
export interface DeviceCounters {
  connects: number;
  disconnects: number;
  commands: number;
  acks: number;
  acksDropped: number;
  /** Commands received again with a requestId already run (at-least-once delivery): answered, not run twice. */
  duplicates: number;
  telemetry: number;
  events: number;
  shadowReports: number;
  malformed: number;
}
export const emptyCounters = (): DeviceCounters => ({
  connects: 0,
  disconnects: 0,
  commands: 0,
  acks: 0,
  acksDropped: 0,
  duplicates: 0,
  telemetry: 0,
  events: 0,
  shadowReports: 0,
  malformed: 0,
});

const MINUTE = 60_000;
/** How many requestIds a device remembers having run: far more than the commands within any TTL. */
const RAN_KEPT = 1000;

/**
 * One simulated device speaking asyncapi/devices.yaml: clientId = username = serial number, password = its
 * secret, keepalive 60 s, clean session off; subscribes to its cmd and shadow/desired topics; sends telemetry
 * and events at jittered, realistic intervals; acks every command (result ok); reports its shadow and applies
 * desired changes. Misbehaviour, when asked: acks after more than 5 s, no acks, each first ack lost, disconnect storms, a clock
 * hours off, malformed messages now and then.
 */
export class SimulatedDevice {
  readonly serialNum: string;
  readonly counters = emptyCounters();
  private readonly rng: Rng;
  private readonly state: DeviceState;
  private readonly topics: ReturnType<typeof deviceTopics>;
  private readonly misbehave: ReadonlySet<Misbehaviour>;
  private readonly skewMs: number;
  private client?: MqttClient;
  private timers = new Set<NodeJS.Timeout>();
  private stopped = false;
  private telemetryCount = 0;
  private firstConnect?: Promise<void>;
  /** Its ad player (issue 18): what its last ad list named, its plays, and those not yet reported. */
  readonly ads: AdPlayer;
  /**
   * The requestIds it has run (or is running), newest last, with the ack each was answered with: a command sent
   * again (the server resends what it has no ack for, asyncapi/devices.yaml) is answered with that ack, not run.
   */
  private readonly ran = new Map<string, Record<string, unknown> | undefined>();

  constructor(private readonly opts: DeviceOptions) {
    this.serialNum = opts.serialNum;
    this.rng = seededRng(opts.serialNum);
    this.state = initialState(opts.serialNum, opts.kind ?? 'vending', this.rng, opts.faults);
    this.topics = deviceTopics(opts.serialNum);
    this.misbehave = opts.misbehave ?? new Set();
    // a device whose clock was never set right: minutes to hours ahead or behind
    this.skewMs = this.misbehave.has('clockSkew') ? Math.round(between(this.rng, 5, 180) * MINUTE) * (this.rng() < 0.5 ? -1 : 1) : 0;
    this.ads = new AdPlayer(seededRng(`${opts.serialNum}/adPicks`), () => this.now(), { corruptDownloads: this.misbehave.has('badMd5') });
  }

  /** The device's clock (skewed when asked). */
  private now(): number {
    return Date.now() + this.skewMs;
  }

  get connected(): boolean {
    return this.client?.connected ?? false;
  }

  /** Connects and subscribes; resolves once it can receive commands (rejects if the broker refuses it). */
  start(): Promise<void> {
    if (this.firstConnect) return this.firstConnect;
    const client = connectMqtt(this.opts.url, {
      clientId: this.serialNum,
      username: this.serialNum,
      password: this.opts.secret ?? demoDeviceSecret(this.serialNum),
      keepalive: 60,
      clean: false,
      protocolVersion: 4,
      // reconnect after 2–6 s, each device its own period so a broker restart is not met by a wall of clients
      reconnectPeriod: Math.round(between(this.rng, 2000, 6000)),
      connectTimeout: 30_000,
      resubscribe: false,
      // presence for an external broker: it publishes this when the connection drops or keepalive runs out
      will: { topic: this.topics.status, payload: Buffer.from(JSON.stringify(statusMessage(this.now(), false, 'connectionLost'))), qos: 1, retain: false },
    });
    this.client = client;
    // each connection leaves its own will (its own ts): the server tells one status message from another by it
    client.on('reconnect', () => {
      if (client.options.will) client.options.will.payload = Buffer.from(JSON.stringify(statusMessage(this.now(), false, 'connectionLost')));
    });
    client.on('message', (topic, payload) => this.received(topic, payload));
    client.on('close', () => {
      if (this.counters.connects > this.counters.disconnects) this.counters.disconnects++;
    });
    this.firstConnect = new Promise((resolve, reject) => {
      // the broker refusing the login (CONNACK 4 or 5) ends it; a reset or a timeout is retried by mqtt.js
      const onError = (err: Error & { code?: unknown }) => {
        if (typeof err.code !== 'number') return this.opts.onError?.(err);
        client.off('error', onError);
        void this.stop(true);
        reject(err);
      };
      client.on('error', onError);
      client.on('connect', (connack) => {
        this.counters.connects++;
        const first = this.counters.connects === 1;
        if (first) {
          client.off('error', onError);
          // later errors (a refused reconnect, a reset) are the fleet's to count, never a crash
          client.on('error', (err) => this.opts.onError?.(err));
        }
        const ready = () => {
          this.publish(this.topics.status, statusMessage(this.now(), true));
          // plays made while offline go now
          if (!first) return void this.reportPlays();
          this.booted();
          resolve();
        };
        // a session the broker kept still has its subscriptions
        if (connack.sessionPresent) return ready();
        client.subscribe([this.topics.cmd, this.topics.shadowDesired], { qos: 1 }, (err) => {
          if (err) this.opts.onError?.(err);
          ready();
        });
      });
    });
    return this.firstConnect;
  }

  /** Sends nothing more and does not reconnect once its connection goes (the server is shutting down). */
  halt(): void {
    this.stopped = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    if (this.client) this.client.options.reconnectPeriod = 0;
  }

  /** Disconnects (force: drop the socket without DISCONNECT) and stops every timer. */
  stop(force = false): Promise<void> {
    this.halt();
    const client = this.client;
    if (!client) return Promise.resolve();
    // a clean goodbye says so on the status topic first (the will is only for a lost connection)
    if (!force && client.connected) {
      client.publish(this.topics.status, JSON.stringify(statusMessage(this.now(), false, 'clientDisconnect')), { qos: 1 });
    }
    return new Promise((resolve) => client.end(force, {}, () => resolve()));
  }

  /** Runs `fn` after `ms` unless the device stopped; timers never keep the process alive by themselves. */
  private later(ms: number, fn: () => void): void {
    if (this.stopped) return;
    const t = setTimeout(
      () => {
        this.timers.delete(t);
        if (!this.stopped) fn();
      },
      Math.max(0, ms),
    );
    t.unref();
    this.timers.add(t);
  }

  /** Every `range` ms (jittered), forever. */
  private every(range: [number, number], fn: () => void, first = between(this.rng, range[0], range[1])): void {
    this.later(first, () => {
      fn();
      this.every(range, fn);
    });
  }

  private publish(topic: string, message: unknown): void {
    const client = this.client;
    // offline: mqtt.js queues QoS 1 messages and sends them on reconnect, as a device's own buffer would
    if (!client || this.stopped) return;
    const payload = Buffer.isBuffer(message) ? message : JSON.stringify(message);
    client.publish(topic, payload, { qos: 1 }, (err) => err && !this.stopped && this.opts.onError?.(err));
  }

  /** Sends a message; a `malformed` device spoils one in twenty (malformedShare). */
  private send(topic: string, message: unknown): void {
    if (this.misbehave.has('malformed') && this.rng() < (this.opts.malformedShare ?? 0.05)) {
      this.counters.malformed++;
      const kind: MalformedKind = (['notJson', 'invalid', 'oversized'] as const)[Math.floor(this.rng() * 3)];
      return this.publish(topic, malformedMessage(kind, this.state, this.now()));
    }
    this.publish(topic, message);
  }

  private sendEvent(event: Record<string, unknown>): void {
    this.counters.events++;
    this.send(this.topics.event, event);
  }

  /**
   * Reports a vend from the lane numbered `laneNo` now (tests and demos drive a sale this way; the routine
   * sales name lanes by the older integer `lane`). Answers the event sent.
   */
  vend(sale: { laneNo: string; amount: number; orderNo?: string; result?: 'ok' | 'failed' }): Record<string, unknown> {
    const event = {
      ts: new Date(this.now()).toISOString(),
      type: 'vend',
      laneNo: sale.laneNo,
      amount: sale.amount,
      result: sale.result ?? 'ok',
      ...(sale.orderNo ? { orderNo: sale.orderNo } : {}),
    };
    this.sendEvent(event);
    return event;
  }

  private sendTelemetry(): void {
    this.counters.telemetry++;
    // the board's identity every tenth report (and the first)
    this.send(this.topics.telemetry, telemetryMessage(this.state, this.rng, this.now(), this.telemetryCount++ % 10 === 0));
  }

  /**
   * Reports the plays not yet acknowledged, in batches (asyncapi: the adPlay event); each batch leaves the
   * player's buffer once the server has it (PUBACK), so offline plays are sent again after reconnecting.
   */
  reportPlays(): Promise<void> {
    return this.ads
      .flush(
        (event) =>
          new Promise<void>((resolve, reject) => {
            const client = this.client;
            if (!client?.connected || this.stopped) return reject(new Error('offline'));
            this.counters.events++;
            client.publish(this.topics.event, JSON.stringify(event), { qos: 1 }, (err) => (err ? reject(err) : resolve()));
          }),
      )
      .catch(() => undefined);
  }

  /** What a device does when it powers on, then its routine. */
  private booted(): void {
    if (this.misbehave.has('storm')) this.scheduleStorm();
    if (this.opts.chatty === false) return;
    const s = this.state;
    s.bootedAt = this.now();
    this.sendEvent(bootEvent(s, this.now()));
    this.sendEvent(networkEvent(s, this.now()));
    this.sendEvent(appsEvent(s, this.now()));
    this.counters.shadowReports++;
    this.send(this.topics.shadowReported, shadowReportedMessage({ ...s.settings }, this.now()));
    this.later(between(this.rng, 2000, 10_000), () => this.sendEvent(checkUpEvent(s, this.now())));
    const telemetry = this.opts.telemetryEveryMs ?? [60_000, 300_000];
    this.every(telemetry, () => this.sendTelemetry(), this.opts.firstTelemetryMs ?? between(this.rng, 1000, 20_000));
    // sales: a vending machine sells every few minutes, a POS terminal a little more often
    this.every(s.kind === 'vending' ? [2 * MINUTE, 12 * MINUTE] : [1 * MINUTE, 8 * MINUTE], () => {
      for (const e of saleEvents(s, this.rng, this.now())) this.sendEvent(e);
    });
    // the door opens for a refill or collection now and then, and closes a few minutes later
    this.every([45 * MINUTE, 180 * MINUTE], () => {
      s.doorOpen = true;
      this.sendEvent(doorEvent(this.now(), true));
      this.later(between(this.rng, MINUTE, 6 * MINUTE), () => {
        s.doorOpen = false;
        for (const c of Object.keys(s.coins)) s.coins[c] = Math.min(s.coins[c], 50);
        this.sendEvent(doorEvent(this.now(), false));
      });
    });
    // roaming between cells or access points; a network reconfiguration more rarely
    this.every([3 * 60 * MINUTE, 9 * 60 * MINUTE], () => {
      if (s.network.type === '4g' || s.network.type === '5g') s.network.type = s.network.type === '4g' ? '5g' : '4g';
      this.sendEvent(networkEvent(s, this.now()));
    });
    this.every([8 * 60 * MINUTE, 24 * 60 * MINUTE], () => this.sendEvent(netConfigEvent(s, this.now())));
    if (this.opts.faults?.faulty)
      this.every([2 * MINUTE, 6 * MINUTE], () => this.sendEvent(faultEvent(s, this.rng, this.now())), between(this.rng, 5000, 40_000));
    // ads: played one after another while there is something to play, reported every minute or two — on their own
    // random numbers, so the routine above goes as it did before ads
    const adRng = seededRng(`${this.serialNum}/ads`);
    const repeat = (range: [number, number], fn: () => void) =>
      this.later(between(adRng, range[0], range[1]), () => {
        fn();
        repeat(range, fn);
      });
    // one play after another while there is something to play; a look again after a while when there is not
    const playing = () => {
      const [p] = this.ads.play(1);
      this.later(p ? Date.parse(p.endedAt) - this.now() : between(adRng, 15_000, 45_000), playing);
    };
    this.later(between(adRng, 1000, 15_000), playing);
    repeat([60_000, 120_000], () => void this.reportPlays());
  }

  /** Bursts of 3–6 dropped connections a few seconds apart, every one to five minutes. */
  private scheduleStorm(): void {
    this.every([MINUTE, 5 * MINUTE], () => {
      const drops = Math.floor(between(this.rng, 3, 7));
      for (let i = 0; i < drops; i++) {
        this.later(i * between(this.rng, 6000, 9000), () => {
          // the socket dies without a DISCONNECT (power blip, modem reset); mqtt.js reconnects by itself
          (this.client as unknown as { stream?: { destroy(): void } })?.stream?.destroy();
        });
      }
    });
  }

  private received(topic: string, payload: Buffer): void {
    let body: any;
    try {
      body = JSON.parse(payload.toString('utf8'));
    } catch {
      return;
    }
    if (topic === this.topics.cmd) this.command(body);
    else if (topic === this.topics.shadowDesired) this.desired(body);
  }

  /** Sends a command's ack and keeps it, for the same requestId sent again. */
  private answer(requestId: string, ack: Record<string, unknown>): void {
    this.ran.set(requestId, ack);
    // loseAck: the first ack of each command is lost on its way; the server's resend is answered with the kept ack
    if (this.misbehave.has('loseAck')) {
      this.counters.acksDropped++;
      return;
    }
    this.counters.acks++;
    this.send(this.topics.ack, ack);
  }

  private command(cmd: { requestId?: string; type?: number; payload?: unknown }): void {
    this.counters.commands++;
    if (typeof cmd.requestId !== 'string') return;
    const requestId = cmd.requestId;
    if (this.misbehave.has('dropAck')) {
      this.counters.acksDropped++;
      return;
    }
    if (this.ran.has(requestId)) {
      // run once: answered again with its ack, or (still running) answered when it ends
      this.counters.duplicates++;
      const ack = this.ran.get(requestId);
      if (ack) this.send(this.topics.ack, ack);
      return;
    }
    this.ran.set(requestId, undefined);
    if (this.ran.size > RAN_KEPT) this.ran.delete(this.ran.keys().next().value!);
    // a device works on a command for a moment; a slow one for more than the 5 s a link may take
    const delay = this.misbehave.has('slowAck') ? between(this.rng, 5500, 9000) : this.opts.chatty === false ? 0 : between(this.rng, 20, 250);
    const ack = () => this.answer(requestId, ackMessage(requestId, this.now(), 'ok'));
    // app centre: an install is answered once the package was fetched and checked (an error when it fails); an
    // uninstall at once; then the apps are reported as they now are — the report, not the ack, is what counts
    if (cmd.type === APP_PUSH_TYPES.install) {
      this.later(
        delay + between(this.rng, 500, 3000),
        () =>
          void this.applyApp(cmd.type!, cmd.payload).then((ok) => {
            this.answer(requestId, ackMessage(requestId, this.now(), ok ? 'ok' : 'error'));
            if (!this.stopped && !this.misbehave.has('noReport')) this.sendEvent(appsEvent(this.state, this.now()));
          }),
      );
      return;
    }
    // ads: the list is taken (files fetched, MD5s computed) before the ack, which names what the device holds
    if (cmd.type === AD_PUSH_TYPE) {
      const take = () =>
        void this.ads.receive(cmd.payload).then((held) => this.answer(requestId, { ...ackMessage(requestId, this.now(), 'ok'), creatives: held }));
      if (delay === 0) take();
      else this.later(delay, take);
      return;
    }
    // custom screens: a boot animation or wallpaper is fetched from the command's address and checked, acked, applied, and
    // reported applied (or failed) — the report is what the console shows as applied
    if (cmd.type === SCREEN_PUSH_TYPES.bootAnimation || cmd.type === SCREEN_PUSH_TYPES.wallpaper) {
      this.later(
        delay,
        () =>
          void this.applyScreen(cmd.type!, cmd.payload).then((problem) => {
            this.answer(requestId, ackMessage(requestId, this.now(), problem ? 'error' : 'ok'));
            if (this.stopped || this.misbehave.has('noReport')) return;
            this.sendEvent(screenAppliedEvent(requestId, this.now(), problem));
          }),
      );
      return;
    }
    if (delay === 0) ack();
    else this.later(delay, ack);
    if (cmd.type === APP_PUSH_TYPES.uninstall) {
      this.later(
        delay + between(this.rng, 500, 3000),
        () =>
          void this.applyApp(cmd.type!, cmd.payload).then(() => {
            if (!this.stopped && !this.misbehave.has('noReport')) this.sendEvent(appsEvent(this.state, this.now()));
          }),
      );
    }
    // kiosk mode (32) and auto-start (33): the app it runs pinned / starts at boot, reported with its apps
    if (cmd.type === APP_PUSH_TYPES.kiosk || cmd.type === APP_PUSH_TYPES.autoStart) {
      const p = (cmd.payload ?? {}) as { packageName?: unknown; enabled?: unknown };
      if (typeof p.packageName === 'string') {
        const field = cmd.type === APP_PUSH_TYPES.kiosk ? 'kiosk' : 'autoStart';
        if (p.enabled === true) this.state[field] = p.packageName;
        else if (this.state[field] === p.packageName) delete this.state[field];
        if (!this.misbehave.has('noReport')) this.later(delay + 50, () => this.sendEvent(appsEvent(this.state, this.now())));
      }
    }
  }

  /**
   * Installs a package as a device does: fetches it from the command's signed address, checks its MD5, and only
   * then has it; a download that fails or does not match leaves the apps as they were. Uninstalls by name.
   */
  private async applyApp(type: number, payload: unknown): Promise<boolean> {
    const p = (payload ?? {}) as { packageName?: unknown; version?: unknown; url?: unknown; md5?: unknown };
    if (typeof p.packageName !== 'string') return false;
    if (type === APP_PUSH_TYPES.uninstall) {
      delete this.state.apps[p.packageName];
      return true;
    }
    if (typeof p.url !== 'string' || typeof p.version !== 'string') return false;
    try {
      const res = await fetch(p.url, { signal: AbortSignal.timeout(30_000) });
      const bytes = Buffer.from(await res.arrayBuffer());
      // a corrupted download: one byte differs from what the server sent
      if (this.misbehave.has('badMd5') && bytes.length) bytes[0] ^= 0xff;
      if (!res.ok || createHash('md5').update(bytes).digest('hex') !== p.md5) return false;
      if (this.misbehave.has('installFail')) return false;
      this.state.apps[p.packageName] = p.version;
      return true;
    } catch {
      // not reachable: the apps stay as they were, and the report says so
      return false;
    }
  }

  /** Fetches a boot animation or wallpaper as a device does and checks its MD5; answers what went wrong, or undefined once applied. */
  private async applyScreen(type: number, payload: unknown): Promise<string | undefined> {
    const p = (payload ?? {}) as { id?: unknown; url?: unknown; md5?: unknown };
    if (typeof p.url !== 'string' || typeof p.md5 !== 'string' || typeof p.id !== 'number') return 'bad command';
    try {
      const res = await fetch(p.url, { signal: AbortSignal.timeout(30_000) });
      const bytes = Buffer.from(await res.arrayBuffer());
      if (!res.ok) return `download ${res.status}`;
      if (this.misbehave.has('badMd5') && bytes.length) bytes[0] ^= 0xff;
      if (createHash('md5').update(bytes).digest('hex') !== p.md5) return 'md5 mismatch';
      this.state[type === SCREEN_PUSH_TYPES.wallpaper ? 'wallpaper' : 'bootAnimation'] = { id: p.id, md5: p.md5 };
      return undefined;
    } catch {
      return 'download failed';
    }
  }

  /** A desired shadow: apply what differs, report it back with the version applied. */
  private desired(msg: { delta?: Record<string, string | number | boolean | null>; version?: number }): void {
    const delta = msg.delta ?? {};
    const keys = Object.keys(delta);
    if (!keys.length) return;
    const applied: Record<string, string | number | boolean | null> = {};
    for (const k of keys) {
      const v = delta[k];
      if (v === null) delete this.state.settings[k];
      else this.state.settings[k] = v;
      applied[k] = v;
    }
    this.counters.shadowReports++;
    this.later(between(this.rng, 100, 1500), () =>
      this.send(this.topics.shadowReported, shadowReportedMessage(applied, this.now(), typeof msg.version === 'number' ? msg.version : undefined)),
    );
  }
}
