import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Operations, SessionUser } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import type { Locale, Translated } from '../../../domain/locale.js';
import { LIMITS } from '../../../domain/limits.js';
import { DEFAULT_CURRENCY, currencyByCode } from '../../../domain/currencies.js';
import { currencyDigits, payMethodByCode, payMethodName } from '../../../domain/payments.js';
import { fail } from '../../errors.js';
import { Where, tokyoText } from '../../db/sql.js';
import { tokyoStamp } from '../../../domain/tokyo-time.js';
import { dayRange, orgScope } from './cash-orders.js';
import { xlsxExport } from '../../xlsx-reply.js';
import { consoleWords } from '../../table/export-labels.js';

/**
 * Vending orders (openapi/payments/vending-orders.yaml, payOrderSnapshoot): what a vending machine sold for
 * one payment. A vend the device reported (vend_records, one per device and order number) joined to its good
 * and to its payment by order number: an online order (pay_orders) or a cash order (cash_pay_orders), else
 * none. So it works alike for demo history and live devices. Every query is bounded by a range of Tokyo days
 * (at most one year, 209080) and the caller's organisation subtree (the device's organisation).
 */

/** The vend's currency: its payment's, else the device's last reported, else JPY. */
export const VEND_CURRENCY = `coalesce(p.currency, c.currency, dc.currency, '${DEFAULT_CURRENCY}')`;
export const VEND_REVOKED = `coalesce(p.revoked, c.status = 'revoked', false)`;
export const VEND_PAY_KIND = `(case when p.id is not null then 'online' when c.id is not null then 'cash' else 'none' end)`;
export const VEND_FROM = `vend_records v join devices d on d.id = v.device_id
  left join goods g on g.id = v.goods_id
  left join pay_orders p on p.order_number = v.order_no and p.device_id = v.device_id
  left join cash_pay_orders c on c.device_id = v.device_id and c.order_no = v.order_no
  left join lateral (select l.currency from device_currency_logs l where l.device_id = v.device_id order by l.id desc limit 1) dc on true`;

const COLUMNS = `v.id::int as id, v.order_no as "orderNumber", d.serial_num as "serialNum", v.device_id::int as "deviceId", v.lane_no as "laneNo",
  v.goods_id::int as "goodsId", g.name as "goodsName", v.amount::float8 as amount, ${VEND_CURRENCY} as currency, v.result,
  ${VEND_PAY_KIND} as "payKind", p.pay_type::int as "payType", coalesce(p.status, c.status) as "payStatus",
  coalesce(p.amount, c.amount)::float8 as "paidAmount", ${VEND_REVOKED} as revoked, coalesce(p.id, c.id)::int as "paymentId",
  v.sold_at as "soldAt", v.device_ts as "deviceTime"`;

/** The instants of a range of Tokyo days: [start of the first day, start of the day after the last). */
export const dayBounds = (startDay: string, endDay: string) => {
  const start = new Date(`${startDay}T00:00:00+09:00`);
  const end = new Date(`${endDay}T00:00:00+09:00`);
  end.setUTCDate(end.getUTCDate() + 1);
  return { start, end };
};

export interface VendFilter {
  startDay: string;
  endDay: string;
  serialNum?: string;
  orderNumber?: string;
  goodsId?: number;
  laneNo?: string;
  payKind?: string;
  currency?: string;
  revoked?: boolean;
}

/** Scope, range and the filters every vending-order call shares. */
export function vendWhere(user: SessionUser, body: VendFilter): Where {
  const { startDay, endDay } = dayRange(body, true);
  const { start, end } = dayBounds(startDay, endDay);
  const w = new Where();
  orgScope(w, user, 'd');
  w.add('v.sold_at >= ?::timestamptz', start);
  w.add('v.sold_at < ?::timestamptz', end);
  w.add('d.serial_num = ?', body.serialNum);
  w.add('v.order_no = ?', body.orderNumber);
  w.add('v.goods_id = ?', body.goodsId);
  w.add('v.lane_no = ?', body.laneNo);
  w.add(`${VEND_PAY_KIND} = ?`, body.payKind);
  w.add(`${VEND_CURRENCY} = ?`, body.currency);
  if (body.revoked !== undefined) w.add(`${VEND_REVOKED} = ?`, body.revoked);
  return w;
}

// ---- the export ----

