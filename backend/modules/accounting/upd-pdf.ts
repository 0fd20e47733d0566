import {
  blank,
  day,
  drawTable,
  money,
  room,
  printable,
  quantity,
  renderPdf,
  type Pdf,
  type PdfCell,
} from '../../../infra/pdf/index.ts';
import { basisLine } from './basis.ts';
import type { DocumentIssued, DocumentParty } from './events.ts';
import { updFigures } from './upd-figures.ts';

// The УПД as the ФНС form prints it (постановление Правительства РФ от 26.12.2011 № 1137, приложение 1,
// with its later amendments; the layout of письмо ФНС России от 21.10.2013 № ММВ-20-3/96@): landscape
// A4, the header's rows with their numbers (1)–(8), the table's columns А–13, «Всего к оплате», the
// seller's signatures and the transfer part [8]–[19]. ADR 0056.

const MARGIN = 20;
const PAGE_WIDTH = 841.89;
const WIDTH = PAGE_WIDTH - 2 * MARGIN;
const SIDE = 112;
const DASH = '—';
const FIELD_SIZE = 6.5;

export const innKpp = (party: DocumentParty): string =>
  party.inn ? `${party.inn}${party.kpp ? ` / ${party.kpp}` : ''}` : DASH;
export const addressOf = (party: DocumentParty): string => party.address || DASH;
const withAddress = (name: string, address: string | null): string =>
  address ? `${name}, ${address}` : name;

/** A centred cell of the form's table; `headCell` in the heading's small print. */
export const cell = (text: string, extra: Partial<PdfCell> = {}): PdfCell => ({
  text,
  align: 'center',
  ...extra,
});
export const headCell = (text: string, extra: Partial<PdfCell> = {}): PdfCell =>
  cell(text, { size: 5, ...extra });

/**
 * The first row of headings both forms share: the line's number and its code (in the form's
 * `order`), its name, the form's own fourth column, then the unit (two columns) through the sum with VAT.
 */
export function lineHeadings(
  order: 'number-first' | 'code-first',
  fourth: string,
  vatHeading: string,
): PdfCell[] {
  const lead = ['№ п/п', 'Код товара/ работ, услуг'];
  if (order === 'code-first') lead.reverse();
  return [
    ...[
      ...lead,
      'Наименование товара (описание выполненных работ, оказанных услуг), имущественного права',
      fourth,
    ].map((text) => headCell(text, { rowSpan: 2 })),
    headCell('Единица измерения', { span: 2 }),
    ...[
      'Количество (объём)',
      'Цена (тариф) за единицу измерения',
      'Стоимость товаров (работ, услуг), имущественных прав без налога — всего',
      'В том числе сумма акциза',
      'Налоговая ставка',
      vatHeading,
      'Стоимость товаров (работ, услуг), имущественных прав с налогом — всего',
    ].map((text) => headCell(text, { rowSpan: 2 })),
  ];
}

/** A party's three rows of the header: its name, its address, its ИНН/КПП (`code`, `code`а, `code`б). */
export function partyFields(
  doc: Pdf,
  at: { readonly x: number; readonly width: number },
  role: 'seller' | 'buyer',
  party: DocumentParty,
  code: string,
): void {
  const { x, width } = at;
  const seller = role === 'seller';
  field(doc, x, width, seller ? 'Продавец:' : 'Покупатель:', party.name, code);
  field(doc, x, width, 'Адрес:', addressOf(party), `${code}а`);
  field(doc, x, width, seller ? 'ИНН/КПП продавца:' : 'ИНН/КПП покупателя:', innKpp(party), `${code}б`);
}

/** The header's last two rows: the currency, and the state contract's identifier (none: a dash). */
export function currencyFields(
  doc: Pdf,
  at: { readonly x: number; readonly width: number },
  code: number,
): void {
  const { x, width } = at;
  field(doc, x, width, 'Валюта: наименование, код', 'Российский рубль, 643', String(code));
  // Only state contracts have an identifier (ИГК); a supply contract is named as the basis below.
  field(
    doc,
    x,
    width,
    'Идентификатор государственного контракта, договора (соглашения) (при наличии):',
    DASH,
    String(code + 1),
  );
}

/** The form's table, in the small condensed print both forms use. */
export function formTable(doc: Pdf, widths: number[], header: PdfCell[][], rows: PdfCell[][]): void {
  drawTable(doc, { x: MARGIN, widths, header, rows, fontSize: 6, font: 'condensed', padding: 1.5 });
}

