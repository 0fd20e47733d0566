import { parse } from 'csv-parse/sync';
import { readFirstSheet, TooManyXlsxRows, type SheetRow } from './xlsx.ts';

export const MAX_ROWS = 50_000;

export const TABLE_MESSAGES = {
  empty: 'Файл пустой: в нём нет ни заголовков, ни строк',
  notSpreadsheet: 'Это не таблица: загрузите прайс-лист в формате XLSX или CSV',
  tooManyRows: `В файле больше ${MAX_ROWS.toLocaleString('ru-RU')} строк: разделите его на части`,
  unreadable: 'Не удалось прочитать файл: он повреждён или сохранён не как XLSX или CSV',
  noRows: 'В файле есть заголовки, но нет ни одной строки с данными',
  oneColumn: 'Не удалось разделить строки на столбцы: сохраните CSV с разделителем «;», «,» или табуляцией',
} as const;

/** A spreadsheet as text: the header row and the data rows below it (numbered as in the file). */
export interface Table {
  readonly headers: readonly string[];
  readonly rows: ReadonlyArray<{ readonly line: number; readonly cells: readonly string[] }>;
  readonly encoding: 'xlsx' | 'utf-8' | 'windows-1251';
}

/**
 * A file refused, with the reason shown to the seller (one of TABLE_MESSAGES). The reading runs in a
 * worker that loads nothing but the readers (ADR 0095): the server makes it a 400 of its own.
 */
export class TableRefusal extends Error {}

const refuse = (message: string) => new TableRefusal(message);
const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** UTF-8 when the bytes are valid UTF-8 (with or without a BOM), else Windows-1251, as Excel saves CSV in Russia. */
function decode(bytes: Uint8Array): { text: string; encoding: Table['encoding'] } {
  try {
    return {
      text: new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, ''),
      encoding: 'utf-8',
    };
  } catch {
    return { text: new TextDecoder('windows-1251').decode(bytes), encoding: 'windows-1251' };
  }
}

/** The delimiter that splits the first lines into the same, largest number of columns. */
function delimiterOf(text: string): string {
  const lines = text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .slice(0, 20);
  let best = ';';
  let bestScore = -1;
  for (const delimiter of [';', ',', '\t', '|']) {
    const counts = lines.map((line) => line.split(delimiter).length);
    const columns = Math.min(...counts);
    const consistent = counts.filter((count) => count === counts[0]).length;
    const score = columns > 1 ? columns * 100 + consistent : 0;
    if (score > bestScore) [best, bestScore] = [delimiter, score];
  }
  return best;
}

const trimRow = (cells: string[]) => cells.map((cell) => cell.replace(/\s+/g, ' ').trim());

/**
 * A cell that our CSV export guarded against formula injection (`'=…`, `'+…`, `'-…`, `'@…`) reads
 * back as written before the guard, so an exported price list imports unchanged.
 */
export const unguardFormula = (cell: string): string => cell.replace(/^'(?=[=+\-@\t\r])/, '');
const isBlank = (cells: readonly string[]) => cells.every((cell) => cell === '');

function tableOf(all: Array<{ line: number; cells: string[] }>, encoding: Table['encoding']): Table {
  const filled = all.filter((row) => !isBlank(row.cells));
  if (filled.length === 0) throw refuse(TABLE_MESSAGES.empty);
  const [header, ...rows] = filled;
  if (rows.length === 0) throw refuse(TABLE_MESSAGES.noRows);
  if (rows.length > MAX_ROWS) throw refuse(TABLE_MESSAGES.tooManyRows);
  return { headers: header!.cells, rows, encoding };
}

function readXlsx(bytes: Uint8Array): Table {
  let sheet: SheetRow[] | null;
  try {
    // The header row and MAX_ROWS rows below it; the reader stops at the first row past them.
    sheet = readFirstSheet(bytes, MAX_ROWS + 1);
  } catch (error) {
    if (error instanceof TooManyXlsxRows) throw refuse(TABLE_MESSAGES.tooManyRows);
    throw refuse(TABLE_MESSAGES.unreadable);
  }
  if (!sheet) throw refuse(TABLE_MESSAGES.empty);
  return tableOf(
    sheet.map(({ line, cells }) => ({ line, cells: trimRow(cells) })),
    'xlsx',
  );
}

function readCsv(bytes: Uint8Array): Table {
  if (bytes.includes(0)) throw refuse(TABLE_MESSAGES.notSpreadsheet);
  const { text, encoding } = decode(bytes);
  if (text.trim() === '') throw refuse(TABLE_MESSAGES.empty);
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      bom: true,
    }) as string[][];
  } catch {
    throw refuse(TABLE_MESSAGES.unreadable);
  }
  const rows = records.map((cells, index) => ({
    line: index + 1,
    cells: trimRow(cells.map(unguardFormula)),
  }));
  const table = tableOf(rows, encoding);
  if (table.headers.length < 2) throw refuse(TABLE_MESSAGES.oneColumn);
  return table;
}

/** Reads an uploaded price list: XLSX by its zip signature, anything else as CSV text. */
export async function readTable(bytes: Uint8Array): Promise<Table> {
  if (bytes.length === 0) throw refuse(TABLE_MESSAGES.empty);
  return isZip(bytes) ? readXlsx(bytes) : readCsv(bytes);
}
