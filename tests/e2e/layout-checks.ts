/**
 * What the layout guard (tests/e2e/layout-guard.test.ts) checks on a screen, run inside the page: each
 * problem comes back as one line a person can act on. Kept apart from the test so the checks read as
 * the rules they are:
 * - the page never scrolls sideways;
 * - no word in a table heading or cell is broken across lines (a column narrower than its longest word
 *   wraps it letter by letter: "オンライ/ン", "DEMO-/000137");
 * - no visible text is a raw identifier from the code: a camelCase key, a field path such as `3.name`, a key
 *   of the console's own messages, or a code of an enum of schemas/ (`directFailed`, `md5_mismatch`, or a
 *   lowercase one such as `other` standing as a whole value) where its label belongs (raw data is shown in
 *   <code>/<pre>, which are left alone);
 * - a sticky column covers no other cell's content.
 */
import type { Page } from 'playwright-core';

export interface LayoutProblem {
  kind: 'sideways' | 'brokenWord' | 'rawIdentifier' | 'stickyCovers';
  detail: string;
}

/**
 * The codes of the enums of schemas/ a user may see (labelled by `x-enum` or `x-labels`) that are not ordinary
 * words or numbers: identifiers of letters, at least 4 long. A value written as the data says (a serial, a name)
 * never is one.
 */
export function enumCodes(schemas: Record<string, unknown>): string[] {
  const codes = new Set<string>();
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const n = node as Record<string, unknown>;
    if (Array.isArray(n.enum) && (typeof n['x-enum'] === 'string' || typeof n['x-labels'] === 'string'))
      for (const v of n.enum) if (typeof v === 'string' && /^[a-z][a-z0-9]*(?:[A-Z_][a-z0-9]+)*$/.test(v) && /[a-z]{4}/i.test(v)) codes.add(v);
    for (const v of Object.values(n)) walk(v);
  };
  walk(schemas);
  return [...codes].sort();
}