// the headings and words of the console's vending orders screen (src/console/i18n/messages)
const WORDS = consoleWords('vending-orders');
const wordsOf = (group: string, values: string[]) => Object.fromEntries(values.map((v) => [v, WORDS.text(`${group}.${v}`)])) as Record<string, Translated>;
const PAY_KIND_TEXT = wordsOf('enum.vendPayKind', ['online', 'cash', 'none']);
const RESULT_TEXT = wordsOf('enum.vendResult', ['ok', 'failed']);
const YES_NO = wordsOf('cash', ['yes', 'no']);
const EXPORT_COLUMNS = (
  [
    ['soldAt', 20],
    ['orderNumber', 28],
    ['serialNum', 18],
    ['laneNo', 8],
    ['goodsName', 24],
    ['amount', 12],
    ['currency', 8],
    ['result', 10],
    ['payKind', 12],
    ['payType', 14],
    ['revoked', 10],
  ] as const
).map(([key, width]) => ({ key, width, label: WORDS.heading(key) }));
const SHEET = WORDS.text('menu.vendingOrders');

async function writeWorkbook(db: Queryable, where: Where, locale: Locale, out: Writable) {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = wb.addWorksheet(SHEET[locale]);
  sheet.columns = EXPORT_COLUMNS.map((c) => ({ header: c.label[locale], key: c.key, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let after: { at: Date; id: number } | undefined;
  for (;;) {
    const params = [...where.params];
    let cond = String(where);
    if (after) {
      params.push(after.at, after.id);
      cond += ` and (v.sold_at, v.id) < ($${params.length - 1}::timestamptz, $${params.length})`;
    }
    const rows = await db.query<Record<string, any>>(
      `select ${COLUMNS}, v.sold_at as at, ${tokyoText('v.sold_at')} as "soldText"
         from ${VEND_FROM} ${cond} order by v.sold_at desc, v.id desc limit 1000`,
      params,
    );
    for (const r of rows) {
      const digits = currencyDigits(r.currency);
      const row = sheet.addRow({
        soldAt: r.soldText,
        orderNumber: r.orderNumber ?? '',
        serialNum: r.serialNum,
        laneNo: r.laneNo,
        goodsName: r.goodsName ?? '',
        amount: r.amount / 10 ** digits,
        currency: r.currency,
        result: RESULT_TEXT[r.result][locale],
        payKind: PAY_KIND_TEXT[r.payKind][locale],
        payType: r.payType == null ? '' : payMethodName(r.payType, locale),
        revoked: YES_NO[r.revoked ? 'yes' : 'no'][locale],
      });
      row.getCell('amount').numFmt = digits === 0 ? '#,##0' : '#,##0.00';
      if (r.revoked) row.font = { color: { argb: 'FF888888' }, strike: true };
      row.commit();
    }
    if (rows.length < 1000) break;
    after = { at: rows[rows.length - 1].at, id: rows[rows.length - 1].id };
  }
  sheet.commit();
  await wb.commit();
}

export const vendingOrderOperations: Operations = {
  async vendingOrderByOrderNo({ params, db, user }) {
    const w = new Where();
    orgScope(w, user, 'd');
    w.add('v.order_no = ?', params.orderNumber);
    const [row] = await db.query<Record<string, any>>(`select ${COLUMNS} from ${VEND_FROM} ${w} order by v.sold_at desc, v.id desc limit 1`, w.params);
    if (!row) fail(209081);
    const currency = currencyByCode(row.currency);
    return {
      ...row,
      digits: currencyDigits(row.currency),
      symbol: currency?.symbol ?? null,
      payMethod: row.payType == null ? null : (payMethodByCode(row.payType)?.name ?? null),
    };
  },

  async vendingOrderCurrencyList({ body, db, user }) {
    const w = vendWhere(user, body);
    const rows = await db.query<{ currency: string; count: number }>(
      `select ${VEND_CURRENCY} as currency, count(*)::int as count from ${VEND_FROM} ${w} group by 1 order by 2 desc, 1`,
      w.params,
    );
    return rows.map((r) => ({ ...r, symbol: currencyByCode(r.currency)?.symbol ?? null, digits: currencyDigits(r.currency) }));
  },

  async vendingOrderExport({ body, db, user, locale, req }) {
    const where = vendWhere(user, body);
    const [{ n }] = await db.query<{ n: number }>(`select count(*)::int as n from ${VEND_FROM} ${where}`, where.params);
    // a line per good sold: the spec's smaller cap of order exports with line detail
    if (n > LIMITS.exportRowsSmallMax) fail(209019);
    const stamp = tokyoStamp();
    return xlsxExport(req.log, `vending-orders-${stamp}.xlsx`, (out) => writeWorkbook(db, where, locale, out));
  },
};
