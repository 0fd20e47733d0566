import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import {
  arrayBuffer,
  EXPORT_RUNS,
  PDF_RUNS,
  anyText,
  back,
  cellText,
  csvBack,
  isPdf,
  parseXml,
} from '../../../tests/support/any-text.ts';
import type { DocumentIssued } from './events.ts';
import { registerCommerceMl, registerCsv, registerXlsx } from './exports.ts';
import { documentPdf } from './pdf.ts';
import type { RegisterRow } from './queries.ts';

/*
 * Issue 29, finding 6 (ADR 0051): whatever text was stored (before the rule, or by a bug), the
 * register's exports stay well-formed files and the printed documents are made: the CommerceML for
 * 1С parses with a strict XML parser, the XLSX re-reads with the library that wrote it, the CSV
 * parses back to the same cells. Texts come back as `exportable` made them: nothing else is lost.
 */

const texts = fc.record({
  seller: anyText,
  buyer: anyText,
  address: anyText,
  deal: anyText,
  line: anyText,
  unit: anyText,
  reason: anyText,
});
type Texts = typeof texts extends fc.Arbitrary<infer T> ? T : never;
const someRows = fc.array(texts, { minLength: 1, maxLength: 3 });

function registerRow(t: Texts, index: number): RegisterRow {
  return {
    id: `20-2026-invoice-${index + 1}`,
    documentId: `20-2026-invoice-${index + 1}`,
    docType: 'invoice',
    number: index + 1,
    year: 2026,
    deal: { kind: 'order', id: 5, label: t.deal },
    seller: { id: 20, name: t.seller, inn: '7707083893', kpp: '773601001', address: t.address },
    buyer: { id: 10, name: t.buyer, inn: '7736207543', kpp: null, address: null },
    lines: [{ name: t.line, quantity: 2, unit: t.unit, price: 100.5, amount: 201 }],
    total: 201,
    vatRate: 22,
    vat: 36.25,
    issuedOn: '2026-11-27',
    corrects: { documentId: '20-2026-invoice-0', number: 7, reason: t.reason },
    sellerId: 20,
    buyerId: 10,
    paymentStatus: 'unpaid',
    paid: 0,
    correctedBy: null,
    issuedAt: '2026-11-27T10:00:00.000Z',
    typeLabel: 'Счёт',
    paymentLabel: 'Не оплачен',
  } as RegisterRow;
}

describe('the register’s exports of any text', () => {
  it('CommerceML for 1С: well-formed XML a strict parser reads, every text as it was bar what XML cannot carry', () => {
    fc.assert(
      fc.property(someRows, (all) => {
        const document = parseXml(registerCommerceMl(all.map(registerRow), new Date('2026-11-27T10:00:00Z')));
        expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
        const documents = [...document.getElementsByTagName('Документ')];
        expect(documents).toHaveLength(all.length);
        const texts = (parent: (typeof documents)[number], tag: string) =>
          [...parent.getElementsByTagName(tag)].map((node) => node.textContent);
        documents.forEach((node, index) => {
          const t = all[index]!;
          const parties = [...node.getElementsByTagName('Контрагент')].map(
            (party) => texts(party, 'Наименование')[0],
          );
          expect(parties).toEqual([back(t.seller, 'xml'), back(t.buyer, 'xml')]);
          // An address that was nothing but what XML cannot carry is no address.
          expect(texts(node, 'Представление')).toEqual(
            back(t.address) === '' ? [] : [back(t.address, 'xml')],
          );
          expect(texts(node, 'Комментарий')).toEqual([back(t.deal, 'xml')]);
          expect(texts(node, 'БазоваяЕдиница')).toEqual([back(t.unit, 'xml')]);
          expect(texts(node, 'ОснованиеКорректировки')).toEqual([`№ 7: ${back(t.reason, 'xml')}`]);
        });
      }),
      EXPORT_RUNS,
    );
  });

  it('XLSX: re-read by the library that wrote it, every text as it was bar what XML cannot carry', async () => {
    await fc.assert(
      fc.asyncProperty(someRows, async (all) => {
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(arrayBuffer(await registerXlsx(all.map(registerRow))));
        const sheet = workbook.worksheets[0]!;
        all.forEach((t, index) => {
          const row = sheet.getRow(index + 2);
          expect([4, 6, 8].map((column) => cellText(row.getCell(column).value))).toEqual(
            [t.seller, t.buyer, t.deal].map((text) => back(text, 'xml')),
          );
        });
      }),
      EXPORT_RUNS,
    );
  }, 120_000);

  it('CSV: parses back to the same cells', () => {
    fc.assert(
      fc.property(someRows, (all) => {
        const rows = parse(registerCsv(all.map(registerRow)), { delimiter: ';', bom: true }) as string[][];
        expect(rows).toHaveLength(all.length + 1);
        all.forEach((t, index) =>
          expect([3, 5, 7].map((column) => rows[index + 1]![column])).toEqual([
            csvBack(t.seller),
            csvBack(t.buyer),
            csvBack(t.deal),
          ]),
        );
      }),
      EXPORT_RUNS,
    );
  });

  it('an invoice, a УПД and an act of any text are made, and are PDF files', async () => {
    await fc.assert(
      fc.asyncProperty(texts, fc.constantFrom('invoice', 'upd', 'act'), async (t, docType) => {
        const document: DocumentIssued = {
          ...registerRow(t, 0),
          docType: docType as DocumentIssued['docType'],
          basis: { kind: 'contract', title: t.deal, number: t.reason, date: '2026-10-01' },
          shipment: {
            consignor: { name: t.seller, address: t.address },
            consignee: { name: t.buyer, address: t.unit },
          },
        };
        expect(isPdf(await documentPdf(document))).toBe(true);
      }),
      PDF_RUNS,
    );
  }, 180_000);
});
