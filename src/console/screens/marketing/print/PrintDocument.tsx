/**
 * The collective print's document: A4 pages in millimetres, as the printer takes them. Posters are a page per
 * store; claim cards and stamp cards are the stores' copies packed into cells of the layout (a page, 2 × 5 or
 * 3 × 8 labels), each naming the campaign and the store, with the QR code of the store's claim link.
 */
import { useMemo } from 'react';
import { useTranslate } from 'ra-core';
import { encode } from 'uqr';
import type { CallAnswer } from '../../../providers/http';

export type PrintSheet = CallAnswer<'activityPrint'>;
type Store = PrintSheet['stores'][number];
type Layout = PrintSheet['layout'];

/** Cells of a page (columns × rows) and a cell's size in mm. */
const GRID: Record<Layout, { cols: number; rows: number; w: number; h: number }> = {
  a4: { cols: 1, rows: 1, w: 210, h: 297 },
  a4x10: { cols: 2, rows: 5, w: 105, h: 59.4 },
  a4x24: { cols: 3, rows: 8, w: 70, h: 37 },
};
const STAMP_GLYPH: Record<string, string> = { star: '☆', heart: '♡', coffee: '☕', flower: '✿' };

/** The page rules: A4 without the printer's margins, a page break after each sheet, nothing else of the console. */
export const PRINT_CSS = `
@page { size: A4 portrait; margin: 0; }
.cp-page { width: 210mm; height: 297mm; box-sizing: border-box; overflow: hidden; background: #fff; color: #000;
  display: grid; align-content: center; justify-content: center; font-family: 'Noto Sans CJK JP', 'Noto Sans JP', sans-serif; }
.cp-cell { box-sizing: border-box; overflow: hidden; display: flex; align-items: center; gap: 3mm; padding: 3mm; border: 0.2mm dashed #bbb; }
.cp-cell svg, .cp-poster svg { display: block; flex: none; }
.cp-text { min-width: 0; display: flex; flex-direction: column; gap: 1mm; }
.cp-campaign { font-weight: 700; }
.cp-small { font-size: 2.6mm; color: #333; }
.cp-stamps { display: grid; gap: 1mm; }
.cp-stamps span { border: 0.3mm solid #666; border-radius: 50%; aspect-ratio: 1; display: grid; place-items: center; color: #bbb; }
.cp-poster { width: 210mm; height: 297mm; box-sizing: border-box; padding: 20mm; display: flex; flex-direction: column; align-items: center;
  justify-content: space-between; text-align: center; background: #fff; color: #000; font-family: 'Noto Sans CJK JP', 'Noto Sans JP', sans-serif; }
@media screen { .cp-page, .cp-poster { margin: 0 auto 8mm; box-shadow: 0 0 2mm rgba(0,0,0,.3); } }
@media print {
  body > *:not(.cp-print) { display: none !important; }
  .cp-print { display: block !important; }
  .cp-page, .cp-poster { break-after: page; page-break-after: always; }
  .cp-cell { border-color: transparent; }
}
`;

/** One SVG path drawing a QR code's dark modules (`true`), a unit square each. */
function qrPath(modules: boolean[][]): string {
  const parts: string[] = [];
  modules.forEach((row, y) => row.forEach((dark, x) => dark && parts.push(`M${x} ${y}h1v1h-1z`)));
  return parts.join('');
}

