/**
 * The words of an export's workbook in the four languages: the console's own messages
 * (src/console/i18n/messages/*.json), so a heading reads as the screen's column does and is written once —
 * `resources.<resource>.fields.<field>`, else the shared `fields.<field>`; an enum value by its schema's
 * `x-enum` group (`enum.<group>.<value>`); the enabled field by `enum.status`. A file an import reads back
 * names a domain workbook instead (`x-table.export.workbook`): the import reads those headings and words,
 * which may be worded unlike the screen's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { RESOURCES } from '../../../resources/index.js';
import { SCHEMA_BASE } from '../../domain/schema-registry.js';
import { translated, type Texts } from '../../domain/texts.js';
import type { Translated } from '../../domain/locale.js';
import type { ExportColumn } from '../../domain/replenishment.js';
import { GOODS_CATEGORY_LABELS, GOODS_EXPORT_COLUMNS, GOODS_STATUS_LABELS } from '../../domain/goods-io.js';
import { mergeMessages, withSharedFields, type Messages } from '../../console/i18n/index.js';
import type { TableSpec } from './spec.js';

/** A domain workbook: its columns (headings, widths) and the words of coded values, by field. */
interface Workbook {
  columns: ExportColumn[];
  values: Record<string, Record<string | number, Translated>>;
}

/** The domain workbooks an `x-table.export.workbook` may name. */
const WORKBOOKS: Record<string, Workbook> = {
  goods: { columns: GOODS_EXPORT_COLUMNS, values: { categoryId: GOODS_CATEGORY_LABELS, status: GOODS_STATUS_LABELS } },
};

/** What the writer needs: the columns, and each field's words of its values (a field absent: written as is). */
export interface ExportLabels {
  columns: ExportColumn[];
  values: Record<string, Record<string, Translated>>;
}

const MESSAGES_DIR = join(fileURLToPath(new URL('.', import.meta.url)), '../../console/i18n/messages');
let consoleMessages: Messages | undefined;

/** Reads every area's messages once (the server's start, before the export handlers are built). */
export function loadConsoleMessages(): void {
  if (consoleMessages) return;
  const tables: Messages[] = [];
  for (const file of readdirSync(MESSAGES_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    tables.push(JSON.parse(readFileSync(join(MESSAGES_DIR, file), 'utf8')) as Messages);
  }
  consoleMessages = withSharedFields(mergeMessages(...tables));
}

const isTexts = (v: unknown): v is Texts => Array.isArray(v) && v.length === 4 && v.every((s) => typeof s === 'string');
const DEFAULT_WIDTH = 16;

/**
 * The headings and value words of `spec`'s export, checked now: a field without a heading stops the start.
 * `record`: the record's properties (references inlined), for their `x-enum`.
 */
export function exportLabels(spec: TableSpec, record: Record<string, { 'x-enum'?: string }>, where: string): ExportLabels {
  const fields = spec.export!.fields;
  const named = spec.export!.workbook;
  if (named !== undefined) {
    const book = WORKBOOKS[named];
    if (!book) throw new Error(`${where}: export.workbook ${named} is not one of ${Object.keys(WORKBOOKS).join(', ')}`);
    const columns = fields.map((f) => {
      const c = book.columns.find((x) => x.key === f);
      if (!c) throw new Error(`${where}: export field ${f} has no column in workbook ${named}`);
      return c;
    });
    return { columns, values: book.values };
  }
  if (!consoleMessages) throw new Error(`${where}: the console's messages are not loaded (loadConsoleMessages)`);
  const m = consoleMessages as { resources?: Record<string, { fields?: Messages }>; fields?: Messages; enum?: Record<string, Messages> };
  // the declaration of the schema names the console's resource (of a record's `$defs` entry too: its file's); a schema
  // no screen declares takes the shared labels
  const resource = RESOURCES.find((r) => `${SCHEMA_BASE}${r.schema}` === spec.schema.split('#')[0])?.name;
  const labels = (resource && m.resources?.[resource]?.fields) || m.fields || {};
  const columns = fields.map((f): ExportColumn => {
    const texts = labels[f];
    if (!isTexts(texts))
      throw new Error(`${where}: export field ${f} has no label (resources.${resource ?? '?'}.fields.${f} or fields.${f} in src/console/i18n/messages)`);
    return { key: f, label: translated(texts), width: DEFAULT_WIDTH };
  });
  const values: ExportLabels['values'] = {};
  for (const f of fields) {
    // a field's own `x-enum` names its words (an alarm's status: active, cleared), else the enabling field's are enum.status
    const group = record[f]?.['x-enum'] ?? (f === spec.enabled?.field && !spec.enabled.boolean ? 'status' : undefined);
    const words = group ? m.enum?.[group] : undefined;
    if (words)
      values[f] = Object.fromEntries(
        Object.entries(words)
          .filter(([, v]) => isTexts(v))
          .map(([k, v]) => [k, translated(v as Texts)]),
      );
  }
  return { columns, values };
}

/**
 * The words of a hand-written export (one the export verb cannot write: amounts in the major unit, a revoked row
 * struck through) from the same messages: `heading(field)` as exportLabels reads a column's heading for
 * `resource`, `text(path)` any message by its dotted path (`menu.cashPayments`, `enum.cashStatus.revoked`). Read
 * when the module asking is loaded, so a missing word stops the start.
 */
export function consoleWords(resource: string): { heading: (field: string) => Translated; text: (path: string) => Translated } {
  loadConsoleMessages();
  const m = consoleMessages as Messages;
  const at = (path: string): unknown => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], m);
  const text = (path: string): Translated => {
    const texts = at(path);
    if (!isTexts(texts)) throw new Error(`${resource}'s export: no message ${path} in src/console/i18n/messages`);
    return translated(texts);
  };
  const heading = (field: string): Translated =>
    isTexts(at(`resources.${resource}.fields.${field}`)) ? text(`resources.${resource}.fields.${field}`) : text(`fields.${field}`);
  return { heading, text };
}
