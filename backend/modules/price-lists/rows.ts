import { forbiddenCharacter } from '../../../shared/text/index.ts';
import { partNumberKey } from '../catalog/index.ts';
import { FIELDS, type ColumnField, type ProductField } from './columns.ts';
import type { Table } from './table.ts';

export const ROW_MESSAGES = {
  partNumber: 'Нет артикула: по нему строка сопоставляется с вашим товаром',
  partNumberLong: 'Артикул длиннее 100 символов',
  duplicate: (line: number) => `Артикул уже встречался в строке ${line}`,
  name: 'Нет наименования: оно нужно для нового товара',
  nameLong: 'Наименование длиннее 200 символов',
  price: 'Цена — число от 0, копейки не больше двух знаков',
  priceRequired: 'Нет цены: она нужна для нового товара',
  category: (name: string) => `Категория «${name}» не найдена в каталоге`,
  categoryRequired: 'Нет категории: она нужна для нового товара',
  quality: (value: string) => `Качество «${value}» не распознано: «новый» или «отремонтированный»`,
  stock: (warehouse: string) => `Остаток на складе «${warehouse}» — целое число от 0`,
  descriptionLong: 'Описание длиннее 10 000 символов',
  forbidden: (column: string, codePoint: string) =>
    `В ячейке «${column}» недопустимый символ ${codePoint} (управляющий или не существующий в Юникоде): исправьте её в файле`,
} as const;

const TEXT_FIELDS: readonly ProductField[] = [
  'partNumber',
  'name',
  'price',
  'category',
  'quality',
  'description',
];

export interface CategoryRef {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
}

/** What one row says; `null` where its cell is empty (an existing product keeps that field). */
export interface RowValues {
  readonly partNumber: string;
  readonly name: string | null;
  readonly price: number | null;
  readonly categoryId: number | null;
  readonly quality: 'new' | 'repaired' | null;
  readonly description: string | null;
  /** Stock per warehouse id, for the mapped warehouses whose cell is filled. */
  readonly stocks: ReadonlyMap<number, number>;
}

export interface CheckedRow {
  readonly line: number;
  readonly cells: readonly string[];
  readonly values: RowValues | null;
  readonly errors: readonly string[];
}

const fold = (text: string): string => text.toLowerCase().replaceAll('ё', 'е').replace(/\s+/g, ' ').trim();

/** «1 234,50 ₽», «1234.5», «98 500 руб.» → a number of roubles with at most two decimals; null if not. */
export function parsePrice(text: string): number | null {
  const cleaned = text
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/(₽|руб\.?|р\.?)$/i, '')
    .replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return value <= 10_000_000_000 ? value : null;
}

const QUALITY: Record<string, 'new' | 'repaired'> = {
  new: 'new',
  новый: 'new',
  новая: 'new',
  новое: 'new',
  новые: 'new',
  нов: 'new',
  repaired: 'repaired',
  отремонтированный: 'repaired',
  отремонтированная: 'repaired',
  отремонтированные: 'repaired',
  ремонт: 'repaired',
  восстановленный: 'repaired',
  'после ремонта': 'repaired',
  'б/у': 'repaired',
  бу: 'repaired',
};

/**
 * Every row checked on its own (missing or long texts, prices, categories, quality, stock) and
 * against the rows above it (a part number twice). `isKnown` says whether a part number is already
 * one of the seller's products, whose empty cells then mean "keep as is".
 */
export function checkRows(
  table: Table,
  mapping: readonly ColumnField[],
  categories: readonly CategoryRef[],
  warehouses: ReadonlyMap<number, string>,
  isKnown: (partNumber: string) => boolean,
): CheckedRow[] {
  return table.rows.map(rowChecker(mapping, categories, warehouses, isKnown));
}

/**
 * The check of `checkRows` one row at a time, in the file's order (it remembers the part numbers
 * above): a long file is checked in slices between which the server answers others (ADR 0063).
 */
export function rowChecker(
  mapping: readonly ColumnField[],
  categories: readonly CategoryRef[],
  warehouses: ReadonlyMap<number, string>,
  isKnown: (partNumber: string) => boolean,
): (row: Table['rows'][number]) => CheckedRow {
  const column = (field: ProductField) => mapping.indexOf(field);
  const byName = new Map<string, number>();
  for (const category of categories) {
    for (const name of [fold(category.name), category.slug, String(category.id)])
      if (!byName.has(name)) byName.set(name, category.id);
  }
  const stockColumns = mapping.flatMap((field, index) =>
    field.startsWith('stock:') ? [{ index, warehouseId: Number(field.slice(6)) }] : [],
  );
  const seen = new Map<string, number>();
  return ({ line, cells }) => {
    const errors: string[] = [];
    const cell = (field: ProductField): string => {
      const index = column(field);
      return index < 0 ? '' : (cells[index] ?? '');
    };
    // A spreadsheet's cell is text entering the catalogue like a form's field (ADR 0051).
    for (const field of TEXT_FIELDS) {
      const found = forbiddenCharacter(cell(field));
      if (found) errors.push(ROW_MESSAGES.forbidden(FIELDS[field], found));
    }
    const partNumber = cell('partNumber');
    if (partNumber === '') errors.push(ROW_MESSAGES.partNumber);
    else if (partNumber.length > 100) errors.push(ROW_MESSAGES.partNumberLong);
    else {
      const earlier = seen.get(partNumberKey(partNumber));
      if (earlier !== undefined) errors.push(ROW_MESSAGES.duplicate(earlier));
      else seen.set(partNumberKey(partNumber), line);
    }
    const known = partNumber !== '' && isKnown(partNumber);
    const nameText = cell('name');
    if (nameText.length > 200) errors.push(ROW_MESSAGES.nameLong);
    else if (nameText === '' && !known) errors.push(ROW_MESSAGES.name);
    const priceText = cell('price');
    const price = priceText === '' ? null : parsePrice(priceText);
    if (priceText !== '' && price === null) errors.push(ROW_MESSAGES.price);
    if (priceText === '' && !known) errors.push(ROW_MESSAGES.priceRequired);
    const categoryText = cell('category');
    const categoryId =
      categoryText === '' ? null : (byName.get(fold(categoryText)) ?? byName.get(categoryText) ?? null);
    if (categoryText !== '' && categoryId === null) errors.push(ROW_MESSAGES.category(categoryText));
    if (categoryText === '' && !known) errors.push(ROW_MESSAGES.categoryRequired);
    const qualityText = cell('quality');
    const quality = qualityText === '' ? null : (QUALITY[fold(qualityText)] ?? null);
    if (qualityText !== '' && quality === null) errors.push(ROW_MESSAGES.quality(qualityText));
    const description = cell('description');
    if (description.length > 10_000) errors.push(ROW_MESSAGES.descriptionLong);
    const stocks = new Map<number, number>();
    for (const { index, warehouseId } of stockColumns) {
      const text = (cells[index] ?? '').replace(/[\s\u00a0]/g, '');
      if (text === '') continue;
      const quantity = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
      if (!Number.isInteger(quantity) || quantity > 1_000_000_000)
        errors.push(ROW_MESSAGES.stock(warehouses.get(warehouseId) ?? String(warehouseId)));
      else stocks.set(warehouseId, quantity);
    }
    const values: RowValues | null =
      errors.length > 0
        ? null
        : {
            partNumber,
            name: nameText || null,
            price,
            categoryId,
            quality: quality ?? (known ? null : 'new'),
            description: description || null,
            stocks,
          };
    return { line, cells, values, errors };
  };
}