/** The store's QR code (error correction M, uqr), `size` mm square with the standard's quiet zone of 4 modules. */
function Qr({ url, size, label }: { url: string; size: number; label: string }) {
  const code = useMemo(() => encode(url, { ecc: 'M', border: 4 }), [url]);
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${code.size} ${code.size}`} width={`${size}mm`} height={`${size}mm`} shapeRendering="crispEdges">
      <rect width={code.size} height={code.size} fill="#fff" />
      <path d={qrPath(code.data)} fill="#000" />
    </svg>
  );
}

/** Texts sized to the cell: a label's are small, an A4 card's large. */
const scale = (layout: Layout) => (layout === 'a4' ? 2.4 : layout === 'a4x10' ? 1 : 0.75);

function ClaimCard({ sheet, store }: { sheet: PrintSheet; store: Store }) {
  const t = useTranslate();
  const k = scale(sheet.layout);
  const cell = GRID[sheet.layout];
  return (
    <div
      className="cp-cell"
      data-kind="claimCard"
      style={{ width: `${cell.w}mm`, height: `${cell.h}mm`, flexDirection: sheet.layout === 'a4' ? 'column' : 'row', justifyContent: 'center' }}
    >
      <Qr
        url={store.claimUrl}
        size={Math.min(cell.h, cell.w) - 8 * k - (sheet.layout === 'a4' ? 80 : 0)}
        label={t('campaignPrint.qrOf', { store: store.name })}
      />
      <div className="cp-text" style={{ textAlign: sheet.layout === 'a4' ? 'center' : 'left' }}>
        <span className="cp-campaign" style={{ fontSize: `${4 * k}mm` }}>
          {sheet.campaign.name}
        </span>
        <span style={{ fontSize: `${3.4 * k}mm` }}>{store.name}</span>
        <span className="cp-small" style={{ fontSize: `${2.4 * k}mm` }}>
          {t('campaignPrint.scanToJoin', { platform: t(`enum.walletPlatform.${sheet.platform}`) })}
        </span>
      </div>
    </div>
  );
}

function StampCard({ sheet, store }: { sheet: PrintSheet; store: Store }) {
  const t = useTranslate();
  const k = scale(sheet.layout);
  const cell = GRID[sheet.layout];
  const n = sheet.campaign.redeemCount ?? 1;
  const cols = Math.min(n, sheet.layout === 'a4' ? 5 : 10);
  return (
    <div
      className="cp-cell"
      data-kind="stampCard"
      style={{ width: `${cell.w}mm`, height: `${cell.h}mm`, flexDirection: sheet.layout === 'a4' ? 'column' : 'row' }}
    >
      <div className="cp-text" style={{ flex: 1 }}>
        <span className="cp-campaign" style={{ fontSize: `${3.6 * k}mm` }}>
          {sheet.campaign.name}
        </span>
        <span style={{ fontSize: `${3 * k}mm` }}>{store.name}</span>
        <div className="cp-stamps" style={{ gridTemplateColumns: `repeat(${cols}, minmax(0, ${8 * k}mm))`, fontSize: `${3 * k}mm` }}>
          {Array.from({ length: n }, (_, i) => (
            <span key={i}>{STAMP_GLYPH[sheet.campaign.stampStyle ?? ''] ?? i + 1}</span>
          ))}
        </div>
        <span className="cp-small" style={{ fontSize: `${2.4 * k}mm` }}>
          {t('campaignPrint.stampsForPrize', { n })} · {sheet.campaign.startDate} – {sheet.campaign.endDate}
        </span>
      </div>
      <Qr url={store.claimUrl} size={Math.min(cell.h - 8, 40) * (sheet.layout === 'a4' ? 1.5 : 0.8)} label={t('campaignPrint.qrOf', { store: store.name })} />
    </div>
  );
}

function Poster({ sheet, store }: { sheet: PrintSheet; store: Store }) {
  const t = useTranslate();
  return (
    <section className="cp-poster" data-kind="poster" aria-label={t('campaignPrint.posterOf', { store: store.name })}>
      <div>
        <div style={{ fontSize: '7mm' }}>{sheet.merchantName}</div>
        <h1 style={{ fontSize: '16mm', margin: '6mm 0' }}>{sheet.campaign.name}</h1>
        <div style={{ fontSize: '6mm' }}>
          {t(`enum.campaignType.${sheet.campaign.type}`)} · {sheet.campaign.startDate} – {sheet.campaign.endDate}
        </div>
        <ul style={{ fontSize: '6mm', listStyle: 'none', padding: 0, margin: '8mm 0 0' }}>
          {sheet.campaign.notes.map((note, i) => (
            <li key={i}>{note}</li>
          ))}
        </ul>
      </div>
      <Qr url={store.claimUrl} size={90} label={t('campaignPrint.qrOf', { store: store.name })} />
      <div>
        <div style={{ fontSize: '7mm' }}>{t('campaignPrint.scanToJoin', { platform: t(`enum.walletPlatform.${sheet.platform}`) })}</div>
        <div style={{ fontSize: '10mm', fontWeight: 700, marginTop: '4mm' }}>{store.name}</div>
        {sheet.sandbox && <div style={{ fontSize: '3mm', color: '#666', marginTop: '4mm' }}>{t('campaignPrint.sandboxLink')}</div>}
      </div>
    </section>
  );
}

/** The cards of every store, each `copies` times, cut into pages of the layout's cells. */
function CardPages({ sheet, kind }: { sheet: PrintSheet; kind: 'claimCard' | 'stampCard' }) {
  const grid = GRID[sheet.layout];
  const perPage = grid.cols * grid.rows;
  const cards = sheet.stores.flatMap((store) => Array.from({ length: sheet.copies }, () => store));
  const pages = Array.from({ length: Math.ceil(cards.length / perPage) }, (_, p) => cards.slice(p * perPage, (p + 1) * perPage));
  const Card = kind === 'claimCard' ? ClaimCard : StampCard;
  return pages.map((page, p) => (
    <div key={`${kind}-${p}`} className="cp-page" style={{ gridTemplateColumns: `repeat(${grid.cols}, ${grid.w}mm)`, gridAutoRows: `${grid.h}mm` }}>
      {page.map((store, i) => (
        <Card key={i} sheet={sheet} store={store} />
      ))}
    </div>
  ));
}

/** The whole document: for each kind asked, its pages. */
export function PrintDocument({ sheet }: { sheet: PrintSheet }) {
  return (
    <>
      {sheet.kinds.includes('claimCard') && <CardPages sheet={sheet} kind="claimCard" />}
      {sheet.kinds.includes('poster') && sheet.stores.map((store) => <Poster key={store.id} sheet={sheet} store={store} />)}
      {sheet.kinds.includes('stampCard') && <CardPages sheet={sheet} kind="stampCard" />}
    </>
  );
}

/** Pages the document prints on. */
export function pageCount(sheet: PrintSheet): number {
  const perPage = GRID[sheet.layout].cols * GRID[sheet.layout].rows;
  const cardPages = Math.ceil((sheet.stores.length * sheet.copies) / perPage);
  return (
    (sheet.kinds.includes('claimCard') ? cardPages : 0) +
    (sheet.kinds.includes('poster') ? sheet.stores.length : 0) +
    (sheet.kinds.includes('stampCard') ? cardPages : 0)
  );
}
