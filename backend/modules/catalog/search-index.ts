import { PRODUCT_STATUSES, QUALITIES, type ProductStatus, type Quality } from './events.ts';
import {
  STOP_WORDS,
  canonicalWord,
  chunks,
  codeKey,
  decodeTerms,
  deletions,
  fold,
  fromWrongLayout,
  hasOnlyLookAlikeLatin,
  lowerBound,
  isCodeChunk,
  lookAlike,
  stem,
  withinOneEdit,
  type FieldTerms,
} from './search-text.ts';
import type { ProductSearchDoc, SellerSearchDoc } from './view.ts';
import { CardShelf, cardOfBytes, type IndexedCard, type PackedCards } from './card-shelf.ts';
import { compareSortKeys, nameOfSortKey, sortKeyOf, sortKeyPrefix } from './sort-key.ts';

export type { IndexedCard } from './card-shelf.ts';

/**
 * The catalogue held by the API process (ADR 0011): an inverted index over the products' search
 * documents for `search`, and per-category buckets sorted by id for browsing, so neither a search
 * nor a catalogue page looks at every product.
 *
 * Every version of a product gets a new slot; postings are `slot * 8 + fields` (bit 1: name,
 * 2: attributes, 4: description) in ascending slot order. A replaced version's slot is marked dead
 * and skipped; dead postings are dropped when they pile up.
 */

/** What a supplier's list filters its products on, read from the index's columns (no card made). */
export type CardFacts = Pick<
  IndexedCard,
  'id' | 'status' | 'revision' | 'quality' | 'categoryId' | 'supplierId'
>;

/** Relevance of a match kind (times the weight of the field it is found in). */
export const MATCH_QUALITY = {
  exact: 1,
  code: 1,
  stem: 0.9,
  codePrefix: 0.8,
  prefix: 0.75,
  typo: 0.6,
  stemTypo: 0.55,
  /** Another reading of the typed text (wrong keyboard layout, Latin look-alikes). */
  reading: 0.95,
} as const;

const FIELD_BITS = { name: 1, attributes: 2, text: 4 } as const;
type TermKind = 'words' | 'stems' | 'codes';
const TERM_KINDS: readonly TermKind[] = ['words', 'stems', 'codes'];
/** Name over attributes (characteristics, documents, delivery set) over description. */
const WEIGHT_OF_MASK = [0, 3, 2, 3, 1, 3, 2, 3];
const MAX_PREFIX_EXPANSION = 3000;
const MAX_QUERY_CHUNKS = 8;

/** What a slot holds beside its card: read from the search document, kept in a snapshot. */
interface PlacedFacts {
  readonly warehouseIds: readonly number[];
  /** The part it is an offer of, 0 for none. */
  readonly partId: number;
  /** Days to ship, -1 when not said. */
  readonly leadTimeDays: number;
  readonly commit: number;
  readonly prepare: number;
}

interface Bucket {
  ids: Set<number>;
  /** The ids in descending order, rebuilt after a change. */
  sorted: Int32Array | null;
}

interface Hits {
  slots: number[];
  scores: number[];
}

type Token =
  | { readonly kind: 'word'; readonly text: string; readonly prefix: boolean }
  | { readonly kind: 'code'; readonly text: string; readonly prefix: boolean };

/** One way to read a chunk of the query: tokens that must all match, and a factor on its score. */
interface Reading {
  readonly tokens: readonly Token[];
  readonly factor: number;
}

/** A whitespace-separated piece of the query: any of its readings may match. */
type QueryChunk = readonly Reading[];

export interface ParsedQuery {
  readonly chunks: readonly QueryChunk[];
  /** The whole query as one part number ('100 00 010' → '10000010'), when it holds a digit. */
  readonly compact: Token | null;
}

/** Which products a search keeps; a part left out keeps them all. */
export interface CardFilter {
  readonly statuses?: readonly ProductStatus[];
  readonly qualities?: readonly Quality[];
  /** The categories in scope (a category, its name filters, its descendants). */
  readonly categoryIds?: ReadonlySet<number> | null;
  readonly supplierId?: number | null;
}

/** Bit i set when `all[i]` is chosen (every bit when nothing is said). */
function maskOf<T>(all: readonly T[], chosen: readonly T[] | undefined): number {
  if (chosen === undefined) return (1 << all.length) - 1;
  let mask = 0;
  for (const value of chosen) if (all.includes(value)) mask |= 1 << all.indexOf(value);
  return mask;
}

/** Bumped when the snapshot's layout or the meaning of its postings changes: older ones are rebuilt. */
export const INDEX_SNAPSHOT_FORMAT = 3;

/** The products' part of a CatalogIndex as plain data (`CatalogIndex.snapshot`, `restore`). */
export interface IndexSnapshot {
  readonly format: number;
  /** Live cards, slot order, as the index holds them (card-shelf.ts). */
  readonly cards: PackedCards;
  readonly warehouseIds: ReadonlyArray<readonly number[]>;
  /** What the narrowing reads of each card beside it (ADR 0066): its part (0: none), its days to ship (-1: not said). */
  readonly partIds: Int32Array;
  readonly leadTimes: Int32Array;
  /** Commit and prepare position of each card's search document. */
  readonly positions: Float64Array;
  /** Per kind: the terms, each one's number of postings, and all postings one after the other. */
  readonly terms: Record<
    'words' | 'stems' | 'codes',
    {
      readonly names: readonly string[];
      readonly lengths: Int32Array;
      readonly data: Int32Array<ArrayBuffer>;
    }
  >;
}

export interface Page<T> {
  readonly total: number;
  readonly items: readonly T[];
}

const EMPTY_HITS: Hits = { slots: [], scores: [] };

/**
 * One term's postings, `slot * 8 + fields`, ascending: a typed array of exact size, and a short
 * list of the ones added since it was last packed (packed when it grows as long as the array, or
 * at once after a bulk load: few allocations, little fragmentation).
 */
class Postings {
  data: Int32Array<ArrayBuffer> = EMPTY_POSTINGS;
  tail: number[] = [];
  /** During a bulk load: how many postings are coming (first pass), then its range in the array. */
  reserved = 0;
  start = 0;
  cursor = 0;

  get size(): number {
    return this.data.length + this.tail.length;
  }

  push(posting: number): void {
    this.tail.push(posting);
    if (this.tail.length >= Math.max(32, this.data.length)) this.pack();
  }

  pack(): void {
    if (this.tail.length === 0) return;
    const packed = new Int32Array(this.data.length + this.tail.length);
    packed.set(this.data);
    packed.set(this.tail, this.data.length);
    this.data = packed;
    this.tail = [];
  }

  /** The fields bits of `slot`, or 0 when the slot is not in the list (binary search). */
  fieldsOf(slot: number): number {
    const found = search(this.data, this.data.length, slot);
    return found !== 0 ? found : search(this.tail, this.tail.length, slot);
  }

  /** Keeps the postings whose slot passes; false when none is left. */
  retain(keep: (slot: number) => boolean): boolean {
    this.pack();
    const kept = this.data.filter((posting) => keep(posting >>> 3));
    this.data = kept.length > 0 ? kept : EMPTY_POSTINGS;
    return kept.length > 0;
  }
}

const EMPTY_POSTINGS = new Int32Array(0);

function search(data: ArrayLike<number>, size: number, slot: number): number {
  const wanted = slot * 8;
  let low = 0;
  let high = size;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (data[middle]! < wanted) low = middle + 1;
    else high = middle;
  }
  return low < size && data[low]! >>> 3 === slot ? data[low]! & 7 : 0;
}

/** The postings a token matches, each with the quality of the match. */
interface Resolved {
  readonly lists: ReadonlyArray<{ postings: Postings; quality: number }>;
  /** Postings to visit for a full union. */
  readonly cost: number;
  /** Cache key of the full union, for the costly ones. */
  readonly key: string;
}

const TOKEN_CACHE_COST = 20_000;
const TOKEN_CACHE_SIZE = 64;
/** A browsed page this deep or less is merged from its buckets per request; deeper, from the scope merged whole. */
const MERGE_PER_PAGE_MAX = 120;
/** Bytes of merged scopes kept (a whole catalogue of 100,000 is 400 KB). */
const MERGED_CACHE_BYTES = 4 * 2 ** 20;
/**
 * A token resolved to this many postings lists or more (a short part-number beginning such as
 * «100» expands to thousands of codes) is kept resolved for its index version: resolving it walks
 * the sorted vocabulary and gathers every list again, which cost more than the rest of the search.
 */
const RESOLVED_CACHE_LISTS = 32;
const RESOLVED_CACHE_SIZE = 512;

function growInt(array: Int32Array<ArrayBuffer>, size: number): Int32Array<ArrayBuffer> {
  if (array.length >= size) return array;
  const grown = new Int32Array(Math.max(size, array.length * 2, 1024));
  grown.set(array);
  return grown;
}

/** The index's whole-number columns, one entry per slot: they grow together. */
const INT_COLUMNS = [
  'slotProduct',
  'alive',
  'nameLength',
  'slotStatus',
  'slotRevision',
  'slotQuality',
  'slotCategory',
  'slotSupplier',
  'slotPart',
  'slotLeadTime',
  'slotCitiesGeneration',
] as const;

