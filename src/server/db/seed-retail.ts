import type { Queryable } from './database.js';

/** The demo merchants' suppliers: wholesalers of drinks and snacks near each estate; one of them stopped. */
const SUPPLIERS: { org: string; name: string; contactName?: string; phone?: string; status?: number }[] = [
  { org: 'tokyoVend', name: '関東飲料卸株式会社', contactName: '木村 誠', phone: '03-3211-4501' },
  { org: 'tokyoVend', name: '東京スナック商事', contactName: '林 由美', phone: '03-5468-2290' },
  { org: 'tokyoVend', name: '武蔵野乳業', contactName: '清水 健太', phone: '042-321-7788' },
  { org: 'tokyoVend', name: '城南ボトリング', phone: '03-3762-1180', status: 0 },
  { org: 'minatoDrinks', name: 'みなと食品流通', contactName: '森 智子', phone: '03-3454-6012' },
  { org: 'minatoDrinks', name: '湾岸ボトラーズ', contactName: '池田 亮', phone: '045-671-3300' },
  { org: 'naniwa', name: '大阪飲料販売株式会社', contactName: '松本 浩二', phone: '06-6341-5120' },
  { org: 'naniwa', name: '浪速製菓', contactName: '井上 真理', phone: '06-6632-8841' },
  { org: 'naniwa', name: '関西フーズ', phone: '078-391-2200' },
  { org: 'direct', name: '丸の内食品', contactName: '斎藤 修', phone: '03-6212-9900' },
];

/** Seeds the demo suppliers; `orgs` maps the demo organisation keys to ids. */
export async function seedSuppliers(tx: Queryable, orgs: Map<string, { id: number }>) {
  for (const s of SUPPLIERS) {
    await tx.query('insert into suppliers (org_id, name, contact_name, phone, status) values ($1, $2, $3, $4, $5)', [
      orgs.get(s.org)!.id, s.name, s.contactName ?? null, s.phone ?? null, s.status ?? 1,
    ]);
  }
}
