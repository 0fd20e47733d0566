/** A read-model document: `_id` is its key inside the collection. */
export interface Doc {
  _id: string;
  [field: string]: unknown;
}

/** Mongo-style filter (`{ field: value }`, `$in`, `$gt`, `$or`, ...). */
export type Filter = Record<string, unknown>;
export type Sort = Record<string, 1 | -1>;

export interface FindOptions {
  readonly sort?: Sort;
  readonly skip?: number;
  readonly limit?: number;
  /**
   * Only these paths (dotted, through objects, not arrays) and `_id` of each document found: a
   * list that needs a few fields of many documents does not read the rest of them into the
   * process. A path a document lacks is left out of it. The filter and the order may use others.
   */
  readonly fields?: readonly string[];
}

export interface IndexSpec {
  readonly fields: Record<string, 1 | -1>;
  readonly unique?: boolean;
}

export type BulkOp<T extends Doc> = { readonly upsert: T } | { readonly delete: string };

/** The writes of one collection within `ReadStore.writeAll`. */
export interface CollectionWrites {
  readonly collection: string;
  readonly ops: readonly BulkOp<Doc>[];
}

export interface Collection<T extends Doc = Doc> {
  get(id: string): Promise<T | null>;
  /** The documents of these ids that exist, by id: one read where `get` would make one per id. */
  getMany(ids: readonly string[]): Promise<Map<string, T>>;
  /** Inserts or replaces the whole document. */
  upsert(doc: T): Promise<void>;
  /** Sets the given fields; false when the document does not exist. */
  patch(id: string, fields: Partial<T>): Promise<boolean>;
  delete(id: string): Promise<boolean>;
  find(filter?: Filter, options?: FindOptions): Promise<T[]>;
  count(filter?: Filter): Promise<number>;
  bulkWrite(ops: readonly BulkOp<T>[]): Promise<void>;
}

export interface ReadStore {
  readonly kind: 'memory' | 'sqlite' | 'mongodb';
  collection<T extends Doc = Doc>(name: string): Collection<T>;
  /**
   * Writes to several collections in order, as one where the store can: SQLite commits them in
   * one transaction (a projection's batch and its checkpoint land together or not at all); memory
   * applies them at once; MongoDB writes them one after the other, in the given order.
   */
  writeAll(writes: readonly CollectionWrites[]): Promise<void>;
  ensureIndexes(collection: string, indexes: readonly IndexSpec[]): Promise<void>;
  dropCollection(name: string): Promise<void>;
  listCollections(): Promise<string[]>;
  close(): Promise<void>;
}
