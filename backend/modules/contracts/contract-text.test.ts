import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contractPdf } from './contract-pdf.ts';
import { contractText, type ContractCompany, type ContractTextInput } from './contract-text.ts';

const company = (name: string, inn: string): ContractCompany => ({
  name,
  inn,
  kpp: inn.length === 10 ? '773601001' : null,
  ogrn: '1027700132195',
  address: 'г. Москва, ул. Вавилова, д. 19',
  bank: null,
});
const input = (terms: Partial<ContractTextInput['terms']> = {}): ContractTextInput => ({
  number: 'Д-000007',
  signed: false,
  signedOn: null,
  terms: {
    subject: 'Поставка колёсных пар',
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    prepaymentPercent: 30,
    deferralDays: 10,
    deliveryTerms: '',
    priceReference: '',
    ...terms,
  },
  supplier: company('ООО «Колёса»', '7707083893'),
  buyer: company('АО «Депо»', '7736207543'),
});
const clauses = (text: ReturnType<typeof contractText>, title: string) =>
  text.sections.find((section) => section.title === title)!.clauses.join(' ');

describe('the text of a supply contract (ADR 0056)', () => {
  it('says how the buyer pays: the prepayment, then the rest within the deferral', () => {
    expect(clauses(contractText(input()), 'Цена и порядок расчётов')).toContain(
      'предоплату в размере 30 % стоимости Товара по заявке в течение 5 банковских дней с даты выставления счёта. Оставшуюся часть стоимости Товара Покупатель оплачивает в течение 10 календарных дней с даты поставки',
    );
    const none = clauses(
      contractText(input({ prepaymentPercent: 0, deferralDays: 1 })),
      'Цена и порядок расчётов',
    );
    expect(none).toContain(
      'Предоплата не предусмотрена. Стоимость Товара Покупатель оплачивает в течение 1 календарный день',
    );
    expect(
      clauses(contractText(input({ prepaymentPercent: 0, deferralDays: 2 })), 'Цена и порядок расчётов'),
    ).toContain('в течение 2 календарных дня');
    expect(
      clauses(contractText(input({ prepaymentPercent: 0, deferralDays: 11 })), 'Цена и порядок расчётов'),
    ).toContain('в течение 11 календарных дней');
    expect(
      clauses(contractText(input({ prepaymentPercent: 50, deferralDays: 0 })), 'Цена и порядок расчётов'),
    ).toContain('оплачивает не позднее дня поставки');
    const full = clauses(contractText(input({ prepaymentPercent: 100 })), 'Цена и порядок расчётов');
    expect(full).toContain('Покупатель оплачивает 100 % стоимости Товара по заявке до отгрузки');
    expect(full).not.toContain('Оставшуюся часть');
  });

  it('takes the delivery terms and the price list when given, a default delivery otherwise', () => {
    expect(clauses(contractText(input()), 'Сроки и условия поставки')).toContain(
      'Условия поставки: самовывоз со склада Поставщика либо доставка по адресу, указанному в заявке.',
    );
    expect(
      clauses(
        contractText(input({ deliveryTerms: 'Франко-вагон станция Пермь' })),
        'Сроки и условия поставки',
      ),
    ).toContain('Условия поставки: Франко-вагон станция Пермь.');
    expect(clauses(contractText(input()), 'Предмет договора')).not.toContain('Цены на Товар');
    expect(
      clauses(contractText(input({ priceReference: 'Спецификация № 1' })), 'Предмет договора'),
    ).toContain('Цены на Товар определяются по: Спецификация № 1.');
  });

  it('an organisation acts through its representative, a sole proprietor in person; blanks where a requisite is unknown', () => {
    const text = contractText({
      ...input(),
      buyer: { ...company('ИП Соколов А. П.', '500100732259'), ogrn: null },
    });
    expect(text.preamble).toContain(
      'ООО «Колёса» (ИНН 7707083893), именуемое в дальнейшем «Поставщик», в лице ____________________, действующего на основании',
    );
    expect(text.preamble).toContain(
      'ИП Соколов А. П. (ИНН 500100732259), именуемый в дальнейшем «Покупатель», с другой стороны',
    );
    expect(text.sides[1]!.lines).toEqual([
      'ИП Соколов А. П.',
      'ИНН 500100732259',
      'ОГРНИП ____________________',
      'Адрес: г. Москва, ул. Вавилова, д. 19',
      'Банк: ____________________',
      'к/с ____________________',
      'р/с ____________________',
    ]);
  });

  it('a draft has no date and says so; a signed contract carries the day it was signed', () => {
    expect(contractText(input())).toMatchObject({
      dateLine: 'Дата заключения: «____» ______________ 20____ г.',
      stateNote: expect.stringContaining('Проект договора: не подписан.'),
    });
    expect(contractText({ ...input(), signed: true, signedOn: '2026-11-27' })).toMatchObject({
      dateLine: 'Дата заключения: 27.11.2026',
      stateNote: 'Договор подписан Сторонами 27.11.2026 на площадке «ВагонЗапчасть».',
    });
  });

  it('prints whatever a person typed in the terms and the requisites', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'binary', maxLength: 500 }),
        fc.string({ unit: 'grapheme', maxLength: 200 }),
        async (typed, name) => {
          const text = contractText({
            ...input({ subject: typed, deliveryTerms: typed, priceReference: name }),
            supplier: { ...company(name, '7707083893'), address: typed },
          });
          expect((await contractPdf(text, name)).subarray(0, 5).toString()).toBe('%PDF-');
        },
      ),
      { numRuns: 8 },
    );
  }, 120_000);
});
