/**
 * The CSV rule of the imports (document 1 §5; domain/csv.ts), read alike by the server and the console: good
 * files and their records, and the files that are no CSV (217030).
 */
import { describe, expect, it } from 'vitest';
import { readCsv } from '../../src/domain/csv.js';

const bytes = (text: string) => new TextEncoder().encode(text);
const cells = (data: Uint8Array) => readCsv(data)?.map((r) => [r.row, ...r.cells]);

describe('readCsv', () => {
  const GOOD: [string, Uint8Array, unknown[][]][] = [
    [
      'UTF-8 without BOM, LF',
      bytes('a,b\n1,2\n'),
      [
        [1, 'a', 'b'],
        [2, '1', '2'],
      ],
    ],
    [
      'UTF-8 with BOM, CRLF, no final line end',
      bytes('\ufeffa,b\r\n1,2'),
      [
        [1, 'a', 'b'],
        [2, '1', '2'],
      ],
    ],
    [
      'CR line ends (old Mac Excel)',
      bytes('a\rb\r'),
      [
        [1, 'a'],
        [2, 'b'],
      ],
    ],
    ['quoted comma, doubled quote, line end inside quotes', bytes('"x,y","say ""hi""","l1\nl2"\n'), [[1, 'x,y', 'say "hi"', 'l1\nl2']]],
    ['empty cells are undefined, cells are trimmed', bytes(' a ,,\n'), [[1, 'a', undefined, undefined]]],
    [
      'a blank line is a record of one empty cell',
      bytes('a\n\nb\n'),
      [
        [1, 'a'],
        [2, undefined],
        [3, 'b'],
      ],
    ],
    ['leading zeros stay text', bytes('0012,09011112222\n'), [[1, '0012', '09011112222']]],
    ['a tab inside a cell is text', bytes('a\tb,c\n'), [[1, 'a\tb', 'c']]],
    // 商品,お茶 in Shift_JIS
    ['Shift_JIS', new Uint8Array([0x8f, 0xa4, 0x95, 0x69, 0x2c, 0x82, 0xa8, 0x92, 0x83, 0x0d, 0x0a]), [[1, '商品', 'お茶']]],
    ['an empty file has no records', new Uint8Array(0), []],
  ];
  for (const [what, data, want] of GOOD) it(`reads ${what}`, () => expect(cells(data)).toEqual(want));

  const BAD: [string, Uint8Array][] = [
    ['a PNG', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
    ['UTF-16 (NUL bytes)', new Uint8Array([0xff, 0xfe, 0x61, 0x00, 0x2c, 0x00, 0x62, 0x00])],
    ['a form feed (binary)', bytes('a,b\f\n')],
    ['neither UTF-8 nor Shift_JIS', new Uint8Array([0x61, 0x2c, 0x85, 0x40, 0xff])],
    ['a BOM then bytes that are not UTF-8', new Uint8Array([0xef, 0xbb, 0xbf, 0x8f, 0xa4])],
    ['a quote never closed', bytes('a,"b\n')],
    ['a quote inside a bare cell', bytes('a,b"c\n')],
    ['text after a closing quote', bytes('a,"b"c\n')],
    ['a space before an opening quote', bytes('a, "b"\n')],
  ];
  for (const [what, data] of BAD) it(`refuses ${what}`, () => expect(readCsv(data)).toBeUndefined());
});
