import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { create } from 'xmlbuilder2';
import { exportable, exportableDeep, mapTexts, xlsxText } from '../../../shared/text/index.ts';
import type { RegisterRow } from './queries.ts';
import { DOCUMENT_TITLES } from './view.ts';

const COLUMNS = [
  { header: 'Документ', key: 'type', width: 10 },
  { header: 'Номер', key: 'number', width: 8 },
  { header: 'Дата', key: 'date', width: 12 },
  { header: 'Поставщик', key: 'seller', width: 32 },
  { header: 'ИНН поставщика', key: 'sellerInn', width: 14 },
  { header: 'Покупатель', key: 'buyer', width: 32 },
  { header: 'ИНН покупателя', key: 'buyerInn', width: 14 },
  { header: 'Основание', key: 'deal', width: 36 },
  { header: 'Сумма', key: 'total', width: 14 },
  { header: 'НДС', key: 'vat', width: 12 },
  { header: 'Оплата', key: 'payment', width: 18 },
  { header: 'Оплачено', key: 'paid', width: 14 },
  { header: 'Корректирует', key: 'corrects', width: 12 },
] as const;

const rowOf = (d: RegisterRow) => ({
  type: d.typeLabel,
  number: d.number,
  date: d.issuedOn.split('-').reverse().join('.'),
  seller: d.seller.name,
  sellerInn: d.seller.inn ?? '',
  buyer: d.buyer.name,
  buyerInn: d.buyer.inn ?? '',
  deal: d.deal.label,
  total: d.total,
  vat: d.vat,
  payment: d.paymentLabel,
  paid: d.docType === 'invoice' ? d.paid : null,
  corrects: d.corrects ? `№ ${d.corrects.number}` : d.adjusts ? `УПД № ${d.adjusts.number}` : '',
});

/**
 * The register as an XLSX workbook: one row per document, amounts as numbers an accountant can sum
 * (a УКД's decrease negative, ADR 0078).
 */
