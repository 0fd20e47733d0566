import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { exportable } from '../../shared/text/index.ts';

// Printed documents (invoices, УПД, acts, contracts) with pdfkit and the DejaVu fonts from the npm
// registry: fonts with Cyrillic, embedded into every file, so a document reads the same anywhere.
const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  condensed: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf'),
  'condensed-bold': require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf'),
} as const;
export type PdfFont = keyof typeof FONT_FILES;
export type Pdf = PDFKit.PDFDocument;

export interface PdfOptions {
  readonly layout?: 'portrait' | 'landscape';
  readonly margin: number;
  readonly title: string;
  readonly author: string;
}

/**
 * An A4 document drawn by `draw`, as the bytes of a PDF file. What `draw` returns runs once every
 * page is drawn, with their count («Документ составлен на 2 листах», «Лист 1 из 2»), on any page
 * (`doc.switchToPage`).
 */
export function renderPdf(
  options: PdfOptions,
  draw: (doc: Pdf) => ((doc: Pdf, pages: number) => void) | void,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      layout: options.layout ?? 'portrait',
      margin: options.margin,
      bufferPages: true,
      info: { Title: printable(options.title), Author: printable(options.author) },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      for (const [name, file] of Object.entries(FONT_FILES)) doc.registerFont(name, file);
      doc.font('regular');
      const finish = draw(doc);
      if (finish) finish(doc, doc.bufferedPageRange().count);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

// Line and paragraph separators and the interlinear annotation marks: a page has no use for them.
const UNPRINTABLE = /[\u2028\u2029\ufff9-\ufffb]/g;

/**
 * Text as a document may print it, whatever a person typed or was stored before the rule of
 * ADR 0051: tabs become spaces, line breaks stay, what no text may hold goes (a broken surrogate
 * becomes U+FFFD). A character the font lacks still prints (as an empty box), never stops the document.
 */
export function printable(text: string): string {
  return exportable(text)
    .replace(/\r\n?|\t/g, (match) => (match === '\t' ? ' ' : '\n'))
    .replace(UNPRINTABLE, '');
}

const MONEY = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** «194 001,00»: roubles with kopecks, grouped by an ordinary space (as the forms print it). */
export const money = (value: number): string => MONEY.format(value).replace(/[\u00a0\u202f]/g, ' ');
/** «2026-11-27» → «27.11.2026». */
export const day = (iso: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : iso;
};
/** A quantity as a form prints it: «2», «1,5». */
export const quantity = (value: number): string =>
  new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 3 }).format(value).replace(/[\u00a0\u202f]/g, ' ');

/** One cell of a table row; `span` columns wide and (in a header) `rowSpan` rows high, 1 unless told. */
export interface PdfCell {
  readonly text: string;
  readonly span?: number;
  readonly rowSpan?: number;
  readonly font?: PdfFont;
  /** Points; the table's size unless told. */
  readonly size?: number;
  readonly align?: 'left' | 'center' | 'right';
}
export interface PdfTable {
  readonly x: number;
  readonly widths: readonly number[];
  /** Rows repeated at the top of every page the table runs onto; their cells may span rows. */
  readonly header: ReadonlyArray<readonly PdfCell[]>;
  readonly rows: ReadonlyArray<readonly PdfCell[]>;
  readonly fontSize: number;
  readonly padding?: number;
  readonly font?: PdfFont;
}

/** The bottom of the page's writable area. */
export const pageBottom = (doc: Pdf): number => doc.page.height - doc.page.margins.bottom;

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

/** Rows of cells laid on the table's columns: where each cell sits and how high each row must be. */
function layoutGrid(doc: Pdf, table: PdfTable, rows: ReadonlyArray<readonly PdfCell[]>, limit: number) {
  const padding = table.padding ?? 2;
  const taken: boolean[][] = [];
  const cells: Array<{
    cell: PdfCell;
    text: string;
    row: number;
    rowSpan: number;
    x: number;
    width: number;
    needs: number;
  }> = [];
  rows.forEach((row, r) => {
    let column = 0;
    for (const cell of row) {
      while (taken[r]?.[column]) column += 1;
      const span = Math.max(1, cell.span ?? 1);
      const rowSpan = Math.max(1, Math.min(cell.rowSpan ?? 1, rows.length - r));
      for (let rr = r; rr < r + rowSpan; rr += 1)
        for (let cc = column; cc < column + span; cc += 1) (taken[rr] ??= [])[cc] = true;
      const x = table.x + sum(table.widths.slice(0, column));
      const width = sum(table.widths.slice(column, column + span));
      const text = printable(cell.text);
      doc.font(cell.font ?? table.font ?? 'regular').fontSize(cell.size ?? table.fontSize);
      const needs =
        (text === ''
          ? (cell.size ?? table.fontSize)
          : doc.heightOfString(text, { width: Math.max(1, width - 2 * padding) })) +
        2 * padding;
      cells.push({ cell, text, row: r, rowSpan, x, width, needs });
      column += span;
    }
  });
  const heights = rows.map(() => 0);
  for (const item of cells.filter((c) => c.rowSpan === 1))
    heights[item.row] = Math.max(heights[item.row]!, item.needs);
  for (const item of cells.filter((c) => c.rowSpan > 1)) {
    const last = item.row + item.rowSpan - 1;
    const short = item.needs - sum(heights.slice(item.row, last + 1));
    if (short > 0) heights[last] = heights[last]! + short;
  }
  // A row taller than the room a page gives is cut, never spilled over the rules.
  const scale = Math.min(1, limit / Math.max(1, sum(heights)));
  return { cells, heights: heights.map((height) => height * scale), padding };
}

