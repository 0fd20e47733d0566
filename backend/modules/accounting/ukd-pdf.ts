import {
  day,
  money,
  printable,
  quantity,
  renderPdf,
  room,
  type Pdf,
  type PdfCell,
} from '../../../infra/pdf/index.ts';
import { basisLine } from './basis.ts';
import type { AdjustedFigures, DocumentAdjustment, DocumentIssued } from './events.ts';
import { okeiOf } from './okei.ts';
import {
  cell,
  currencyFields,
  field,
  formTable,
  formTitle,
  headCell,
  partyFields,
  sellerSignatures,
  sheetCount,
  signatureSides,
  transferField,
  lineHeadings,
} from './upd-pdf.ts';

// The УКД as the ФНС form prints it (корректировочный счёт-фактура of приложение № 2 к постановлению
// Правительства РФ от 26.12.2011 № 1137 with the document on the change of value, in the layout of
// письмо ФНС России от 17.10.2014 № ММВ-20-15/86@): landscape A4, the header's rows (1)–(5), the
// table's columns 1–9 with the rows А «до изменения», Б «после изменения», В «увеличение», Г
// «уменьшение», the totals of В and Г, the seller's signatures and the part [8]–[21]. ADR 0078.

const MARGIN = 20;
const WIDTH = 841.89 - 2 * MARGIN;
const SIDE = 112;
const DASH = '—';
const cents = (value: number): number => Math.round(value * 100);

/** What the УКД's table prints per line: the four rows of its figures. */
export interface UkdRow {
  readonly letter: 'А' | 'Б' | 'В' | 'Г';
  readonly label: string;
  readonly figures: AdjustedFigures | null;
}

const difference = (
  before: AdjustedFigures,
  after: AdjustedFigures,
  sign: 1 | -1,
): AdjustedFigures | null => {
  const delta = (pick: (f: AdjustedFigures) => number) =>
    (sign * (cents(pick(after)) - cents(pick(before)))) / 100;
  const figures = {
    quantity: sign * (after.quantity - before.quantity),
    price: delta((f) => f.price),
    amountWithoutVat: delta((f) => f.amountWithoutVat),
    vat: delta((f) => f.vat),
    amount: delta((f) => f.amount),
  };
  // A row says only what grew (В) or fell (Г); the other stays empty.
  return figures.amount > 0 || figures.quantity > 0 ? figures : null;
};

/** The four rows of a line: before, after, the increase and the decrease. */
export function ukdRows(line: DocumentAdjustment['lines'][number]): UkdRow[] {
  return [
    { letter: 'А', label: 'до изменения', figures: line.before },
    { letter: 'Б', label: 'после изменения', figures: line.after },
    { letter: 'В', label: 'увеличение', figures: difference(line.before, line.after, 1) },
    { letter: 'Г', label: 'уменьшение', figures: difference(line.before, line.after, -1) },
  ];
}

function header(doc: Pdf, document: DocumentIssued, adjustment: DocumentAdjustment, status: 1 | 2): void {
  const { top, sideBottom } = formTitle(doc, {
    appendix:
      'Приложение № 2 к постановлению Правительства Российской Федерации от 26 декабря 2011 г. № 1137',
    title: 'Универсальный корректировочный документ',
    status,
    legend:
      '1 — корректировочный счёт-фактура и документ об изменении стоимости\n2 — документ об изменении стоимости',
  });
  const x = MARGIN + SIDE;
  const width = WIDTH - SIDE;
  doc.x = x;
  doc.y = top + 10;
  const { seller, buyer } = document;
  field(
    doc,
    x,
    width,
    'Корректировочный счёт-фактура №',
    `${document.number} от ${day(document.issuedOn)}`,
    '1',
  );
  field(doc, x, width, 'Исправление корректировочного счёта-фактуры №', `${DASH} от ${DASH}`, '1а');
  field(
    doc,
    x,
    width,
    'к счёту-фактуре (документу об отгрузке) №',
    `${adjustment.number} от ${day(adjustment.issuedOn)}, с учётом исправления № ${DASH} от ${DASH}`,
    '1б',
  );
  partyFields(doc, { x, width }, 'seller', seller, '2');
  partyFields(doc, { x, width }, 'buyer', buyer, '3');
  currencyFields(doc, { x, width }, 4);
  doc.x = MARGIN;
  doc.y = Math.max(doc.y, sideBottom) + 4;
}

// Columns: № п/п, code, 1 name, the row's letter, 2 and 2а unit, 3 quantity, 4 price, 5 without VAT,
// 6 excise, 7 rate, 8 VAT, 9 with VAT (801.89 points in all).
const WIDTHS = [18, 50, 183.89, 62, 30, 44, 48, 66, 76, 44, 40, 66, 74];

