/**
 * Vending management, printing and replenish time (issue 8; spec document 1 §2 device detail tabs, §4 "Print
 * collection: processing, done, failed, with a timeout"; document 2 §7 Retail): the catalogues and limits the
 * server, the console and the schemas share.
 */
import type { Locale, Translated } from './locale.js';
import type { GoodsCategoryCode } from './goods.js';

/** Print statuses as shown (spec §4): derived from the push the command rode, never stored. */
export const PRINT_STATUSES = ['processing', 'done', 'failed'] as const;
export type PrintStatus = (typeof PRINT_STATUSES)[number];

export const VENDING_LIMITS = {
  /** Longest range of a lane report or its export, in days (as every device report). */
  reportRangeDays: 30,
  /** Characters of one print command's text, and copies of it. */
  printContentMax: 500,
  printCopiesMax: 10,
  /** Seconds a print waits for the device's answer before it counts as failed (timeout). */
  printTimeoutDefaultSeconds: 60,
  printTimeoutMinSeconds: 1,
  printTimeoutMaxSeconds: 3600,
  /** Days between two planned replenishments. */
  replenishIntervalMaxDays: 30,
} as const;

/**
 * Goods attributes by category (aiGoods/getAttrListByType): what a good of each category is described by
 * when it is recognised or entered — a small fixed catalogue, each name in four languages.
 */
export interface GoodsAttribute {
  key: string;
  name: Translated;
  values: { key: string; name: Translated }[];
}

const t = (ja: string, zhCN: string, zhTW: string, en: string): Translated => ({ ja, 'zh-CN': zhCN, 'zh-TW': zhTW, en });
const v = (key: string, name: Translated) => ({ key, name });

const PACKAGING = (values: { key: string; name: Translated }[]): GoodsAttribute => ({ key: 'packaging', name: t('包装', '包装', '包裝', 'Packaging'), values });

export const GOODS_ATTRIBUTES: Record<GoodsCategoryCode, GoodsAttribute[]> = {
  drinks: [
    {
      key: 'flavour',
      name: t('味', '口味', '口味', 'Flavour'),
      values: [
        v('unsweetened', t('無糖', '无糖', '無糖', 'Unsweetened')),
        v('sweet', t('加糖', '含糖', '含糖', 'Sweetened')),
        v('carbonated', t('炭酸', '碳酸', '碳酸', 'Carbonated')),
        v('fruit', t('果汁', '果味', '果味', 'Fruit')),
      ],
    },
    PACKAGING([
      v('can', t('缶', '罐装', '罐裝', 'Can')),
      v('pet', t('ペットボトル', '塑料瓶', '寶特瓶', 'PET bottle')),
      v('glass', t('瓶', '玻璃瓶', '玻璃瓶', 'Glass bottle')),
      v('carton', t('紙パック', '纸盒', '紙盒', 'Carton')),
    ]),
    {
      key: 'temperature',
      name: t('温度', '温度', '溫度', 'Temperature'),
      values: [v('cold', t('つめた〜い', '冷饮', '冷飲', 'Cold')), v('hot', t('あたたか〜い', '热饮', '熱飲', 'Hot'))],
    },
  ],
  food: [
    {
      key: 'flavour',
      name: t('味', '口味', '口味', 'Flavour'),
      values: [v('salty', t('塩味', '咸味', '鹹味', 'Salty')), v('sweet', t('甘味', '甜味', '甜味', 'Sweet')), v('spicy', t('辛口', '辣味', '辣味', 'Spicy'))],
    },
    PACKAGING([v('bag', t('袋', '袋装', '袋裝', 'Bag')), v('box', t('箱', '盒装', '盒裝', 'Box')), v('cup', t('カップ', '杯装', '杯裝', 'Cup'))]),
    {
      key: 'storage',
      name: t('保存方法', '储存方式', '儲存方式', 'Storage'),
      values: [
        v('ambient', t('常温', '常温', '常溫', 'Ambient')),
        v('chilled', t('冷蔵', '冷藏', '冷藏', 'Chilled')),
        v('frozen', t('冷凍', '冷冻', '冷凍', 'Frozen')),
      ],
    },
  ],
  toys: [
    {
      key: 'age',
      name: t('対象年齢', '适用年龄', '適用年齡', 'Age'),
      values: [
        v('3plus', t('3歳以上', '3岁以上', '3歲以上', '3+')),
        v('6plus', t('6歳以上', '6岁以上', '6歲以上', '6+')),
        v('12plus', t('12歳以上', '12岁以上', '12歲以上', '12+')),
      ],
    },
    PACKAGING([v('capsule', t('カプセル', '扭蛋', '扭蛋', 'Capsule')), v('box', t('箱', '盒装', '盒裝', 'Box'))]),
  ],
  other: [PACKAGING([v('bag', t('袋', '袋装', '袋裝', 'Bag')), v('box', t('箱', '盒装', '盒裝', 'Box'))])],
};

/** The catalogue of one category with names in one language. */
export function goodsAttributesIn(type: GoodsCategoryCode, locale: Locale) {
  return (GOODS_ATTRIBUTES[type] ?? []).map((a) => ({ key: a.key, name: a.name[locale], values: a.values.map((x) => ({ key: x.key, name: x.name[locale] })) }));
}

/** Column headings of the lane report export, in four languages. */
export const CHANNEL_REPORT_EXPORT = {
  lanesSheet: t('レーン別', '按货道', '按貨道', 'By lane'),
  salesSheet: t('販売記録', '销售记录', '銷售記錄', 'Sales'),
  lanes: [
    { key: 'laneNo', width: 10, label: t('レーン番号', '货道号', '貨道號', 'Lane') },
    { key: 'goodsName', width: 28, label: t('商品名', '商品名称', '商品名稱', 'Goods') },
    { key: 'count', width: 10, label: t('販売数', '销量', '銷量', 'Sold') },
    { key: 'amount', width: 14, label: t('販売金額', '销售金额', '銷售金額', 'Amount') },
    { key: 'failedCount', width: 12, label: t('失敗数', '失败数', '失敗數', 'Failed') },
  ],
  sales: [
    { key: 'soldAt', width: 22, label: t('販売日時', '销售时间', '銷售時間', 'Sold at') },
    { key: 'laneNo', width: 10, label: t('レーン番号', '货道号', '貨道號', 'Lane') },
    { key: 'goodsName', width: 28, label: t('商品名', '商品名称', '商品名稱', 'Goods') },
    { key: 'amount', width: 12, label: t('金額', '金额', '金額', 'Amount') },
    { key: 'result', width: 10, label: t('結果', '结果', '結果', 'Result') },
    { key: 'orderNo', width: 28, label: t('注文番号', '订单号', '訂單號', 'Order number') },
  ],
  results: { ok: t('成功', '成功', '成功', 'Succeeded'), failed: t('失敗', '失败', '失敗', 'Failed') },
} as const;