function growFloat(array: Float64Array<ArrayBuffer>, size: number): Float64Array<ArrayBuffer> {
  if (array.length >= size) return array;
  const grown = new Float64Array(Math.max(size, array.length * 2, 1024));
  grown.set(array);
  return grown;
}

/** A dense score array with generation stamps: a fresh "map" per use without clearing it. */
class Scratch {
  score = new Float64Array(0);
  stamp = new Int32Array(0);
  generation = 0;
  ensure(size: number): void {
    this.score = growFloat(this.score, size);
    this.stamp = growInt(this.stamp, size);
  }
  next(): number {
    this.generation += 1;
    if (this.generation > 2_000_000_000) {
      this.stamp.fill(0);
      this.generation = 1;
    }
    return this.generation;
  }
}

/** Splits a query into chunks, each with its readings (as typed, wrong layout, look-alikes). */
export function parseQuery(text: string): ParsedQuery {
  const raw = fold(text)
    .split(/\s+/)
    .filter((chunk) => chunk.length > 0)
    .slice(0, MAX_QUERY_CHUNKS);
  // A letter typed after other words begins the next one: a one-letter beginning is not looked up
  // (it would begin half the vocabulary), and as a whole word it would empty the results.
  if (raw.length > 1 && /^\p{L}$/u.test(raw.at(-1)!)) raw.pop();
  const tokensOf = (chunk: string): Token[] => {
    const tokens: Token[] = [];
    for (const piece of chunks(chunk)) {
      if (isCodeChunk(piece)) {
        tokens.push({ kind: 'code', text: codeKey(piece), prefix: false });
        continue;
      }
      const parts = piece.split(/[^\p{L}\p{N}]+/u).filter((part) => part.length > 0);
      for (const part of parts) {
        if (parts.length > 1 && part.length < 2) continue;
        tokens.push({ kind: 'word', text: canonicalWord(part), prefix: false });
      }
    }
    return tokens;
  };
  let parsed: Reading[][] = raw.map((chunk) => {
    const readings: Reading[] = [];
    const add = (candidate: string, factor: number): void => {
      const tokens = tokensOf(candidate);
      const key = JSON.stringify(tokens);
      if (tokens.length > 0 && !readings.some((reading) => JSON.stringify(reading.tokens) === key)) {
        readings.push({ tokens, factor });
      }
    };
    add(chunk, 1);
    const layout = fromWrongLayout(chunk);
    // Folded again: the backtick key reads as 'ё', which the index holds as 'е'.
    if (layout !== null) add(fold(layout), MATCH_QUALITY.reading);
    if (/[a-z]/.test(chunk) && hasOnlyLookAlikeLatin(chunk)) add(lookAlike(chunk), MATCH_QUALITY.reading);
    return readings;
  });
  // Prepositions say nothing about a part, unless they are all there is.
  const meaningful = parsed.filter(
    (readings) => !readings.every((r) => r.tokens.every((t) => t.kind === 'word' && STOP_WORDS.has(t.text))),
  );
  if (meaningful.length > 0) parsed = meaningful;
  parsed = parsed.filter((readings) => readings.length > 0);
  // While typing, the last word is a beginning.
  const last = parsed.at(-1);
  if (last) {
    parsed[parsed.length - 1] = last.map((reading) => ({
      factor: reading.factor,
      tokens: reading.tokens.map((token, index) =>
        index === reading.tokens.length - 1 ? { ...token, prefix: true } : token,
      ),
    }));
  }
  const compactText = codeKey(raw.join(''));
  const compact: Token | null =
    raw.length > 1 && /\p{N}/u.test(compactText) && compactText.length >= 3
      ? { kind: 'code', text: compactText, prefix: true }
      : null;
  return { chunks: parsed, compact };
}

/** A city as the catalogue compares it: any case, ё as е, one space between words (ADR 0066). */
export const cityKeyOf = (city: string): string => fold(city).replace(/\s+/g, ' ').trim();

/** Whether a query has anything to look for (at least two characters in some chunk). */
export function isSearchable(text: string): boolean {
  return fold(text).replace(/[^\p{L}\p{N}]/gu, '').length >= 2;
}

export class CatalogIndex {
  /** How many products the index holds (live slots). */
  private products = 0;
  private slotProduct = new Int32Array(0);
  private alive = new Int32Array(0);
  private nameLength = new Int32Array(0);
  /** Each slot's card as bytes outside the heap (ADR 0097); a dead slot's is dropped. */
  private shelf = new CardShelf();
  // What a search filters on, per slot, in typed arrays: a broad query keeps or drops thousands of
  // hits without loading their cards.
  private slotStatus = new Int32Array(0);
  /** The moderation state of an edit of a published product (ADR 0036), found under that status too. */
  private slotRevision = new Int32Array(0);
  private slotQuality = new Int32Array(0);
  private slotCategory = new Int32Array(0);
  private slotSupplier = new Int32Array(0);
  // What the catalogue's narrowing reads (ADR 0066): price, stock, the part, a sortable name.
  private slotPrice = new Float64Array(0);
  private slotQuantity = new Float64Array(0);
  /** The part it is an offer of, 0 for none. */
  private slotPart = new Int32Array(0);
  /** Days to ship, -1 when not said. */
  private slotLeadTime = new Int32Array(0);
  /** Commit and prepare position of the search document each slot was filled from (for snapshots). */
  private slotPosition = new Float64Array(0);
  /** Each slot's sortable name as a `sortKeyOf` key (a one-byte string for most names). */
  private readonly slotSortName: Array<string | undefined> = [];
  /** Each warehouse's city (from the sellers' documents) as a city number: the folded name's place in `cityKeys`. */
  private readonly warehouseCity = new Map<number, number>();
  private readonly cityNumbers = new Map<string, number>();
  private readonly cityKeys: string[] = [];
  /** The first spelling met of each city, shown in the facet. */
  private readonly cityNames: string[] = [];
  /** Per slot: its warehouses with stock, and their city numbers as of `cityGeneration` (computed when first read). */
  private readonly slotWarehouses: Array<readonly number[] | undefined> = [];
  private readonly slotCities: Array<Int32Array | undefined> = [];
  private slotCitiesGeneration = new Int32Array(0);
  private cityGeneration = 1;
  /**
   * Product id → its live slot + 1 (0: none): the one lookup of a product, without a map of
   * objects (its warehouses and position are the slot's columns).
   */
  private idSlot = new Int32Array(0);
  /** The published products of each part: a card says «от N ₽ · K предложений». */
  private readonly partOffers = new Map<number, Set<number>>();
  private slots = 0;
  private dead = 0;
  private readonly words = new Map<string, Postings>();
  private readonly stems = new Map<string, Postings>();
  private readonly codes = new Map<string, Postings>();
  /** Unions of costly tokens (short prefixes, common words), valid for one index version. */
  private readonly tokenCache = new Map<string, { version: number; hits: Hits }>();
  /** Tokens of many postings lists, resolved, valid for one index version (`RESOLVED_CACHE_LISTS`). */
  private readonly resolvedCache = new Map<string, { version: number; resolved: Resolved }>();
  /** Off, every expensive token is resolved anew (`bench:api` measures the index cold with it). */
  cacheTokens = true;
  private sortedWords: string[] | null = null;
  private sortedCodes: string[] | null = null;
  private readonly wordDeletions = new Map<string, string[]>();
  private readonly stemDeletions = new Map<string, string[]>();
  private pendingWords: string[] = [];
  private pendingStems: string[] = [];
  private readonly buckets = new Map<string, Bucket>();
  private readonly scratch = [new Scratch(), new Scratch(), new Scratch()];
  /**
   * What the search knows around the products (ADR 0060): the terms of the sellers' company names
   * and of the warehouses' cities, by owner (`c<companyId>`, `w<warehouseId>`), each term with the
   * owners that have it. A token matching an owner matches its products: the company's sellers'
   * (their buckets) or those stocked at the warehouse, as if the term were among their attributes.
   */
  private readonly around = {
    words: new Map<string, Set<string>>(),
    stems: new Map<string, Set<string>>(),
    codes: new Map<string, Set<string>>(),
  };
  private readonly aroundEntries = new Map<string, { terms: FieldTerms; commit: number; prepare: number }>();
  private readonly companyMembers = new Map<number, readonly number[]>();
  private readonly stockedAt = new Map<number, Set<number>>();
  private readonly aroundCache = new Map<
    string,
    { version: number; lists: Array<{ postings: Postings; quality: number }> }
  >();
  /** Each owner's products as postings, per index version (`ownerPostings`). */
  private readonly ownerCache = new Map<string, { version: number; postings: Postings }>();
  /** Changes whenever what the index answers may change. */
  version = 0;

  get size(): number {
    return this.products;
  }

  /** The live slot of a product, -1 when the index does not hold it. */
  private slotOfProduct(productId: number): number {
    return productId >= 0 && productId < this.idSlot.length ? this.idSlot[productId]! - 1 : -1;
  }

  card(productId: number): IndexedCard | undefined {
    const slot = this.slotOfProduct(productId);
    return slot >= 0 ? this.shelf.at(slot) : undefined;
  }