function table(doc: Pdf, document: DocumentIssued, adjustment: DocumentAdjustment): void {
  const c = cell;
  const h = headCell;
  const right = (text: string, extra: Partial<PdfCell> = {}): PdfCell => ({ text, align: 'right', ...extra });
  const noVat = document.vatRate === null;
  const rate = noVat ? 'без НДС' : `${document.vatRate}%`;
  const head: PdfCell[][] = [
    lineHeadings('number-first', 'Показатели', 'Сумма налога'),
    [h('код'), h('условное обозначение (национальное)')],
    ['', 'А', '1', '', '2', '2а', '3', '4', '5', '6', '7', '8', '9'].map((n) => c(n)),
  ];
  const rows: PdfCell[][] = adjustment.lines.flatMap((line, index) =>
    ukdRows(line).map((row, rowIndex): PdfCell[] => {
      const f = row.figures;
      const first = rowIndex === 0;
      return [
        c(first ? String(index + 1) : ''),
        c(first ? line.code || DASH : ''),
        { text: first ? line.name : '' },
        { text: `${row.letter} (${row.label})` },
        c(first ? line.unitCode || okeiOf(line.unit)?.code || DASH : ''),
        c(first ? (okeiOf(line.unit)?.symbol ?? line.unit) : ''),
        right(f ? quantity(f.quantity) : DASH),
        right(f && row.letter !== 'В' && row.letter !== 'Г' ? money(f.price) : DASH),
        right(f ? money(f.amountWithoutVat) : DASH),
        c(row.letter === 'А' || row.letter === 'Б' ? 'без акциза' : DASH),
        c(row.letter === 'А' || row.letter === 'Б' ? rate : DASH),
        noVat ? c('без НДС') : right(f ? money(f.vat) : DASH),
        right(f ? money(f.amount) : DASH),
      ];
    }),
  );
  const total = (letter: 'В' | 'Г') => {
    const picked = adjustment.lines.map(
      (line) => ukdRows(line).find((row) => row.letter === letter)?.figures ?? null,
    );
    const add = (pick: (f: AdjustedFigures) => number) =>
      picked.reduce((sum, f) => sum + (f ? cents(pick(f)) : 0), 0) / 100;
    const any = picked.some((f) => f !== null);
    const bold = { font: 'condensed-bold' as const };
    return [
      {
        text: `Всего ${letter === 'В' ? 'увеличение' : 'уменьшение'} (сумма строк ${letter})`,
        span: 8,
        ...bold,
      },
      right(any ? money(add((f) => f.amountWithoutVat)) : DASH, bold),
      c('Х', { span: 2 }),
      noVat ? c('без НДС', bold) : right(any ? money(add((f) => f.vat)) : DASH, bold),
      right(any ? money(add((f) => f.amount)) : DASH, bold),
    ];
  };
  rows.push(total('В'), total('Г'));
  formTable(doc, WIDTHS, head, rows);
}

/** The part [8]–[21]: the basis of the change, who sent and who received the document, and who drew it up. */
function agreement(doc: Pdf, document: DocumentIssued, adjustment: DocumentAdjustment): void {
  room(doc, 60);
  const reason = `${adjustment.reason}. ${basisLine(document)}`;
  transferField(
    doc,
    MARGIN,
    WIDTH,
    'Основание корректировки (изменения стоимости) / согласия (уведомления) покупателя на изменение стоимости',
    reason,
    '(договор; соглашение; иной документ о согласии покупателя на изменение стоимости)',
    '8',
  );
  transferField(
    doc,
    MARGIN,
    WIDTH,
    'Документ об отгрузке, к которому составлена корректировка',
    `Универсальный передаточный документ № ${adjustment.number} от ${day(adjustment.issuedOn)}`,
    '(наименование, номер и дата документа)',
    '9',
  );
  room(doc, 150);
  signatureSides(
    doc,
    {
      signed: 'Документ составил (со стороны продавца)',
      dated: 'Дата направления покупателю',
      notes: {
        label: 'Иные сведения об изменении стоимости',
        value: printable(adjustment.reason),
        caption: '(причина изменения, сопутствующие документы)',
      },
      makerLabel: 'Наименование экономического субъекта – составителя документа',
      party: document.seller,
    },
    {
      signed: 'Документ получил (со стороны покупателя)',
      dated: 'Дата получения (согласия, уведомления)',
      notes: {
        label: 'Иные сведения о получении',
        value: '',
        caption: '(информация о наличии/отсутствии претензии, ссылки на документы)',
      },
      makerLabel: 'Наименование экономического субъекта – составителя документа',
      party: document.buyer,
    },
  );
}

/** The УКД of a return as a PDF (landscape A4), from the document as issued. */
export function ukdPdf(document: DocumentIssued): Promise<Buffer> {
  const adjustment = document.adjusts;
  if (!adjustment) throw new Error(`Document ${document.documentId} corrects no УПД`);
  const status = document.vatRate === null ? 2 : 1;
  return renderPdf(
    {
      layout: 'landscape',
      margin: MARGIN,
      title: `Универсальный корректировочный документ № ${document.number} от ${day(document.issuedOn)}`,
      author: document.seller.name,
    },
    (doc) => {
      header(doc, document, adjustment, status);
      table(doc, document, adjustment);
      const sheets = sellerSignatures(doc);
      agreement(doc, document, adjustment);
      return sheetCount(sheets);
    },
  );
}
