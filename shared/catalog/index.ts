// The order product characteristics are shown in, shared by the server (the order of a
// product's answer) and the SPA (the order it shows, the editor's suggestions): one source, no
// imports, so both builds take it as it is.

/** Characteristics come in this order; the rest follow in the order they came. */
export const CHARACTERISTIC_ORDER = [
  'тип',
  'вес',
  'толщина обода',
  'материал',
  'гост',
  'код тн вэд',
  'используется в сцеплениях',
  'комплектация',
] as const;

/**
 * The comparable part of a characteristic name: lower case, ё as е, single spaces, and without a
 * trailing unit or note ('Вес, кг' and 'Вес (кг)' are 'вес').
 */
export function characteristicKey(name: string): string {
  return name.toLocaleLowerCase('ru-RU').replace(/ё/g, 'е').split(/[,(:]/, 1)[0]!.replace(/\s+/g, ' ').trim();
}

/** Where a name stands in the spec's order (unknown names after all known ones). */
export function characteristicRank(name: string): number {
  const rank = (CHARACTERISTIC_ORDER as readonly string[]).indexOf(characteristicKey(name));
  return rank === -1 ? CHARACTERISTIC_ORDER.length : rank;
}

/** A stable sort: the known names in the spec's order, then the others as they came. */
export function sortCharacteristics<T extends { name: string }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index, rank: characteristicRank(item.name) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ item }) => item);
}

/**
 * A part (номенклатурная позиция, ADR 0065) as its page names it: its name and its designation,
 * the designation once when the name holds it already («Рама боковая 100.00.010-1»).
 */
export function partTitle(name: string, designation: string): string {
  const key = (text: string) => text.toLocaleLowerCase('ru').replace(/[\s\-–—_.]/g, '');
  return key(name).includes(key(designation)) ? name : `${name} ${designation}`;
}
