// Which characters text may hold once stored, and how an export writes text stored before that rule
// (ADR 0051). Shared by the write side (what a command refuses), the exports and the printed
// documents: one rule, no imports.

/**
 * A character no stored text may hold: a control character other than tab, line feed and carriage
 * return (C0, DEL, C1), half of a surrogate pair without its other half, or a non-character
 * (U+FDD0–U+FDEF and the last two code points of every plane, U+FFFE and U+FFFF among them). XML
 * 1.0 (CommerceML, XLSX) cannot carry most of them at all; none of them is text a person typed.
 */
const FORBIDDEN = /[[\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}]--[\t\n\r]]/v;
const FORBIDDEN_ALL = new RegExp(FORBIDDEN.source, 'gv');
const LONE_SURROGATE = /\p{Cs}/gv;

/** The code point as people look it up: «U+0000», «U+FFFF», «U+D800». */
const codePoint = (character: string): string =>
  `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** The first character of `text` no stored text may hold, as «U+0000», or null when there is none. */
export function forbiddenCharacter(text: string): string | null {
  const found = FORBIDDEN.exec(text);
  return found ? codePoint(found[0]) : null;
}

/**
 * Text as an export writes it, whatever was stored before the rule: a lone surrogate becomes
 * U+FFFD (the replacement character, as a UTF-8 encoder would write it), every other forbidden
 * character is left out. Tab and line breaks stay: every format carries them.
 */
export function exportable(text: string): string {
  return text.replace(LONE_SURROGATE, '\ufffd').replace(FORBIDDEN_ALL, '');
}

/**
 * Text as an XLSX cell carries it: exportable, and a literal `_xHHHH_` escaped as `_x005F_xHHHH_`,
 * since the format reads `_xHHHH_` as the character HHHH (Excel would show a part number
 * «А_x0041_» as «АA»).
 */
export function xlsxText(text: string): string {
  return exportable(text).replace(/_(x[0-9a-f]{4}_)/gi, '_x005F_$1');
}

/** A value with every text in it (keys too) written by `write`: the rows of a register, a price list. */
export function mapTexts<T>(value: T, write: (text: string) => string): T {
  if (typeof value === 'string') return write(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => mapTexts(item, write)) as T;
  const prototype: unknown =
    value !== null && typeof value === 'object' ? Object.getPrototypeOf(value) : undefined;
  if (prototype === Object.prototype || prototype === null) {
    return Object.fromEntries(
      Object.entries(value as object).map(([key, item]) => [write(key), mapTexts(item, write)]),
    ) as T;
  }
  return value;
}

/** A value with every text in it made exportable. */
export const exportableDeep = <T>(value: T): T => mapTexts(value, exportable);
