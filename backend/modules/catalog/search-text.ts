import { stemmer } from '@orama/stemmers/russian';

/**
 * Text analysis of the catalogue search, shared by the `productSearch` projection (documents) and
 * the in-process index (queries), so both sides normalise identically (ADR 0011):
 *
 * - lower case, ё as е;
 * - words: runs of letters and digits; one-letter words and a few prepositions are left out;
 * - stems: the Snowball stemmer for Russian (`колёсную` and `колёсная` → `колесн`);
 * - codes: a chunk with a digit (`100.00.010-1`, `СА-3`, `РУ1Ш-957-Г`) also gives one key with the
 *   separators removed and Latin look-alike letters written in Cyrillic (`100000101`, `са3`), so a
 *   part number matches however it is typed.
 */

export interface FieldTerms {
  readonly words: readonly string[];
  readonly stems: readonly string[];
  readonly codes: readonly string[];
}

/** Latin letters that look like Cyrillic ones, as people type part numbers (CA-3 for СА-3). */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  a: 'а',
  b: 'в',
  c: 'с',
  e: 'е',
  h: 'н',
  k: 'к',
  m: 'м',
  o: 'о',
  p: 'р',
  t: 'т',
  x: 'х',
  y: 'у',
};

/** Keys of the QWERTY layout and the ЙЦУКЕН letters on them: 'rjktcyfz' was meant as 'колесная'. */
const QWERTY = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";
const JCUKEN = 'йцукенгшщзхъфывапролджэячсмитьбюё';
const LAYOUT = new Map([...QWERTY].map((key, index) => [key, JCUKEN[index]!]));

export const STOP_WORDS: ReadonlySet<string> = new Set([
  'и',
  'в',
  'во',
  'на',
  'с',
  'со',
  'по',
  'к',
  'ко',
  'от',
  'из',
  'для',
  'без',
  'под',
  'над',
  'о',
  'об',
  'у',
  'за',
  'до',
  'при',
  'или',
  'а',
  'не',
  'что',
  'как',
]);

