import { analyze, fold, fromWrongLayout, withinOneEdit } from '../catalog/published.ts';
import { textOf } from '../news/published.ts';
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
    .map((chunk) =>
      [chunk, fromWrongLayout(chunk)].filter((reading): reading is string => reading !== null).map(analyze),
    )
    .filter((readings) => readings.some((terms) => terms.words.length + terms.codes.length > 0));
}

type Readings = ReturnType<typeof analyze>[];

/**
 * How much one term of a service gives one query word: name over other texts; exact over stem over
 * prefix over typo. A service scores the best of its terms for each word.
 */
function termScore(readings: Readings, term: string): number {
  const tag = term[0];
  const value = term.slice(2);
  let best = 0;
  for (const terms of readings) {
    if (tag === 'c') {
      if (terms.codes.includes(value)) best = Math.max(best, 3);
    } else if (tag === 'n' || tag === 't') {
      const weight = tag === 'n' ? 3 : 1;
      for (const word of terms.words) {
        if (word === value) best = Math.max(best, weight);
        else if (word.length >= 3 && value.startsWith(word)) best = Math.max(best, 0.75 * weight);
        else if (word.length >= 4 && withinOneEdit(word, value)) best = Math.max(best, 0.6 * weight);
      }
    } else if (tag === 'N' || tag === 'T') {
      for (const stemmed of terms.stems) {
        if (stemmed === value) best = Math.max(best, tag === 'N' ? 2.7 : 0.9);
        // A typo in another form of the word: «калёсных» for «колёсные».
        else if (stemmed.length >= 4 && withinOneEdit(stemmed, value))
          best = Math.max(best, 0.55 * (tag === 'N' ? 3 : 1));
      }
    }
  }
  return best;
}

/**
 * A scorer for one query over many services: services share most of their words, so each term is
 * weighed against the query once per query, not once per service.
 */
export function serviceMatcher(
  query: ReturnType<typeof parseServiceQuery>,
): (terms: readonly string[]) => number {
  const memos = query.map(() => new Map<string, number>());
  return (terms) => {
    let total = 0;
    for (let index = 0; index < query.length; index += 1) {
      const memo = memos[index]!;
      let best = 0;
      for (const term of terms) {
        let score = memo.get(term);
        if (score === undefined) memo.set(term, (score = termScore(query[index]!, term)));
        if (score > best) best = score;
      }
      if (best === 0) return 0;
      total += best;
    }
    return total;
  };
}

/**
 * The relevance of each of `size` services for a query, from the postings of their terms (term →
 * the services' places): each distinct term is weighed once, so a search costs the vocabulary and
 * the hits, not every service's words. 0 where some query word matches nothing.
 */
export function rankByTerms(
  query: ReturnType<typeof parseServiceQuery>,
  postings: ReadonlyMap<string, Iterable<number>>,
  size: number,
): Float64Array {
  const total = new Float64Array(size);
  const matched = new Uint8Array(size).fill(1);
  const word = new Float64Array(size);
  for (const readings of query) {
    word.fill(0);
    for (const [term, places] of postings) {
      const score = termScore(readings, term);
      if (score === 0) continue;
      for (const place of places) if (score > word[place]!) word[place] = score;
    }
    // Every word must match somewhere: a miss leaves the service out.
    for (let place = 0; place < size; place += 1) {
      if (word[place] === 0) matched[place] = 0;
      else total[place]! += word[place]!;
    }
  }
  for (let place = 0; place < size; place += 1) if (matched[place] === 0) total[place] = 0;
  return total;
}

/** The relevance of a service for a parsed query: 0 unless every query word matches somewhere. */
export function serviceScore(query: ReturnType<typeof parseServiceQuery>, terms: readonly string[]): number {
  return serviceMatcher(query)(terms);
}
