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

interface DemoApp {
  org: string; name: string; platform: 'android' | 'windows' | 'linux'; type: 'system' | 'app'; packageName: string; classify: string;
  intro: string; versions: string[]; shelf: 0 | 1; invalid?: string;
}

const DEMO_APPS: DemoApp[] = [
  { org: 'platform', name: '自販機コントローラー', platform: 'android', type: 'system', packageName: 'jp.ops.vending.controller', classify: 'vending',
    intro: '自販機の販売・在庫・決済を制御する標準アプリ', versions: ['1.0.0', '1.1.0', '1.2.3'], shelf: 1 },
  { org: 'platform', name: 'サイネージプレーヤー', platform: 'android', type: 'app', packageName: 'jp.ops.signage.player', classify: 'advertising',
    intro: '広告動画と静止画を再生する', versions: ['2.0', '2.1', '2.2'], shelf: 1, invalid: '2.2' },
  { org: 'platform', name: '決済端末ドライバー', platform: 'windows', type: 'system', packageName: 'OpsPayDriver', classify: 'payment',
    intro: 'Windows 決済端末の接続ドライバー', versions: ['5.0.1', '5.1.0'], shelf: 1 },
  { org: 'platform', name: '温度センサー収集', platform: 'linux', type: 'system', packageName: 'ops.sensor.collector', classify: 'tools',
    intro: '筐体内の温度と湿度を収集する', versions: ['0.9', '1.0'], shelf: 0 },
  { org: 'tokyoVend', name: '東京ベンディング会員アプリ', platform: 'android', type: 'app', packageName: 'jp.tokyovend.members', classify: 'payment',
    intro: '会員カードの提示とポイント確認', versions: ['1.0', '1.0.1'], shelf: 1 },
  { org: 'naniwa', name: 'なにわ売場案内', platform: 'android', type: 'app', packageName: 'jp.naniwa.guide', classify: 'other',
    intro: '売場と商品の案内表示', versions: ['3.0'], shelf: 0 },
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
        [key, org.id, org.path, createHash('md5').update(data).digest('hex'), data.length, format, row.package_name, row.version_name, row.version_code, row.original_name],
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
        [appId, versionId, differential ? 'differential' : 'full', differential ? previous : null, key, format === 'apk', product && i === 0 ? [product.id] : [], valid],
      );
      previous = versionId;
    }
    if (a.org === 'tokyoVend' && a.platform === 'android') {
      await tx.query('insert into app_whitelist (org_id, org_path, app_id) values ($1, $2, $3)', [org.id, org.path, appId]);
    }
  }
}
