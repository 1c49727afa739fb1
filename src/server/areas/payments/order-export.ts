import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Operations, SessionUser } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import type { Locale, Translated } from '../../../domain/locale.js';
import { LIMITS } from '../../../domain/limits.js';
import { currencyDigits, payMethodName, type OrderStatus, type RefundStatus } from '../../../domain/payments.js';
import { tokyoStamp } from '../../../domain/tokyo-time.js';
import { tokyoText } from '../../db/sql.js';
import { fail } from '../../errors.js';
import { orderWhere, type OrderFilters } from './pay-orders.js';
import { xlsxExport } from '../../xlsx-reply.js';

/**
 * The orders export (POST /das/payOrder/export/payOrder/excel): the list's filters and scope, newest first,
 * at most 30000 rows (209019 beyond, counted before anything is sent), streamed row by row in keyset pages
 * of (created_at, id) so memory stays flat. Amounts are written in the major unit with the currency's
 * digits from the catalogue (JPY, KRW: none), as numbers beside a currency column; methods by their
 * translated names (payMethodName), times as Tokyo text (tokyoText); revoked orders are included and marked.
 */

const t = (ja: string, zhCN: string, zhTW: string, en: string): Translated => ({ ja, 'zh-CN': zhCN, 'zh-TW': zhTW, en });

const COLUMNS: { key: string; label: Translated; width: number }[] = [
  { key: 'orderNumber', label: t('注文番号', '订单号', '訂單號', 'Order number'), width: 30 },
  { key: 'serialNum', label: t('デバイス番号', '设备编号', '設備編號', 'Device'), width: 20 },
  { key: 'payType', label: t('決済方法', '支付方式', '支付方式', 'Payment method'), width: 18 },
  { key: 'currency', label: t('通貨', '币种', '幣種', 'Currency'), width: 8 },
  { key: 'amount', label: t('金額', '金额', '金額', 'Amount'), width: 14 },
  { key: 'refundedAmount', label: t('返金額', '退款金额', '退款金額', 'Refunded'), width: 14 },
  { key: 'status', label: t('支払い状態', '支付状态', '支付狀態', 'Status'), width: 16 },
  { key: 'refundStatus', label: t('返金状態', '退款状态', '退款狀態', 'Refund status'), width: 16 },
  { key: 'revoked', label: t('取消', '已撤销', '已撤銷', 'Revoked'), width: 10 },
  { key: 'createdAt', label: t('作成日時', '创建时间', '建立時間', 'Created at'), width: 20 },
  { key: 'paidAt', label: t('支払日時', '支付时间', '支付時間', 'Paid at'), width: 20 },
];

const STATUS: Record<OrderStatus, Translated> = {
  unpaid: t('未払い', '未支付', '未支付', 'Unpaid'),
  paid: t('支払い済み', '已支付', '已支付', 'Paid'),
  failed: t('支払い失敗（キャンセル）', '支付失败（已取消）', '支付失敗（已取消）', 'Payment failed (cancelled)'),
  directFailed: t('直接支払い失敗', '直接支付失败', '直接支付失敗', 'Direct payment failure'),
  cancelFailed: t('失敗（取消失敗）', '失败（撤销失败）', '失敗（撤銷失敗）', 'Failed (cancel failed)'),
  unknown: t('結果不明', '结果未知', '結果未知', 'Result unknown'),
};
const REFUND: Record<RefundStatus, Translated> = {
  none: t('返金なし', '无退款', '無退款', 'None'),
  partial: t('一部返金', '部分退款成功', '部分退款成功', 'Partially refunded'),
  full: t('全額返金', '全额退款成功', '全額退款成功', 'Fully refunded'),
};
const YES = t('取消済み', '已撤销', '已撤銷', 'Revoked');
const SHEET = t('決済注文', '支付订单', '支付訂單', 'Payment orders');

interface Row {
  id: number;
  at: Date;
  orderNumber: string;
  serialNum: string | null;
  payType: number;
  currency: string;
  amount: number;
  refundedAmount: number;
  status: OrderStatus;
  refundStatus: RefundStatus;
  revoked: boolean;
  createdAt: string;
  paidAt: string | null;
}

const PAGE = 1000;

async function writeWorkbook(db: Queryable, user: SessionUser, filters: OrderFilters, locale: Locale, out: Writable) {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = wb.addWorksheet(SHEET[locale]);
  sheet.columns = COLUMNS.map((c) => ({ header: c.label[locale], key: c.key, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let after: { at: Date; id: number } | undefined;
  for (;;) {
    const w = orderWhere(user, filters);
    if (after) w.add(`(p.created_at, p.id) < (${w.param(after.at)}::timestamptz, ${w.param(after.id)}::bigint)`);
    const rows = await db.query<Row>(
      `select p.id, p.created_at as at, p.order_number as "orderNumber", p.serial_num as "serialNum", p.pay_type as "payType", p.currency,
              p.amount, p.refunded_amount as "refundedAmount", p.status, p.refund_status as "refundStatus", p.revoked,
              ${tokyoText('p.created_at')} as "createdAt", ${tokyoText('p.paid_at')} as "paidAt"
         from pay_orders p ${w} order by p.created_at desc, p.id desc limit ${PAGE}`,
      w.params,
    );
    for (const r of rows) {
      const digits = currencyDigits(r.currency);
      const row = sheet.addRow({
        orderNumber: r.orderNumber,
        serialNum: r.serialNum ?? '',
        payType: payMethodName(r.payType, locale),
        currency: r.currency,
        amount: r.amount / 10 ** digits,
        refundedAmount: r.refundedAmount / 10 ** digits,
        status: STATUS[r.status][locale],
        refundStatus: REFUND[r.refundStatus][locale],
        revoked: r.revoked ? YES[locale] : '',
        createdAt: r.createdAt,
        paidAt: r.paidAt ?? '',
      });
      const numFmt = digits === 0 ? '#,##0' : '#,##0.00';
      row.getCell('amount').numFmt = numFmt;
      row.getCell('refundedAmount').numFmt = numFmt;
      row.commit();
    }
    if (rows.length < PAGE) break;
    const last = rows[rows.length - 1];
    after = { at: last.at, id: last.id };
  }
  sheet.commit();
  await wb.commit();
}

export const orderExportOperations: Operations = {
  async payOrderExport({ body, db, user, locale, req }) {
    const w = orderWhere(user, body);
    // counts at most one past the cap: a huge estate is not counted in full to refuse it
    const [{ n }] = await db.query<{ n: number }>(
      `select count(*)::int as n from (select 1 from pay_orders p ${w} limit ${LIMITS.exportRowsMax + 1}) x`,
      w.params,
    );
    if (n > LIMITS.exportRowsMax) fail(209019);
    const stamp = tokyoStamp();
    return xlsxExport(req.log, `pay-orders-${stamp}.xlsx`, (out) => writeWorkbook(db, user, body, locale, out));
  },
};
