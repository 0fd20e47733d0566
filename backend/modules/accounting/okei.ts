/**
 * Units of measure with their codes in ОКЕИ (Общероссийский классификатор единиц измерения,
 * ОК 015-94), which the УПД prints beside the unit (column 2). The units the marketplace sells in;
 * a unit not listed prints without a code («—»), as the form allows.
 */
const OKEI: Readonly<Record<string, { readonly code: string; readonly symbol: string }>> = {
  шт: { code: '796', symbol: 'шт' },
  штука: { code: '796', symbol: 'шт' },
  компл: { code: '839', symbol: 'компл' },
  комплект: { code: '839', symbol: 'компл' },
  пар: { code: '715', symbol: 'пар' },
  пара: { code: '715', symbol: 'пар' },
  упак: { code: '778', symbol: 'упак' },
  кг: { code: '166', symbol: 'кг' },
  т: { code: '168', symbol: 'т' },
  м: { code: '006', symbol: 'м' },
  м2: { code: '055', symbol: 'м2' },
  м3: { code: '113', symbol: 'м3' },
  л: { code: '112', symbol: 'л' },
  усл: { code: '876', symbol: 'усл. ед' },
  'усл. ед': { code: '876', symbol: 'усл. ед' },
  ч: { code: '356', symbol: 'ч' },
};

/** A unit as written on a deal («шт», «усл.», «Комплект») → its ОКЕИ code and symbol, or null. */
export function okeiOf(unit: string): { code: string; symbol: string } | null {
  const key = unit.trim().toLowerCase().replaceAll('ё', 'е').replace(/\.$/, '');
  return OKEI[key] ?? null;
}
