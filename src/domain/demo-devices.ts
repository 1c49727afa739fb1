import { createHmac } from 'node:crypto';

/**
 * The demo fleet's device secrets are derived from the serial number, so the bundled simulator
 * (`npm run simulate`) can connect the demo devices without reading the database. Only demo devices
 * (serials `DEMO-…`) use this; imported and activated devices get random secrets. README says so.
 */
export const DEMO_SERIAL_PREFIX = 'DEMO-';
export const demoSerial = (n: number) => `${DEMO_SERIAL_PREFIX}${String(n).padStart(6, '0')}`;
export function demoDeviceSecret(serialNum: string): string {
  return createHmac('sha256', 'ops-console-demo-fleet').update(serialNum).digest('base64url').slice(0, 24);
}

/**
 * The demo model of the n-th demo device, as an index into the seeded products (0 cold-drink vending,
 * 1 combo vending, 2 and 3 POS terminals): mostly vending machines, every fourth a POS terminal. The seed
 * (src/server/demo/seed-devices.ts) places devices by it; the simulator gives each device its kind by it.
 */
export const demoModelIndex = (n: number) => (n % 4 === 0 ? 2 + (n % 8 === 0 ? 1 : 0) : n % 3 === 0 ? 1 : 0);

/**
 * The demo's gray release that a new user watches pause by itself (src/server/demo/seed-apps.ts): version 0.9 of
 * the temperature collector to six cold-drink machines of 東京ベンディング, started on three gray devices with
 * an error threshold of 50 %. Under `npm start` the simulated fleet runs the first two with corrupted downloads
 * (badMd5: their installs fail), the third sound; once the fleet is online the installs are sent, and the gray
 * sweep pauses the release, with what it counted, within a minute or so.
 */
export const DEMO_GRAY_RELEASE = {
  packageName: 'ops.sensor.collector',
  version: '0.9',
  devices: [14, 17, 19, 22, 23, 25].map(demoSerial),
  failing: [14, 17].map(demoSerial),
  sound: [19].map(demoSerial),
  successThreshold: 100,
  errorThreshold: 50,
};