/** Prints «N листах» where the seller's signatures left room for it, once the pages are counted. */
export function sheetCount(sheets: {
  page: number;
  x: number;
  y: number;
}): (pdf: Pdf, pages: number) => void {
  return (pdf, pages) => {
    pdf.switchToPage(sheets.page);
    pdf
      .font('condensed')
      .fontSize(FIELD_SIZE)
      .text(`${pages} ${pages === 1 ? 'листе' : 'листах'}`, sheets.x, sheets.y, {
        width: SIDE - 8,
        lineBreak: false,
      });
  };
}

/** «Продавец: ООО Ромашка (2)»: the label, the value on its underline, the row's number at the right. */
export function field(doc: Pdf, x: number, width: number, label: string, value: string, code: string): void {
  const codeWidth = 16;
  const y = doc.y;
  doc.font('condensed').fontSize(FIELD_SIZE);
  const labelWidth = Math.min(doc.widthOfString(`${label} `), width / 2);
  const valueWidth = width - codeWidth - labelWidth;
  const text = printable(value) || ' ';
  const height = Math.min(doc.heightOfString(text, { width: valueWidth }), 4 * FIELD_SIZE * 1.3);
  doc.text(label, x, y, { width: labelWidth, lineBreak: false });
  doc.font('condensed-bold').text(text, x + labelWidth, y, { width: valueWidth, height, ellipsis: true });
  doc
    .moveTo(x + labelWidth, y + height)
    .lineTo(x + labelWidth + valueWidth, y + height)
    .lineWidth(0.4)
    .stroke();
  doc
    .font('condensed')
    .text(`(${code})`, x + width - codeWidth, y, { width: codeWidth, align: 'right', lineBreak: false });
  doc.x = x;
  doc.y = y + height + 2;
}

/** A line of the transfer part: «Основание передачи …: Договор поставки № … [8]», with its caption under it. */
export function transferField(
  doc: Pdf,
  x: number,
  width: number,
  label: string,
  value: string,
  caption: string,
  code: string,
): void {
  const y = doc.y;
  doc.font('condensed').fontSize(FIELD_SIZE);
  const labelWidth = Math.min(doc.widthOfString(`${label} `), width * 0.55);
  const labelHeight = doc.heightOfString(label, { width: labelWidth });
  const valueWidth = width - labelWidth - 18;
  const text = printable(value) || ' ';
  const valueHeight = Math.min(
    doc.font('condensed-bold').heightOfString(text, { width: valueWidth }),
    3 * FIELD_SIZE * 1.3,
  );
  doc.font('condensed').text(label, x, y, { width: labelWidth });
  doc
    .font('condensed-bold')
    .text(text, x + labelWidth, y, { width: valueWidth, height: valueHeight, ellipsis: true });
  const lineY = y + valueHeight;
  doc
    .moveTo(x + labelWidth, lineY)
    .lineTo(x + labelWidth + valueWidth, lineY)
    .lineWidth(0.4)
    .stroke();
  doc
    .font('condensed')
    .fontSize(FIELD_SIZE)
    .text(`[${code}]`, x + width - 16, y, { width: 16, align: 'right', lineBreak: false });
  doc
    .font('condensed')
    .fontSize(5)
    .text(caption, x + labelWidth, lineY + 1, { width: valueWidth, align: 'center' });
  doc.x = x;
  doc.y = Math.max(y + labelHeight, doc.y) + 3;
}

/** «Товар (груз) передал … [10]» and the three lines to sign: position, signature, name. */
export function signedBy(
  doc: Pdf,
  x: number,
  width: number,
  label: string,
  code: string,
  captions: readonly string[] = ['(должность)', '(подпись)', '(ф.и.о.)'],
): void {
  doc
    .font('condensed')
    .fontSize(FIELD_SIZE)
    .text(label, x, doc.y, { width: width - 18 });
  doc.text(`[${code}]`, x + width - 16, doc.y - FIELD_SIZE * 1.2, {
    width: 16,
    align: 'right',
    lineBreak: false,
  });
  const y = doc.y + 1;
  const gap = 8;
  const each = (width - gap * (captions.length - 1)) / captions.length;
  captions.forEach((caption, index) => blank(doc, x + index * (each + gap), y, each, caption));
  doc.x = x;
  doc.y = y + 18;
}

