import { describe, expect, it } from 'vitest';
import { innKind, isValidInnChecksum, isValidKpp, isValidOgrnChecksum, ogrnKind } from './index.ts';

// Real requisites from the public register (ЕГРЮЛ): ПАО Сбербанк, ООО «Яндекс», АО «Альфа-Банк».
const LEGAL_INNS = ['7707083893', '7736207543', '7728168971'];
const OGRNS = ['1027700132195', '1027700229193', '1027700067328'];

/** Changes one digit: every single-digit error must be caught. */
const mutate = (value: string, index: number): string =>
  value.slice(0, index) + String((Number(value[index]) + 1) % 10) + value.slice(index + 1);

describe('ИНН check digits (ФНС algorithm)', () => {
  it('accepts real 10-digit ИНН of organisations and a 12-digit ИНН', () => {
    for (const inn of LEGAL_INNS) {
      expect(innKind(inn)).toBe('legal');
      expect(isValidInnChecksum(inn), inn).toBe(true);
    }
    expect(innKind('500100732259')).toBe('individual');
    expect(isValidInnChecksum('500100732259')).toBe(true);
  });

  it('refuses any single changed digit', () => {
    for (const inn of [...LEGAL_INNS, '500100732259']) {
      for (let index = 0; index < inn.length; index += 1) {
        expect(isValidInnChecksum(mutate(inn, index)), mutate(inn, index)).toBe(false);
      }
    }
  });

  it('refuses other lengths and non-digits', () => {
    for (const inn of [
      '',
      '770708389',
      '77070838931',
      '7707083893 ',
      '77070838a3',
      '5001007322590',
      '５００１００７３２２５９',
    ]) {
      expect(innKind(inn), inn).toBeNull();
      expect(isValidInnChecksum(inn), inn).toBe(false);
    }
  });
});

describe('КПП form', () => {
  it('is 4 digits, 2 digits or capital Latin letters, 3 digits', () => {
    for (const kpp of ['773601001', '7736AB001', '77070A001']) expect(isValidKpp(kpp), kpp).toBe(true);
    for (const kpp of [
      '',
      '77360100',
      '7736010011',
      '7736ab001',
      '7736АБ001',
      'A73601001',
      '77360100A',
      '770701A01',
    ]) {
      expect(isValidKpp(kpp), kpp).toBe(false);
    }
  });
});

describe('ОГРН and ОГРНИП check digits', () => {
  it('accepts real ОГРН (13 digits) and an ОГРНИП (15 digits)', () => {
    for (const ogrn of OGRNS) {
      expect(ogrnKind(ogrn)).toBe('legal');
      expect(isValidOgrnChecksum(ogrn), ogrn).toBe(true);
    }
    expect(ogrnKind('304500116000157')).toBe('individual');
    expect(isValidOgrnChecksum('304500116000157')).toBe(true);
  });

  it('refuses a wrong check digit and other lengths', () => {
    expect(isValidOgrnChecksum(mutate('1027700132195', 12))).toBe(false);
    expect(isValidOgrnChecksum(mutate('304500116000157', 14))).toBe(false);
    for (const ogrn of ['', '102770013219', '10277001321951', '1027700132I95']) {
      expect(ogrnKind(ogrn), ogrn).toBeNull();
      expect(isValidOgrnChecksum(ogrn), ogrn).toBe(false);
    }
  });
});
