/**
 * CSV files of the imports (document 1 §5: "A CSV helper rejects non-CSV files with 'Format Error: the file you
 * uploaded is not a CSV'" — 217030), read alike by the server and, before sending, by the console: text in UTF-8
 * (with or without a byte-order mark) or Shift_JIS, which Japanese Excel writes, split by RFC 4180 (commas,
 * double-quoted cells with "" for a quote, CRLF, LF or CR line ends). Not a CSV: bytes that are neither
 * encoding, control characters (a binary file named .csv), quoting that does not close.
 *
 * The parser is this strict one rather than SheetJS's: that one guesses the separator, sniffs other formats from
 * the first bytes and reads an unclosed quote as text, so a broken file would import rows nobody wrote.
 */

export type CsvCell = string | undefined;
export interface CsvRow {
  /** The record's number, the header 1, as a spreadsheet opening the file numbers its rows. */
  row: number;
  /** Trimmed text; an empty cell undefined. */
  cells: CsvCell[];
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];
// C0 controls but tab and the line ends, and DEL: no spreadsheet writes them into a CSV, every binary file has them
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The file's text: UTF-8 when its bytes are UTF-8 (a BOM says so too), else Shift_JIS; undefined when neither. */
export function csvText(data: Uint8Array): string | undefined {
  const bom = UTF8_BOM.every((b, i) => data[i] === b);
  const body = bom ? data.subarray(UTF8_BOM.length) : data;
  for (const encoding of bom ? ['utf-8'] : ['utf-8', 'shift_jis']) {
    let text: string;
    try {
      text = new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(body);
    } catch {
      continue; // not this encoding
    }
    return CONTROL.test(text) ? undefined : text;
  }
  return undefined;
}

const cell = (raw: string): CsvCell => (raw.trim() === '' ? undefined : raw.trim());
const ends = (c: string | undefined) => c === ',' || c === '\r' || c === '\n';

/** The records of CSV text; undefined when its quoting is broken (a quote never closed, or inside a bare cell). */
export function csvRecords(text: string): CsvRow[] | undefined {
  const rows: CsvRow[] = [];
  const n = text.length;
  let cells: CsvCell[] = [];
  let i = 0;
  while (i < n) {
    let value = '';
    if (text[i] === '"') {
      // a quoted cell runs to the quote not doubled, which a separator, a line end or the end must follow
      for (i++; ;) {
        const q = text.indexOf('"', i);
        if (q < 0) return undefined;
        value += text.slice(i, q);
        i = q + 1;
        if (text[i] !== '"') break;
        value += '"';
        i++;
      }
      if (i < n && !ends(text[i])) return undefined;
    } else {
      const start = i;
      while (i < n && !ends(text[i])) i++;
      value = text.slice(start, i);
      if (value.includes('"')) return undefined;
    }
    cells.push(cell(value));
    if (text[i] === ',') {
      i++;
      // a separator last in the text still ends with one more (empty) cell
      if (i === n) cells.push(undefined);
      else continue;
    }
    rows.push({ row: rows.length + 1, cells });
    cells = [];
    i += text[i] === '\r' && text[i + 1] === '\n' ? 2 : 1;
  }
  return rows;
}

/** A CSV file's records, or undefined when it is not a CSV (217030). */
export function readCsv(data: Uint8Array): CsvRow[] | undefined {
  const text = csvText(data);
  return text === undefined ? undefined : csvRecords(text);
}