/** The top-level namespaces of the console's messages ("resources", "screens", "ra", …), and the enum codes (enumCodes). */
export async function layoutProblems(page: Page, locale: string, namespaces: string[], codes: string[] = []): Promise<LayoutProblem[]> {
  // the function below is sent as its source; the test's transform wraps its inner functions in __name()
  await page.evaluate('globalThis.__name ??= (f) => f');
  return page.evaluate(
    ({ locale, namespaces, codes }) => {
      const problems: { kind: 'sideways' | 'brokenWord' | 'rawIdentifier' | 'stickyCovers'; detail: string }[] = [];
      const root = document.scrollingElement ?? document.documentElement;
      if (root.scrollWidth > root.clientWidth + 1)
        problems.push({ kind: 'sideways', detail: `the page is ${root.scrollWidth} px wide in a ${root.clientWidth} px window` });

      const shown = (el: Element) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
      const textNodes = (within: Element) => {
        const nodes: Text[] = [];
        const walker = document.createTreeWalker(within, NodeFilter.SHOW_TEXT, {
          acceptNode: (n) => {
            const parent = n.parentElement;
            if (!parent || !n.textContent?.trim()) return NodeFilter.FILTER_REJECT;
            if (parent.closest('code, pre, script, style, [aria-hidden="true"]')) return NodeFilter.FILTER_REJECT;
            return shown(parent) ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT;
          },
        });
        for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
        return nodes;
      };
      const where = (el: Element | null) => {
        const cell = el?.closest('th, td');
        const text = (cell ?? el)?.textContent?.trim().slice(0, 40) ?? '';
        const column = cell ? [...cell.classList].find((c) => c.startsWith('column-')) : undefined;
        return column ? `${column} "${text}"` : `"${text}"`;
      };

      // words broken across lines in table headings and cells, and in the side menu's labels
      const words = new Intl.Segmenter(locale, { granularity: 'word' });
      // the lines a range is laid out on: boxes that overlap vertically are one line (a fallback font's box sits a
      // pixel higher or lower than its neighbours')
      const lines = (range: Range) => {
        const boxes = [...range.getClientRects()].filter((r) => r.width > 0).sort((a, b) => a.top - b.top);
        let count = 0;
        let bottom = -Infinity;
        for (const b of boxes) {
          if (b.top >= bottom - 2) count++;
          bottom = Math.max(bottom, b.bottom);
        }
        return count;
      };
      const seenCells = new Set<Element>();
      for (const cell of document.querySelectorAll('th, td, nav a, nav [role="button"]')) {
        if (seenCells.has(cell) || !shown(cell)) continue;
        seenCells.add(cell);
        for (const node of textNodes(cell)) {
          const text = node.textContent ?? '';
          const spans: [number, number][] = [];
          // a run of code-like characters (a serial, a model, an amount) is one word, whatever the segmenter says
          for (const m of text.matchAll(/[\x21-\x7e]+/g)) spans.push([m.index, m.index + m[0].length]);
          for (const s of words.segment(text)) {
            if (s.isWordLike && !/^[\x21-\x7e]+$/.test(s.segment)) spans.push([s.index, s.index + s.segment.length]);
          }
          for (const [start, end] of spans) {
            const range = document.createRange();
            range.setStart(node, start);
            range.setEnd(node, end);
            if (lines(range) > 1) {
              problems.push({ kind: 'brokenWord', detail: `"${text.slice(start, end)}" wraps inside ${where(node.parentElement)}` });
              break;
            }
          }
        }
      }

      // raw identifiers anywhere on screen
      const namespace = new RegExp(`^(${namespaces.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\.[\\w.]+$`);
      const camel = /^[a-z]+(?:[A-Z][a-z0-9]*)+$/;
      // units and names that are written this way
      const spelled = new Set(['dBm', 'kWh', 'mAh', 'iOS', 'iPhone', 'iPad', 'macOS']);
      const fieldPath = /^\d+\.[a-z][A-Za-z]*$/;
      const reported = new Set<string>();
      const enumCode = new Set(codes);
      const snake = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/;
      for (const node of textNodes(document.body)) {
        // a lowercase code standing as a whole value (a table cell, a chip, a detail's value: "other", "payment"),
        // where a label belongs; elsewhere (a sentence, the shell's own words) such a word may be plain English
        const whole = (node.parentElement?.textContent ?? '').trim();
        const value = node.parentElement?.closest('td, dd, .MuiChip-label');
        if (value && whole === (node.textContent ?? '').trim() && /^[a-z]{4,}$/.test(whole) && enumCode.has(whole) && !reported.has(whole)) {
          reported.add(whole);
          problems.push({ kind: 'rawIdentifier', detail: `an enum code "${whole}" in ${where(node.parentElement)}` });
        }
        for (const raw of (node.textContent ?? '').split(/[\s、。，,：:（）()「」"'/／|・·]+/)) {
          const token = raw.replace(/^[^\w]+|[^\w]+$/g, '');
          if (!token || reported.has(token)) continue;
          const kind =
            (camel.test(token) || snake.test(token)) && enumCode.has(token)
              ? 'an enum code'
              : camel.test(token) && !spelled.has(token)
                ? 'a camelCase key'
                : fieldPath.test(token)
                  ? 'a field path'
                  : namespace.test(token)
                    ? 'a message key'
                    : undefined;
          if (!kind) continue;
          reported.add(token);
          problems.push({ kind: 'rawIdentifier', detail: `${kind} "${token}" in ${where(node.parentElement)}` });
        }
      }

      // sticky cells covering the content of the other cells of their row
      for (const row of document.querySelectorAll('tr')) {
        if (!shown(row)) continue;
        const cells = [...row.children].filter((c) => shown(c));
        const sticky = cells.filter((c) => getComputedStyle(c).position === 'sticky');
        if (!sticky.length) continue;
        for (const s of sticky) {
          const cover = s.getBoundingClientRect();
          for (const other of cells) {
            if (sticky.includes(other)) continue;
            const range = document.createRange();
            range.selectNodeContents(other);
            for (const r of range.getClientRects()) {
              const overlap = Math.min(r.right, cover.right) - Math.max(r.left, cover.left);
              const vertical = Math.min(r.bottom, cover.bottom) - Math.max(r.top, cover.top);
              if (r.width > 0 && overlap > 1 && vertical > 1) {
                problems.push({ kind: 'stickyCovers', detail: `${where(s)} covers ${where(other)} by ${Math.round(overlap)} px` });
                break;
              }
            }
          }
        }
      }
      return problems;
    },
    { locale, namespaces, codes },
  );
}
