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
  /** How many cards and bytes of cards the parts hold (copied likewise). */
  readonly cardSizes: { cards: number; bytes: number };
}

interface CardsPart {
  readonly cards: IndexSnapshot['cards'];
  readonly warehouseIds: IndexSnapshot['warehouseIds'];
}

const isCardsPart = (part: unknown): part is CardsPart =>
  ArrayBuffer.isView((part as Partial<CardsPart>).cards?.data) &&
  ArrayBuffer.isView((part as Partial<CardsPart>).cards?.lengths);

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
  const cardSizes = { cards: cards.lengths.length, bytes: cards.data.length };
  yield {
    collection: stored.collection,
    watermark: stored.watermark,
    index: rest,
    sizes,
    cardSizes,
  } satisfies Head;
  let offset = 0;
  for (let at = 0; at < cards.lengths.length; at += partSizes.cards) {
    const lengths = cards.lengths.slice(at, at + partSizes.cards);
    let bytes = 0;
    for (const length of lengths) bytes += length;
    yield {
      cards: { data: cards.data.slice(offset, offset + bytes), lengths },
      warehouseIds: warehouseIds.slice(at, at + partSizes.cards),
    } satisfies CardsPart;
    offset += bytes;
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
  let cards: { data: Uint8Array<ArrayBuffer>; lengths: Int32Array<ArrayBuffer> } | null = null;
  const cardsFilled = { cards: 0, bytes: 0 };
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
      if ('cards' in part.index) return part;
      head = part as unknown as Head;
      if (!head.cardSizes) return null;
      cards = {
        data: new Uint8Array(head.cardSizes.bytes),
        lengths: new Int32Array(head.cardSizes.cards),
      };
      for (const kind of KINDS) {
        const size = head.sizes?.[kind];
        if (!size) return null;
        terms[kind] = { names: [], lengths: new Int32Array(size.terms), data: new Int32Array(size.postings) };
      }
    } else if (isCardsPart(part)) {
      const { data, lengths } = part.cards;
      if (
        cardsFilled.cards + lengths.length > cards!.lengths.length ||
        cardsFilled.bytes + data.length > cards!.data.length
      )
        return null;
      cards!.data.set(data, cardsFilled.bytes);
      cards!.lengths.set(lengths, cardsFilled.cards);
      cardsFilled.cards += lengths.length;
      cardsFilled.bytes += data.length;
      for (const ids of part.warehouseIds) warehouseIds.push(ids);
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
  if (head === null || cards === null) return null;
  if (cardsFilled.cards !== cards.lengths.length || cardsFilled.bytes !== cards.data.length) return null;
  for (const kind of KINDS)
    if (
      filled[kind].terms !== terms[kind].lengths.length ||
      filled[kind].postings !== terms[kind].data.length
    )
      return null;
  const index = { ...head.index, cards, warehouseIds, terms } as IndexSnapshot;
  return { collection: head.collection, watermark: head.watermark, index };
}
