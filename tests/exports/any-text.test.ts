import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { parse } from 'csv-parse/sync';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { DocumentIssued } from '../../backend/modules/accounting/events.ts';
import { registerCommerceMl, registerCsv, registerXlsx } from '../../backend/modules/accounting/exports.ts';
import { documentPdf } from '../../backend/modules/accounting/pdf.ts';
import type { RegisterRow } from '../../backend/modules/accounting/queries.ts';
import { auditCsv } from '../../backend/modules/audit/csv.ts';
import type { AuditEntryDto } from '../../backend/modules/audit/view.ts';
import { contractPdf } from '../../backend/modules/contracts/contract-pdf.ts';
import { contractText, type ContractCompany } from '../../backend/modules/contracts/contract-text.ts';
import { exportCsv, exportXlsx, type ExportProduct } from '../../backend/modules/price-lists/exporter.ts';
import { exportable } from '../../shared/text/index.ts';

/*
 * Issue 29, finding 6 (ADR 0051): whatever text was stored (before the rule, or by a bug), every
 * export stays a well-formed file. Random Unicode with control characters, halves of surrogate
 * pairs, non-characters, line and paragraph separators, emoji, the formats' own syntax (quotes,
 * `;`, `<`, `]]>`, `_x0041_`) goes into every export: the CommerceML parses with a strict XML
 * parser, the XLSX re-reads with the library that wrote it, the CSV parses back to the same cells,
 * the PDF is made and is a PDF. Texts come back as `exportable` made them: nothing else is lost.
 *
 * Seeded: EXPORT_SEED reproduces a run, EXPORT_RUNS sets the runs per export.
 */

const SEED = Number(process.env.EXPORT_SEED ?? 20261127);
const RUNS = Number(process.env.EXPORT_RUNS ?? 40);
const options = { seed: SEED, numRuns: RUNS };

const HOSTILE = [
  '\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f', '\u0085', '\u009f',
  '\ud800', '\udbff', '\udc00', '\udfff', '\ufffe', '\uffff', '\ufdd0', '\ufdef', '\u{1fffe}', '\u{10ffff}',
  '\u2028', '\u2029', '\t', '\n', '\r', '\r\n', '\ufeff', '\u200d', '\u202e', '\ufffd',
  '"', "'", ';', ',', '<', '>', '&', ']]>', '<![CDATA[', '&amp;', '_x0041_', '_x005F_', '=1+1', ' ',
  '🚂', '👩‍🔧', '🇷🇺', 'ё', 'Ъ', '№',
];
/** Text of any kind: the hostile pieces, any code unit, any code point, any grapheme, mixed. */
const anyText: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      fc.constantFrom(...HOSTILE),
      fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)), maxLength: 6 }),
      fc.string({ unit: 'binary', maxLength: 6 }),
      fc.string({ unit: 'grapheme', maxLength: 6 }),
    ),
    { maxLength: 10 },
  )
  .map((pieces) => pieces.join(''));

/** What a well-formed file gives back for a text: `exportable`, line ends as the format normalises them. */
const back = (text: string, lineEnds: 'kept' | 'xml' = 'kept'): string => {
  const clean = exportable(text);
  return lineEnds === 'xml' ? clean.replace(/\r\n?/g, '\n') : clean;
};

// ---- the register of documents ------------------------------------------------------------------

interface RegisterTexts {
  seller: string;
  buyer: string;
  address: string;
  deal: string;
  line: string;
  unit: string;
  reason: string;
}
const registerTexts: fc.Arbitrary<RegisterTexts> = fc.record({ seller: anyText, buyer: anyText, address: anyText, deal: anyText, line: anyText, unit: anyText, reason: anyText });

