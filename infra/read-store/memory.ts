import { Query, find as mingoFind } from 'mingo';
import type {
  BulkOp,
  Collection,
  CollectionWrites,
  Doc,
  Filter,
  FindOptions,
  IndexSpec,
  ReadStore,
} from './types.ts';
import { isPrimitive, requiredValues, type Primitive } from './equality.ts';
import { selectFields } from './fields.ts';

/**
 * Texts repeat across documents: a characteristic's name and often its value, a status, a
 * standard's title in every product that cites it, the time of a batch. The stored copies share one
 * string each (a short string costs its 16-byte header again in every copy). Two generations of
 * bounded size: a text seen again while it is in either stays; texts seen once age out.
 */
let recent = new Map<string, string>();
let older = new Map<string, string>();
const INTERN_MIN_LENGTH = 2;
const INTERN_MAX_LENGTH = 4000;
const INTERN_GENERATION = 50_000;

function intern(text: string): string {
  if (text.length < INTERN_MIN_LENGTH || text.length > INTERN_MAX_LENGTH) return text;
  const known = recent.get(text) ?? older.get(text);
  if (recent.size >= INTERN_GENERATION) {
    older = recent;
    recent = new Map();
  }
  recent.set(known ?? text, known ?? text);
  return known ?? text;
}

const share = (_key: string, value: unknown): unknown => (typeof value === 'string' ? intern(value) : value);

/**
 * The stored copy of a document: a JSON round trip, as a document store keeps it (undefined fields
 * left out, as the MongoDB adapter does), with compact objects and repeated long texts shared.
 */
function storedCopy<T>(doc: T): T {
  return JSON.parse(JSON.stringify(doc), share) as T;
}

/**
 * A copy handed to a reader, so that changing it changes nothing stored: plain objects and arrays
 * are copied (anything else goes through structuredClone); strings are immutable and shared.
 */
function cloneDoc<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const copy = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i += 1) copy[i] = cloneDoc(value[i] as unknown);
    return copy as T;
  }
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return structuredClone(value);
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) copy[key] = cloneDoc((value as Record<string, unknown>)[key]);
  return copy as T;
}

