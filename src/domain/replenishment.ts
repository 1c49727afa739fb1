import type { Translated } from './locale.js';

/** Replenishment (shipping lists, out-of-stock orders): the export columns in the four languages. */

const t = (ja: string, zhCN: string, zhTW: string, en: string): Translated => ({ ja, 'zh-CN': zhCN, 'zh-TW': zhTW, en });

export interface ExportColumn {
  key: string;
  label: Translated;
  width: number;
}

/** One row per goods line of a shipping list. */
export const SHIPPING_LIST_EXPORT_COLUMNS: ExportColumn[] = [
  { key: 'goodsName', label: t('商品名', '商品名称', '商品名稱', 'Goods name'), width: 24 },
  { key: 'barcode', label: t('バーコード', '条形码', '條碼', 'Barcode'), width: 16 },
  { key: 'serialNum', label: t('シリアル番号', '设备序列号', '設備序號', 'Serial number'), width: 16 },
  { key: 'laneNo', label: t('レーン番号', '货道号', '貨道號', 'Lane'), width: 10 },
  { key: 'quantity', label: t('数量', '数量', '數量', 'Quantity'), width: 10 },
];

/** One row per lane of an out-of-stock order. */
export const OUT_OF_STOCK_EXPORT_COLUMNS: ExportColumn[] = [
  { key: 'serialNum', label: t('シリアル番号', '设备序列号', '設備序號', 'Serial number'), width: 16 },
  { key: 'deviceName', label: t('デバイス名', '设备名称', '設備名稱', 'Device name'), width: 20 },
  { key: 'laneNo', label: t('レーン番号', '货道号', '貨道號', 'Lane'), width: 10 },
  { key: 'goodsName', label: t('商品名', '商品名称', '商品名稱', 'Goods name'), width: 24 },
  { key: 'barcode', label: t('バーコード', '条形码', '條碼', 'Barcode'), width: 16 },
  { key: 'stock', label: t('在庫', '库存', '庫存', 'Stock'), width: 8 },
  { key: 'maxStock', label: t('最大在庫', '最大库存', '最大庫存', 'Max stock'), width: 10 },
  { key: 'threshold', label: t('しきい値', '阈值', '閾值', 'Threshold'), width: 10 },
  { key: 'quantity', label: t('補充数', '补货数量', '補貨數量', 'To replenish'), width: 12 },
];