function registerRow(t: RegisterTexts, index: number): RegisterRow {
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

/** A cell's text as read back: an empty one may come back as no value. */
const cellText = (value: ExcelJS.CellValue): unknown => value ?? '';
const xmlDocument = (xml: string): Document => new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
const childText = (parent: Element, tag: string): string[] => [...parent.getElementsByTagName(tag)].map((node) => node.textContent ?? '');

describe('the register of documents (Бухгалтерия)', () => {
  it('as CommerceML for 1С: well-formed XML that a strict parser reads, every text as it was bar what XML cannot carry', () => {
    fc.assert(
      fc.property(fc.array(registerTexts, { minLength: 1, maxLength: 3 }), (texts) => {
        const xml = registerCommerceMl(texts.map(registerRow), new Date('2026-11-27T10:00:00Z'));
        // As a browser or 1С gets it: UTF-8 bytes, read back.
        const document = xmlDocument(new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(xml, 'utf8')));
        expect(document.getElementsByTagName('parsererror').length, xml).toBe(0);
        const documents = [...document.getElementsByTagName('Документ')];
        expect(documents).toHaveLength(texts.length);
        documents.forEach((node, index) => {
          const t = texts[index]!;
          const parties = [...node.getElementsByTagName('Контрагент')].map((party) => childText(party, 'Наименование')[0]);
          expect(parties).toEqual([back(t.seller, 'xml'), back(t.buyer, 'xml')]);
          // An address that was nothing but what XML cannot carry is no address.
          expect(childText(node, 'Представление')).toEqual(back(t.address) === '' ? [] : [back(t.address, 'xml')]);
          expect(childText(node, 'Комментарий')).toEqual([back(t.deal, 'xml')]);
          expect(childText(node, 'БазоваяЕдиница')).toEqual([back(t.unit, 'xml')]);
          expect(childText(node, 'ОснованиеКорректировки')).toEqual([`№ 7: ${back(t.reason, 'xml')}`]);
        });
      }),
      options,
    );
  });

  it('as XLSX: re-read by the library that wrote it, every text as it was bar what XML cannot carry', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(registerTexts, { minLength: 1, maxLength: 3 }), async (texts) => {
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(await registerXlsx(texts.map(registerRow)));
        const sheet = workbook.worksheets[0]!;
        texts.forEach((t, index) => {
          const row = sheet.getRow(index + 2);
          expect([4, 6, 8].map((column) => cellText(row.getCell(column).value))).toEqual([t.seller, t.buyer, t.deal].map((text) => back(text, 'xml')));
        });
      }),
      options,
    );
  }, 120_000);

  it('as CSV: parses back to the same cells', () => {
    fc.assert(
      fc.property(fc.array(registerTexts, { minLength: 1, maxLength: 3 }), (texts) => {
        const rows = parse(registerCsv(texts.map(registerRow)), { delimiter: ';', bom: true }) as string[][];
        expect(rows).toHaveLength(texts.length + 1);
        texts.forEach((t, index) => expect([rows[index + 1]![3], rows[index + 1]![5], rows[index + 1]![7]]).toEqual([back(t.seller), back(t.buyer), back(t.deal)]));
      }),
      options,
    );
  });
});

// ---- the audit --------------------------------------------------------------------------------

describe('the audit as CSV', () => {
  it('parses back to the same cells', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ name: anyText, reason: anyText, value: anyText }), { minLength: 1, maxLength: 3 }), (texts) => {
        const entries: AuditEntryDto[] = texts.map((t, index) => ({
          id: `e-${index}`,
          at: '2026-11-27T10:00:00.000Z',
          actor: { id: 1, role: 'admin', name: t.name },
          entity: { type: 'product', typeLabel: 'Товар', id: String(index), name: t.name },
          eventType: 'ProductRejected',
          action: 'Отклонён',
          reason: t.reason,
          changes: [{ field: 'Название', value: t.value }],
          correlationId: 'c',
        }));
        const rows = parse(auditCsv(entries), { delimiter: ';', bom: true, record_delimiter: '\r\n' }) as string[][];
        expect(rows).toHaveLength(texts.length + 1);
        texts.forEach((t, index) =>
          expect([rows[index + 1]![1], rows[index + 1]![5], rows[index + 1]![7], rows[index + 1]![8]]).toEqual([back(t.name), back(t.name), back(t.reason), back(`Название: ${t.value}`)]),
        );
      }),
      options,
    );
  });
});

// ---- the price list ----------------------------------------------------------------------------

