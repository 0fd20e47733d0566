import { comparePositions, type Position } from '../../../infra/event-store/index.ts';
import { pagesOf, type ReadModels } from '../../kit/read/index.ts';
import { Slices } from '../../kit/write/index.ts';
import { fold, fromWrongLayout, lowerBound } from '../catalog/published.ts';
import { designationKey } from './rules.ts';
import { PARTS_PROJECTION, type PartDoc } from './view.ts';

/**
 * The part search of `GET /api/parts?search=` (ADR 0073), held by the API process: every listed
 * part's designation keys (the catalogue search's part-number normalisation: separators dropped,
 * Latin look-alikes in Cyrillic) and the words of its folded name, each in one array sorted by
 * code point. A search is a binary search per reading of the query (as typed, on the wrong
 * keyboard layout): a part is found when the query's key begins one of its keys, or each word of
 * the query begins a word of its name. Nothing reads the `parts` collection per request.
 */

/** What the list shows of a part, and what the search matches. */
export interface IndexedPart {
  readonly id: number;
  readonly designation: string;
  readonly name: string;
  readonly categoryId: number | null;
  readonly keys: readonly string[];
  readonly words: readonly string[];
}

/** Words of a folded text: runs of letters and digits. */
const wordsOf = (text: string): string[] =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);

/** Terms sorted by code point, each with the parts that have it. */
class Terms {
  private readonly owners = new Map<string, Set<number>>();
  private sorted: string[] | null = null;

  add(term: string, partId: number): void {
    let owners = this.owners.get(term);
    if (!owners) {
      this.owners.set(term, (owners = new Set()));
      this.sorted = null;
    }
    owners.add(partId);
  }

  remove(term: string, partId: number): void {
    const owners = this.owners.get(term);
    if (!owners?.delete(partId) || owners.size > 0) return;
    this.owners.delete(term);
    this.sorted = null;
  }

  /** The parts with a term that begins with `prefix`. */
  withPrefix(prefix: string, into: Set<number>): Set<number> {
    const sorted = (this.sorted ??= [...this.owners.keys()].sort());
    for (let i = lowerBound(sorted, prefix); i < sorted.length && sorted[i]!.startsWith(prefix); i += 1) {
      for (const id of this.owners.get(sorted[i]!)!) into.add(id);
    }
    return into;
  }

  get size(): number {
    return this.owners.size;
  }
}

export class PartIndex {
  private readonly parts = new Map<number, IndexedPart>();
  private readonly keys = new Terms();
  private readonly words = new Terms();

  get size(): number {
    return this.parts.size;
  }

  /** Takes a part's document as it is now: a merged part is listed nowhere, so it leaves the index. */
  apply(doc: PartDoc): void {
    this.forget(doc.id);
    if (doc.mergedInto !== null) return;
    const part: IndexedPart = {
      id: doc.id,
      designation: doc.designation,
      name: doc.name,
      categoryId: doc.categoryId,
      keys: doc.keys,
      words: [...new Set(wordsOf(doc.name))],
    };
    this.parts.set(part.id, part);
    for (const key of part.keys) this.keys.add(key, part.id);
    for (const word of part.words) this.words.add(word, part.id);
  }

  private forget(partId: number): void {
    const part = this.parts.get(partId);
    if (!part) return;
    this.parts.delete(partId);
    for (const key of part.keys) this.keys.remove(key, partId);
    for (const word of part.words) this.words.remove(word, partId);
  }

  /**
   * The parts the search finds, in a category when given, by designation (code point order, as
   * the store sorts them).
   */
  search(text: string, categoryId: number | undefined): IndexedPart[] {
    const folded = fold(text);
    const layout = fromWrongLayout(folded);
    const readings = layout === null ? [folded] : [folded, fold(layout)];
    const found = new Set<number>();
    for (const reading of readings) {
      const key = designationKey(reading);
      if (key !== '') this.keys.withPrefix(key, found);
      const words = wordsOf(reading);
      if (words.length === 0) continue;
      // Each word of the query begins a word of the name.
      let common = this.words.withPrefix(words[0]!, new Set<number>());
      for (const word of words.slice(1)) {
        if (common.size === 0) break;
        const having = this.words.withPrefix(word, new Set<number>());
        common = new Set([...common].filter((id) => having.has(id)));
      }
      for (const id of common) found.add(id);
    }
    const parts: IndexedPart[] = [];
    for (const id of found) {
      const part = this.parts.get(id)!;
      if (categoryId === undefined || part.categoryId === categoryId) parts.push(part);
    }
    return parts.sort((a, b) =>
      a.designation < b.designation ? -1 : a.designation > b.designation ? 1 : a.id - b.id,
    );
  }

  /** How many terms it holds (keys, name words): for the memory figures of `bench:api`. */
  terms(): { keys: number; words: number } {
    return { keys: this.keys.size, words: this.words.size };
  }
}

const ahead = (position: Position | null, watermark: Position | null): boolean =>
  position !== null && (watermark === null || comparePositions(position, watermark) > 0);

/**
 * Keeps a PartIndex in step with the `parts` read model, as the catalogue's index follows its own
 * (ADR 0011): built once from every document, then, when the read model's checkpoint has moved,
 * given the documents written since the last checkpoint it saw (`_pos.commit`, indexed). A rebuilt
 * read model (another collection) is loaded afresh.
 */
export class PartIndexSync {
  private readonly readModels: ReadModels;
  private index: PartIndex | null = null;
  private collection: string | null = null;
  private watermark: Position | null = null;
  private running: Promise<void> | null = null;

  constructor(readModels: ReadModels) {
    this.readModels = readModels;
  }

  private behind(): boolean {
    const known = this.readModels.known(PARTS_PROJECTION);
    return (
      !this.index || !known || known.collection !== this.collection || ahead(known.position, this.watermark)
    );
  }

  /** The index, brought up to the checkpoint this process has heard of. */
  async current(): Promise<PartIndex> {
    if (this.behind()) {
      await this.refresh();
      // A refresh that was already running may have started before the latest checkpoint.
      if (this.behind()) await this.refresh();
    }
    return this.index ?? new PartIndex();
  }

  private refresh(): Promise<void> {
    this.running ??= this.load().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async load(): Promise<void> {
    const state = await this.readModels.checkpoint(PARTS_PROJECTION);
    if (!state) {
      this.index ??= new PartIndex();
      return;
    }
    const docs = await this.readModels.collection<PartDoc & { _pos: Position }>(PARTS_PROJECTION);
    if (!this.index || state.collection !== this.collection || this.watermark === null) {
      // A page at a time, letting the loop turn (ADR 0095): at 25,000 parts the whole read and
      // load held it for a few hundred milliseconds in one turn.
      const index = new PartIndex();
      const slices = new Slices();
      for await (const page of pagesOf(docs)) {
        for (const doc of page) index.apply(doc);
        await slices.pause();
      }
      this.index = index;
      this.collection = state.collection;
    } else {
      // Documents of a batch visible before its checkpoint are read again next time: applying one twice changes nothing.
      for (const doc of await docs.find({ '_pos.commit': { $gte: this.watermark.commit } }))
        this.index.apply(doc);
    }
    this.watermark = state.position;
  }
}
