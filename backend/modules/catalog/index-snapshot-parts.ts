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
  /** Per kind, how many terms and postings its parts hold: they are copied into arrays of that size as they come. */
  readonly sizes: Record<TermKind, { terms: number; postings: number }>;
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
export function* indexParts(stored: StoredIndex, partSizes = PART_SIZES): Generator<unknown> {
  const { cards, warehouseIds, terms, ...rest } = stored.index;
  const sizes = {} as Head['sizes'];
  for (const kind of KINDS)
    sizes[kind] = { terms: terms[kind].names.length, postings: terms[kind].data.length };
  yield { collection: stored.collection, watermark: stored.watermark, index: rest, sizes } satisfies Head;
  for (let at = 0; at < cards.length; at += partSizes.cards) {
    yield {
      cards: cards.slice(at, at + partSizes.cards),
      warehouseIds: warehouseIds.slice(at, at + partSizes.cards),
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
        last - first < partSizes.terms &&
        (last === first || postings + lengths[last]! <= partSizes.postings)
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

/**
 * The stored index from its parts as they are read (or from the one value of a file written before
 * parts); null when they do not make one. Each part is dropped once copied: the postings go
 * straight into arrays of their final size.
 */
export async function indexFromParts(
  parts: AsyncIterable<unknown> | Iterable<unknown>,
): Promise<StoredIndex | null> {
  let head: Head | null = null;
  const cards: Array<IndexSnapshot['cards'][number]> = [];
  const warehouseIds: Array<IndexSnapshot['warehouseIds'][number]> = [];
  const terms = {} as Record<
    TermKind,
    { names: string[]; lengths: Int32Array; data: Int32Array<ArrayBuffer> }
  >;
  const filled = {
    words: { terms: 0, postings: 0 },
    stems: { terms: 0, postings: 0 },
    codes: { terms: 0, postings: 0 },
  };
  for await (const part of parts) {
    if (head === null) {
      if (!isStoredIndex(part)) return null;
      // A file written before parts: the whole index in one value.
      if (Array.isArray((part.index as Partial<IndexSnapshot>).cards)) return part;
      head = part as unknown as Head;
      for (const kind of KINDS) {
        const size = head.sizes?.[kind];
        if (!size) return null;
        terms[kind] = { names: [], lengths: new Int32Array(size.terms), data: new Int32Array(size.postings) };
      }
    } else if (Array.isArray((part as CardsPart).cards)) {
      for (const card of (part as CardsPart).cards) cards.push(card);
      for (const ids of (part as CardsPart).warehouseIds) warehouseIds.push(ids);
    } else if (KINDS.includes((part as TermsPart).kind)) {
      const { kind, names, lengths, data } = part as TermsPart;
      const into = terms[kind];
      const at = filled[kind];
      if (at.terms + lengths.length > into.lengths.length || at.postings + data.length > into.data.length)
        return null;
      for (const name of names) into.names.push(name);
      into.lengths.set(lengths, at.terms);
      into.data.set(data, at.postings);
      at.terms += lengths.length;
      at.postings += data.length;
    } else {
      return null;
    }
  }
  if (head === null) return null;
  for (const kind of KINDS)
    if (
      filled[kind].terms !== terms[kind].lengths.length ||
      filled[kind].postings !== terms[kind].data.length
    )
      return null;
  const index = { ...head.index, cards, warehouseIds, terms } as IndexSnapshot;
  return { collection: head.collection, watermark: head.watermark, index };
}
