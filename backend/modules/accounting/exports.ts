import ExcelJS from 'exceljs';
import { create } from 'xmlbuilder2';
import { exportableDeep } from '../../../shared/text/index.ts';
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
  corrects: d.corrects ? `№ ${d.corrects.number}` : '',
});

/** The register as an XLSX workbook: one row per document, amounts as numbers an accountant can sum. */
export async function registerXlsx(rows: readonly RegisterRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Маркетплейс запчастей';
  const sheet = workbook.addWorksheet('Реестр документов', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((column) => ({ ...column }));
  sheet.getRow(1).font = { bold: true };
  // Text stored before the rule of ADR 0051 may hold what XML cannot carry: left out, never a broken file.
  for (const row of exportableDeep(rows)) sheet.addRow(rowOf(row));
  for (const key of ['total', 'vat', 'paid'] as const) sheet.getColumn(key).numFmt = '#,##0.00';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

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
    doc.ele('Ид').txt(d.id);
    doc.ele('Номер').txt(String(d.number));
    doc.ele('Дата').txt(d.issuedOn);
    doc.ele('ХозОперация').txt(d.docType === 'invoice' ? 'Счет на оплату' : DOCUMENT_TITLES[d.docType]);
    doc.ele('Роль').txt('Продавец');
    doc.ele('Валюта').txt('RUB');
    doc.ele('Курс').txt('1');
    doc.ele('Сумма').txt(d.total.toFixed(2));
    if (d.corrects) doc.ele('ОснованиеКорректировки').txt(`№ ${d.corrects.number}: ${d.corrects.reason}`);
    const parties = doc.ele('Контрагенты');
    for (const [role, party] of [['Продавец', d.seller], ['Покупатель', d.buyer]] as const) {
      const node = parties.ele('Контрагент');
      node.ele('Ид').txt(String(party.id));
      node.ele('Наименование').txt(party.name);
      node.ele('Роль').txt(role);
      if (party.inn) node.ele('ИНН').txt(party.inn);
      if (party.kpp) node.ele('КПП').txt(party.kpp);
      if (party.address) node.ele('ЮридическийАдрес').ele('Представление').txt(party.address);
    }
    doc.ele('Комментарий').txt(d.deal.label);
    const lines = doc.ele('Товары');
    for (const line of d.lines) {
      const item = lines.ele('Товар');
      item.ele('Наименование').txt(line.name);
      item.ele('БазоваяЕдиница').txt(line.unit);
      item.ele('ЦенаЗаЕдиницу').txt(line.price.toFixed(2));
      item.ele('Количество').txt(String(line.quantity));
      item.ele('Сумма').txt(line.amount.toFixed(2));
      const tax = item.ele('СтавкиНалогов').ele('СтавкаНалога');
      tax.ele('Наименование').txt('НДС');
      tax.ele('Ставка').txt(d.vatRate === null ? 'Без НДС' : String(d.vatRate));
    }
    const taxes = doc.ele('Налоги').ele('Налог');
    taxes.ele('Наименование').txt('НДС');
    taxes.ele('УчтеноВСумме').txt('true');
    taxes.ele('Сумма').txt(d.vat.toFixed(2));
  }
  return root.end({ prettyPrint: true });
}
