import { badRequest } from '../../kit/write/index.ts';
import { UNITS, type Unit } from './events.ts';
import { LIMITS, MESSAGES } from './rules.ts';

/** A spreadsheet as the import kit reads it (price-lists' `readTable`): headers, then numbered rows. */
export interface LinesTable {
  readonly headers: readonly string[];
  readonly rows: ReadonlyArray<{ readonly line: number; readonly cells: readonly string[] }>;
}

/** The catalogue's part a designation names (the parts' own designation key), or null. */
export type PartByDesignation = (
  designation: string,
) => Promise<{ id: number; designation: string; name: string } | null>;

export const FILE_MESSAGES = {
  fileRequired: 'Прикрепите список позиций (XLSX или CSV) в поле «file»',
  tooLarge: 'Файл больше 5 МБ: в запросе не больше 100 позиций',
  noDesignationColumn:
    'Не найден столбец «Обозначение» или «Наименование»: первая строка файла — заголовки (обозначение, наименование, количество)',
  noQuantityColumn:
    'Не найден столбец «Количество»: первая строка файла — заголовки (обозначение, наименование, количество)',
  emptyRow: 'Нет ни обозначения, ни наименования',
  quantity: MESSAGES.quantity,
  designation: `Обозначение длиннее ${LIMITS.designation} символов`,
  name: MESSAGES.lineName,
  unit: MESSAGES.unit,
  tooManyLines: `В запросе не больше ${LIMITS.lines} позиций: строка не взята`,
} as const;

export interface FileLine {
  /** The row's number in the file (its header is row 1). */
  row: number;
  /** The catalogue's part when the designation names one; null: a free-text line. */
  partId: number | null;
  designation: string;
  name: string;
  quantity: number;
  unit: Unit;
}

export interface LinesFromFile {
  lines: FileLine[];
  errors: Array<{ row: number; message: string }>;
  /** Data rows read (blank ones not counted). */
  total: number;
}

const HEADERS = {
  designation: /обознач|чертеж|чертёж|артикул|designation|part\s*n/i,
  name: /наимен|назван|name/i,
  quantity: /кол-?во|количеств|quantity|qty/i,
  unit: /^ед|единиц|unit/i,
} as const;

/** The columns by their headers (the first match each); the unit is optional. */
function columnsOf(headers: readonly string[]) {
  const find = (pattern: RegExp, taken: readonly number[]) =>
    headers.findIndex((header, index) => !taken.includes(index) && pattern.test(header));
  const designation = find(HEADERS.designation, []);
  const quantity = find(HEADERS.quantity, [designation]);
  const unit = find(HEADERS.unit, [designation, quantity]);
  const name = find(HEADERS.name, [designation, quantity, unit]);
  return { designation, name, quantity, unit };
}

/** A whole number of pieces as people type it: «40», «40,0», «1 000», «16 шт». */
function quantityOf(cell: string): number | null {
  const text = cell
    .replace(/\s+/g, '')
    .replace(/(шт|компл|пар[аы]?|кг|т|м)\.?$/i, '')
    .replace(',', '.');
  if (!/^\d+(\.0+)?$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= 1 && value <= LIMITS.quantity ? value : null;
}

/**
 * The lines of a request for quotes from an uploaded list (designation, name, quantity; a unit
 * optionally): each row checked on its own, its error told by its row number as a price list's
 * are; a designation the catalogue knows becomes a part line, any other a free-text line.
 * Refuses the whole file (400) only when its columns cannot be found.
 */
export async function linesFromTable(
  table: LinesTable,
  partByDesignation: PartByDesignation,
): Promise<LinesFromFile> {
  const columns = columnsOf(table.headers);
  if (columns.designation < 0 && columns.name < 0) refused(FILE_MESSAGES.noDesignationColumn);
  if (columns.quantity < 0) refused(FILE_MESSAGES.noQuantityColumn);
  const lines: FileLine[] = [];
  const errors: LinesFromFile['errors'] = [];
  let total = 0;
  for (const { line: row, cells } of table.rows) {
    const cell = (index: number) => (index < 0 ? '' : (cells[index] ?? '').trim());
    const designation = cell(columns.designation);
    const name = cell(columns.name);
    const quantityCell = cell(columns.quantity);
    const unitCell = cell(columns.unit).replace(/\.$/, '').toLowerCase();
    if (!designation && !name && !quantityCell) continue;
    total += 1;
    const error =
      !designation && !name
        ? FILE_MESSAGES.emptyRow
        : designation.length > LIMITS.designation
          ? FILE_MESSAGES.designation
          : name.length > LIMITS.name
            ? FILE_MESSAGES.name
            : quantityOf(quantityCell) === null
              ? FILE_MESSAGES.quantity
              : unitCell && !(UNITS as readonly string[]).includes(unitCell)
                ? FILE_MESSAGES.unit
                : lines.length >= LIMITS.lines
                  ? FILE_MESSAGES.tooManyLines
                  : null;
    if (error) {
      errors.push({ row, message: error });
      continue;
    }
    const part = designation ? await partByDesignation(designation) : null;
    lines.push({
      row,
      partId: part?.id ?? null,
      designation: part?.designation ?? (designation || name.slice(0, LIMITS.designation)),
      name: name || part?.name || designation,
      quantity: quantityOf(quantityCell)!,
      unit: (unitCell || 'шт') as Unit,
    });
  }
  return { lines, errors, total };
}

const refused = (message: string): never => {
  throw badRequest(message, { file: message });
};
