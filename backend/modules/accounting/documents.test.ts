import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { PDFParse } from 'pdf-parse';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteEventStore } from '../../../infra/event-store/index.ts';
import { systemContext } from '../../kit/write/index.ts';
import { AccountingCommands, type Deals } from './commands.ts';
import {
  documentEvents,
  documentStream,
  settingsStream,
  type DocumentIssued,
  type DocumentParty,
} from './events.ts';
import { documentPdf } from './pdf.ts';
import { documentDecider } from './decider.ts';
import { updFigures } from './upd-figures.ts';

/** The printed documents (ADR 0056): the УПД as the official form, the signatures, the VAT by the document's date. */

async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

const SELLER: DocumentParty = {
  id: 20,
  name: 'ООО «Вагонные детали»',
  inn: '7707083893',
  kpp: '773601001',
  address: '117312, г. Москва, ул. Вавилова, д. 19',
  bank: {
    bankName: 'ПАО Сбербанк',
    bik: '044525225',
    corrAccount: '30101810400000000225',
    account: '40702810938000012345',
  },
};
const BUYER: DocumentParty = {
  id: 10,
  name: 'АО «Депо Сортировочное»',
  inn: '7736207543',
  kpp: '770401001',
  address: '620000, г. Екатеринбург, ул. Челюскинцев, д. 11',
};

const upd: DocumentIssued = {
  documentId: '20-2026-upd-3',
  docType: 'upd',
  number: 3,
  year: 2026,
  deal: { kind: 'order', id: 5, label: 'Договор Д-000001, заявка З-000005' },
  seller: SELLER,
  buyer: BUYER,
  lines: [
    {
      name: 'Рама боковая 100.00.010-4',
      quantity: 2,
      unit: 'шт',
      price: 97_000.5,
      amount: 194_001,
      code: '100.00.010-4',
      unitCode: '796',
      vat: 34_983.78,
    },
    {
      name: 'Автосцепка СА-3',
      quantity: 1,
      unit: 'компл',
      price: 64_500,
      amount: 64_500,
      code: 'СА-3',
      unitCode: '839',
      vat: 11_631.15,
      origin: { code: '112', name: 'Беларусь' },
      declaration: '10702070/271126/3012345',
    },
  ],
  total: 258_501,
  vatRate: 22,
  vat: 46_614.93,
  issuedOn: '2026-11-27',
  basis: { kind: 'contract', title: 'Договор поставки', number: 'Д-000001', date: '2026-10-01' },
  shipment: {
    consignor: { name: SELLER.name, address: 'г. Пермь, ул. Промышленная, 12' },
    consignee: { name: BUYER.name, address: 'ст. Екатеринбург-Сортировочный' },
  },
  corrects: null,
};