  /** Applies a search document unless this or a later version of it was applied already. */
  apply(doc: ProductSearchDoc & { _pos: { commit: number; prepare: number } }): boolean {
    const previous = this.slotOfProduct(doc.id);
    if (previous >= 0) {
      const commit = this.slotPosition[previous * 2]!;
      const prepare = this.slotPosition[previous * 2 + 1]!;
      if (commit > doc._pos.commit || (commit === doc._pos.commit && prepare >= doc._pos.prepare))
        return false;
      this.remove(previous);
    }
    const card: IndexedCard = {
      id: doc.id,
      name: doc.name,
      partNumber: doc.partNumber ?? null,
      price: doc.price,
      excerpt: doc.excerpt,
      quality: doc.quality,
      status: doc.status,
      revision: doc.revision ?? null,
      pending: doc.pending
        ? {
            name: doc.pending.name,
            partNumber: doc.pending.partNumber ?? null,
            price: doc.pending.price,
            excerpt: doc.pending.excerpt,
            quality: doc.pending.quality,
            image: doc.pending.image,
            categoryId: doc.pending.categoryId,
          }
        : null,
      quantity: doc.quantity,
      supplierId: doc.supplierId,
      image: doc.image,
      categoryId: doc.categoryId,
    };
    const slot = this.place(card, {
      warehouseIds: doc.warehouseIds ?? [],
      partId: doc.partId ?? 0,
      leadTimeDays: doc.leadTimeDays ?? -1,
      commit: doc._pos.commit,
      prepare: doc._pos.prepare,
    });
    this.post(slot, CatalogIndex.fieldsOf(doc));
    this.version += 1;
    this.compactIfWorth();
    return true;
  }

  /** Gives a card the next slot: its filter and narrowing fields, its entry, its warehouses and buckets (not its terms). */
  private place(card: IndexedCard, facts: PlacedFacts, bytes?: Uint8Array): number {
    const slot = this.slots;
    this.slots += 1;
    this.ensureSlots(this.slots);
    this.slotProduct[slot] = card.id;
    this.alive[slot] = 1;
    this.nameLength[slot] = card.name.length;
    if (bytes) this.shelf.putBytes(slot, bytes);
    else this.shelf.put(slot, card);
    this.slotStatus[slot] = PRODUCT_STATUSES.indexOf(card.status);
    // No revision: a bit no status mask has.
    this.slotRevision[slot] = card.revision
      ? PRODUCT_STATUSES.indexOf(card.revision)
      : PRODUCT_STATUSES.length;
    this.slotQuality[slot] = QUALITIES.indexOf(card.quality);
    this.slotCategory[slot] = card.categoryId;
    this.slotSupplier[slot] = card.supplierId;
    this.slotPrice[slot] = card.price;
    this.slotQuantity[slot] = card.quantity;
    this.slotPart[slot] = facts.partId;
    this.slotLeadTime[slot] = facts.leadTimeDays;
    this.slotPosition[slot * 2] = facts.commit;
    this.slotPosition[slot * 2 + 1] = facts.prepare;
    this.slotSortName[slot] = sortKeyOf(fold(card.name).trim());
    if (slot < this.namePrefixes.length) this.namePrefixes[slot] = Number.NaN;
    if (facts.partId !== 0 && card.status === 'published') {
      let offers = this.partOffers.get(facts.partId);
      if (!offers) this.partOffers.set(facts.partId, (offers = new Set()));
      offers.add(card.id);
    }
    const { warehouseIds } = facts;
    this.slotWarehouses[slot] = warehouseIds;
    if (card.id >= this.idSlot.length) this.idSlot = growInt(this.idSlot, card.id + 1);
    if (this.idSlot[card.id] === 0) this.products += 1;
    this.idSlot[card.id] = slot + 1;
    for (const warehouseId of warehouseIds) {
      let products = this.stockedAt.get(warehouseId);
      if (!products) this.stockedAt.set(warehouseId, (products = new Set()));
      products.add(card.id);
    }
    for (const key of this.bucketKeys(card)) this.bucket(key).ids.add(card.id);
    return slot;
  }