export async function registerXlsx(rows: readonly RegisterRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Маркетплейс запчастей';
  const sheet = workbook.addWorksheet('Реестр документов', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((column) => ({ ...column }));
  sheet.getRow(1).font = { bold: true };
  // Texts as XLSX carries them (ADR 0051): what XML cannot carry left out, a literal `_xHHHH_` escaped.
  for (const row of rows) sheet.addRow(mapTexts(rowOf(row), xlsxText));
  for (const key of ['total', 'vat', 'paid'] as const) sheet.getColumn(key).numFmt = '#,##0.00';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The CSV's columns: the workbook's, all but «Корректирует». */
const CSV_COLUMNS = COLUMNS.filter((column) => column.key !== 'corrects').map((column) => column.header);

/** The register as CSV for Excel in a Russian locale: `;` between fields, a BOM, quotes where a field needs them. */
export const registerCsv = (rows: readonly RegisterRow[]): string =>
  stringify(
    // Text stored before the rule of ADR 0051 may hold control characters: left out of the file.
    exportableDeep(rows).map((d) => [
      d.typeLabel,
      String(d.number),
      d.issuedOn,
      d.seller.name,
      d.seller.inn ?? '',
      d.buyer.name,
      d.buyer.inn ?? '',
      d.deal.label,
      d.total,
      d.vat,
      d.paymentLabel,
      d.docType === 'invoice' ? d.paid : '',
    ]),
    // A company name that starts like a formula is guarded with «'»: Excel shows it, never runs it.
    // Amounts are numbers, written with kopecks and never guarded, so a УКД's «-194000.00» stays a number (ADR 0078).
    {
      header: true,
      columns: CSV_COLUMNS,
      delimiter: ';',
      bom: true,
      escape_formulas: true,
      cast: { number: (value) => value.toFixed(2) },
    },
  );

/**
 * An element holding a text, as XML 1.0 carries it (ADR 0051): what it cannot carry left out, and
 * every `&` escaped here, because xmlbuilder2 takes `&name;` or `&#65;` in a text as written
 * (a company «Вагон &amp; К» would reach 1С as «Вагон & К»).
 */
type XmlNode = ReturnType<typeof create>;
const leaf = (parent: XmlNode, name: string, value: string): XmlNode =>
  parent.ele(name).txt(exportable(value).replaceAll('&', '&amp;'));

/**
 * The register as a CommerceML 2 exchange file (КоммерческаяИнформация), the format 1С loads
 * documents from: one Документ per row with its parties, lines and VAT.
 */
export function registerCommerceMl(rows: readonly RegisterRow[], generatedAt: Date): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele('КоммерческаяИнформация', {
    ВерсияСхемы: '2.10',
    ДатаФормирования: generatedAt.toISOString().slice(0, 19),
  });
  // Text stored before the rule of ADR 0051 may hold what XML 1.0 cannot carry: left out, so 1С reads the file.
  for (const d of exportableDeep(rows)) {
    const doc = root.ele('Документ');
    leaf(doc, 'Ид', d.id);
    leaf(doc, 'Номер', String(d.number));
    leaf(doc, 'Дата', d.issuedOn);
    // A УКД of a return goes to 1С as the operation «Возврат товара», its amounts positive (ADR 0078).
    const returned = d.docType === 'ukd';
    leaf(
      doc,
      'ХозОперация',
      d.docType === 'invoice' ? 'Счет на оплату' : returned ? 'Возврат товара' : DOCUMENT_TITLES[d.docType],
    );
    leaf(doc, 'Роль', 'Продавец');
    leaf(doc, 'Валюта', 'RUB');
    leaf(doc, 'Курс', '1');
    leaf(doc, 'Сумма', Math.abs(d.total).toFixed(2));
    if (d.adjusts) {
      const upd = `УПД № ${d.adjusts.number} от ${d.adjusts.issuedOn.split('-').reverse().join('.')}`;
      leaf(doc, 'ОснованиеКорректировки', `${DOCUMENT_TITLES.ukd} к ${upd}: ${d.adjusts.reason}`);
    }
    if (d.corrects) leaf(doc, 'ОснованиеКорректировки', `№ ${d.corrects.number}: ${d.corrects.reason}`);
    const parties = doc.ele('Контрагенты');
    for (const [role, party] of [
      ['Продавец', d.seller],
      ['Покупатель', d.buyer],
    ] as const) {
      const node = parties.ele('Контрагент');
      leaf(node, 'Ид', String(party.id));
      leaf(node, 'Наименование', party.name);
      leaf(node, 'Роль', role);
      if (party.inn) leaf(node, 'ИНН', party.inn);
      if (party.kpp) leaf(node, 'КПП', party.kpp);
      if (party.address) leaf(node.ele('ЮридическийАдрес'), 'Представление', party.address);
    }
    leaf(doc, 'Комментарий', d.deal.label);
    const lines = doc.ele('Товары');
    for (const line of d.lines) {
      const item = lines.ele('Товар');
      leaf(item, 'Наименование', line.name);
      leaf(item, 'БазоваяЕдиница', line.unit);
      leaf(item, 'ЦенаЗаЕдиницу', line.price.toFixed(2));
      leaf(item, 'Количество', String(line.quantity));
      leaf(item, 'Сумма', line.amount.toFixed(2));
      const tax = item.ele('СтавкиНалогов').ele('СтавкаНалога');
      leaf(tax, 'Наименование', 'НДС');
      leaf(tax, 'Ставка', d.vatRate === null ? 'Без НДС' : String(d.vatRate));
    }
    const taxes = doc.ele('Налоги').ele('Налог');
    leaf(taxes, 'Наименование', 'НДС');
    leaf(taxes, 'УчтеноВСумме', 'true');
    leaf(taxes, 'Сумма', Math.abs(d.vat).toFixed(2));
  }
  return root.end({ prettyPrint: true });
}