function drawGrid(doc: Pdf, table: PdfTable, grid: ReturnType<typeof layoutGrid>): void {
  const top = doc.y;
  for (const { cell, text, row, rowSpan, x, width } of grid.cells) {
    const y = top + sum(grid.heights.slice(0, row));
    const height = sum(grid.heights.slice(row, row + rowSpan));
    doc.rect(x, y, width, height).lineWidth(0.5).stroke();
    if (text === '') continue;
    doc.font(cell.font ?? table.font ?? 'regular').fontSize(cell.size ?? table.fontSize);
    doc.text(text, x + grid.padding, y + grid.padding, {
      width: Math.max(1, width - 2 * grid.padding),
      height: Math.max(cell.size ?? table.fontSize, height - 2 * grid.padding),
      ellipsis: true,
      align: cell.align ?? 'left',
    });
  }
  doc.x = table.x;
  doc.y = top + sum(grid.heights);
}

/**
 * A ruled table from `doc.y` down: each row as high as its tallest cell, a row that does not fit
 * starts a new page under the repeated header. A cell taller than a page is cut with an ellipsis
 * rather than spilling over the rules. Leaves `doc.y` under the table.
 */
export function drawTable(doc: Pdf, table: PdfTable): void {
  const room = pageBottom(doc) - doc.page.margins.top;
  const header = layoutGrid(doc, table, table.header, room / 2);
  const headerHeight = sum(header.heights);
  const rowLimit = room - headerHeight;
  const fits = (height: number) => doc.y + height <= pageBottom(doc);
  const rows = table.rows.map((row) => layoutGrid(doc, table, [row], rowLimit));
  if (!fits(headerHeight + (rows[0] ? sum(rows[0].heights) : 0))) doc.addPage();
  drawGrid(doc, table, header);
  for (const row of rows) {
    if (!fits(sum(row.heights))) {
      doc.addPage();
      drawGrid(doc, table, header);
    }
    drawGrid(doc, table, row);
  }
}

/**
 * A line to sign or fill in by hand, with its caption in small print under it («подпись»,
 * «ф.и.о.»); `value` is printed on the line when the document knows it.
 */
export function blank(doc: Pdf, x: number, y: number, width: number, caption: string, value = ''): void {
  const lineY = y + 9;
  doc
    .moveTo(x, lineY)
    .lineTo(x + width, lineY)
    .lineWidth(0.5)
    .stroke();
  if (value)
    doc
      .font('condensed')
      .fontSize(7)
      .text(printable(value), x, y, { width, height: 9, ellipsis: true, align: 'center', lineBreak: false });
  doc
    .font('condensed')
    .fontSize(5)
    .text(printable(caption), x, lineY + 1, { width, align: 'center' });
}

/** A new page when fewer than `height` points are left above the bottom margin. */
export function room(doc: Pdf, height: number): void {
  if (doc.y + height > pageBottom(doc)) doc.addPage();
}

/** One party of a signed paper: its role and the lines of its requisites. */
export interface SigningSide {
  readonly title: string;
  readonly text: string;
}

/**
 * The parties side by side from `top`, each with its requisites, a line to sign with the signature's
 * transcript beside it (at one height for all) and the seal's place; the cursor ends below them.
 */
export function signingSides(
  doc: Pdf,
  sides: readonly SigningSide[],
  frame: {
    readonly x: number;
    readonly width: number;
    readonly gap: number;
    readonly top: number;
    readonly textSize: number;
  },
): void {
  const half = (frame.width - frame.gap * (sides.length - 1)) / sides.length;
  const left = (index: number) => frame.x + index * (half + frame.gap);
  const textBottoms = sides.map((side, index) => {
    doc.font('bold').fontSize(10).text(side.title, left(index), frame.top, { width: half });
    doc
      .font('regular')
      .fontSize(frame.textSize)
      .text(printable(side.text), left(index), doc.y + 2, { width: half });
    return doc.y;
  });
  // The lines to sign share one height, below the longer requisites.
  const y = Math.max(...textBottoms) + 18;
  const bottoms = sides.map((_, index) => {
    const x = left(index);
    blank(doc, x, y, half * 0.44, '(подпись)');
    blank(doc, x + half * 0.49, y, half * 0.51, '(расшифровка подписи)');
    doc
      .font('regular')
      .fontSize(9)
      .text('М.П.', x, y + 22, { width: half });
    return doc.y;
  });
  doc.x = frame.x;
  doc.y = Math.max(...bottoms);
}

/** How `footEveryPage` prints its line. */
export interface PdfFoot {
  /** Points. */
  readonly size: number;
  /** How far above the page's bottom edge the line starts, in points. */
  readonly above: number;
  /** False keeps the line on one line whatever its length. */
  readonly lineBreak?: boolean;
  /** The colour to go back to after the line, when the document's own is not to stay grey. */
  readonly colorAfter?: string;
}

/**
 * A grey line centred between the side margins at the foot of every page («Лист 1 из 2»), in the
 * bottom margin: the margin is lifted while it is written, so writing there adds no page.
 */
export function footEveryPage(doc: Pdf, pages: number, text: (page: number) => string, foot: PdfFoot): void {
  for (let page = 0; page < pages; page += 1) {
    doc.switchToPage(page);
    const { left, right, bottom } = doc.page.margins;
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(foot.size)
      .fillColor('#555555')
      .text(text(page), left, doc.page.height - foot.above, {
        width: doc.page.width - left - right,
        align: 'center',
        ...(foot.lineBreak === undefined ? {} : { lineBreak: foot.lineBreak }),
      });
    if (foot.colorAfter) doc.fillColor(foot.colorAfter);
    doc.page.margins.bottom = bottom;
  }
}
