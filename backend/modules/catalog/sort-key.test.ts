import { describe, expect, it } from 'vitest';
import { fold } from './search-text.ts';
import { compareSortKeys, nameOfSortKey, sortKeyOf, sortKeyPrefix } from './sort-key.ts';

const sign = (n: number): number => Math.sign(n);
const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

describe('sortable name keys', () => {
  const names = [
    'Рама боковая 100.00.010-1',
    'рама боковая 100.00.010',
    'Автосцепка СА-3',
    'Ёмкость',
    'емкость',
    'Клин фрикционный «М»',
    'Клин фрикционный №5',
    'Клин фрикционный ±5°',
    'Wheel set',
    'Café bearing',
    'Подшипник 🚂',
    'Яма',
    'я',
    '',
    'ABC',
    'abc-1',
    'Ѣ старое',
    'Колесо ǅ',
  ].map((name) => fold(name).trim());

  it('give back the folded name, and most Russian names take one byte a character', () => {
    for (const name of names) expect(nameOfSortKey(sortKeyOf(name))).toBe(name);
    expect(sortKeyOf(fold('Рама боковая 100.00.010-1'))).toHaveLength('Рама боковая 100.00.010-1'.length);
    expect(/^[\u0000-\u00ff]*$/.test(sortKeyOf(fold('Клин фрикционный «М» 100.00.012')))).toBe(true);
  });

  it('compare as the folded names do, whichever of them are kept as they are', () => {
    for (const a of names)
      for (const b of names)
        expect(sign(compareSortKeys(sortKeyOf(a), sortKeyOf(b))), `${a} / ${b}`).toBe(
          sign(byCodeUnits(a, b)),
        );
  });

  it('give prefixes that never order two names against their order', () => {
    for (const a of names)
      for (const b of names) {
        const [prefixA, prefixB] = [sortKeyPrefix(sortKeyOf(a)), sortKeyPrefix(sortKeyOf(b))];
        if (prefixA !== prefixB) expect(sign(prefixA - prefixB), `${a} / ${b}`).toBe(sign(byCodeUnits(a, b)));
      }
    expect(sortKeyPrefix(sortKeyOf('ab'))).toBeLessThan(sortKeyPrefix(sortKeyOf('abc')));
    expect(sortKeyPrefix(sortKeyOf('рама'))).toBe(sortKeyPrefix(sortKeyOf('рамка 🚂')));
  });
});
