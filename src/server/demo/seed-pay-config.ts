/**
 * Demo payment configuration: every merchant organisation takes money through a sandbox config (the one
 * gateway this product can reach: document 1 §3, issue 9), its default, with a payment matrix offering a few
 * methods through it and the Japanese channel choice. (The demo roles' codes are in seed.ts.)
 * No secrets: the sandbox needs none.
 */
import type { Queryable } from '../db/database.js';

const MATRIX = [205, 1, 2, 211, 212];

export async function seedPayConfig(tx: Queryable, orgs: Map<string, { id: number; path: string }>) {
  const merchants = await tx.query<{ id: number; path: string; name: string }>(`select id, path, name from organisations where type = 'merchant' order by id`);
  for (const org of merchants) {
    const [config] = await tx.query<{ id: number }>(
      `insert into pay_configs (org_id, org_path, name, channel, channel_type, currency, is_default, remark, timeout_seconds)
       values ($1, $2, $3, 'sandbox', 'normal', 'JPY', true, $4, 30) returning id`,
      [org.id, org.path, 'サンドボックス（テスト）', 'デモ用のテストモード決済'],
    );
    for (const [sort, payType] of MATRIX.entries()) {
      await tx.query(
        `insert into pay_matrix (org_id, org_path, pay_type, channel, pay_config_id, enabled, sort) values ($1, $2, $3, 'sandbox', $4, true, $5)`,
        [org.id, org.path, payType, config.id, sort],
      );
    }
  }
  const platform = [...orgs.values()].find((o) => o.path.split('/').filter(Boolean).length === 1);
  if (platform) {
    for (const [sort, channel] of ['sandbox', 'StarPay', 'QFPAY', 'IntaSect'].entries()) {
      await tx.query(`insert into pay_channel_choices (org_id, org_path, locale, channel, sort) values ($1, $2, 'ja', $3, $4)`, [
        platform.id,
        platform.path,
        channel,
        sort,
      ]);
    }
  }
}