  /**
   * The products' part of the index as plain data (the sellers' part is small and read again):
   * live cards in slot order and each term's postings in one typed array per kind, the slots
   * renumbered without the dead ones. `restore` makes the same index again without analysing
   * any text.
   */
  snapshot(): IndexSnapshot {
    const steps = this.snapshotSteps();
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
    }
  }

  /**
   * The same snapshot taken in steps, `pause` awaited between them (ADR 0088): at 100,000 cards
   * the whole of it costs a few hundred ms of CPU, too long for one turn of the event loop. It is
   * the index as it stood when called: slots only grow, a live slot's card, warehouses, part, lead
   * time and position never change, and postings lists are replaced, never written in place; so
   * the slots live then are kept (a copy of `alive`), later slots are left out, and the one thing
   * that rewrites old slots, compaction, waits for the snapshot to end.
   */
  async snapshotInSteps(pause: () => Promise<void> | undefined): Promise<IndexSnapshot> {
    const steps = this.snapshotSteps();
    try {
      for (;;) {
        const step = steps.next();
        if (step.done) return step.value;
        await pause();
      }
    } finally {
      // A pause that rejects (a write abandoned) ends the snapshot: compaction may run again.
      steps.return(undefined as never);
    }
  }

  /** How much of the snapshot's work goes between two pauses: slots, or postings read. */
  private static readonly SNAPSHOT_STEP_SLOTS = 2_000;
  private static readonly SNAPSHOT_STEP_POSTINGS = 100_000;
  private static readonly SNAPSHOT_STEP_TERMS = 20_000;
  /** Snapshots being taken in steps: compaction waits for them. */
  private snapshotting = 0;

  private *snapshotSteps(): Generator<void, IndexSnapshot> {
    this.snapshotting += 1;
    try {
      return yield* this.snapshotWork();
    } finally {
      this.snapshotting -= 1;
      this.compactIfWorth();
    }
  }

  private *snapshotWork(): Generator<void, IndexSnapshot> {
    const slots = this.slots;
    const alive = this.alive.slice(0, slots);
    let live = 0;
    let bytes = 0;
    for (let slot = 0; slot < slots; slot += 1) {
      if (alive[slot] !== 1) continue;
      live += 1;
      bytes += this.shelf.lengthAt(slot);
    }
    const cards = { data: new Uint8Array(bytes), lengths: new Int32Array(live) };
    let written = 0;
    const renumbered = new Int32Array(slots).fill(-1);
    let at = 0;
    const warehouseIds: Array<readonly number[]> = [];
    const positions = new Float64Array(live * 2);
    const partIds = new Int32Array(live);
    const leadTimes = new Int32Array(live);
    for (let slot = 0; slot < slots; slot += 1) {
      if (slot % CatalogIndex.SNAPSHOT_STEP_SLOTS === 0 && slot > 0) yield;
      if (alive[slot] !== 1) continue;
      positions[at * 2] = this.slotPosition[slot * 2]!;
      positions[at * 2 + 1] = this.slotPosition[slot * 2 + 1]!;
      partIds[at] = this.slotPart[slot]!;
      leadTimes[at] = this.slotLeadTime[slot]!;
      renumbered[slot] = at;
      const card = this.shelf.bytesAt(slot);
      cards.data.set(card, written);
      cards.lengths[at] = card.length;
      written += card.length;
      warehouseIds.push(this.slotWarehouses[slot]!);
      at += 1;
    }
    const terms = {} as IndexSnapshot['terms'];
    for (const kind of TERM_KINDS) {
      yield;
      // Terms that come later hold only later slots: left out anyway.
      const dictionary = [...this[kind]];
      const names: string[] = [];
      const lengths: number[] = [];
      const chunks: Int32Array[] = [];
      let total = 0;
      let read = 0;
      for (const [term, postings] of dictionary) {
        if (read >= CatalogIndex.SNAPSHOT_STEP_POSTINGS) {
          read = 0;
          yield;
        }
        postings.pack();
        const data = postings.data;
        read += data.length + 1;
        let kept = 0;
        for (let i = 0; i < data.length; i += 1) {
          const slot = data[i]! >>> 3;
          if (slot < slots && renumbered[slot]! >= 0) kept += 1;
        }
        if (kept === 0) continue;
        const chunk = new Int32Array(kept);
        let at = 0;
        // Live slots keep their order, so the renumbered postings stay ascending.
        for (let i = 0; i < data.length; i += 1) {
          const slot = data[i]! >>> 3;
          if (slot < slots && renumbered[slot]! >= 0) chunk[at++] = renumbered[slot]! * 8 + (data[i]! & 7);
        }
        names.push(term);
        lengths.push(kept);
        chunks.push(chunk);
        total += kept;
      }
      yield;
      const data = new Int32Array(total);
      let offset = 0;
      for (const chunk of chunks) {
        data.set(chunk, offset);
        offset += chunk.length;
      }
      terms[kind] = { names, lengths: Int32Array.from(lengths), data };
    }
    return { format: INDEX_SNAPSHOT_FORMAT, cards, warehouseIds, partIds, leadTimes, positions, terms };
  }

  /** The index a snapshot was taken of (null when it was written by another format). */
  static restore(snapshot: IndexSnapshot): CatalogIndex | null {
    const steps = CatalogIndex.restoreSteps(snapshot);
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
    }
  }

  /**
   * The same restore in steps, `pause` awaited between them (ADR 0088): at 100,000 cards it costs
   * about half a second of CPU, which the server spends while it already answers.
   */
  static async restoreInSteps(
    snapshot: IndexSnapshot,
    pause: () => Promise<void> | undefined,
  ): Promise<CatalogIndex | null> {
    const steps = CatalogIndex.restoreSteps(snapshot);
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
      await pause();
    }
  }

  private static *restoreSteps(snapshot: IndexSnapshot): Generator<void, CatalogIndex | null> {
    if (snapshot.format !== INDEX_SNAPSHOT_FORMAT) return null;
    const index = new CatalogIndex();
    const { data, lengths } = snapshot.cards;
    index.ensureSlots(lengths.length);
    // Each card's bytes go to the new shelf as they are; a card is made (and dropped) for its columns.
    let offset = 0;
    for (let i = 0; i < lengths.length; i += 1) {
      if (i % CatalogIndex.SNAPSHOT_STEP_SLOTS === 0 && i > 0) yield;
      const bytes = data.subarray(offset, offset + lengths[i]!);
      offset += lengths[i]!;
      index.place(
        cardOfBytes(bytes),
        {
          warehouseIds: snapshot.warehouseIds[i]!,
          partId: snapshot.partIds[i]!,
          leadTimeDays: snapshot.leadTimes[i]!,
          commit: snapshot.positions[i * 2]!,
          prepare: snapshot.positions[i * 2 + 1]!,
        },
        bytes,
      );
    }
    for (const kind of TERM_KINDS) {
      yield;
      const { names, lengths, data } = snapshot.terms[kind];
      const dictionary = index[kind];
      let offset = 0;
      for (let i = 0; i < names.length; i += 1) {
        if (i % CatalogIndex.SNAPSHOT_STEP_TERMS === 0 && i > 0) yield;
        const postings = new Postings();
        postings.data = data.subarray(offset, offset + lengths[i]!);
        offset += lengths[i]!;
        dictionary.set(names[i]!, postings);
      }
    }
    yield;
    // Typo neighbourhoods are built when first needed, as after a bulk load.
    index.pendingWords = [...index.words.keys()];
    index.pendingStems = [...index.stems.keys()];
    index.wordsSorted();
    yield;
    index.codesSorted();
    index.version += 1;
    return index;
  }

  private ensureSlots(size: number): void {
    for (const column of INT_COLUMNS) this[column] = growInt(this[column], size);
    this.slotPrice = growFloat(this.slotPrice, size);
    this.slotQuantity = growFloat(this.slotQuantity, size);
    this.slotPosition = growFloat(this.slotPosition, size * 2);
    for (const scratch of this.scratch) scratch.ensure(this.slotProduct.length);
  }

  /** Marks a replaced version dead; its product keeps its `idSlot` until the new version is placed. */
  private remove(slot: number): void {
    this.alive[slot] = 0;
    this.dead += 1;
    const partId = this.slotPart[slot]!;
    const id = this.slotProduct[slot]!;
    if (partId !== 0) this.partOffers.get(partId)?.delete(id);
    for (const warehouseId of this.slotWarehouses[slot] ?? []) this.stockedAt.get(warehouseId)?.delete(id);
    for (const key of this.bucketKeys(this.factsAt(slot))) {
      const bucket = this.buckets.get(key);
      if (bucket?.ids.delete(id)) bucket.sorted = null;
    }
  }

  /** Each term of a document once, with the bits of the fields it is in. */
  private static masks(
    fields: ReadonlyArray<readonly [number, FieldTerms]>,
  ): Record<TermKind, Map<string, number>> {
    const masks = {
      words: new Map<string, number>(),
      stems: new Map<string, number>(),
      codes: new Map<string, number>(),
    };
    for (const [bit, terms] of fields) {
      for (const word of terms.words) masks.words.set(word, (masks.words.get(word) ?? 0) | bit);
      for (const term of terms.stems) masks.stems.set(term, (masks.stems.get(term) ?? 0) | bit);
      for (const code of terms.codes) masks.codes.set(code, (masks.codes.get(code) ?? 0) | bit);
    }
    return masks;
  }

  private static fieldsOf(doc: ProductSearchDoc): ReadonlyArray<readonly [number, FieldTerms]> {
    return [
      [FIELD_BITS.name, decodeTerms(doc.terms.name)],
      [FIELD_BITS.attributes, decodeTerms(doc.terms.attributes)],
      [FIELD_BITS.text, decodeTerms(doc.terms.text)],
    ];
  }

  /** A term's postings; a new term joins the vocabulary (prefix lists, typo neighbourhoods). */
  private postingsOf(kind: TermKind, term: string): Postings {
    const dictionary = this[kind];
    let postings = dictionary.get(term);
    if (!postings) {
      dictionary.set(term, (postings = new Postings()));
      if (kind === 'words') {
        this.sortedWords = null;
        this.pendingWords.push(term);
      } else if (kind === 'stems') {
        this.pendingStems.push(term);
      } else {
        this.sortedCodes = null;
      }
    }
    return postings;
  }

  private post(slot: number, fields: ReadonlyArray<readonly [number, FieldTerms]>): void {
    const masks = CatalogIndex.masks(fields);
    const filling = this.filling;
    for (const kind of TERM_KINDS) {
      for (const [term, mask] of masks[kind]) {
        const postings = this.postingsOf(kind, term);
        if (filling && postings.cursor < postings.reserved) {
          filling[postings.cursor] = slot * 8 + mask;
          postings.cursor += 1;
        } else {
          postings.push(slot * 8 + mask);
        }
      }
    }
  }

  /** Compacts once many replaced versions are dead, unless a load or a snapshot is under way. */
  private compactIfWorth(): void {
    if (!this.filling && this.snapshotting === 0 && this.dead > 5000 && this.dead > this.slots * 0.3)
      this.compact();
  }

  /** Drops the postings of replaced versions. */
  private compact(): void {
    const alive = (slot: number): boolean => this.alive[slot] === 1;
    for (const dictionary of [this.words, this.stems, this.codes]) {
      for (const [term, postings] of dictionary) if (!postings.retain(alive)) dictionary.delete(term);
    }
    for (let slot = 0; slot < this.slots; slot += 1) {
      if (this.alive[slot] !== 1) {
        this.shelf.drop(slot);
        this.slotSortName[slot] = undefined;
        this.slotWarehouses[slot] = undefined;
        this.slotCities[slot] = undefined;
      }
    }
    this.shelf.pack();
    this.sortedWords = null;
    this.sortedCodes = null;
    this.dead = 0;
  }

  /** During `load`: the one array that receives every posting, each term's in its own range. */
  private filling: Int32Array<ArrayBuffer> | null = null;

  /**
   * Applies many search documents to an empty index (the first load). A first pass counts each
   * term's postings, so all of them go into one typed array, each term's a slice of it: one
   * allocation instead of millions.
   */
  load(docs: ReadonlyArray<ProductSearchDoc & { _pos: { commit: number; prepare: number } }>): void {
    const steps = this.loadSteps(docs);
    while (!steps.next().done);
  }

  /**
   * The same load in steps, `pause` awaited between them (ADR 0095): at 100,000 documents the
   * whole of it is about a second of CPU, which the first search after a start without a snapshot
   * spent in one turn of the event loop. The index must not be searched or changed meanwhile (the
   * catalogue builds a new one and serves it once loaded).
   */
  async loadInSteps(
    docs: ReadonlyArray<ProductSearchDoc & { _pos: { commit: number; prepare: number } }>,
    pause: () => Promise<void> | undefined,
  ): Promise<void> {
    const steps = this.loadSteps(docs);
    while (!steps.next().done) await pause();
  }

  /** How many documents a step of the load counts or applies. */
  private static readonly LOAD_STEP_DOCS = 500;

  private *loadSteps(
    docs: ReadonlyArray<ProductSearchDoc & { _pos: { commit: number; prepare: number } }>,
  ): Generator<void, void> {
    const step = CatalogIndex.LOAD_STEP_DOCS;
    if (this.slots > 0) {
      for (let i = 0; i < docs.length; i += 1) {
        if (i % step === 0 && i > 0) yield;
        this.apply(docs[i]!);
      }
      return;
    }
    const reserved: Postings[] = [];
    for (let i = 0; i < docs.length; i += 1) {
      if (i % step === 0 && i > 0) yield;
      const masks = CatalogIndex.masks(CatalogIndex.fieldsOf(docs[i]!));
      for (const kind of TERM_KINDS) {
        for (const term of masks[kind].keys()) {
          const postings = this.postingsOf(kind, term);
          if (postings.reserved === 0) reserved.push(postings);
          postings.reserved += 1;
        }
      }
    }
    yield;
    let end = 0;
    for (const postings of reserved) {
      postings.start = end;
      postings.cursor = end;
      end += postings.reserved;
      postings.reserved = end;
    }
    const all = new Int32Array(end);
    this.filling = all;
    try {
      for (let i = 0; i < docs.length; i += 1) {
        if (i % step === 0) yield;
        this.apply(docs[i]!);
      }
    } finally {
      this.filling = null;
      for (const postings of reserved) {
        postings.data = all.subarray(postings.start, postings.cursor);
        postings.reserved = 0;
        postings.start = 0;
        postings.cursor = 0;
      }
    }
    yield;
    // The vocabularies sorted for prefix lookups now, not by the first search that needs them.
    this.wordsSorted();
    yield;
    this.codesSorted();
  }

  // ---- around the products: sellers' companies and warehouses' cities (ADR 0060) --------------

  /** Applies a seller's search document unless this or a later version of it was applied already. */
  applySeller(doc: SellerSearchDoc & { _pos: { commit: number; prepare: number } }): boolean {
    const owner = `${doc.kind === 'company' ? 'c' : 'w'}${doc.id}`;
    const previous = this.aroundEntries.get(owner);
    if (
      previous &&
      (previous.commit > doc._pos.commit ||
        (previous.commit === doc._pos.commit && previous.prepare >= doc._pos.prepare))
    ) {
      return false;
    }
    if (previous) this.aroundTerms(previous.terms, (owners) => owners.delete(owner));
    const terms = decodeTerms(doc.terms);
    this.aroundTerms(terms, (owners) => owners.add(owner));
    this.aroundEntries.set(owner, { terms, commit: doc._pos.commit, prepare: doc._pos.prepare });
    if (doc.kind === 'company') this.companyMembers.set(doc.id, doc.memberIds);
    else this.setWarehouseCity(doc.id, doc.city);
    this.version += 1;
    return true;
  }

  /** Forgets every seller's document (their read model was rebuilt into another collection). */
  clearSellers(): void {
    for (const map of Object.values(this.around)) map.clear();
    this.aroundEntries.clear();
    this.companyMembers.clear();
    this.warehouseCity.clear();
    this.cityGeneration += 1;
    this.version += 1;
  }

  private aroundTerms(terms: FieldTerms, change: (owners: Set<string>) => void): void {
    for (const kind of TERM_KINDS) {
      const dictionary = this.around[kind];
      for (const term of terms[kind]) {
        let owners = dictionary.get(term);
        if (!owners) dictionary.set(term, (owners = new Set()));
        change(owners);
        if (owners.size === 0) dictionary.delete(term);
      }
    }
  }

  /**
   * The products a token finds through their sellers' company names and their warehouses' cities,
   * as postings in the attributes field, one list per quality of match (cached per index version).
   */
  private aroundLists(token: Token): Array<{ postings: Postings; quality: number }> {
    if (this.aroundEntries.size === 0) return [];
    const key = `${token.kind}|${token.prefix ? 1 : 0}|${token.text}`;
    const cached = this.aroundCache.get(key);
    if (cached && cached.version === this.version) return cached.lists;
    const owners = new Map<string, number>();
    const found = (set: ReadonlySet<string> | undefined, quality: number): void => {
      for (const owner of set ?? []) owners.set(owner, Math.max(owners.get(owner) ?? 0, quality));
    };
    const { words, stems, codes } = this.around;
    if (token.kind === 'code') {
      found(codes.get(token.text), MATCH_QUALITY.code);
      found(words.get(token.text), MATCH_QUALITY.code * 0.9);
      if (token.prefix || token.text.length >= 3)
        for (const [code, set] of codes)
          if (code !== token.text && code.startsWith(token.text)) found(set, MATCH_QUALITY.codePrefix);
    } else {
      const word = token.text;
      const exact = words.get(word);
      const stemmed = stems.get(stem(word));
      found(exact, MATCH_QUALITY.exact);
      found(stemmed, MATCH_QUALITY.stem);
      // The vocabulary of names and cities is small: looked through for beginnings and typos.
      if (token.prefix && word.length >= 2)
        for (const [known, set] of words)
          if (known !== word && known.startsWith(word)) found(set, MATCH_QUALITY.prefix);
      if (!exact && !stemmed && word.length >= 5 && /^\p{L}+$/u.test(word)) {
        for (const [known, set] of words)
          if (known.length >= 4 && withinOneEdit(word, known)) found(set, MATCH_QUALITY.typo);
      }
    }
    // One list per owner found, with the quality it was found with: a product under two owners
    // scores the better of the two, as the union of the lists takes the best.
    const lists: Array<{ postings: Postings; quality: number }> = [];
    for (const [owner, quality] of owners) {
      const postings = this.ownerPostings(owner);
      if (postings.size > 0) lists.push({ postings, quality });
    }
    if (this.aroundCache.size >= TOKEN_CACHE_SIZE)
      this.aroundCache.delete(this.aroundCache.keys().next().value!);
    this.aroundCache.set(key, { version: this.version, lists });
    return lists;
  }

  /**
   * The live products of a seller's company (`c<id>`: its members' products) or stocked at a
   * warehouse (`w<id>`) as postings in the attributes field, ascending, kept per index version: a
   * token naming a company of 20,000 products reads that list, not the 20,000 products again.
   */
  private ownerPostings(owner: string): Postings {
    const cached = this.ownerCache.get(owner);
    if (cached && cached.version === this.version) return cached.postings;
    const id = Number(owner.slice(1));
    const slots: number[] = [];
    const take = (productId: number): void => {
      const slot = this.slotOfProduct(productId);
      if (slot >= 0 && this.alive[slot] === 1) slots.push(slot);
    };
    if (owner.startsWith('w')) {
      for (const productId of this.stockedAt.get(id) ?? []) take(productId);
    } else {
      for (const member of this.companyMembers.get(id) ?? [])
        for (const productId of this.buckets.get(`s${member}`)?.ids ?? []) take(productId);
    }
    slots.sort((a, b) => a - b);
    const postings = new Postings();
    postings.data = Int32Array.from(
      slots.filter((slot, i) => i === 0 || slots[i - 1] !== slot),
      (slot) => slot * 8 + FIELD_BITS.attributes,
    );
    this.ownerCache.set(owner, { version: this.version, postings });
    return postings;
  }

  // ---- buckets: browsing without a search ----------------------------------------------------

  private bucketKeys(card: Omit<CardFacts, 'id'>): string[] {
    const statuses = card.revision ? [card.status, card.revision] : [card.status];
    return [
      ...statuses.flatMap((status) => [
        `${card.categoryId}|${status}|${card.quality}`,
        `*|${status}|${card.quality}`,
      ]),
      `s${card.supplierId}`,
    ];
  }

  private bucket(key: string): Bucket {
    let bucket = this.buckets.get(key);
    if (!bucket) this.buckets.set(key, (bucket = { ids: new Set(), sorted: null }));
    bucket.sorted = null;
    return bucket;
  }

  private sorted(key: string): Int32Array | null {
    const bucket = this.buckets.get(key);
    if (!bucket || bucket.ids.size === 0) return null;
    if (!bucket.sorted) bucket.sorted = Int32Array.from(bucket.ids).sort().reverse();
    return bucket.sorted;
  }

  /**
   * Products of the given categories (null: all), statuses and qualities, newest (highest id) first:
   * a merge of presorted buckets, so a page costs its offset, not the catalogue's size.
   */
  browse(options: {
    categoryIds: readonly number[] | null;
    statuses: readonly ProductStatus[];
    qualities: readonly Quality[];
    offset: number;
    limit: number;
  }): Page<IndexedCard> {
    const lists: Int32Array[] = [];
    for (const category of options.categoryIds ?? ['*']) {
      for (const status of options.statuses) {
        for (const quality of options.qualities) {
          const list = this.sorted(`${category}|${status}|${quality}`);
          if (list) lists.push(list);
        }
      }
    }
    if (options.statuses.length > 1) {
      // A product with an edit under moderation is in two statuses' lists: counted once.
      const ids = [...new Set(lists.flatMap((list) => [...list]))].sort((a, b) => b - a);
      return {
        total: ids.length,
        items: ids.slice(options.offset, options.offset + options.limit).map((id) => this.cardOf(id)),
      };
    }
    const total = lists.reduce((sum, list) => sum + list.length, 0);
    const ids =
      // A scope too wide to keep merged (over MERGED_CACHE_BYTES) walks to its offset each time.
      lists.length > 1 &&
      options.offset + options.limit > MERGE_PER_PAGE_MAX &&
      total * 4 <= MERGED_CACHE_BYTES
        ? [...this.merged(options, lists, total).subarray(options.offset, options.offset + options.limit)]
        : mergeDescending(lists, options.offset, options.limit);
    return { total, items: ids.map((id) => this.cardOf(id)) };
  }

  /** Scopes merged whole, newest first, for their index version (`merged`), and their bytes. */
  private readonly mergedCache = new Map<string, { version: number; ids: Int32Array }>();
  private mergedBytes = 0;

  /**
   * The buckets of a scope merged whole (a deep page of a wide scope walked its offset through a
   * heap of the buckets for each request), kept for the index version within MERGED_CACHE_BYTES.
   */
  private merged(
    options: {
      categoryIds: readonly number[] | null;
      statuses: readonly ProductStatus[];
      qualities: readonly Quality[];
    },
    lists: readonly Int32Array[],
    total: number,
  ): Int32Array {
    const key = `${options.categoryIds?.join(',') ?? '*'}|${options.statuses.join(',')}|${options.qualities.join(',')}`;
    const cached = this.mergedCache.get(key);
    if (cached?.version === this.version) return cached.ids;
    if (cached) {
      this.mergedCache.delete(key);
      this.mergedBytes -= cached.ids.byteLength;
    }
    // The caller asks only for scopes that fit MERGED_CACHE_BYTES: the oldest make room.
    const ids = Int32Array.from(mergeDescending(lists, 0, total));
    for (const [oldest, entry] of this.mergedCache) {
      if (this.mergedBytes + ids.byteLength <= MERGED_CACHE_BYTES) break;
      this.mergedCache.delete(oldest);
      this.mergedBytes -= entry.ids.byteLength;
    }
    this.mergedCache.set(key, { version: this.version, ids });
    this.mergedBytes += ids.byteLength;
    return ids;
  }

  /** One supplier's products that pass `accept`, newest first. */
  bySupplier(
    supplierId: number,
    accept: (card: CardFacts) => boolean,
    offset: number,
    limit: number,
  ): Page<IndexedCard> {
    const list = this.sorted(`s${supplierId}`) ?? new Int32Array(0);
    const slots: number[] = [];
    for (const id of list) {
      const slot = this.slotOfProduct(id);
      if (accept(this.factsAt(slot))) slots.push(slot);
    }
    return {
      total: slots.length,
      items: slots.slice(offset, offset + limit).map((slot) => this.shelf.at(slot)!),
    };
  }

  /** The live card of a product the index holds. */
  private cardOf(productId: number): IndexedCard {
    return this.shelf.at(this.slotOfProduct(productId))!;
  }

  /** What filters and buckets read of a slot, from its columns. */
  private factsAt(slot: number): CardFacts {
    const revision = this.slotRevision[slot]!;
    return {
      id: this.slotProduct[slot]!,
      status: PRODUCT_STATUSES[this.slotStatus[slot]!]!,
      revision:
        revision < PRODUCT_STATUSES.length ? (PRODUCT_STATUSES[revision] as 'submitted' | 'rejected') : null,
      quality: QUALITIES[this.slotQuality[slot]!]!,
      categoryId: this.slotCategory[slot]!,
      supplierId: this.slotSupplier[slot]!,
    };
  }

  // ---- narrowing (ADR 0066): what a filter or a sort reads of a slot --------------------------

  /** Scopes asked lately, valid for one index version: narrowing the same category again skips the walk. */
  private readonly scopeCache = new Map<string, { version: number; slots: readonly number[] }>();

  /** The live slots of the products `browse` would list (any order). */
  scopeSlots(options: {
    categoryIds: readonly number[] | null;
    statuses: readonly ProductStatus[];
    qualities: readonly Quality[];
  }): readonly number[] {
    const key = `${options.categoryIds?.join(',') ?? '*'}|${options.statuses.join(',')}|${options.qualities.join(',')}`;
    const cached = this.scopeCache.get(key);
    if (cached && cached.version === this.version) return cached.slots;
    const slots = this.walkScope(options);
    if (this.scopeCache.size >= TOKEN_CACHE_SIZE)
      this.scopeCache.delete(this.scopeCache.keys().next().value!);
    this.scopeCache.set(key, { version: this.version, slots });
    return slots;
  }

  private walkScope(options: {
    categoryIds: readonly number[] | null;
    statuses: readonly ProductStatus[];
    qualities: readonly Quality[];
  }): number[] {
    const seen = options.statuses.length > 1 ? new Set<number>() : null;
    const slots: number[] = [];
    for (const category of options.categoryIds ?? ['*']) {
      for (const status of options.statuses) {
        for (const quality of options.qualities) {
          // The bucket's presorted ids: a typed array walked without a map lookup per product.
          const ids = this.sorted(`${category}|${status}|${quality}`);
          if (!ids) continue;
          for (let i = 0; i < ids.length; i += 1) {
            const id = ids[i]!;
            if (seen) {
              if (seen.has(id)) continue;
              seen.add(id);
            }
            slots.push(this.idSlot[id]! - 1);
          }
        }
      }
    }
    return slots;
  }

  /** The live slots of one supplier's products that pass `accept`. */
  supplierSlots(supplierId: number, accept: (card: CardFacts) => boolean): number[] {
    const slots: number[] = [];
    for (const id of this.buckets.get(`s${supplierId}`)?.ids ?? []) {
      const slot = this.slotOfProduct(id);
      if (accept(this.factsAt(slot))) slots.push(slot);
    }
    return slots;
  }

  /** Whether a slot passes `filter`, as the search loops test it (the masks worked out once per search). */
  private admits(filter: CardFilter): (slot: number) => boolean {
    const statuses = maskOf(PRODUCT_STATUSES, filter.statuses);
    const qualities = maskOf(QUALITIES, filter.qualities);
    const categories = filter.categoryIds ?? null;
    const supplier = filter.supplierId ?? null;
    return (slot) =>
      (((statuses >> this.slotStatus[slot]!) | (statuses >> this.slotRevision[slot]!)) & 1) !== 0 &&
      ((qualities >> this.slotQuality[slot]!) & 1) !== 0 &&
      (categories === null || categories.has(this.slotCategory[slot]!)) &&
      (supplier === null || this.slotSupplier[slot] === supplier);
  }

  /** The slots matching a query that pass `filter`, with their relevance (unsorted). */
  searchSlots(query: ParsedQuery, filter: CardFilter): { slots: number[]; scores: number[] } {
    let hits = this.evaluate(query);
    if (query.compact) hits = this.or([hits, this.matches(this.resolve(query.compact), null)]);
    const admits = this.admits(filter);
    const slots: number[] = [];
    const scores: number[] = [];
    for (let i = 0; i < hits.slots.length; i += 1) {
      const slot = hits.slots[i]!;
      if (!admits(slot)) continue;
      slots.push(slot);
      scores.push(hits.scores[i]!);
    }
    return { slots, scores };
  }

  /** Ranking of search hits (score, shorter name, newer): true when `a` ranks below `b`. */
  ranksLower(slotA: number, scoreA: number, slotB: number, scoreB: number): boolean {
    return this.ranksBelow(slotA, scoreA, slotB, scoreB);
  }

  productAt(slot: number): number {
    return this.slotProduct[slot]!;
  }
  cardAt(slot: number): IndexedCard {
    return this.shelf.at(slot)!;
  }
  priceAt(slot: number): number {
    return this.slotPrice[slot]!;
  }
  quantityAt(slot: number): number {
    return this.slotQuantity[slot]!;
  }
  qualityAt(slot: number): Quality {
    return QUALITIES[this.slotQuality[slot]!]!;
  }
  supplierAt(slot: number): number {
    return this.slotSupplier[slot]!;
  }
  /** The name folded (lower case, ё as е): sorted by code point it is alphabetical. */
  sortNameAt(slot: number): string {
    return nameOfSortKey(this.slotSortName[slot] ?? '');
  }
  /** Negative, 0 or positive as the sortable names (`sortNameAt`) of two slots compare. */
  compareSortNames(a: number, b: number): number {
    return compareSortKeys(this.slotSortName[a] ?? '', this.slotSortName[b] ?? '');
  }
  /** The first characters of the sortable name as a number (`sortKeyPrefix`): a quick first comparison. */
  sortNamePrefixAt(slot: number): number {
    if (slot >= this.namePrefixes.length) {
      const grown = new Float64Array(Math.max(slot + 1, this.namePrefixes.length * 2)).fill(Number.NaN);
      grown.set(this.namePrefixes);
      this.namePrefixes = grown;
    }
    let prefix = this.namePrefixes[slot]!;
    if (Number.isNaN(prefix)) {
      prefix = sortKeyPrefix(this.slotSortName[slot] ?? '');
      this.namePrefixes[slot] = prefix;
    }
    return prefix;
  }
  /** Each slot's `sortNamePrefixAt`, worked out when first asked for (NaN: not yet). */
  private namePrefixes = new Float64Array(0);
  /** Days to ship, null when the seller did not say. */
  leadTimeAt(slot: number): number | null {
    const days = this.slotLeadTime[slot]!;
    return days < 0 ? null : days;
  }
  partAt(slot: number): number | null {
    return this.slotPart[slot] || null;
  }

  private setWarehouseCity(warehouseId: number, city: string): void {
    const name = city.trim();
    if (name === '') {
      this.warehouseCity.delete(warehouseId);
    } else {
      const key = cityKeyOf(name);
      let number = this.cityNumbers.get(key);
      if (number === undefined) {
        number = this.cityKeys.length;
        this.cityNumbers.set(key, number);
        this.cityKeys.push(key);
        this.cityNames.push(name);
      }
      this.warehouseCity.set(warehouseId, number);
    }
    // A moved or renamed warehouse: every product's cities are read again when next asked.
    this.cityGeneration += 1;
  }

  /** The city numbers (see `cityNameOf`) of the warehouses holding stock of the product at `slot`, each once. */
  cityNumbersAt(slot: number): Int32Array {
    if (this.slotCitiesGeneration[slot] === this.cityGeneration) return this.slotCities[slot]!;
    const numbers: number[] = [];
    for (const warehouseId of this.slotWarehouses[slot] ?? []) {
      const number = this.warehouseCity.get(warehouseId);
      if (number !== undefined && !numbers.includes(number)) numbers.push(number);
    }
    const cities = Int32Array.from(numbers);
    this.slotCities[slot] = cities;
    this.slotCitiesGeneration[slot] = this.cityGeneration;
    return cities;
  }

  /** How many city numbers there are (a facet counts into an array this long). */
  get cityCount(): number {
    return this.cityKeys.length;
  }
  cityNameOf(number: number): string {
    return this.cityNames[number]!;
  }
  /** The city number of a city as typed (any case, ё as е), or undefined when no warehouse is there. */
  cityNumberOf(city: string): number | undefined {
    return this.cityNumbers.get(cityKeyOf(city));
  }

  /** The cities of the warehouses holding stock of the product at `slot`, as first written, each once. */
  citiesAt(slot: number): string[] {
    return Array.from(this.cityNumbersAt(slot), (number) => this.cityNames[number]!);
  }

  /** A part's published offers: how many, and the lowest price (null: none published). */
  partSummary(partId: number): { offerCount: number; minPrice: number } | null {
    const offers = this.partOffers.get(partId);
    if (!offers || offers.size === 0) return null;
    let minPrice = Number.POSITIVE_INFINITY;
    for (const id of offers) {
      const slot = this.slotOfProduct(id);
      minPrice = Math.min(minPrice, slot >= 0 ? this.slotPrice[slot]! : Number.POSITIVE_INFINITY);
    }
    return { offerCount: offers.size, minPrice };
  }

  /** The live slot of a product, if indexed. */
  slotOf(productId: number): number | null {
    const slot = this.slotOfProduct(productId);
    return slot >= 0 ? slot : null;
  }

  // ---- search --------------------------------------------------------------------------------

  /** Products matching the query that pass `filter`, the most relevant first. */
  search(query: ParsedQuery, filter: CardFilter, offset: number, limit: number): Page<IndexedCard> {
    let hits = this.evaluate(query);
    if (query.compact) hits = this.or([hits, this.matches(this.resolve(query.compact), null)]);
    const want = offset + limit;
    const heap: Array<{ slot: number; score: number }> = [];
    /** The score of the heap's top (the page's last so far). */
    let lowest = Number.NEGATIVE_INFINITY;
    let total = 0;
    const admits = this.admits(filter);
    for (let i = 0; i < hits.slots.length; i += 1) {
      const slot = hits.slots[i]!;
      if (!admits(slot)) continue;
      total += 1;
      if (want === 0) continue;
      const score = hits.scores[i]!;
      // Most hits of a broad query rank below the page: a lower score than the page's last is out
      // at once (the score decides first), the rest compared before anything is allocated.
      if (heap.length < want) {
        heapPush(heap, { slot, score }, this.worse);
        lowest = heap[0]!.score;
      } else if (score >= lowest && this.ranksBelow(heap[0]!.slot, heap[0]!.score, slot, score)) {
        heapReplaceTop(heap, { slot, score }, this.worse);
        lowest = heap[0]!.score;
      }
    }
    heap.sort((a, b) => (this.worse(a, b) ? 1 : this.worse(b, a) ? -1 : 0));
    return {
      total,
      items: heap.slice(offset, want).map(({ slot }) => this.shelf.at(slot)!),
    };
  }

  /** Ranking: score, then the shorter name, then the newer product. True when `a` ranks below `b`. */
  private readonly worse = (
    a: { slot: number; score: number },
    b: { slot: number; score: number },
  ): boolean => this.ranksBelow(a.slot, a.score, b.slot, b.score);

  private ranksBelow(slotA: number, scoreA: number, slotB: number, scoreB: number): boolean {
    if (scoreA !== scoreB) return scoreA < scoreB;
    const lengths = this.nameLength[slotA]! - this.nameLength[slotB]!;
    if (lengths !== 0) return lengths > 0;
    return this.slotProduct[slotA]! < this.slotProduct[slotB]!;
  }

  private evaluate(query: ParsedQuery): Hits {
    if (query.chunks.length === 0) return EMPTY_HITS;
    const chunks = query.chunks.map((readings) =>
      readings.map((reading) => ({
        factor: reading.factor,
        tokens: reading.tokens.map((token) => this.resolve(token)),
      })),
    );
    // The most selective chunk first: the others are then only checked on its candidates.
    const size = (chunk: (typeof chunks)[number]): number =>
      chunk.reduce((sum, reading) => sum + Math.min(...reading.tokens.map((token) => token.cost)), 0);
    chunks.sort((a, b) => size(a) - size(b));
    let candidates: Hits | null = null;
    for (const chunk of chunks) {
      const hits = this.or(
        chunk.map((reading) => scale(this.all(reading.tokens, candidates), reading.factor)),
      );
      candidates = candidates === null ? hits : addScores(candidates, hits, this.scratch[1]!);
      if (candidates.slots.length === 0) break;
    }
    return candidates ?? EMPTY_HITS;
  }

  /** Products matching every token (within `outer` when given), with the tokens' scores added. */
  private all(tokens: readonly Resolved[], outer: Hits | null): Hits {
    const ordered = [...tokens].sort((a, b) => a.cost - b.cost);
    let hits: Hits | null = null;
    for (const token of ordered) {
      const within = hits ?? outer;
      const found = this.matches(token, within);
      hits = hits === null ? found : addScores(hits, found, this.scratch[1]!);
      if (hits.slots.length === 0) return EMPTY_HITS;
    }
    return hits ?? EMPTY_HITS;
  }

  /** The terms a token matches: exact, stem, prefix (last word), one typo; part numbers and their beginnings. */
  private resolve(token: Token): Resolved {
    const key = `${token.kind}|${token.prefix ? 1 : 0}|${token.text}`;
    const cached = this.resolvedCache.get(key);
    if (cached && cached.version === this.version) return cached.resolved;
    const resolved = this.resolveAnew(token, key);
    if (this.cacheTokens && resolved.lists.length >= RESOLVED_CACHE_LISTS) {
      this.resolvedCache.delete(key);
      if (this.resolvedCache.size >= RESOLVED_CACHE_SIZE)
        this.resolvedCache.delete(this.resolvedCache.keys().next().value!);
      this.resolvedCache.set(key, { version: this.version, resolved });
    }
    return resolved;
  }

  private resolveAnew(token: Token, key: string): Resolved {
    const lists: Array<{ postings: Postings; quality: number }> = [];
    const push = (postings: Postings | undefined, quality: number): void => {
      if (postings) lists.push({ postings, quality });
    };
    if (token.kind === 'code') {
      push(this.codes.get(token.text), MATCH_QUALITY.code);
      push(this.words.get(token.text), MATCH_QUALITY.code * 0.9);
      if (token.prefix || token.text.length >= 3) {
        for (const code of prefixRange(this.codesSorted(), token.text)) {
          if (code !== token.text) push(this.codes.get(code), MATCH_QUALITY.codePrefix);
        }
      }
    } else {
      const word = token.text;
      const stemmed = stem(word);
      const exact = this.words.get(word);
      const stemmedPostings = this.stems.get(stemmed);
      push(exact, MATCH_QUALITY.exact);
      push(stemmedPostings, MATCH_QUALITY.stem);
      if (token.prefix && word.length >= 2) {
        for (const candidate of prefixRange(this.wordsSorted(), word)) {
          if (candidate !== word) push(this.words.get(candidate), MATCH_QUALITY.prefix);
        }
      }
      // One typo in a word of five letters or more, when the word as typed is unknown.
      if (!exact && !stemmedPostings && word.length >= 5 && /^\p{L}+$/u.test(word)) {
        for (const candidate of this.near(word, this.words, this.wordDeletions, 'words')) {
          push(this.words.get(candidate), MATCH_QUALITY.typo);
        }
        if (stemmed.length >= 4) {
          for (const candidate of this.near(stemmed, this.stems, this.stemDeletions, 'stems')) {
            push(this.stems.get(candidate), MATCH_QUALITY.stemTypo);
          }
        }
      }
    }
    lists.push(...this.aroundLists(token));
    return {
      lists,
      cost: lists.reduce((sum, list) => sum + list.postings.size, 0),
      key,
    };
  }

  /**
   * The products a token matches, with its best score for each; only those in `within` when given.
   * Few candidates are looked up in each term's postings (binary search); otherwise the postings
   * are merged in a dense score array.
   */
  private matches(token: Resolved, within: Hits | null): Hits {
    if (token.lists.length === 0) return EMPTY_HITS;
    if (within !== null) {
      const probes = within.slots.length * token.lists.length * 20;
      if (probes < token.cost) return this.probe(token, within);
    }
    const scratch = this.scratch[0]!;
    const full = token.cost >= TOKEN_CACHE_COST && this.cacheTokens ? this.cachedUnion(token) : null;
    if (full && within === null) return full;
    const generation = scratch.next();
    const { score, stamp } = scratch;
    if (full) {
      for (let i = 0; i < full.slots.length; i += 1) {
        stamp[full.slots[i]!] = generation;
        score[full.slots[i]!] = full.scores[i]!;
      }
    } else {
      this.union(token, scratch, generation, within === null ? [] : null);
    }
    const source = within ?? null;
    if (source === null) return this.collected!;
    const slots: number[] = [];
    const scores: number[] = [];
    for (const slot of source.slots) {
      if (stamp[slot] === generation) {
        slots.push(slot);
        scores.push(score[slot]!);
      }
    }
    return { slots, scores };
  }

  private collected: Hits | null = null;
  /** A list's weight per fields mask, filled again for each list a union merges. */
  private readonly weights = new Float64Array(8);

  /** Merges a token's postings into the scratch array; with `touched`, also lists the slots (into `collected`). */
  private union(token: Resolved, scratch: Scratch, generation: number, touched: number[] | null): void {
    const { score, stamp } = scratch;
    const alive = this.alive;
    const weights = this.weights;
    for (const { postings, quality } of token.lists) {
      for (let mask = 0; mask < 8; mask += 1) weights[mask] = WEIGHT_OF_MASK[mask]! * quality;
      // The packed postings, then the few added since (no array built per list: a prefix may bring thousands).
      for (let part = 0; part < 2; part += 1) {
        const data = part === 0 ? postings.data : postings.tail;
        const size = data.length;
        for (let i = 0; i < size; i += 1) {
          const posting = data[i]!;
          const slot = posting >>> 3;
          if (alive[slot] !== 1) continue;
          const value = weights[posting & 7]!;
          if (stamp[slot] !== generation) {
            stamp[slot] = generation;
            score[slot] = value;
            touched?.push(slot);
          } else if (value > score[slot]!) {
            score[slot] = value;
          }
        }
      }
    }
    if (touched) this.collected = { slots: touched, scores: touched.map((slot) => score[slot]!) };
  }

  private cachedUnion(token: Resolved): Hits {
    const cached = this.tokenCache.get(token.key);
    if (cached && cached.version === this.version) {
      this.tokenCache.delete(token.key);
      this.tokenCache.set(token.key, cached);
      return cached.hits;
    }
    const scratch = this.scratch[2]!;
    this.union(token, scratch, scratch.next(), []);
    const hits = this.collected!;
    if (this.tokenCache.size >= TOKEN_CACHE_SIZE)
      this.tokenCache.delete(this.tokenCache.keys().next().value!);
    this.tokenCache.set(token.key, { version: this.version, hits });
    return hits;
  }

  /** Looks each candidate up in the token's postings. */
  private probe(token: Resolved, within: Hits): Hits {
    const slots: number[] = [];
    const scores: number[] = [];
    for (const slot of within.slots) {
      if (this.alive[slot] !== 1) continue;
      let best = 0;
      for (const { postings, quality } of token.lists) {
        const fields = postings.fieldsOf(slot);
        if (fields !== 0) best = Math.max(best, quality * WEIGHT_OF_MASK[fields]!);
      }
      if (best > 0) {
        slots.push(slot);
        scores.push(best);
      }
    }
    return { slots, scores };
  }

  /** Products in any list, with their best score. */
  private or(lists: readonly Hits[]): Hits {
    const nonEmpty = lists.filter((list) => list.slots.length > 0);
    if (nonEmpty.length <= 1) return nonEmpty[0] ?? EMPTY_HITS;
    const scratch = this.scratch[2]!;
    const generation = scratch.next();
    const slots: number[] = [];
    for (const list of nonEmpty) {
      for (let i = 0; i < list.slots.length; i += 1) {
        const slot = list.slots[i]!;
        const value = list.scores[i]!;
        if (scratch.stamp[slot] !== generation) {
          scratch.stamp[slot] = generation;
          scratch.score[slot] = value;
          slots.push(slot);
        } else if (value > scratch.score[slot]!) {
          scratch.score[slot] = value;
        }
      }
    }
    return { slots, scores: slots.map((slot) => scratch.score[slot]!) };
  }

  private wordsSorted(): string[] {
    return (this.sortedWords ??= [...this.words.keys()].sort());
  }

  private codesSorted(): string[] {
    return (this.sortedCodes ??= [...this.codes.keys()].sort());
  }

  /** Known terms one edit away from `term` (deletion neighbourhoods, kept up to date lazily). */
  private near(
    term: string,
    dictionary: Map<string, Postings>,
    neighbourhoods: Map<string, string[]>,
    kind: 'words' | 'stems',
  ): string[] {
    const pending = kind === 'words' ? this.pendingWords : this.pendingStems;
    for (const known of pending) {
      if (known.length < 4) continue;
      for (const variant of deletions(known)) {
        const list = neighbourhoods.get(variant);
        if (list) list.push(known);
        else neighbourhoods.set(variant, [known]);
      }
    }
    if (kind === 'words') this.pendingWords = [];
    else this.pendingStems = [];
    const found = new Set<string>();
    const consider = (candidate: string): void => {
      if (candidate !== term && dictionary.has(candidate) && withinOneEdit(term, candidate))
        found.add(candidate);
    };
    for (const candidate of neighbourhoods.get(term) ?? []) consider(candidate); // one letter missing
    for (const variant of deletions(term)) {
      consider(variant); // one letter too many
      for (const candidate of neighbourhoods.get(variant) ?? []) consider(candidate); // replaced or swapped
    }
    for (let i = 0; i + 1 < term.length; i += 1) {
      consider(term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2));
    }
    return [...found];
  }
}

