/**
 * A product's sortable name kept in fewer bytes: the folded name (lower case, ё as е) with each
 * Cyrillic letter а-я as one Latin-1 character (0xC0-0xDF), so that V8 keeps the whole name as a
 * one-byte string instead of two bytes a character. The mapping keeps the order of the characters
 * it takes (ASCII, then 0x80-0xBF, then а-я, as in UTF-16), so two such keys compare as their
 * names do. A name with any other character is kept as it is, behind a mark.
 */
const RAW = '\uffff';
const CYRILLIC_A = 0x430;
const CYRILLIC_YA = 0x44f;
const ENCODED_A = 0xc0;
let scratch = Buffer.alloc(256);

export function sortKeyOf(folded: string): string {
  if (folded.length > scratch.length) scratch = Buffer.alloc(folded.length * 2);
  for (let i = 0; i < folded.length; i += 1) {
    const code = folded.charCodeAt(i);
    if (code < 0xc0) scratch[i] = code;
    else if (code >= CYRILLIC_A && code <= CYRILLIC_YA) scratch[i] = code - CYRILLIC_A + ENCODED_A;
    else return RAW + folded;
  }
  return scratch.toString('latin1', 0, folded.length);
}

/** The folded name a key was made of. */
export function nameOfSortKey(key: string): string {
  if (key.startsWith(RAW)) return key.slice(RAW.length);
  let name = '';
  for (let i = 0; i < key.length; i += 1) {
    const code = key.charCodeAt(i);
    name += code >= ENCODED_A ? String.fromCharCode(code - ENCODED_A + CYRILLIC_A) : key[i];
  }
  return name;
}

/** Negative, 0 or positive as the names of the two keys compare (by UTF-16 code units). */
export function compareSortKeys(a: string, b: string): number {
  // Both encoded, or both raw behind the same mark: the keys compare as the names.
  if (a.startsWith(RAW) === b.startsWith(RAW)) return a < b ? -1 : a > b ? 1 : 0;
  const nameA = nameOfSortKey(a);
  const nameB = nameOfSortKey(b);
  return nameA < nameB ? -1 : nameA > nameB ? 1 : 0;
}

/**
 * The first three UTF-16 code units of the name a key was made of, as one number (0 for a unit
 * past its end): where two prefixes differ, the names compare as their prefixes do, so a page
 * sorted by name can leave out most products without comparing their whole names.
 */
export function sortKeyPrefix(key: string): number {
  const raw = key.startsWith(RAW);
  const start = raw ? RAW.length : 0;
  let prefix = 0;
  for (let i = start; i < start + 3; i += 1) {
    let code = i < key.length ? key.charCodeAt(i) : 0;
    if (!raw && code >= ENCODED_A) code = code - ENCODED_A + CYRILLIC_A;
    prefix = prefix * 0x10000 + code;
  }
  return prefix;
}