function readPath(doc: Doc, path: string): unknown {
  let value: unknown = doc;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** Equality index on one field: value -> ids. Arrays index each element, as Mongo multikey indexes do. */
class EqualityIndex {
  private readonly byValue = new Map<Primitive, Set<string>>();
  private readonly field: string;
  constructor(field: string) {
    this.field = field;
  }

  private keys(doc: Doc): Primitive[] {
    const value = readPath(doc, this.field);
    if (Array.isArray(value)) return value.filter(isPrimitive);
    return [isPrimitive(value) ? value : null];
  }

  add(doc: Doc): void {
    for (const key of this.keys(doc)) {
      let ids = this.byValue.get(key);
      if (!ids) this.byValue.set(key, (ids = new Set()));
      ids.add(doc._id);
    }
  }

  remove(doc: Doc): void {
    for (const key of this.keys(doc)) {
      const ids = this.byValue.get(key);
      ids?.delete(doc._id);
      if (ids?.size === 0) this.byValue.delete(key);
    }
  }

  candidates(values: Primitive[]): Set<string> {
    const result = new Set<string>();
    for (const value of values) for (const id of this.byValue.get(value) ?? []) result.add(id);
    return result;
  }
}

/** Unique index over one or more fields: rejects a second document with the same values, as
 * MongoDB does (a missing field counts as null; array values are compared whole, not per element). */
class UniqueIndex {
  private readonly ids = new Map<string, string>();
  readonly fields: readonly string[];
  constructor(fields: readonly string[]) {
    this.fields = fields;
  }

  private key(doc: Doc): string {
    return JSON.stringify(this.fields.map((field) => readPath(doc, field) ?? null));
  }

  /** Throws when `doc` would take values another document holds. */
  check(doc: Doc, collection: string): void {
    const key = this.key(doc);
    const owner = this.ids.get(key);
    if (owner !== undefined && owner !== doc._id) {
      throw new Error(
        `E11000 duplicate key error collection: ${collection} index: ${this.fields.join('_')} dup key: ${key}`,
      );
    }
  }

  add(doc: Doc): void {
    this.ids.set(this.key(doc), doc._id);
  }

  remove(doc: Doc): void {
    const key = this.key(doc);
    if (this.ids.get(key) === doc._id) this.ids.delete(key);
  }
}

class MemoryCollection<T extends Doc> implements Collection<T> {
  private readonly docs = new Map<string, T>();
  private readonly indexes = new Map<string, EqualityIndex>();
  private readonly uniques = new Map<string, UniqueIndex>();
  private readonly name: string;
  /** As in MongoDB, a collection exists once written to or indexed, until dropped. */
  exists = false;

  constructor(name: string) {
    this.name = name;
  }

  addIndex(field: string): void {
    this.exists = true;
    if (this.indexes.has(field)) return;
    const index = new EqualityIndex(field);
    for (const doc of this.docs.values()) index.add(doc);
    this.indexes.set(field, index);
  }

  addUniqueIndex(fields: readonly string[]): void {
    this.exists = true;
    const key = fields.join('\u0000');
    if (this.uniques.has(key)) return;
    const index = new UniqueIndex(fields);
    for (const doc of this.docs.values()) {
      index.check(doc, this.name);
      index.add(doc);
    }
    this.uniques.set(key, index);
  }

  /** Empties the collection in place, so that handles taken before a drop see the new state. */
  reset(): void {
    this.docs.clear();
    this.indexes.clear();
    this.uniques.clear();
    this.exists = false;
  }

  /** Also used by `MemoryReadStore.writeAll`. */
  put(doc: T): void {
    const stored = storedCopy(doc);
    const previous = this.docs.get(doc._id);
    // Check every unique index before changing anything, so a rejected write leaves no trace.
    for (const unique of this.uniques.values()) unique.check(stored, this.name);
    for (const index of [...this.indexes.values(), ...this.uniques.values()]) {
      if (previous) index.remove(previous);
      index.add(stored);
    }
    this.docs.set(doc._id, stored);
    this.exists = true;
  }

  remove(id: string): boolean {
    const previous = this.docs.get(id);
    if (!previous) return false;
    for (const index of [...this.indexes.values(), ...this.uniques.values()]) index.remove(previous);
    this.docs.delete(id);
    return true;
  }

  /** Documents that may match: narrowed by the most selective equality index the filter uses. */
  private scan(filter: Filter): Iterable<T> {
    let best: Set<string> | undefined;
    for (const [field, index] of this.indexes) {
      const values = requiredValues(filter, field);
      if (!values) continue;
      const ids = index.candidates(values);
      if (!best || ids.size < best.size) best = ids;
    }
    if (!best) return this.docs.values();
    const docs = this.docs;
    return (function* () {
      for (const id of best) {
        const doc = docs.get(id);
        if (doc) yield doc;
      }
    })();
  }

  async get(id: string): Promise<T | null> {
    const doc = this.docs.get(id);
    return doc ? cloneDoc(doc) : null;
  }

  async getMany(ids: readonly string[]): Promise<Map<string, T>> {
    const found = new Map<string, T>();
    for (const id of ids) {
      const doc = this.docs.get(id);
      if (doc) found.set(id, cloneDoc(doc));
    }
    return found;
  }

  async upsert(doc: T): Promise<void> {
    this.put(doc);
  }

  async patch(id: string, fields: Partial<T>): Promise<boolean> {
    const doc = this.docs.get(id);
    if (!doc) return false;
    this.put({ ...doc, ...fields, _id: id });
    return true;
  }

  async delete(id: string): Promise<boolean> {
    return this.remove(id);
  }

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    const query = new Query(filter);
    const matches: T[] = [];
    for (const doc of this.scan(filter)) if (query.test(doc)) matches.push(doc);
    let cursor = mingoFind(matches, {});
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    const fields = options.fields;
    return (cursor.all() as T[]).map((doc) => cloneDoc(fields ? selectFields(doc, fields) : doc));
  }

  async count(filter: Filter = {}): Promise<number> {
    if (Object.keys(filter).length === 0) return this.docs.size;
    const query = new Query(filter);
    let count = 0;
    for (const doc of this.scan(filter)) if (query.test(doc)) count += 1;
    return count;
  }

  async bulkWrite(ops: readonly BulkOp<T>[]): Promise<void> {
    for (const op of ops) {
      if ('upsert' in op) this.put(op.upsert);
      else this.remove(op.delete);
    }
  }
}

/** Read store held in memory: the embedded default, rebuilt by replay at start. */
export class MemoryReadStore implements ReadStore {
  readonly kind = 'memory' as const;
  private readonly collections = new Map<string, MemoryCollection<Doc>>();

  collection<T extends Doc = Doc>(name: string): Collection<T> {
    let collection = this.collections.get(name);
    if (!collection) this.collections.set(name, (collection = new MemoryCollection(name)));
    return collection as unknown as Collection<T>;
  }

  async writeAll(writes: readonly CollectionWrites[]): Promise<void> {
    // No await in between: no reader sees one collection written and the next not yet.
    for (const { collection, ops } of writes) {
      const target = this.collection(collection) as unknown as MemoryCollection<Doc>;
      for (const op of ops) {
        if ('upsert' in op) target.put(op.upsert);
        else target.remove(op.delete);
      }
    }
  }

  async ensureIndexes(name: string, indexes: readonly IndexSpec[]): Promise<void> {
    const collection = this.collection(name) as unknown as MemoryCollection<Doc>;
    for (const index of indexes) {
      const fields = Object.keys(index.fields);
      // Positions are only ever compared by range, which an equality index cannot answer: one
      // set per document would be all it held.
      if (fields[0] && !fields[0].startsWith('_pos.')) collection.addIndex(fields[0]);
      if (index.unique && fields.length > 0) collection.addUniqueIndex(fields);
    }
  }

  async dropCollection(name: string): Promise<void> {
    this.collections.get(name)?.reset();
  }

  async listCollections(): Promise<string[]> {
    return [...this.collections].filter(([, collection]) => collection.exists).map(([name]) => name);
  }

  async close(): Promise<void> {
    this.collections.clear();
  }
}