describe('the УПД as the official form', () => {
  it('prints status 1, both sides’ requisites, consignor and consignee, the header’s numbered rows', async () => {
    const text = await pdfText(await documentPdf(upd));
    expect(text).toContain('Универсальный передаточный документ');
    expect(text).toContain('Статус: 1');
    expect(text).toContain(
      'Приложение № 1 к постановлению Правительства Российской Федерации от 26 декабря 2011 г. № 1137',
    );
    expect(text).toContain('Счёт-фактура № 3 от 27.11.2026 (1)');
    expect(text).toContain(`Продавец: ${SELLER.name} (2)`);
    expect(text).toContain(`Адрес: ${SELLER.address} (2а)`);
    expect(text).toContain('ИНН/КПП продавца: 7707083893 / 773601001 (2б)');
    expect(text).toContain(
      `Грузоотправитель и его адрес: ${SELLER.name}, г. Пермь, ул. Промышленная, 12 (3)`,
    );
    expect(text).toContain(`Грузополучатель и его адрес: ${BUYER.name}, ст. Екатеринбург-Сортировочный (4)`);
    expect(text).toContain('К платёжно-расчётному документу № — от — (5)');
    expect(text).toContain(`Покупатель: ${BUYER.name} (6)`);
    expect(text).toContain(`Адрес: ${BUYER.address} (6а)`);
    expect(text).toContain('ИНН/КПП покупателя: 7736207543 / 770401001 (6б)');
    expect(text).toContain('Валюта: наименование, код Российский рубль, 643 (7)');
  });

  it('prints each line with its code, ОКЕИ unit, price and amount without VAT, excise, rate, VAT, amount with VAT, origin', async () => {
    const text = await pdfText(await documentPdf(upd));
    expect(text).toContain('А 1 1а 1б 2 2а 3 4 5 6 7 8 9 10 10а 11 12 12а 13');
    expect(text).toContain(
      '100.00.010-4 1 Рама боковая 100.00.010-4 — 796 шт 2 79 508,61 159 017,22 без акциза 22% 34 983,78 194 001,00 — — —',
    );
    expect(text).toContain(
      'СА-3 2 Автосцепка СА-3 — 839 компл 1 52 868,85 52 868,85 без акциза 22% 11 631,15 64 500,00 112 Беларусь 10702070/27112',
    );
    expect(text).toContain('Всего к оплате (9) 211 886,07 Х 46 614,93 258 501,00');
  });

  it('names the basis and carries every signature block of the form', async () => {
    const text = await pdfText(await documentPdf(upd));
    expect(text).toContain(
      'Основание передачи (сдачи) / получения (приёмки) Договор поставки № Д-000001 от 01.10.2026 [8]',
    );
    for (const block of [
      'Руководитель организации или иное уполномоченное лицо',
      'Главный бухгалтер или иное уполномоченное лицо',
      'Индивидуальный предприниматель или иное уполномоченное лицо',
      'Товар (груз) передал / услуги, результаты работ, права сдал [10]',
      'Дата отгрузки, передачи (сдачи)',
      'Товар (груз) получил / услуги, результаты работ, права принял [15]',
      'Дата получения (приёмки)',
      'Ответственный за правильность оформления факта хозяйственной жизни [13]',
      'Ответственный за правильность оформления факта хозяйственной жизни [18]',
      'Наименование экономического субъекта – составителя документа (в т.ч. комиссионера / агента)',
      `${SELLER.name}, ИНН/КПП 7707083893 / 773601001`,
      `${BUYER.name}, ИНН/КПП 7736207543 / 770401001`,
    ]) {
      expect(text).toContain(block);
    }
    expect(text).toContain('Документ составлен на');
    expect(text).toContain('1 листе');
  });

  it('is landscape A4, as the form is', async () => {
    const pdf = (await documentPdf(upd)).toString('latin1');
    expect(pdf).toContain('/MediaBox [0 0 841.89 595.28]');
  });

  it('a seller without VAT issues status 2 with «без НДС» in the rate and the tax', async () => {
    const text = await pdfText(
      await documentPdf({
        ...upd,
        vatRate: null,
        vat: 0,
        lines: upd.lines.map((line) => ({ ...line, vat: 0 })),
      }),
    );
    expect(text).toContain('Статус: 2');
    expect(text).toContain('без акциза без НДС без НДС 194 001,00');
    expect(text).toContain('Всего к оплате (9) 258 501,00 Х без НДС 258 501,00');
  });

  it('a УПД issued before the form still prints: the VAT shared over its lines, the unit’s ОКЕИ code, the deal as its basis', async () => {
    const { basis: _basis, shipment: _shipment, ...older } = upd;
    const text = await pdfText(
      await documentPdf({
        ...older,
        vatRate: 20,
        vat: 32_333.5,
        total: 194_001,
        lines: [{ name: 'Рама боковая', quantity: 2, unit: 'шт', price: 97_000.5, amount: 194_001 }],
      }),
    );
    expect(text).toContain('Статус: 1');
    expect(text).toContain(
      '— 1 Рама боковая — 796 шт 2 80 833,75 161 667,50 без акциза 20% 32 333,50 194 001,00',
    );
    expect(text).toContain('Грузоотправитель и его адрес: он же (3)');
    expect(text).toContain(
      'Основание передачи (сдачи) / получения (приёмки) Договор Д-000001, заявка З-000005 [8]',
    );
  });

  it('the lines’ VAT always adds up to the document’s, also when it was stored only for the whole', () => {
    const figures = updFigures({
      total: 300,
      vat: 54.1,
      vatRate: 22,
      lines: [100, 100, 100].map((amount) => ({
        name: 'x',
        quantity: 3,
        unit: 'шт',
        price: amount / 3,
        amount,
      })),
    });
    expect(figures.lines.map((line) => line.vat)).toEqual([18.03, 18.03, 18.04]);
    expect(figures.totalWithoutVat).toBe(245.9);
    expect(figures.lines.map((line) => line.price)).toEqual([27.32, 27.32, 27.32]);
  });
});

