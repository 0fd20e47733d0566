import type { Position } from '../../../infra/event-store/index.ts';
import type { IndexSnapshot } from './search-index.ts';

/** A snapshot with the read model it was taken of: its collection and the checkpoint read up to. */
export interface StoredIndex {
  readonly collection: string;
  readonly watermark: Position;
  readonly index: IndexSnapshot;
}

type TermKind = keyof IndexSnapshot['terms'];
const KINDS: readonly TermKind[] = ['words', 'stems', 'codes'];

/**
 * How much goes into one part of the file: each part is serialized in one turn of the event loop
 * (ADR 0088), about 5 ms for 5,000 cards or a million postings on this machine's cores.
 */
export const PART_SIZES = { cards: 5_000, postings: 1_000_000, terms: 20_000 };

interface Head {
  readonly collection: string;
  readonly watermark: Position;
  readonly index: Omit<IndexSnapshot, 'cards' | 'warehouseIds' | 'terms'>;
}

interface CardsPart {
  readonly cards: IndexSnapshot['cards'];
  readonly warehouseIds: IndexSnapshot['warehouseIds'];
}

interface TermsPart {
  readonly kind: TermKind;
  readonly names: readonly string[];
  readonly lengths: Int32Array;
  readonly data: Int32Array<ArrayBuffer>;
}

function isStoredIndex(value: unknown): value is StoredIndex {
  const stored = value as Partial<StoredIndex> | null;
  return (
    typeof stored?.collection === 'string' &&
    typeof stored.watermark?.commit === 'number' &&
    typeof stored.index === 'object'
  );
}

/** The stored index in parts of bounded size, each made when the writer asks for it. */
export function* indexParts(stored: StoredIndex, sizes = PART_SIZES): Generator<unknown> {
  const { cards, warehouseIds, terms, ...rest } = stored.index;
  yield { collection: stored.collection, watermark: stored.watermark, index: rest } satisfies Head;
  for (let at = 0; at < cards.length; at += sizes.cards) {
    yield {
      cards: cards.slice(at, at + sizes.cards),
      warehouseIds: warehouseIds.slice(at, at + sizes.cards),
    } satisfies CardsPart;
  }
  for (const kind of KINDS) {
    const { names, lengths, data } = terms[kind];
    let first = 0;
    let offset = 0;
    while (first < names.length) {
      let last = first;
      let postings = 0;
      while (
        last < names.length &&
        last - first < sizes.terms &&
        (last === first || postings + lengths[last]! <= sizes.postings)
      ) {
        postings += lengths[last]!;
        last += 1;
      }
      yield {
        kind,
        names: names.slice(first, last),
        lengths: lengths.slice(first, last),
        data: data.slice(offset, offset + postings),
      } satisfies TermsPart;
      first = last;
      offset += postings;
    }
  }
}

/** The stored index from its parts (or from the one value of a file written before parts); null when they do not make one. */
export function indexFromParts(parts: readonly unknown[] | null): StoredIndex | null {
  if (!parts || parts.length === 0) return null;
  const [head, ...rest] = parts;
  if (!isStoredIndex(head)) return null;
  if (rest.length === 0 && Array.isArray((head.index as Partial<IndexSnapshot>).cards)) return head;
  const cards: Array<IndexSnapshot['cards'][number]> = [];
  const warehouseIds: Array<IndexSnapshot['warehouseIds'][number]> = [];
  const termParts: Record<TermKind, TermsPart[]> = { words: [], stems: [], codes: [] };
  for (const part of rest) {
    if (Array.isArray((part as CardsPart).cards)) {
      for (const card of (part as CardsPart).cards) cards.push(card);
      for (const ids of (part as CardsPart).warehouseIds) warehouseIds.push(ids);
    } else if (KINDS.includes((part as TermsPart).kind)) {
      termParts[(part as TermsPart).kind].push(part as TermsPart);
    } else {
      return null;
    }
  }
  const terms = {} as IndexSnapshot['terms'];
  for (const kind of KINDS) {
    const chunks = termParts[kind];
    const total = (pick: (part: TermsPart) => { length: number }): number =>
      chunks.reduce((sum, part) => sum + pick(part).length, 0);
    const lengths = new Int32Array(total((part) => part.lengths));
    const data = new Int32Array(total((part) => part.data));
    const names: string[] = [];
    let lengthAt = 0;
    let dataAt = 0;
    for (const part of chunks) {
      for (const name of part.names) names.push(name);
      lengths.set(part.lengths, lengthAt);
      lengthAt += part.lengths.length;
      data.set(part.data, dataAt);
      dataAt += part.data.length;
    }
    terms[kind] = { names, lengths, data };
  }
  const index = { ...(head.index as Head['index']), cards, warehouseIds, terms } as IndexSnapshot;
  return { collection: head.collection, watermark: head.watermark, index };
}
