/**
 * Demo apps of the app centre (issue 17): a few apps per platform — the platform's own and two merchants' —
 * each with several versions, one package per version (a full package, or a differential one from the
 * version before), one version invalid, and a kiosk-mode whitelist row. The package files are small and
 * generated from their rows (areas/apps/demo-packages.ts): a store that lacks one (another data folder, a
 * test's temporary store) gets it back when it is first read, with the MD5 the row holds.
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { demoPackageBytes } from '../areas/apps/demo-packages.js';
import { versionKey, type PackageFormat } from '../../domain/apps.js';
import { DEMO_GRAY_RELEASE } from '../../domain/demo-devices.js';

interface DemoApp {
  org: string;
  name: string;
  platform: 'android' | 'windows' | 'linux';
  type: 'system' | 'app';
  packageName: string;
  classify: string;
  intro: string;
  versions: string[];
  shelf: 0 | 1;
  invalid?: string;
}

const DEMO_APPS: DemoApp[] = [
  {
    org: 'platform',
    name: '自販機コントローラー',
    platform: 'android',
    type: 'system',
    packageName: 'jp.ops.vending.controller',
    classify: 'vending',
    intro: '自販機の販売・在庫・決済を制御する標準アプリ',
    versions: ['1.0.0', '1.1.0', '1.2.3'],
    shelf: 1,
  },
  {
    org: 'platform',
    name: 'サイネージプレーヤー',
    platform: 'android',
    type: 'app',
    packageName: 'jp.ops.signage.player',
    classify: 'advertising',
    intro: '広告動画と静止画を再生する',
    versions: ['2.0', '2.1', '2.2'],
    shelf: 1,
    invalid: '2.2',
  },
  {
    org: 'platform',
    name: '決済端末ドライバー',
    platform: 'windows',
    type: 'system',
    packageName: 'OpsPayDriver',
    classify: 'payment',
    intro: 'Windows 決済端末の接続ドライバー',
    versions: ['5.0.1', '5.1.0'],
    shelf: 1,
  },
  {
    org: 'platform',
    name: '温度センサー収集',
    platform: 'linux',
    type: 'system',
    packageName: 'ops.sensor.collector',
    classify: 'tools',
    intro: '筐体内の温度と湿度を収集する',
    versions: ['0.9', '1.0'],
    shelf: 0,
  },
  {
    org: 'tokyoVend',
    name: '東京ベンディング会員アプリ',
    platform: 'android',
    type: 'app',
    packageName: 'jp.tokyovend.members',
    classify: 'payment',
    intro: '会員カードの提示とポイント確認',
    versions: ['1.0', '1.0.1'],
    shelf: 1,
  },
  {
    org: 'naniwa',
    name: 'なにわ売場案内',
    platform: 'android',
    type: 'app',
    packageName: 'jp.naniwa.guide',
    classify: 'other',
    intro: '売場と商品の案内表示',
    versions: ['3.0'],
    shelf: 0,
  },
];

export async function seedApps(tx: Queryable, orgIds: Map<string, { id: number; path: string }>) {
  const [product] = await tx.query<{ id: number }>('select id from products order by id limit 1');
  for (const a of DEMO_APPS) {
    const org = orgIds.get(a.org)!;
    const [{ id: appId }] = await tx.query<{ id: number }>(
      `insert into apps (org_id, org_path, name, platform, type, package_name, classify, intro, shelf)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
      [org.id, org.path, a.name, a.platform, a.type, a.packageName, a.classify, a.intro, a.shelf],
    );
    let previous: number | null = null;
    for (const [i, version] of a.versions.entries()) {
      const format: PackageFormat = a.platform === 'android' ? 'apk' : a.platform === 'windows' ? 'exe' : 'bin';
      const row = {
        format,
        package_name: format === 'apk' ? a.packageName : null,
        version_name: format === 'apk' ? version : null,
        version_code: format === 'apk' ? (i + 1) * 10 : null,
        original_name: `${a.packageName}-${version}.${format}`,
      };
      const data = demoPackageBytes(row);
      const key = createHash('md5').update(`demo-package:${a.packageName}:${version}`).digest('hex');
      await tx.query(
        `insert into package_files (key, org_id, org_path, md5, size, format, package_name, version_name, version_code, original_name, demo)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, true)`,
        [
          key,
          org.id,
          org.path,
          createHash('md5').update(data).digest('hex'),
          data.length,
          format,
          row.package_name,
          row.version_name,
          row.version_code,
          row.original_name,
        ],
      );
      const valid = a.invalid === version ? 0 : 1;
      const [{ id: versionId }] = await tx.query<{ id: number }>(
        `insert into app_versions (app_id, version, version_key, note, valid, created_at) values ($1, $2, $3, $4, $5, now() - make_interval(days => $6)) returning id`,
        [appId, version, versionKey(version), `${version} の更新: 不具合の修正と安定性の向上`, valid, (a.versions.length - i) * 30],
      );
      // every second version is shipped as a differential package from the one before
      const differential = previous !== null && i % 2 === 0;
      await tx.query(
        `insert into app_packages (app_id, version_id, package_type, base_version_id, file_key, signed, encrypted, products, valid)
         values ($1, $2, $3, $4, $5, $6, false, $7, $8)`,
        [
          appId,
          versionId,
          differential ? 'differential' : 'full',
          differential ? previous : null,
          key,
          format === 'apk',
          product && i === 0 ? [product.id] : [],
          valid,
        ],
      );
      previous = versionId;
    }
    if (a.org === 'tokyoVend' && a.platform === 'android') {
      await tx.query('insert into app_whitelist (org_id, org_path, app_id) values ($1, $2, $3)', [org.id, org.path, appId]);
    }
  }
}

/**
 * Releases of the demo (issue 17, second part), a few rows each: one in each scope kind (the platform's signage
 * player to all its devices, its vending controller to 東京ベンディング as a kiosk app, なにわ's guide to two of
 * its devices), a gray release of the temperature collector held with three gray devices chosen (start it from
 * its detail with the simulator running: devices that fail installs pause it by itself), and one device whose
 * kiosk app is 東京ベンディング's members app, which its reports do not list (flagged in its app list), and a
 * started gray release of the collector's 0.9 that pauses by itself under the demo simulation (DEMO_GRAY_RELEASE).
 */