/** `base` restricted to the products in `more` (which lies within it), the scores added. */
function addScores(base: Hits, more: Hits, scratch: Scratch): Hits {
  const generation = scratch.next();
  for (let i = 0; i < more.slots.length; i += 1) {
    scratch.stamp[more.slots[i]!] = generation;
    scratch.score[more.slots[i]!] = more.scores[i]!;
  }
  const slots: number[] = [];
  const scores: number[] = [];
  for (let i = 0; i < base.slots.length; i += 1) {
    const slot = base.slots[i]!;
    if (scratch.stamp[slot] === generation) {
      slots.push(slot);
      scores.push(base.scores[i]! + scratch.score[slot]!);
    }
  }
  return { slots, scores };
}

function scale(hits: Hits, factor: number): Hits {
  return factor === 1 ? hits : { slots: hits.slots, scores: hits.scores.map((score) => score * factor) };
}

/** Terms of a sorted list that start with `prefix` (at most MAX_PREFIX_EXPANSION). */
function prefixRange(sorted: readonly string[], prefix: string): string[] {
  const result: string[] = [];
  for (
    let i = lowerBound(sorted, prefix);
    i < sorted.length && result.length < MAX_PREFIX_EXPANSION;
    i += 1
  ) {
    if (!sorted[i]!.startsWith(prefix)) break;
    result.push(sorted[i]!);
  }
  return result;
}

