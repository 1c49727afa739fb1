import { parseSimulatorArgs, type SimulatorArgs } from './cli.js';
import { DEMO_FAULTS, Fleet, demoFleet } from './fleet.js';

/**
 * `npm run simulate -- --devices N [--url …] [--misbehave …]`: N demo devices on a broker until Ctrl-C.
 * With --ipc (bench:mqtt) it reports to its parent instead of printing: {connected}, then {totals} on request.
 */
let args: SimulatorArgs;
try {
  args = parseSimulatorArgs(process.argv.slice(2));
} catch (err) {
  console.error((err as Error).message);
  process.exit((err as { help?: boolean }).help ? 0 : 2);
}

const fleet = new Fleet({
  url: args.url,
  devices: demoFleet(args.devices, args.first),
  misbehave: args.misbehave,
  faults: DEMO_FAULTS,
  chatty: args.chatty,
  telemetryEveryMs: args.telemetryEveryMs,
  connectConcurrency: 200,
});
const say = (msg: string) => (args.ipc ? undefined : console.log(msg));
const misbehaving = [...fleet.misbehaving.values()].reduce<Record<string, number>>((acc, set) => {
  for (const m of set) acc[m] = (acc[m] ?? 0) + 1;
  return acc;
}, {});
say(
  `simulator: ${args.devices} devices from DEMO-${String(args.first).padStart(6, '0')} on ${args.url}` +
    (Object.keys(misbehaving).length
      ? `; misbehaving: ${Object.entries(misbehaving)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}`
      : ''),
);

const started = Date.now();
await fleet.start();
say(
  `simulator: ${fleet.connected} connected in ${((Date.now() - started) / 1000).toFixed(1)} s` +
    (fleet.failed.length ? `; ${fleet.failed.length} refused (first: ${fleet.failed[0].serialNum}: ${fleet.failed[0].error})` : ''),
);
process.send?.({ connected: fleet.connected, failed: fleet.failed.length, ms: Date.now() - started });
if (args.ipc) {
  process.on('message', (m: { totals?: boolean; stop?: boolean }) => {
    if (m.totals) process.send?.({ totals: fleet.totals(), connected: fleet.connected });
    if (m.stop) void stop('parent');
  });
  process.on('disconnect', () => void stop('parent gone'));
}

// a line of counts every 30 s (this interval also keeps the process running while devices reconnect)
const report = setInterval(() => {
  const t = fleet.totals();
  say(
    `simulator: ${fleet.connected}/${args.devices} online · telemetry ${t.telemetry} · events ${t.events} · commands ${t.commands} · acks ${t.acks}` +
      ` (dropped ${t.acksDropped}) · repeats answered ${t.duplicates} · shadow reports ${t.shadowReports} · malformed ${t.malformed} · reconnects ${Math.max(0, t.connects - args.devices)}`,
  );
}, 30_000);

let stopping = false;
async function stop(why: string) {
  if (stopping) return;
  stopping = true;
  clearInterval(report);
  say(`simulator: ${why}: disconnecting`);
  await fleet.stop();
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(signal));