/** «Дата отгрузки, передачи (сдачи) «___» __________ 20__ г. [11]», left for the hand. */
export function dateLine(doc: Pdf, x: number, width: number, label: string, code: string): void {
  const y = doc.y;
  doc
    .font('condensed')
    .fontSize(FIELD_SIZE)
    .text(`${label}   «____» ____________________ 20____ г.`, x, y, { width: width - 18, lineBreak: false });
  doc.text(`[${code}]`, x + width - 16, y, { width: 16, align: 'right', lineBreak: false });
  doc.x = x;
  doc.y = y + FIELD_SIZE * 1.3 + 4;
}

/** Room for `height` points on this page, else the next page. */

/**
 * The form's left column, as both official forms print it: the appendix it belongs to (top right),
 * the document's name and its status in a box with the legend of the statuses. Answers where the
 * form began and where this column ends.
 */
export function formTitle(
  doc: Pdf,
  form: {
    readonly appendix: string;
    readonly title: string;
    readonly status: 1 | 2;
    readonly legend: string;
  },
): { top: number; sideBottom: number } {
  const top = doc.y;
  doc
    .font('condensed')
    .fontSize(5.5)
    .text(form.appendix, MARGIN + WIDTH - 360, top, { width: 360, align: 'right' });
  doc
    .font('condensed-bold')
    .fontSize(10)
    .text(form.title, MARGIN, top + 10, { width: SIDE - 8 });
  const statusY = doc.y + 6;
  doc
    .font('condensed')
    .fontSize(8)
    .text('Статус:', MARGIN, statusY + 3, { lineBreak: false });
  doc
    .rect(MARGIN + 36, statusY, 20, 14)
    .lineWidth(0.8)
    .stroke();
  doc
    .font('condensed-bold')
    .fontSize(10)
    .text(String(form.status), MARGIN + 36, statusY + 2, { width: 20, align: 'center', lineBreak: false });
  doc
    .font('condensed')
    .fontSize(6)
    .text(form.legend, MARGIN, statusY + 20, { width: SIDE - 8 });
  return { top, sideBottom: doc.y };
}

function header(doc: Pdf, document: DocumentIssued, status: 1 | 2): void {
  const { top, sideBottom } = formTitle(doc, {
    appendix:
      'Приложение № 1 к постановлению Правительства Российской Федерации от 26 декабря 2011 г. № 1137',
    title: 'Универсальный передаточный документ',
    status,
    legend: '1 — счёт-фактура и передаточный документ (акт)\n2 — передаточный документ (акт)',
  });

  const x = MARGIN + SIDE;
  const width = WIDTH - SIDE;
  doc.x = x;
  doc.y = top + 10;
  const { seller, buyer, shipment } = document;
  const goods = document.docType === 'upd';
  field(doc, x, width, 'Счёт-фактура №', `${document.number} от ${day(document.issuedOn)}`, '1');
  field(doc, x, width, 'Исправление №', `${DASH} от ${DASH}`, '1а');
  partyFields(doc, { x, width }, 'seller', seller, '2');
  field(
    doc,
    x,
    width,
    'Грузоотправитель и его адрес:',
    goods
      ? shipment?.consignor
        ? withAddress(shipment.consignor.name, shipment.consignor.address)
        : 'он же'
      : DASH,
    '3',
  );
  field(
    doc,
    x,
    width,
    'Грузополучатель и его адрес:',
    goods
      ? shipment
        ? withAddress(shipment.consignee.name, shipment.consignee.address)
        : withAddress(buyer.name, buyer.address)
      : DASH,
    '4',
  );
  field(doc, x, width, 'К платёжно-расчётному документу №', `${DASH} от ${DASH}`, '5');
  field(
    doc,
    x,
    width,
    'Документ об отгрузке',
    `№ п/п 1–${document.lines.length} № ${document.number} от ${day(document.issuedOn)}`,
    '5а',
  );
  partyFields(doc, { x, width }, 'buyer', buyer, '6');
  currencyFields(doc, { x, width }, 7);
  doc.x = MARGIN;
  doc.y = Math.max(doc.y, sideBottom) + 4;
  if (document.corrects) {
    doc
      .font('condensed-bold')
      .fontSize(FIELD_SIZE)
      .text(
        printable(
          `Корректировка документа № ${document.corrects.number}. Причина: ${document.corrects.reason}`,
        ),
        MARGIN,
        doc.y,
        { width: WIDTH },
      );
    doc.y += 2;
  }
}