/** The УКД the decider issues for `upd` once its order came back (ADR 0078). */
function ukdOf(original: DocumentIssued): DocumentIssued {
  const state = documentDecider.evolve(documentDecider.initialState, {
    type: 'DocumentIssued',
    data: original,
  });
  const [event] = documentDecider.decide(
    {
      kind: 'returnCorrection',
      sellerId: SELLER.id,
      year: 2026,
      deal: original.deal,
      seller: SELLER,
      buyer: BUYER,
      returned: true,
      reason: 'Возврат товара покупателем: Продавец признал ошибку комплектации',
      issuedOn: '2026-12-03',
    },
    state,
  );
  if (event?.type !== 'DocumentIssued') throw new Error('no УКД issued');
  return event.data;
}

describe('the УКД as the official form (ADR 0078)', () => {
  it('names the УПД it corrects, both sides, the currency; status 1 with VAT', async () => {
    const text = await pdfText(await documentPdf(ukdOf(upd)));
    expect(text).toContain('Универсальный корректировочный документ');
    expect(text).toContain('Статус: 1');
    expect(text).toContain(
      'Приложение № 2 к постановлению Правительства Российской Федерации от 26 декабря 2011 г. № 1137',
    );
    expect(text).toContain('Корректировочный счёт-фактура № 1 от 03.12.2026 (1)');
    expect(text).toContain('Исправление корректировочного счёта-фактуры № — от — (1а)');
    expect(text).toContain(
      'к счёту-фактуре (документу об отгрузке) № 3 от 27.11.2026, с учётом исправления № — от — (1б)',
    );
    expect(text).toContain(`Продавец: ${SELLER.name} (2)`);
    expect(text).toContain('ИНН/КПП продавца: 7707083893 / 773601001 (2б)');
    expect(text).toContain(`Покупатель: ${BUYER.name} (3)`);
    expect(text).toContain('ИНН/КПП покупателя: 7736207543 / 770401001 (3б)');
    expect(text).toContain('Валюта: наименование, код Российский рубль, 643 (4)');
  });

  it('prints each line before and after, the increase empty and the decrease, with the totals of В and Г', async () => {
    const text = await pdfText(await documentPdf(ukdOf(upd)));
    expect(text).toContain('А 1 2 2а 3 4 5 6 7 8 9');
    // The side frame of the first line: 2 pieces at 97 000,50 with 22 %, before and after.
    expect(text).toContain(
      '1 100.00.010-4 Рама боковая 100.00.010-4 А (до изменения) 796 шт 2 79 508,61 159 017,22 без акциза 22% 34 983,78 194 001,00',
    );
    expect(text).toContain('Б (после изменения) 0 79 508,61 0,00 без акциза 22% 0,00 0,00');
    expect(text).toContain('В (увеличение) — — — — — — —');
    expect(text).toContain('Г (уменьшение) 2 — 159 017,22 — — 34 983,78 194 001,00');
    expect(text).toContain('Всего увеличение (сумма строк В) — Х — —');
    expect(text).toContain('Всего уменьшение (сумма строк Г) 211 886,07 Х 46 614,93 258 501,00');
  });

  it('states the reason and the УПД in the part below, with both sides’ signatures', async () => {
    const text = await pdfText(await documentPdf(ukdOf(upd)));
    expect(text).toContain(
      'Возврат товара покупателем: Продавец признал ошибку комплектации. Договор поставки № Д-000001 от 01.10.2026 [8]',
    );
    expect(text).toContain('Универсальный передаточный документ № 3 от 27.11.2026');
    expect(text).toContain('Руководитель организации или иное уполномоченное лицо');
    expect(text).toContain('Документ получил (со стороны покупателя)');
    // The count of sheets is written once every page is drawn.
    expect(text).toContain('Документ составлен на');
    expect(text).toContain('1 листе');
  });

  it('without VAT it is status 2 and says «без НДС»', async () => {
    const text = await pdfText(
      await documentPdf(
        ukdOf({ ...upd, vatRate: null, vat: 0, lines: upd.lines.map(({ vat: _vat, ...line }) => line) }),
      ),
    );
    expect(text).toContain('Статус: 2');
    expect(text).toContain('без НДС');
  });
});

