import { describe, expect, it } from 'vitest';
import {
  innKind,
  isEmail,
  isValidInnChecksum,
  isValidKpp,
  isValidOgrnChecksum,
  ogrnKind,
} from './russianIds';

describe('Russian registration numbers', () => {
  it('ИНН: 10 or 12 digits with the check digits', () => {
    expect(innKind('7707083893')).toBe('legal');
    expect(innKind('500100732259')).toBe('individual');
    expect(innKind('77070838')).toBeNull();
    expect(isValidInnChecksum('7707083893')).toBe(true);
    expect(isValidInnChecksum('7707083894')).toBe(false);
    expect(isValidInnChecksum('500100732259')).toBe(true);
    expect(isValidInnChecksum('500100732258')).toBe(false);
  });

  it('КПП: 4 digits, 2 digits or capital letters, 3 digits', () => {
    expect(isValidKpp('773601001')).toBe(true);
    expect(isValidKpp('7736AB001')).toBe(true);
    expect(isValidKpp('7736ab001')).toBe(false);
    expect(isValidKpp('77360100')).toBe(false);
  });

  it('ОГРН (13) and ОГРНИП (15) with the check digit', () => {
    expect(ogrnKind('1027700132195')).toBe('legal');
    expect(isValidOgrnChecksum('1027700132195')).toBe(true);
    expect(isValidOgrnChecksum('1027700132194')).toBe(false);
    expect(ogrnKind('304500116000157')).toBe('individual');
    expect(isValidOgrnChecksum('304500116000157')).toBe(true);
  });

  it('an e-mail needs an @ and a dot after it', () => {
    expect(isEmail('snab@zavod.ru')).toBe(true);
    expect(isEmail('snab@zavod')).toBe(false);
    expect(isEmail('')).toBe(false);
  });
});