// The table's columns А–13 (points): 801.89 wide in all, the name the widest.
const WIDTHS = [42, 18, 117.89, 30, 24, 32, 34, 52, 58, 36, 30, 52, 58, 30, 40, 50, 28, 30, 40];

function table(doc: Pdf, document: DocumentIssued): void {
  const figures = updFigures(document);
  const c = cell;
  const h = headCell;
  const head: PdfCell[][] = [
    [
      ...lineHeadings('code-first', 'Код вида товара', 'Сумма налога, предъявляемая покупателю'),
      h('Страна происхождения товара', { span: 2 }),
      h(
        'Регистрационный номер декларации на товары или регистрационный номер партии товара, подлежащего прослеживаемости',
        { rowSpan: 2 },
      ),
      h('Количественная единица измерения товара, используемая в целях осуществления прослеживаемости', {
        span: 2,
      }),
      h(
        'Количество товара, подлежащего прослеживаемости, в количественной единице измерения товара, используемой в целях осуществления прослеживаемости',
        { rowSpan: 2 },
      ),
    ],
    [
      h('код'),
      h('условное обозначение (национальное)'),
      h('цифровой код'),
      h('краткое наименование'),
      h('код'),
      h('условное обозначение'),
    ],
    [
      'А',
      '1',
      '1а',
      '1б',
      '2',
      '2а',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '10а',
      '11',
      '12',
      '12а',
      '13',
    ].map((n) => c(n)),
  ];
  const right = (text: string): PdfCell => ({ text, align: 'right' });
  const rows: PdfCell[][] = figures.lines.map((line) => [
    c(line.code),
    c(String(line.position)),
    { text: line.name },
    c(line.typeCode),
    c(line.unitCode),
    c(line.unit),
    right(quantity(line.quantity)),
    right(money(line.price)),
    right(money(line.amountWithoutVat)),
    c('без акциза'),
    c(line.rate),
    line.vat === null ? c('без НДС') : right(money(line.vat)),
    right(money(line.amount)),
    c(line.countryCode),
    c(line.countryName),
    c(line.declaration),
    c(DASH),
    c(DASH),
    c(DASH),
  ]);
  rows.push([
    { text: 'Всего к оплате (9)', span: 8, font: 'condensed-bold' },
    { text: money(figures.totalWithoutVat), align: 'right', font: 'condensed-bold' },
    c('Х', { span: 2 }),
    figures.vat === null
      ? c('без НДС', { font: 'condensed-bold' })
      : { text: money(figures.vat), align: 'right', font: 'condensed-bold' },
    { text: money(figures.total), align: 'right', font: 'condensed-bold' },
    { text: '', span: 6 },
  ]);
  formTable(doc, WIDTHS, head, rows);
}

/** The seller's signatures under the table (both official forms), and where «Документ составлен на … листах» goes. */
export function sellerSignatures(doc: Pdf): { page: number; x: number; y: number } {
  room(doc, 64);
  const top = doc.y + 6;
  const left = MARGIN + SIDE;
  const half = (WIDTH - SIDE) / 2;
  doc
    .font('condensed')
    .fontSize(FIELD_SIZE)
    .text('Документ составлен на', MARGIN, top, { width: SIDE - 8 });
  const sheets = {
    page: doc.bufferedPageRange().start + doc.bufferedPageRange().count - 1,
    x: MARGIN,
    y: doc.y,
  };
  const person = (x: number, y: number, label: string) => {
    doc
      .font('condensed')
      .fontSize(FIELD_SIZE)
      .text(label, x, y, { width: half * 0.42 });
    blank(doc, x + half * 0.44, y + 2, half * 0.24, '(подпись)');
    blank(doc, x + half * 0.71, y + 2, half * 0.27, '(ф.и.о.)');
  };
  person(left, top, 'Руководитель организации или иное уполномоченное лицо');
  person(left + half, top, 'Главный бухгалтер или иное уполномоченное лицо');
  person(left, top + 24, 'Индивидуальный предприниматель или иное уполномоченное лицо');
  blank(
    doc,
    left + half,
    top + 26,
    half - 4,
    '(реквизиты свидетельства о государственной регистрации индивидуального предпринимателя)',
  );
  doc.x = MARGIN;
  doc.y = top + 48;
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + WIDTH, doc.y)
    .lineWidth(1.2)
    .stroke();
  doc.y += 4;
  return sheets;
}