const CHUNK_SEPARATORS = /[\s,;:()[\]{}«»"'!?/\\|×*+=<>„“”…]+/u;
const PART_SEPARATORS = /[^\p{L}\p{N}]+/u;
const HAS_DIGIT = /\p{N}/u;
const LATIN = /[a-z]/;
const ONLY_CYRILLIC = /^[а-яё]+$/;

/** The first index in `sorted` (by code point) whose term is not below `wanted`: where a prefix's terms begin. */
export function lowerBound(sorted: readonly string[], wanted: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < wanted) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Lower case, ё as е, compatibility forms folded (full-width digits, ligatures). */
export function fold(text: string): string {
  return text.normalize('NFKC').toLocaleLowerCase('ru').replace(/ё/g, 'е');
}

/** Latin look-alikes written in Cyrillic; other characters unchanged. */
export function lookAlike(text: string): string {
  let result = '';
  for (const char of text) result += LOOK_ALIKES[char] ?? char;
  return result;
}

/** Whether every Latin letter of the text has a Cyrillic look-alike. */
export function hasOnlyLookAlikeLatin(text: string): boolean {
  for (const char of text) if (/[a-z]/.test(char) && !(char in LOOK_ALIKES)) return false;
  return true;
}

/** The text as it would read had it been typed on the Russian layout, or null without Latin keys. */
export function fromWrongLayout(text: string): string | null {
  if (!LATIN.test(text)) return null;
  let result = '';
  for (const char of text) result += LAYOUT.get(char) ?? char;
  return result;
}

/** A part number without separators, look-alike letters in Cyrillic: '100.00.010-1' → '100000101'. */
export function codeKey(chunk: string): string {
  return lookAlike(fold(chunk).replace(/[^\p{L}\p{N}]/gu, ''));
}

const stemCache = new Map<string, string>();

/** The Snowball stem of a Russian word, ё as е (memoised: the catalogue's vocabulary is small). */
export function stem(word: string): string {
  let cached = stemCache.get(word);
  if (cached === undefined) {
    cached = ONLY_CYRILLIC.test(word) && word.length > 2 ? stemmer(word.replace(/ё/g, 'е')) : word;
    if (stemCache.size > 200_000) stemCache.clear();
    stemCache.set(word, cached);
  }
  return cached;
}

/** Chunks of folded text: what lies between spaces and punctuation other than '.' and '-'. */
export function chunks(folded: string): string[] {
  return folded
    .split(CHUNK_SEPARATORS)
    .map((chunk) => chunk.replace(/^[.\-–—_]+|[.\-–—_]+$/g, ''))
    .filter((chunk) => chunk.length > 0);
}

/** A word as indexed: Latin look-alike letters in Cyrillic, so TBU (Latin), ТВU and ТBU are one word. */
export function canonicalWord(part: string): string {
  return LATIN.test(part) ? lookAlike(part) : part;
}

export function isCodeChunk(chunk: string): boolean {
  return HAS_DIGIT.test(chunk) && chunk.replace(/[^\p{L}\p{N}]/gu, '').length >= 2;
}

/** Terms of one field in one string (what the projection stores): words|stems|codes, space-separated. */
export function encodeTerms(terms: FieldTerms): string {
  return `${terms.words.join(' ')}|${terms.stems.join(' ')}|${terms.codes.join(' ')}`;
}

export function decodeTerms(encoded: string): FieldTerms {
  const [words = '', stems = '', codes = ''] = encoded.split('|');
  const split = (list: string): string[] => (list === '' ? [] : list.split(' '));
  return { words: split(words), stems: split(stems), codes: split(codes) };
}

/** The terms of one field of a product. */
export function analyze(text: string): FieldTerms {
  const words = new Set<string>();
  const stems = new Set<string>();
  const codes = new Set<string>();
  for (const chunk of chunks(fold(text))) {
    const parts = chunk.split(PART_SEPARATORS).filter((part) => part.length > 0);
    if (isCodeChunk(chunk)) {
      codes.add(codeKey(chunk));
      if (parts.length < 2) continue;
      // Parts of a code are words too ('957' and 'ру1ш' of 'РУ1Ш-957-Г'), but not bare one- or two-digit runs.
      for (const part of parts) {
        if (/^\p{N}+$/u.test(part) ? part.length >= 3 : part.length >= 2) words.add(canonicalWord(part));
      }
      continue;
    }
    for (const part of parts) {
      if (part.length < 2 || STOP_WORDS.has(part)) continue;
      const word = canonicalWord(part);
      words.add(word);
      stems.add(stem(word));
    }
  }
  return { words: [...words], stems: [...stems], codes: [...codes] };
}

/**
 * The terms of texts written one after another, each on its own line: `analyze(texts.join('\n'))`,
 * each text's analysis remembered. A line break ends every chunk and every word (folding and lower
 * case never reach across it), so the analysis of the whole is the analyses of its texts in turn,
 * each term kept where it first comes. Products repeat their texts (suppliers reuse descriptions,
 * characteristics' names, a part's name): the projection analyses each text once, not at each
 * product and at each change of its details (ADR 0100).
 */
export function analyzeTexts(texts: readonly string[]): FieldTerms {
  if (texts.length === 1) return analyzedOnce(texts[0]!);
  const words = new Set<string>();
  const stems = new Set<string>();
  const codes = new Set<string>();
  for (const text of texts) {
    const terms = analyzedOnce(text);
    for (const word of terms.words) words.add(word);
    for (const term of terms.stems) stems.add(term);
    for (const code of terms.codes) codes.add(code);
  }
  return { words: [...words], stems: [...stems], codes: [...codes] };
}

/**
 * What the kept analyses may cost, roughly in bytes: each entry is charged its text four times
 * over (the key, and the words, stems and codes made of it) plus 200 for the map slot and the
 * frozen object and arrays, so that many short texts (serial numbers, years) are bounded as well
 * as a few long descriptions. At the limit the store begins again.
 */
const ANALYSES_KEPT_BYTES = 4 * 2 ** 20;
const ENTRY_OVERHEAD_BYTES = 200;
const analyzed = new Map<string, FieldTerms>();
let analyzedBytes = 0;

function analyzedOnce(text: string): FieldTerms {
  let terms = analyzed.get(text);
  if (terms === undefined) {
    const { words, stems, codes } = analyze(text);
    // Shared by every later caller: frozen, so none can change what the next one gets.
    terms = Object.freeze({
      words: Object.freeze(words),
      stems: Object.freeze(stems),
      codes: Object.freeze(codes),
    });
    const cost = ENTRY_OVERHEAD_BYTES + 4 * text.length;
    if (analyzedBytes + cost > ANALYSES_KEPT_BYTES) {
      analyzed.clear();
      analyzedBytes = 0;
    }
    // A text costing more than the whole budget is analysed every time.
    if (cost <= ANALYSES_KEPT_BYTES) {
      analyzed.set(text, terms);
      analyzedBytes += cost;
    }
  }
  return terms;
}

/** Damerau–Levenshtein distance of at most one (one insertion, deletion, substitution or swap). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i += 1;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // substitution
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swap
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Every string with one character left out (the deletion neighbourhood of a fuzzy lookup). */
export function deletions(word: string): string[] {
  const result: string[] = [];
  for (let i = 0; i < word.length; i += 1) result.push(word.slice(0, i) + word.slice(i + 1));
  return result;
}
