import type { Queryable } from '../db/database.js';
import { demoDeviceSecret, demoModelIndex, demoSerial } from '../../domain/demo-devices.js';

/** The demo models: two vending machines and two POS terminals. */
const PRODUCTS = [
  // screen: the display's pixels, what a wallpaper for the model must be (issue 18)
  { key: 'pk-vm-cold', name: 'コールドドリンク自販機', model: 'VM-C300', brand: 'FujiVend', type: 'vending', screen: [1080, 1920] },
  { key: 'pk-vm-combo', name: 'スナック・飲料コンボ機', model: 'VM-X500', brand: 'FujiVend', type: 'vending', screen: [1920, 1080] },
  { key: 'pk-pos-mini', name: 'キャッシュレス端末 mini', model: 'POS-M10', brand: 'PayTerm', type: 'pos', screen: [720, 1280] },
  { key: 'pk-pos-desk', name: 'カウンター POS', model: 'POS-D20', brand: 'PayTerm', type: 'pos', screen: [1280, 800] },
] as const;

/** Where the demo fleet stands: organisation key → how many devices, the provider that brought them, a place. */
const PLACEMENT: { org: string; provider: string; count: number; place: { lat: number; lng: number; address: string } }[] = [
  { org: 'shibuya', provider: 'east', count: 48, place: { lat: 35.6595, lng: 139.7005, address: '東京都渋谷区道玄坂1丁目' } },
  { org: 'shinjuku', provider: 'east', count: 40, place: { lat: 35.6909, lng: 139.6952, address: '東京都新宿区西新宿1丁目' } },
  { org: 'tokyoVend', provider: 'east', count: 30, place: { lat: 35.6812, lng: 139.7671, address: '東京都千代田区丸の内1丁目' } },
  { org: 'shinagawa', provider: 'east', count: 36, place: { lat: 35.6284, lng: 139.7387, address: '東京都港区港南2丁目' } },
  { org: 'minatoDrinks', provider: 'east', count: 20, place: { lat: 35.6581, lng: 139.7516, address: '東京都港区芝公園4丁目' } },
  { org: 'umeda', provider: 'west', count: 40, place: { lat: 34.7025, lng: 135.4959, address: '大阪府大阪市北区梅田3丁目' } },
  { org: 'namba', provider: 'west', count: 34, place: { lat: 34.6666, lng: 135.5011, address: '大阪府大阪市中央区難波5丁目' } },
  { org: 'naniwa', provider: 'west', count: 16, place: { lat: 34.6937, lng: 135.5023, address: '大阪府大阪市中央区本町' } },
  { org: 'ginza', provider: 'platform', count: 24, place: { lat: 35.6717, lng: 139.765, address: '東京都中央区銀座4丁目' } },
];
/** Devices in stock: made and registered, not yet activated nor bound to anyone. */
const UNBOUND = 16;

/** Seeds the demo models and a fleet of 304 devices; `orgs` maps the demo organisation keys to ids and paths. */
export async function seedDevices(tx: Queryable, orgs: Map<string, { id: number; path: string }>) {
  const productIds: number[] = [];
  // the models' makers, each once (migration 072)
  const brandIds = new Map<string, number>();
  for (const name of new Set(PRODUCTS.map((p) => p.brand))) {
    const [{ id }] = await tx.query<{ id: number }>('insert into brands (name) values ($1) returning id', [name]);
    brandIds.set(name, id);
  }
  for (const p of PRODUCTS) {
    const [{ id }] = await tx.query<{ id: number }>(
      `insert into products (product_key, product_secret, name, model, brand_id, type, screen_width, screen_height) values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
      [p.key, demoDeviceSecret(p.key), p.name, p.model, brandIds.get(p.brand), p.type, p.screen[0], p.screen[1]],
    );
    productIds.push(id);
  }
  let n = 0;
  const day = 24 * 60 * 60 * 1000;
  for (const group of PLACEMENT) {
    const org = orgs.get(group.org)!;
    const provider = orgs.get(group.provider)!;
    for (let i = 0; i < group.count; i++) {
      n++;
      const serial = demoSerial(n);
      const product = productIds[demoModelIndex(n)];
      const activated = new Date(Date.now() - (30 + (n % 300)) * day);
      const jitter = (k: number) => ((n * 7919 + k * 104729) % 1000) / 100000;
      const location = { lat: +(group.place.lat + jitter(1)).toFixed(6), lng: +(group.place.lng + jitter(2)).toFixed(6), address: group.place.address };
      await tx.query(
        `insert into devices (serial_num, product_id, org_id, org_path, provider_org_id, bound_at, name, alias, control_number, secret,
           activated_at, activation_location, manual_location, floor)
         values ($1, $2, $3, $4, $5, $6, $7, '', $8, $9, $6, $10, $10, $11)`,
        [
          serial,
          product,
          org.id,
          org.path,
          provider.id,
          activated,
          `${group.place.address.replace(/^.*[都府]/, '')} ${i + 1}号機`,
          `M-${String(n).padStart(5, '0')}`,
          demoDeviceSecret(serial),
          JSON.stringify(location),
          (n % 13) - 1,
        ],
      );
    }
  }
  for (let i = 0; i < UNBOUND; i++) {
    n++;
    const serial = demoSerial(n);
    await tx.query(`insert into devices (serial_num, product_id, secret) values ($1, $2, $3)`, [
      serial,
      productIds[i % productIds.length],
      demoDeviceSecret(serial),
    ]);
  }
  return n;
}