/** The transfer part [8]–[19]: who handed over and who received, when, and who drew the document up. */
function transfer(doc: Pdf, document: DocumentIssued): void {
  const { seller, buyer } = document;
  room(doc, 60);
  transferField(
    doc,
    MARGIN,
    WIDTH,
    'Основание передачи (сдачи) / получения (приёмки)',
    basisLine(document),
    '(договор; доверенность и др.)',
    '8',
  );
  transferField(
    doc,
    MARGIN,
    WIDTH,
    'Данные о транспортировке и грузе',
    DASH,
    '(транспортная накладная, поручение экспедитору, экспедиторская / складская расписка и др. / масса нетто/ брутто груза, если не приведены ссылки на транспортные документы, содержащие эти сведения)',
    '9',
  );
  room(doc, 170);
  signatureSides(
    doc,
    {
      signed: 'Товар (груз) передал / услуги, результаты работ, права сдал',
      dated: 'Дата отгрузки, передачи (сдачи)',
      notes: {
        label: 'Иные сведения об отгрузке, передаче',
        value: document.corrects ? `Взамен документа № ${document.corrects.number}` : DASH,
        caption: '(ссылки на неотъемлемые приложения, сопутствующие документы, иные документы и т.п.)',
      },
      makerLabel:
        'Наименование экономического субъекта – составителя документа (в т.ч. комиссионера / агента)',
      party: seller,
    },
    {
      signed: 'Товар (груз) получил / услуги, результаты работ, права принял',
      dated: 'Дата получения (приёмки)',
      notes: {
        label: 'Иные сведения о получении, приёмке',
        value: '',
        caption:
          '(информация о наличии/отсутствии претензии; ссылки на неотъемлемые приложения, и другие документы и т.п.)',
      },
      makerLabel: 'Наименование экономического субъекта – составителя документа',
      party: buyer,
    },
  );
}

/** One side of the signature block: who signed and when, other notes, who is responsible, who drew the document up. */
export interface SignatureSide {
  readonly signed: string;
  readonly dated: string;
  readonly notes: { readonly label: string; readonly value: string; readonly caption: string };
  readonly makerLabel: string;
  readonly party: DocumentParty;
}

/**
 * The signature block of the official forms ([10]–[19] of the УПД and the УКД): the seller's side
 * on the left, the buyer's on the right, a rule between them.
 */
export function signatureSides(doc: Pdf, left: SignatureSide, right: SignatureSide): void {
  const top = doc.y + 2;
  const half = WIDTH / 2 - 8;
  const maker = (party: DocumentParty) => `${party.name}${party.inn ? `, ИНН/КПП ${innKpp(party)}` : ''}`;
  const makerCaption = '(может не заполняться при проставлении печати в М.П., может быть указан ИНН / КПП)';
  const side = (x: number, first: number, { signed, dated, notes, makerLabel, party }: SignatureSide) => {
    doc.y = top;
    signedBy(doc, x, half, signed, String(first));
    dateLine(doc, x, half, dated, String(first + 1));
    transferField(doc, x, half, notes.label, notes.value, notes.caption, String(first + 2));
    signedBy(
      doc,
      x,
      half,
      'Ответственный за правильность оформления факта хозяйственной жизни',
      String(first + 3),
    );
    transferField(doc, x, half, makerLabel, maker(party), makerCaption, String(first + 4));
    doc
      .font('condensed')
      .fontSize(FIELD_SIZE)
      .text('М.П.', x, doc.y + 2);
    return doc.y;
  };
  const leftBottom = side(MARGIN, 10, left);
  side(MARGIN + WIDTH / 2 + 8, 15, right);
  doc
    .moveTo(MARGIN + WIDTH / 2, top)
    .lineTo(MARGIN + WIDTH / 2, Math.max(leftBottom, doc.y))
    .lineWidth(0.8)
    .stroke();
  doc.x = MARGIN;
  doc.y = Math.max(leftBottom, doc.y);
}

/** The УПД of a shipment as a PDF (landscape A4), from the document as issued. */
export function updPdf(document: DocumentIssued): Promise<Buffer> {
  const { status } = updFigures(document);
  return renderPdf(
    {
      layout: 'landscape',
      margin: MARGIN,
      title: `Универсальный передаточный документ № ${document.number} от ${day(document.issuedOn)}`,
      author: document.seller.name,
    },
    (doc) => {
      header(doc, document, status);
      table(doc, document);
      const sheets = sellerSignatures(doc);
      transfer(doc, document);
      return sheetCount(sheets);
    },
  );
}