describe('the invoice and the act carry their signatures', () => {
  it('the invoice: the head and the chief accountant, with the seat for the seal', async () => {
    const text = await pdfText(
      await documentPdf({ ...upd, docType: 'invoice', documentId: '20-2026-invoice-3' }),
    );
    expect(text).toContain('Счёт на оплату № 3 от 27.11.2026');
    expect(text).toContain('В том числе НДС 22 %: 46 614,93 руб.');
    expect(text).toContain('Руководитель (подпись) (расшифровка подписи)');
    expect(text).toContain('Главный бухгалтер (подпись) (расшифровка подписи)');
    expect(text).toContain('Основание: Договор поставки № Д-000001 от 01.10.2026');
  });

  it('a sole proprietor’s invoice is signed by the proprietor alone', async () => {
    const proprietor = { ...SELLER, name: 'ИП Соколов Андрей Петрович', inn: '500100732259', kpp: null };
    const text = await pdfText(await documentPdf({ ...upd, docType: 'invoice', seller: proprietor }));
    expect(text).toContain('Индивидуальный предприниматель (подпись) (расшифровка подписи)');
    expect(text).not.toContain('Главный бухгалтер');
  });

  it('the act of services: what was done, and the contractor’s and the customer’s signatures', async () => {
    const text = await pdfText(await documentPdf({ ...upd, docType: 'act', vatRate: null, vat: 0 }));
    expect(text).toContain('Акт оказанных услуг № 3 от 27.11.2026');
    expect(text).toContain('Заказчик претензий по объёму, качеству и срокам оказания услуг не имеет.');
    expect(text).toMatch(
      /Исполнитель ООО «Вагонные детали», ИНН 7707083893.* Заказчик АО «Депо Сортировочное».* \(подпись\) \(расшифровка подписи\) М\.П\. \(подпись\) \(расшифровка подписи\) М\.П\./,
    );
  });
});

describe('any text a person typed prints', () => {
  it('names, addresses and reasons of any Unicode give a PDF, never an error', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'binary', maxLength: 300 }),
        fc.string({ unit: 'grapheme', maxLength: 120 }),
        fc.constantFrom('upd', 'invoice', 'act'),
        async (name, address, docType) => {
          const seller = { ...SELLER, name, address };
          const pdf = await documentPdf({
            ...upd,
            docType: docType as DocumentIssued['docType'],
            seller,
            lines: [{ ...upd.lines[0]!, name: address + name }],
            shipment: { consignor: { name, address }, consignee: { name: address, address: name } },
            corrects: { documentId: '20-2026-upd-1', number: 1, reason: name },
          });
          expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
        },
      ),
      { numRuns: 12 },
    );
  }, 120_000);
});

// ---- the rate a document is issued with -------------------------------------------------------------

