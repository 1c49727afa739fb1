/**
 * GET /pay/stats/byTypeAndTime/dynaExcel (openapi/payments/stats.yaml): the by-type-and-time table as an
 * .xlsx, streamed with exceljs's WorkbookWriter. The rows are aggregates of the rollup (one per period,
 * method and currency), read in one query capped at the export limit + 1 so an oversized export is refused
 * (209019) before a byte is sent. Amounts are written in the currency's major unit with its own digits
 * (the catalogue's decimal flag: JPY and KRW none), as numbers a spreadsheet can add up.
 */
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Operations } from '../../operation.js';
import { fail } from '../../errors.js';
import { LIMITS } from '../../../domain/limits.js';
import type { Locale, Translated } from '../../../domain/locale.js';
import { currencyDigits, payMethodName } from '../../../domain/payments.js';
import { granularityOf, scopedRollup, timeRows, type TimeRow } from './pay-stats.js';
import { xlsxExport } from '../../xlsx-reply.js';

const t = (ja: string, zhCN: string, zhTW: string, en: string): Translated => ({ ja, 'zh-CN': zhCN, 'zh-TW': zhTW, en });

/** The workbook's columns, headed in the caller's language. */
export const STATS_EXPORT_COLUMNS: { key: keyof TimeRow | 'method'; label: Translated; width: number; money?: boolean }[] = [
  { key: 'period', label: t('期間', '期间', '期間', 'Period'), width: 12 },
  { key: 'payType', label: t('決済方法コード', '支付方式代码', '支付方式代碼', 'Method code'), width: 10 },
  { key: 'method', label: t('決済方法', '支付方式', '支付方式', 'Payment method'), width: 24 },
  { key: 'currency', label: t('通貨', '币种', '幣種', 'Currency'), width: 8 },
  { key: 'count', label: t('件数', '笔数', '筆數', 'Orders'), width: 10 },
  { key: 'amount', label: t('金額', '金额', '金額', 'Amount'), width: 14, money: true },
  { key: 'refundedAmount', label: t('返金額', '退款金额', '退款金額', 'Refunded'), width: 14, money: true },
  { key: 'netAmount', label: t('純額', '净额', '淨額', 'Net'), width: 14, money: true },
];

/** Writes the rows into `out` and ends it. */
export async function writeStatsWorkbook(rows: TimeRow[], locale: Locale, out: Writable): Promise<void> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = wb.addWorksheet('byTypeAndTime');
  sheet.columns = STATS_EXPORT_COLUMNS.map((c) => ({ header: c.label[locale], key: c.key, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const r of rows) {
    const digits = currencyDigits(r.currency);
    const major = (minor: number) => minor / 10 ** digits;
    const row = sheet.addRow({
      ...r,
      method: payMethodName(r.payType, locale),
      amount: major(r.amount),
      refundedAmount: major(r.refundedAmount),
      netAmount: major(r.netAmount),
    });
    const format = digits === 0 ? '#,##0' : '#,##0.00';
    STATS_EXPORT_COLUMNS.forEach((c, i) => {
      if (c.money) row.getCell(i + 1).numFmt = format;
    });
    row.commit();
  }
  sheet.commit();
  await wb.commit();
}

export const statsExportOperations: Operations = {
  async payStatsByTypeAndTimeExcel({ query, db, user, locale, req }) {
    const s = await scopedRollup(db, user, query);
    s.where.add(`s.status = 'paid'`);
    const granularity = granularityOf(query);
    // one row more than the cap tells an oversized export without counting the groups twice
    const { list } = await timeRows(db, s, granularity, { limit: LIMITS.exportRowsMax + 1, offset: 0 });
    if (list.length > LIMITS.exportRowsMax) fail(209019);
    return xlsxExport(req.log, `pay-stats-${query.startDate.replace(/-/g, '')}-${query.endDate.replace(/-/g, '')}.xlsx`, (out) =>
      writeStatsWorkbook(list, locale, out),
    );
  },
};
