import { unzipSync } from 'fflate';
import { SaxesParser, type SaxesTagPlain } from 'saxes';

/** A row of a sheet as Excel shows it: its number in the file and each column's text (empty where blank). */
export interface SheetRow {
  readonly line: number;
  readonly cells: string[];
}

/** The file is no XLSX we can read (not a zip, no workbook, malformed XML, too large unpacked). */
export class UnreadableXlsx extends Error {}
/** The sheet has more rows with values than the reader was allowed (it stops reading there). */
export class TooManyXlsxRows extends Error {}

/**
 * What the parts we read may unpack into, by the sizes the zip declares: the unzip never writes
 * more than a part declares, so a crafted file (a zip bomb) cannot take more memory than this.
 */
const MAX_UNPACKED_BYTES = 256 * 2 ** 20;
/** The XML is decoded and parsed this many bytes at a time: the sheet's text is never held whole. */
const CHUNK_BYTES = 1 << 20;

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
const SHARED_STRINGS = 'xl/sharedStrings.xml';
const SHEET = /^xl\/worksheets\/[^/]+\.xml$/;

/** A tag's name without its namespace prefix (`x:c` → `c`): some writers prefix the sheet's elements. */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** Feeds an XML part to a parser in chunks, decoding UTF-8 across the chunks' edges. */
function parse(bytes: Uint8Array, handlers: (parser: SaxesParser) => void): void {
  const parser = new SaxesParser();
  parser.on('error', (error) => {
    throw new UnreadableXlsx(error.message);
  });
  handlers(parser);
  const decoder = new TextDecoder('utf-8');
  for (let start = 0; start < bytes.length; start += CHUNK_BYTES)
    parser.write(decoder.decode(bytes.subarray(start, start + CHUNK_BYTES), { stream: true }));
  parser.write(decoder.decode());
  parser.close();
}

/** The sheets' parts in the workbook's order (as Excel lists its tabs); by name when the workbook does not say. */
function sheetParts(files: Record<string, Uint8Array>): string[] {
  const found = Object.keys(files).filter((name) => SHEET.test(name));
  const workbook = files[WORKBOOK];
  const rels = files[WORKBOOK_RELS];
  if (!workbook || !rels) return found.sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const targets = new Map<string, string>();
  parse(rels, (parser) =>
    parser.on('opentag', (tag: SaxesTagPlain) => {
      if (local(tag.name) !== 'Relationship') return;
      const target = String(tag.attributes.Target ?? '').replace(/^\//, '');
      targets.set(String(tag.attributes.Id), target.startsWith('xl/') ? target : `xl/${target}`);
    }),
  );
  const ordered: string[] = [];
  parse(workbook, (parser) =>
    parser.on('opentag', (tag: SaxesTagPlain) => {
      if (local(tag.name) !== 'sheet') return;
      const target = targets.get(String(tag.attributes['r:id'] ?? ''));
      if (target && files[target]) ordered.push(target);
    }),
  );
  return ordered;
}

/** The shared strings' texts (a rich text's runs joined, phonetic hints left out). */
function sharedStrings(bytes: Uint8Array | undefined): string[] {
  const strings: string[] = [];
  if (!bytes) return strings;
  let text: string | null = null;
  let inText = false;
  let inPhonetic = false;
  parse(bytes, (parser) => {
    parser.on('opentag', (tag: SaxesTagPlain) => {
      const name = local(tag.name);
      if (name === 'si') text = '';
      else if (name === 'rPh') inPhonetic = true;
      else if (name === 't' && !inPhonetic) inText = true;
    });
    parser.on('text', (chunk) => {
      if (inText && text !== null) text += chunk;
    });
    parser.on('closetag', (tag: SaxesTagPlain) => {
      const name = local(tag.name);
      if (name === 'si') {
        strings.push(text ?? '');
        text = null;
      } else if (name === 'rPh') inPhonetic = false;
      else if (name === 't') inText = false;
    });
  });
  return strings;
}

/** `AB12` → column 28 (1-based), 0 when there are no letters. */
function columnOf(ref: string): number {
  let column = 0;
  for (const char of ref) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + code - 64;
  }
  return column;
}
const rowOf = (ref: string) => Number.parseInt(ref.replace(/^[A-Z]+/, ''), 10);

/**
 * A cell's text as ExcelJS's `cell.text` gave it (what Excel shows, formats aside): a shared or
 * inline string, a formula's last result, a number as JavaScript writes it, TRUE/FALSE as
 * `true`/`false`, an error as its code.
 */