const priceList = fc.record({
  products: fc.array(fc.record({ partNumber: anyText, name: anyText, category: anyText, description: anyText }), { minLength: 1, maxLength: 3 }),
  warehouse: anyText,
});
const productsOf = (texts: ReadonlyArray<{ partNumber: string; name: string; category: string; description: string }>): ExportProduct[] =>
  texts.map((t) => ({ ...t, price: 1234.5, quality: 'new', stocks: [{ warehouseId: 1, quantity: 3 }] }));

describe('the price list (Мои товары)', () => {
  it('as XLSX: re-read by the library that wrote it, every text as it was bar what XML cannot carry', async () => {
    await fc.assert(
      fc.asyncProperty(priceList, async ({ products, warehouse }) => {
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(await exportXlsx(productsOf(products), [{ id: 1, name: warehouse }]));
        const sheet = workbook.worksheets[0]!;
        expect(sheet.getRow(1).getCell(7).value).toBe(back(`Остаток: ${warehouse}`, 'xml'));
        products.forEach((t, index) => {
          const row = sheet.getRow(index + 2);
          const cells = [1, 2, 4, 6].map((column) => cellText(row.getCell(column).value));
          expect(cells).toEqual([t.partNumber, t.name, t.category, t.description].map((text) => back(text, 'xml')));
          expect(row.getCell(7).value).toBe(3);
        });
      }),
      options,
    );
  }, 120_000);

  it('as CSV: parses back to the same cells', () => {
    fc.assert(
      fc.property(priceList, ({ products, warehouse }) => {
        const rows = parse(exportCsv(productsOf(products), [{ id: 1, name: warehouse }]), { delimiter: ';', bom: true }) as string[][];
        expect(rows[0]![6]).toBe(back(`Остаток: ${warehouse}`));
        products.forEach((t, index) => {
          const row = rows[index + 1]!;
          expect([row[0], row[1], row[3], row[5], row[6]]).toEqual([back(t.partNumber), back(t.name), back(t.category), back(t.description), '3']);
        });
      }),
      options,
    );
  });
});

// ---- printed documents -------------------------------------------------------------------------

const isPdf = (pdf: Buffer): boolean => pdf.subarray(0, 5).toString() === '%PDF-' && pdf.subarray(-6).toString().includes('%%EOF');

describe('printed documents', () => {
  it('an invoice, a УПД and an act of any text are made, and are PDF files', async () => {
    await fc.assert(
      fc.asyncProperty(registerTexts, fc.constantFrom('invoice', 'upd', 'act'), async (t, docType) => {
        const row = registerRow(t, 0);
        const document: DocumentIssued = {
          ...row,
          docType: docType as DocumentIssued['docType'],
          basis: { kind: 'contract', title: t.deal, number: t.reason, date: '2026-10-01' },
          shipment: { consignor: { name: t.seller, address: t.address }, consignee: { name: t.buyer, address: t.unit } },
        };
        expect(isPdf(await documentPdf(document))).toBe(true);
      }),
      { ...options, numRuns: Math.max(1, Math.ceil(RUNS / 5)) },
    );
  }, 180_000);

  it('a contract of any text is made, and is a PDF file', async () => {
    const company = (name: string, address: string): ContractCompany => ({ name, inn: '7707083893', kpp: '773601001', ogrn: '1027700132195', address, bank: { bankName: name, bik: '044525225', corrAccount: '30101810400000000225', account: '40702810938000012345' } });
    await fc.assert(
      fc.asyncProperty(registerTexts, async (t) => {
        const text = contractText({
          number: 'Д-000007',
          signed: true,
          signedOn: '2026-11-27',
          terms: { subject: t.line, validFrom: '2026-01-01', validTo: '2026-12-31', prepaymentPercent: 30, deferralDays: 10, deliveryTerms: t.deal, priceReference: t.reason },
          supplier: company(t.seller, t.address),
          buyer: company(t.buyer, t.unit),
        });
        expect(isPdf(await contractPdf(text, t.seller))).toBe(true);
      }),
      { ...options, numRuns: Math.max(1, Math.ceil(RUNS / 5)) },
    );
  }, 180_000);
});
