import { analyze, fold, fromWrongLayout, withinOneEdit } from '../catalog/index.ts';
import { textOf } from '../news/index.ts';
import type { ServiceDetails } from './events.ts';

/*
 * Search over services with the catalogue's Russian text analysis (ADR 0011): the same folding
 * (ё as е), Snowball stems, part-number codes, wrong keyboard layout and one-typo tolerance. A
 * service's terms are kept in its read-model document as tagged strings: `n:` a word of the name,
 * `t:` a word of the other texts, `N:`/`T:` their stems, `c:` a code.
 */

export function serviceSearchTerms(details: ServiceDetails): string[] {
  const name = analyze(details.name);
  const rest = analyze(
    [details.shortDescription, textOf(details.description), details.requirements, details.location].join(' '),
  );
  return [
    ...name.words.map((w) => `n:${w}`),
    ...name.stems.map((s) => `N:${s}`),
    ...rest.words.map((w) => `t:${w}`),
    ...rest.stems.map((s) => `T:${s}`),
    ...[...name.codes, ...rest.codes].map((c) => `c:${c}`),
  ];
}

/** The words of a query: each with the readings it may have been meant as. */
export function parseServiceQuery(query: string): Array<ReturnType<typeof analyze>[]> {
  const folded = fold(query).trim();
  if (folded === '') return [];
  return folded
    .split(/\s+/)
    .map((chunk) => [chunk, fromWrongLayout(chunk)].filter((reading): reading is string => reading !== null).map(analyze))
    .filter((readings) => readings.some((terms) => terms.words.length + terms.codes.length > 0));
}

interface Vocabulary {
  readonly terms: ReadonlySet<string>;
  readonly words: readonly string[];
  readonly stems: readonly string[];
}

function vocabularyOf(terms: readonly string[]): Vocabulary {
  return {
    terms: new Set(terms),
    words: terms.filter((term) => term.startsWith('n:') || term.startsWith('t:')),
    stems: terms.filter((term) => term.startsWith('N:') || term.startsWith('T:')),
  };
}

/** How well one query word matches: name over other texts; exact over stem over prefix over typo. */
function wordScore(readings: ReturnType<typeof analyze>[], vocabulary: Vocabulary): number {
  let best = 0;
  for (const terms of readings) {
    for (const code of terms.codes) if (vocabulary.terms.has(`c:${code}`)) best = Math.max(best, 3);
    for (const word of terms.words) {
      if (vocabulary.terms.has(`n:${word}`)) best = Math.max(best, 3);
      else if (vocabulary.terms.has(`t:${word}`)) best = Math.max(best, 1);
      for (const candidate of vocabulary.words) {
        const inName = candidate.startsWith('n:');
        const other = candidate.slice(2);
        const weight = inName ? 3 : 1;
        if (word.length >= 3 && other.startsWith(word)) best = Math.max(best, 0.75 * weight);
        else if (word.length >= 4 && withinOneEdit(word, other)) best = Math.max(best, 0.6 * weight);
      }
    }
    for (const stemmed of terms.stems) {
      if (vocabulary.terms.has(`N:${stemmed}`)) best = Math.max(best, 2.7);
      else if (vocabulary.terms.has(`T:${stemmed}`)) best = Math.max(best, 0.9);
      // A typo in another form of the word: «калёсных» for «колёсные».
      if (stemmed.length >= 4) {
        for (const candidate of vocabulary.stems) {
          if (withinOneEdit(stemmed, candidate.slice(2))) best = Math.max(best, 0.55 * (candidate.startsWith('N:') ? 3 : 1));
        }
      }
    }
  }
  return best;
}

/** The relevance of a service for a parsed query: 0 unless every query word matches somewhere. */
export function serviceScore(query: ReturnType<typeof parseServiceQuery>, terms: readonly string[]): number {
  const vocabulary = vocabularyOf(terms);
  let total = 0;
  for (const readings of query) {
    const score = wordScore(readings, vocabulary);
    if (score === 0) return 0;
    total += score;
  }
  return total;
}
