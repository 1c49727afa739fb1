/** The retail area's demo data: suppliers and goods libraries of the demo merchants. */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { demoGoodsImage } from './demo-goods-images.js';

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
      orgs.get(s.org)!.id,
      s.name,
      s.contactName ?? null,
      s.phone ?? null,
      s.status ?? 1,
    ]);
  }
}

interface DemoGood {
  brand: string;
  name: string;
  /** 1 drinks, 2 food, 3 toys, 4 other (src/domain/goods.ts). */
  categoryId: number;
  spec: number;
  specUnit: string;
  /** The JAN code's first 12 digits; the check digit is computed. */
  jan12: string;
  itemCode?: string;
  purchasePrice: number;
  defaultPrice: number;
  referencePrice: number;
  remark?: string;
  status?: number;
}

/** A vending catalogue of made-up brands: drinks, food, toys and other goods, with JAN codes of the 49 prefix. */
const CATALOGUE: DemoGood[] = [
  {
    brand: '富士の水',
    name: '天然水',
    categoryId: 1,
    spec: 550,
    specUnit: 'ml',
    jan12: '490000100001',
    itemCode: 'FW550',
    purchasePrice: 38,
    defaultPrice: 110,
    referencePrice: 120,
  },
  {
    brand: '茶房やまと',
    name: '緑茶',
    categoryId: 1,
    spec: 525,
    specUnit: 'ml',
    jan12: '490000100002',
    itemCode: 'YG525',
    purchasePrice: 55.5,
    defaultPrice: 140,
    referencePrice: 151,
  },
  {
    brand: '茶房やまと',
    name: 'ほうじ茶',
    categoryId: 1,
    spec: 525,
    specUnit: 'ml',
    jan12: '490000100003',
    purchasePrice: 55.5,
    defaultPrice: 140,
    referencePrice: 151,
  },
  {
    brand: '珈琲工房',
    name: '微糖缶コーヒー',
    categoryId: 1,
    spec: 185,
    specUnit: 'g',
    jan12: '490000100004',
    itemCode: 'CK185',
    purchasePrice: 42,
    defaultPrice: 130,
    referencePrice: 140,
    remark: '冬季はホット販売',
  },
  {
    brand: 'サンライズ',
    name: 'オレンジ果汁100%',
    categoryId: 1,
    spec: 350,
    specUnit: 'ml',
    jan12: '490000100005',
    purchasePrice: 60,
    defaultPrice: 160,
    referencePrice: 170,
  },
  {
    brand: 'みのり製菓',
    name: 'チョコバー',
    categoryId: 2,
    spec: 45,
    specUnit: 'g',
    jan12: '490000200001',
    itemCode: 'MC45',
    purchasePrice: 70,
    defaultPrice: 150,
    referencePrice: 162,
  },
  {
    brand: 'みのり製菓',
    name: 'しお味ポテトチップス',
    categoryId: 2,
    spec: 60,
    specUnit: 'g',
    jan12: '490000200002',
    purchasePrice: 68,
    defaultPrice: 160,
    referencePrice: 172,
  },
  {
    brand: 'こめどころ',
    name: '鮭おにぎり',
    categoryId: 2,
    spec: 1,
    specUnit: '個',
    jan12: '490000200003',
    purchasePrice: 90,
    defaultPrice: 180,
    referencePrice: 190,
    remark: '要冷蔵',
    status: 0,
  },
  {
    brand: 'あそびや',
    name: 'カプセルミニカー',
    categoryId: 3,
    spec: 1,
    specUnit: '個',
    jan12: '490000300001',
    itemCode: 'AS001',
    purchasePrice: 120,
    defaultPrice: 300,
    referencePrice: 300,
  },
  {
    brand: 'あそびや',
    name: 'ぬいぐるみキーホルダー',
    categoryId: 3,
    spec: 1,
    specUnit: '個',
    jan12: '490000300002',
    purchasePrice: 180,
    defaultPrice: 500,
    referencePrice: 500,
  },
  {
    brand: 'くらしの友',
    name: 'ポケットティッシュ',
    categoryId: 4,
    spec: 3,
    specUnit: '個',
    jan12: '490000400001',
    purchasePrice: 25,
    defaultPrice: 100,
    referencePrice: 110,
  },
  {
    brand: 'くらしの友',
    name: '使い捨てマスク',
    categoryId: 4,
    spec: 5,
    specUnit: '枚',
    jan12: '490000400002',
    purchasePrice: 95,
    defaultPrice: 250,
    referencePrice: 275,
  },
];

/** Which demo merchants keep which goods (by index in CATALOGUE): the same JAN code in two libraries is fine. */
const LIBRARIES: Record<string, number[]> = {
  tokyoVend: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
  minatoDrinks: [0, 1, 3, 4, 5],
  naniwa: [0, 2, 3, 5, 6, 8, 10],
  direct: [0, 1, 5, 7, 11],
};

/** The JAN/EAN-13 check digit of 12 digits. */
export function janCheckDigit(digits12: string): number {
  const sum = [...digits12].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10;
}

/** Seeds each demo merchant's goods library, each good with its picture (stored as an upload is). */
export async function seedGoods(tx: Queryable, orgs: Map<string, { id: number }>) {
  for (const [org, picks] of Object.entries(LIBRARIES)) {
    for (const g of picks.map((i) => CATALOGUE[i])) {
      const orgId = orgs.get(org)!.id;
      const barcode = g.jan12 + janCheckDigit(g.jan12);
      const data = demoGoodsImage(g.categoryId, barcode);
      const image = randomBytes(16).toString('hex');
      await tx.query('insert into goods_images (key, org_id, size, md5, data) values ($1, $2, $3, $4, $5)', [
        image,
        orgId,
        data.length,
        createHash('md5').update(data).digest('hex'),
        data,
      ]);
      await tx.query(
        `insert into goods (org_id, brand, name, category_id, spec, spec_unit, image, barcode, item_code, purchase_price, default_price, reference_price, remark, status)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
        [
          orgId,
          g.brand,
          g.name,
          g.categoryId,
          g.spec,
          g.specUnit,
          image,
          barcode,
          g.itemCode ?? null,
          g.purchasePrice,
          g.defaultPrice,
          g.referencePrice,
          g.remark ?? null,
          g.status ?? 1,
        ],
      );
    }
  }
}
