import { describe, expect, it } from 'vitest';
import { DeciderSpecification } from '../../kit/write/index.ts';
import { companyDecider, type Actor } from './decider.ts';
import { companyEvents, type CompanyEvent } from './events.ts';
import { MESSAGES, checkBankDetails, isValidCorrAccount, isValidSettlementAccount } from './rules.ts';

// Сбербанк, Москва: БИК 044525225, к/с 30101810400000000225 (the Bank of Russia's directory).
const SBER = {
  bankName: 'ПАО Сбербанк',
  bik: '044525225',
  corrAccount: '30101810400000000225',
  account: '40702810938000012345',
};

describe('bank details (the Bank of Russia key: 7, 1, 3)', () => {
  it('takes a real БИК with its корреспондентский счёт and a keyed расчётный счёт', () => {
    expect(checkBankDetails({ ...SBER, account: '4070 2810 9380 0001 2345' })).toEqual(SBER);
    expect(isValidCorrAccount('044030653', '30101810500000000653')).toBe(true);
    expect(isValidSettlementAccount('044030653', '40702810055000001234')).toBe(true);
  });

  it.each([
    ['corrAccount', '30101810400000000226'],
    ['corrAccount', '40101810400000000225'],
    ['account', '40702810838000012345'],
    ['account', '4070281093800001234'],
  ])('refuses a %s of %s', (field, value) => {
    expect(() => checkBankDetails({ ...SBER, [field]: value })).toThrow(MESSAGES[field as 'account']);
  });

  it('refuses a БИК that is no Russian bank’s, naming every field', () => {
    try {
      checkBankDetails({
        bankName: '',
        bik: '123456789',
        corrAccount: SBER.corrAccount,
        account: SBER.account,
      });
      expect.unreachable();
    } catch (error) {
      expect((error as { fields: Record<string, string> }).fields).toEqual({
        bankName: MESSAGES.bankName,
        bik: MESSAGES.bik,
        corrAccount: MESSAGES.corrAccount,
        account: MESSAGES.account,
      });
    }
  });

  it('all fields empty means no bank details', () => {
    expect(checkBankDetails({ bankName: ' ', bik: '', corrAccount: '', account: '' })).toBeNull();
  });
});

describe('changing the bank details', () => {
  const spec = DeciderSpecification.for(companyDecider, companyEvents);
  const registered: CompanyEvent = {
    type: 'CompanyRegistered',
    data: {
      companyId: 4,
      name: 'ООО Рама',
      inn: '7707083893',
      kpp: '773601001',
      ogrn: '1027700132195',
      legalAddress: 'Москва',
      founderId: 9,
    },
  };
  const companyAdmin: Actor = { userId: 9, role: 'supplier', companyId: 4, isCompanyAdmin: true };
  const member: Actor = { userId: 10, role: 'supplier', companyId: 4, isCompanyAdmin: false };
  const changed: CompanyEvent = { type: 'CompanyBankDetailsChanged', data: { companyId: 4, bank: SBER } };

  it('by the company admin; the same details again change nothing; null removes them', () => {
    spec.given(registered).when({ kind: 'changeBank', bank: SBER, actor: companyAdmin }).then([changed]);
    spec
      .given(registered, changed)
      .when({ kind: 'changeBank', bank: { ...SBER }, actor: companyAdmin })
      .then([]);
    spec
      .given(registered, changed)
      .when({ kind: 'changeBank', bank: null, actor: companyAdmin })
      .then([{ type: 'CompanyBankDetailsChanged', data: { companyId: 4, bank: null } }]);
    expect(spec.given(registered, changed).state.bank).toEqual(SBER);
  });

  it('not by a member who is not its admin', () => {
    spec
      .given(registered)
      .when({ kind: 'changeBank', bank: SBER, actor: member })
      .thenRefused({ status: 403, message: MESSAGES.notCompanyAdmin });
  });
});
