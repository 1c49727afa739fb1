import { parseArgs } from 'node:util';
import { MISBEHAVIOURS, type Misbehaviour } from './device.js';
import { DEMO_MISBEHAVIOUR, type MisbehaviourMix } from './fleet.js';

export interface SimulatorArgs {
  devices: number;
  first: number;
  url: string;
  misbehave: MisbehaviourMix;
  chatty: boolean;
  telemetryEveryMs: [number, number];
  /** Report progress to a parent process over IPC (bench:mqtt) instead of printing. */
  ipc: boolean;
}

export const USAGE = `npm run simulate -- --devices N [--url mqtt://host:port] [--first K] [--misbehave SPEC] [--quiet] [--telemetry-every MIN-MAX]

  --devices N          how many demo devices (DEMO-000001…; default 10)
  --first K            the first demo serial number (default 1)
  --url URL            the broker devices connect to (default $MQTT_URL, else mqtt://127.0.0.1:1884, the embedded broker)
  --misbehave SPEC     which share of the devices misbehave, e.g. slowAck=0.1,dropAck=0.05,storm=0.02,clockSkew=0.1,malformed=0.05;
                       a bare name means 10 %, "demo" the mix npm start uses, "none" nobody (default)
                       slowAck: acks after 5.5–9 s (a slow link)   dropAck: never acks
                       loseAck: the first ack of each command is lost (the resend is answered)
                       storm: bursts of dropped connections       clockSkew: a clock minutes to hours off
                       malformed: one message in twenty not JSON, breaking its schema or over 16 KiB
                       badMd5: app downloads arrive corrupted (install answered with an error)
                       installFail: app installs fail (answered with an error)
                       noReport: installs but never reports its apps (the install times out)
  --quiet              devices only answer commands and shadows (no telemetry nor events)
  --telemetry-every S  telemetry period in seconds, MIN-MAX (default 60-300, the protocol's)`;

/** Reads `--misbehave` (see USAGE). */
export function parseMisbehave(spec: string | undefined): MisbehaviourMix {
  if (!spec || spec === 'none') return {};
  if (spec === 'demo') return { ...DEMO_MISBEHAVIOUR };
  const mix: MisbehaviourMix = {};
  for (const part of spec
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [name, share] = part.split('=');
    if (!(MISBEHAVIOURS as readonly string[]).includes(name)) throw new Error(`--misbehave: unknown "${name}" (one of ${MISBEHAVIOURS.join(', ')})`);
    const value = share === undefined ? 0.1 : Number(share);
    if (!Number.isFinite(value) || value < 0 || value > 1) throw new Error(`--misbehave: ${name} needs a share between 0 and 1, got "${share}"`);
    mix[name as Misbehaviour] = value;
  }
  return mix;
}

const whole = (name: string, value: string | undefined, fallback: number, min: number) => {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be a whole number ≥ ${min}, got "${value}"`);
  return n;
};

/** The simulator's command line (USAGE); throws with a message on anything it does not understand. */
export function parseSimulatorArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): SimulatorArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      devices: { type: 'string' },
      first: { type: 'string' },
      url: { type: 'string' },
      misbehave: { type: 'string' },
      quiet: { type: 'boolean' },
      'telemetry-every': { type: 'string' },
      ipc: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) throw Object.assign(new Error(USAGE), { help: true });
  const url = values.url ?? env.MQTT_URL ?? `mqtt://127.0.0.1:${env.MQTT_PORT ?? 1884}`;
  if (!/^(mqtts?|tcp|tls):\/\//.test(url)) throw new Error(`--url must be an mqtt:// or mqtts:// address, got "${url}"`);
  let telemetryEveryMs: [number, number] = [60_000, 300_000];
  if (values['telemetry-every']) {
    const m = /^(\d+(?:\.\d+)?)(?:-(\d+(?:\.\d+)?))?$/.exec(values['telemetry-every']);
    if (!m) throw new Error(`--telemetry-every must be seconds, MIN-MAX, got "${values['telemetry-every']}"`);
    const min = Number(m[1]);
    const max = Number(m[2] ?? m[1]);
    if (min <= 0 || max < min) throw new Error('--telemetry-every: MIN must be above 0 and MAX at least MIN');
    telemetryEveryMs = [min * 1000, max * 1000];
  }
  return {
    devices: whole('devices', values.devices, 10, 1),
    first: whole('first', values.first, 1, 1),
    url,
    misbehave: parseMisbehave(values.misbehave),
    chatty: !values.quiet,
    telemetryEveryMs,
    ipc: Boolean(values.ipc),
  };
}