describe('the VAT rate comes from the document’s date (ADR 0056)', () => {
  let store: SqliteEventStore;
  let commands: AccountingCommands;
  const deal: Deals['order'] = async () => ({
    sellerId: SELLER.id,
    buyerId: BUYER.id,
    stage: 'delivered',
    label: 'Заявка З-000005 от покупателя',
    lines: [
      {
        name: 'Рама боковая',
        quantity: 1,
        unit: 'шт',
        price: 122_000,
        amount: 122_000,
        code: '100.00.010-4',
      },
    ],
    total: 122_000,
    basis: { kind: 'order', title: 'Заявка', number: 'З-000005', date: '2025-12-20' },
    shipment: { from: 'г. Пермь, ул. Промышленная, 12', to: null },
  });
  const seller = { userId: SELLER.id, role: 'supplier' as const };
  const at = (instant: string) => systemContext(new Date(instant));
  const issued = async (year: number): Promise<DocumentIssued[]> =>
    (await store.readStream(documentStream(SELLER.id, year)))
      .map((event) => documentEvents.check(event.type, event.data))
      .flatMap((event) => (event.type === 'DocumentIssued' ? [event.data] : []));
  const issue = async (instant: string, docType: 'invoice' | 'closing', dealId: number) => {
    await commands.issue('order', dealId, docType, seller, at(instant));
    const year = Number(instant.slice(0, 4));
    return (await issued(year)).at(-1)!;
  };

  beforeEach(() => {
    store = new SqliteEventStore(':memory:');
    commands = new AccountingCommands({
      store,
      deals: { order: deal, serviceRequest: deal },
      requisites: async (userId) => (userId === SELLER.id ? SELLER : BUYER),
    });
  });
  afterEach(() => store.close());

  it('the general rate: 20 % on a document dated 31.12.2025, 22 % on one dated 01.01.2026', async () => {
    const december = await issue('2025-12-31T12:00:00Z', 'closing', 1);
    expect(december).toMatchObject({ issuedOn: '2025-12-31', vatRate: 20, vat: 20_333.33 });
    const january = await issue('2026-01-01T09:00:00Z', 'closing', 2);
    expect(january).toMatchObject({ issuedOn: '2026-01-01', vatRate: 22, vat: 22_000 });
    expect(january.lines[0]).toMatchObject({ unitCode: '796', vat: 22_000, code: '100.00.010-4' });
    expect(january.shipment).toEqual({
      consignor: { name: SELLER.name, address: 'г. Пермь, ул. Промышленная, 12' },
      consignee: { name: BUYER.name, address: BUYER.address },
    });
    expect(await pdfText(await documentPdf(december))).toContain('без акциза 20% 20 333,33 122 000,00');
    const printed = await pdfText(await documentPdf(january));
    expect(printed).toContain('без акциза 22% 22 000,00 122 000,00');
    expect(printed).not.toContain('20%');
    expect(await pdfText(await documentPdf(await issue('2026-11-27T10:00:00Z', 'invoice', 3)))).toContain(
      'В том числе НДС 22 %: 22 000,00 руб.',
    );
  });

  it('10 % stays 10 % across the new year; the simplified system’s 5 % and «Без НДС» as chosen', async () => {
    await commands.setVatKind(seller, 'reduced10', at('2025-12-01T00:00:00Z'));
    expect(await issue('2025-12-31T12:00:00Z', 'closing', 1)).toMatchObject({ vatRate: 10, vat: 11_090.91 });
    expect(await issue('2026-01-01T12:00:00Z', 'closing', 2)).toMatchObject({ vatRate: 10, vat: 11_090.91 });
    await commands.setVatKind(seller, 'simplified5', at('2026-01-02T00:00:00Z'));
    expect(await issue('2026-01-02T12:00:00Z', 'closing', 3)).toMatchObject({ vatRate: 5, vat: 5_809.52 });
    await commands.setVatKind(seller, 'none', at('2026-01-03T00:00:00Z'));
    const none = await issue('2026-01-03T12:00:00Z', 'closing', 4);
    expect(none).toMatchObject({ vatRate: null, vat: 0 });
    expect(await pdfText(await documentPdf(none))).toContain('Статус: 2');
  });

  it('a seller who chose 20 % before the kinds existed issues 22 % in 2026: the stored number reads as the general rate', async () => {
    await store.append(
      settingsStream(SELLER.id),
      [
        {
          id: randomUUID(),
          type: 'VatRateSet',
          data: { sellerId: SELLER.id, vatRate: 20 },
          metadata: {
            userId: '20',
            role: 'supplier',
            at: '2025-06-01T00:00:00.000Z',
            correlationId: randomUUID(),
            causationId: null,
          },
        },
      ],
      'no_stream',
    );
    expect(await commands.vatKind(SELLER.id)).toBe('general');
    expect(await issue('2026-01-01T12:00:00Z', 'closing', 1)).toMatchObject({ vatRate: 22 });
  });

  it('a correction in 2026 of a document of 2025 keeps the rate of the corrected document’s date', async () => {
    const original = await issue('2025-12-31T12:00:00Z', 'invoice', 1);
    await commands.correct(
      original.documentId,
      'Уточнён адрес',
      seller,
      at('2026-01-15T12:00:00Z'),
      original,
    );
    const correction = (await issued(2025)).at(-1)!;
    expect(correction).toMatchObject({
      issuedOn: '2026-01-15',
      vatRate: 20,
      corrects: { documentId: original.documentId },
    });
    // …while a new document of that day carries 22 %.
    expect(await issue('2026-01-15T12:00:00Z', 'invoice', 2)).toMatchObject({
      issuedOn: '2026-01-15',
      vatRate: 22,
    });
  });
});