/** The ids at [offset, offset + limit) of the union of lists sorted in descending order. */
export function mergeDescending(lists: readonly Int32Array[], offset: number, limit: number): number[] {
  const total = lists.reduce((sum, list) => sum + list.length, 0);
  if (offset >= total || limit === 0) return [];
  if (lists.length === 1) return [...lists[0]!.subarray(offset, offset + limit)];
  const heads = lists.map(() => 0);
  // A max-heap of list indexes by their current head.
  const heap: number[] = [];
  const value = (list: number): number => lists[list]![heads[list]!]!;
  const larger = (a: number, b: number): boolean => value(a) > value(b);
  for (let list = 0; list < lists.length; list += 1)
    if (lists[list]!.length > 0) heapPush(heap, list, larger);
  const result: number[] = [];
  for (let taken = 0; heap.length > 0 && taken < offset + limit; taken += 1) {
    const list = heap[0]!;
    if (taken >= offset) result.push(value(list));
    heads[list]! += 1;
    if (heads[list]! < lists[list]!.length) heapReplaceTop(heap, list, larger);
    else {
      const lastItem = heap.pop()!;
      if (heap.length > 0) heapReplaceTop(heap, lastItem, larger);
    }
  }
  return result;
}

/** Binary heap helpers; `above(a, b)` says that `a` belongs nearer the top than `b`. */
export function heapPush<T>(heap: T[], item: T, above: (a: T, b: T) => boolean): void {
  heap.push(item);
  let index = heap.length - 1;
  while (index > 0) {
    const parent = (index - 1) >> 1;
    if (!above(heap[index]!, heap[parent]!)) break;
    [heap[index], heap[parent]] = [heap[parent]!, heap[index]!];
    index = parent;
  }
}

export function heapReplaceTop<T>(heap: T[], item: T, above: (a: T, b: T) => boolean): void {
  heap[0] = item;
  let index = 0;
  for (;;) {
    const left = index * 2 + 1;
    const right = left + 1;
    let top = index;
    if (left < heap.length && above(heap[left]!, heap[top]!)) top = left;
    if (right < heap.length && above(heap[right]!, heap[top]!)) top = right;
    if (top === index) return;
    [heap[index], heap[top]] = [heap[top]!, heap[index]!];
    index = top;
  }
}
