/** What a price-list column may hold: a product field, the stock at one of the seller's warehouses, or nothing. */
export const FIELDS = {
  partNumber: 'Артикул',
  name: 'Наименование',
  price: 'Цена, ₽',
  category: 'Категория',
  quality: 'Качество',
  description: 'Описание',
} as const;
export type ProductField = keyof typeof FIELDS;
/** `stock:<warehouseId>` for the stock at a warehouse; '' to skip the column. */
export type ColumnField = ProductField | `stock:${number}` | '';

export interface Warehouse {
  readonly id: number;
  readonly name: string;
}

const fold = (text: string): string =>
  text
    .toLowerCase()
    .replaceAll('ё', 'е')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const SYNONYMS: Record<ProductField, readonly string[]> = {
  partNumber: [
    'артикул',
    'арт',
    'код',
    'код товара',
    'каталожный номер',
    'номер детали',
    'part number',
    'partnumber',
    'sku',
  ],
  name: ['наименование', 'название', 'наименование товара', 'товар', 'номенклатура', 'name'],
  price: ['цена', 'цена руб', 'цена р', 'цена с ндс', 'стоимость', 'price'],
  category: ['категория', 'группа', 'раздел', 'category'],
  quality: ['качество', 'состояние', 'quality'],
  description: ['описание', 'description'],
};
const STOCK_WORDS = ['остаток', 'остатки', 'наличие', 'количество', 'кол во', 'склад'];

/** The header a field's column carries in an export, so an exported file imports as it is. */
export const stockHeader = (warehouse: Warehouse): string => `Остаток: ${warehouse.name}`;

/**
 * The field of each column, guessed from its header: the spec's names and their usual synonyms,
 * «Остаток: <склад>» or a warehouse's own name for its stock, a lone «Остаток» for the only
 * warehouse. A remembered mapping (header → field) wins over the guess.
 */
export function guessMapping(
  headers: readonly string[],
  warehouses: readonly Warehouse[],
  remembered: Readonly<Record<string, string>> = {},
): ColumnField[] {
  const taken = new Set<string>();
  const valid = (field: string): field is ColumnField =>
    field === '' ||
    field in FIELDS ||
    (field.startsWith('stock:') && warehouses.some((w) => `stock:${w.id}` === field));
  return headers.map((header) => {
    const pick = (field: ColumnField): ColumnField => {
      if (field === '' || taken.has(field)) return '';
      taken.add(field);
      return field;
    };
    const known = remembered[header];
    if (known !== undefined && valid(known)) return pick(known);
    const folded = fold(header);
    if (folded === '') return '';
    for (const [field, words] of Object.entries(SYNONYMS) as Array<[ProductField, readonly string[]]>) {
      if (words.includes(folded)) return pick(field);
    }
    const byName = warehouses.find(
      (w) =>
        folded === fold(w.name) || folded.endsWith(` ${fold(w.name)}`) || folded === fold(stockHeader(w)),
    );
    if (byName) return pick(`stock:${byName.id}`);
    if (STOCK_WORDS.includes(folded) && warehouses.length === 1) return pick(`stock:${warehouses[0]!.id}`);
    return '';
  });
}

/** Checks a mapping sent by the client against the file's width and the seller's warehouses. */
export function isMapping(
  value: unknown,
  width: number,
  warehouses: readonly Warehouse[],
): value is ColumnField[] {
  if (!Array.isArray(value) || value.length !== width) return false;
  const used = new Set<string>();
  for (const field of value) {
    if (typeof field !== 'string') return false;
    if (field === '') continue;
    const ok =
      field in FIELDS || (field.startsWith('stock:') && warehouses.some((w) => `stock:${w.id}` === field));
    if (!ok || used.has(field)) return false;
    used.add(field);
  }
  return true;
}