export async function seedReleases(tx: Queryable, orgIds: Map<string, { id: number; path: string }>) {
  const tokyo = orgIds.get('tokyoVend')!;
  const naniwa = orgIds.get('naniwa')!;
  // one statement: PGlite pays per statement, and the seed step stays in tens of milliseconds
  await tx.query(
    `with v as (
       select a.package_name, v.version_key, a.id as app_id, v.id as version_id, a.org_id, a.org_path from apps a join app_versions v on v.app_id = a.id
        where (a.package_name, v.version_key) in (('jp.ops.signage.player', $3::bigint), ('jp.ops.vending.controller', $4::bigint), ('jp.naniwa.guide', $5::bigint), ('ops.sensor.collector', $6::bigint))),
     spec (package_name, scope, install_mode, startup_mode, gray_status) as (values
       ('jp.ops.signage.player', 'all', 'reminder', 'auto', null),
       ('jp.ops.vending.controller', 'providers', 'reminder', 'kiosk', null),
       ('jp.naniwa.guide', 'devices', 'reminder', 'manual', null),
       ('ops.sensor.collector', 'providers', 'forced', 'auto', 'held')),
     r as (
       insert into app_releases (app_id, version_id, org_id, org_path, scope, install_mode, startup_mode, gray_status, created_at)
       select v.app_id, v.version_id, v.org_id, v.org_path, spec.scope, spec.install_mode, spec.startup_mode, spec.gray_status, now() - interval '3 days'
         from spec join v using (package_name) returning id, app_id),
     rp as (select r.id, a.package_name from r join apps a on a.id = r.app_id),
     tokyo_devices as (select id, row_number() over (order by serial_num) as n from devices where org_path like $1 || '%' and status = 1 order by serial_num limit 13),
     naniwa_devices as (select id from devices where org_path like $2 || '%' and status = 1 order by serial_num limit 2),
     o as (insert into app_release_orgs (release_id, org_id) select id, $7 from rp where package_name in ('jp.ops.vending.controller', 'ops.sensor.collector')),
     d as (insert into app_release_devices (release_id, device_id) select rp.id, nd.id from rp, naniwa_devices nd where rp.package_name = 'jp.naniwa.guide'),
     g as (insert into app_gray_devices (release_id, device_id) select rp.id, td.id from rp, tokyo_devices td where rp.package_name = 'ops.sensor.collector' and td.n between 11 and 13)
     insert into device_app_modes (device_id, kiosk_app_id)
     select td.id, a.id from tokyo_devices td, apps a where td.n = 9 and a.package_name = 'jp.tokyovend.members'`,
    [tokyo.path, naniwa.path, versionKey('2.1'), versionKey('1.1.0'), versionKey('3.0'), versionKey('1.0'), tokyo.id],
  );
  // the gray release a new user watches pause by itself (DEMO_GRAY_RELEASE): started on its gray devices; the demo
  // simulation sends it once the fleet is online (src/server/demo/simulation.ts), two of them fail, it pauses
  const g = DEMO_GRAY_RELEASE;
  await tx.query(
    `with r as (
       insert into app_releases (app_id, version_id, org_id, org_path, scope, install_mode, startup_mode, gray_status,
                                 gray_success_threshold, gray_error_threshold, gray_changed_at, created_at)
       select a.id, v.id, a.org_id, a.org_path, 'devices', 'forced', 'auto', 'gray', $3, $4, now(), now() - interval '1 hour'
         from apps a join app_versions v on v.app_id = a.id where a.package_name = $1 and v.version_key = $2
       returning id),
     d as (insert into app_release_devices (release_id, device_id) select r.id, dv.id from r, devices dv where dv.serial_num = any($5::text[]))
     insert into app_gray_devices (release_id, device_id) select r.id, dv.id from r, devices dv where dv.serial_num = any($6::text[])`,
    [g.packageName, versionKey(g.version), g.successThreshold, g.errorThreshold, g.devices, [...g.failing, ...g.sound]],
  );
}