function cellText(type: string, value: string, strings: readonly string[]): string {
  switch (type) {
    case 's':
      return strings[Number.parseInt(value, 10)] ?? '';
    case 'str':
    case 'inlineStr':
    case 'e':
    case 'd':
      return value;
    case 'b':
      return String(Number.parseInt(value, 10) !== 0);
    default: {
      const number = Number.parseFloat(value);
      return Number.isNaN(number) ? value : String(number);
    }
  }
}

interface Merge {
  readonly top: number;
  readonly left: number;
  readonly bottom: number;
  readonly right: number;
}

/**
 * One sheet's rows, read as it streams through the parser; stops with TooManyXlsxRows past
 * `maxRows` rows with a value. Each merged range shows its top-left cell's text in all its cells.
 */
function sheetRows(bytes: Uint8Array, strings: readonly string[], maxRows: number): SheetRow[] {
  const rows = new Map<number, string[]>();
  const merges: Merge[] = [];
  let filled = 0;
  let line = 0;
  let cells: string[] | null = null;
  let rowFilled = false;
  let column = 0;
  let type = '';
  let value: string | null = null;
  let capturing = false;
  parse(bytes, (parser) => {
    parser.on('opentag', (tag: SaxesTagPlain) => {
      switch (local(tag.name)) {
        case 'row': {
          const r = tag.attributes.r;
          line = r === undefined ? line + 1 : Number.parseInt(String(r), 10);
          cells = rows.get(line) ?? [];
          rowFilled = false;
          column = 0;
          break;
        }
        case 'c': {
          const ref = tag.attributes.r;
          column = ref === undefined ? column + 1 : columnOf(String(ref));
          type = String(tag.attributes.t ?? 'n');
          value = null;
          break;
        }
        case 'v':
        case 't':
          if (cells) {
            capturing = true;
            value ??= '';
          }
          break;
        case 'mergeCell': {
          const [from = '', to = from] = String(tag.attributes.ref ?? '').split(':');
          const merge = { top: rowOf(from), left: columnOf(from), bottom: rowOf(to), right: columnOf(to) };
          if (Object.values(merge).every((n) => Number.isInteger(n) && n > 0)) merges.push(merge);
          break;
        }
      }
    });
    parser.on('text', (text) => {
      if (capturing) value += text;
    });
    parser.on('closetag', (tag: SaxesTagPlain) => {
      switch (local(tag.name)) {
        case 'v':
        case 't':
          capturing = false;
          break;
        case 'c':
          if (cells && column > 0) {
            while (cells.length < column) cells.push('');
            if (value !== null) {
              const text = cellText(type, value, strings);
              cells[column - 1] = text;
              if (text !== '') rowFilled = true;
            }
          }
          break;
        case 'row':
          if (cells) rows.set(line, cells);
          if (rowFilled && ++filled > maxRows) throw new TooManyXlsxRows();
          cells = null;
          break;
      }
    });
  });
  for (const merge of merges) {
    const text = rows.get(merge.top)?.[merge.left - 1] ?? '';
    if (text === '') continue;
    for (let row = merge.top; row <= merge.bottom; row += 1) {
      const target = rows.get(row) ?? [];
      while (target.length < merge.right) target.push('');
      for (let col = merge.left; col <= merge.right; col += 1) target[col - 1] = text;
      rows.set(row, target);
    }
  }
  const width = Math.max(0, ...[...rows.values()].map((row) => row.length));
  return [...rows]
    .sort(([a], [b]) => a - b)
    .map(([number, row]) => {
      while (row.length < width) row.push('');
      return { line: number, cells: row };
    });
}

const hasValue = (rows: readonly SheetRow[]) => rows.some((row) => row.cells.some((cell) => cell !== ''));

/**
 * The first sheet (in the workbook's order) that has a value: its rows, blank ones included, each
 * as wide as the widest. Null when no sheet has one. Only the workbook, its relations, the shared
 * strings and the sheets are unpacked; each sheet's XML is parsed as it is decoded.
 */
export function readFirstSheet(bytes: Uint8Array, maxRows: number): SheetRow[] | null {
  let unpacked = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        const wanted =
          file.name === WORKBOOK ||
          file.name === WORKBOOK_RELS ||
          file.name === SHARED_STRINGS ||
          SHEET.test(file.name);
        unpacked += wanted ? file.originalSize : 0;
        if (unpacked > MAX_UNPACKED_BYTES) throw new UnreadableXlsx('unpacks into too much');
        return wanted;
      },
    });
  } catch (error) {
    throw error instanceof UnreadableXlsx ? error : new UnreadableXlsx(String(error));
  }
  const strings = sharedStrings(files[SHARED_STRINGS]);
  for (const part of sheetParts(files)) {
    const rows = sheetRows(files[part]!, strings, maxRows);
    if (hasValue(rows)) return rows;
  }
  return null;
}
