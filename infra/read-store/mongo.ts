import {
  MongoClient,
  MongoServerError,
  type AnyBulkWriteOperation,
  type Db,
  type Filter as MongoFilter,
  type Collection as MongoCollection,
} from 'mongodb';
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

const DEFAULT_DB = 'marketplace';

/** Database named by the connection string's path (`mongodb://host/<db>?...`), else the default. */
export function databaseName(url: string): string {
  const match = /^mongodb(?:\+srv)?:\/\/[^/]*\/([^?]*)/.exec(url);
  const name = match?.[1] ? decodeURIComponent(match[1]) : '';
  return name === '' ? DEFAULT_DB : name;
}

function isNamespaceNotFound(error: unknown): boolean {
  return error instanceof MongoServerError && (error.code === 26 || error.codeName === 'NamespaceNotFound');
}

class MongoReadCollection<T extends Doc> implements Collection<T> {
  private readonly collection: MongoCollection<T>;

  constructor(collection: MongoCollection<T>) {
    this.collection = collection;
  }

  private byId(id: string): MongoFilter<T> {
    return { _id: id } as MongoFilter<T>;
  }

  async get(id: string): Promise<T | null> {
    return (await this.collection.findOne(this.byId(id))) as T | null;
  }

  async getMany(ids: readonly string[]): Promise<Map<string, T>> {
    const found = new Map<string, T>();
    if (ids.length === 0) return found;
    const docs = (await this.collection.find({ _id: { $in: [...ids] } } as MongoFilter<T>).toArray()) as T[];
    for (const doc of docs) found.set(doc._id, doc);
    return found;
  }

  async upsert(doc: T): Promise<void> {
    await this.collection.replaceOne(this.byId(doc._id), doc, { upsert: true });
  }

  async patch(id: string, fields: Partial<T>): Promise<boolean> {
    // `_id` is immutable in MongoDB; the key is never part of a patch.
    const { _id, ...rest } = fields as Partial<T> & { _id?: unknown };
    if (Object.keys(rest).length === 0)
      return (await this.collection.countDocuments(this.byId(id), { limit: 1 })) > 0;
    const result = await this.collection.updateOne(this.byId(id), { $set: rest as Partial<T> });
    return result.matchedCount > 0;
  }

  async delete(id: string): Promise<boolean> {
    return (await this.collection.deleteOne(this.byId(id))).deletedCount > 0;
  }

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    let cursor = this.collection.find(
      filter as MongoFilter<T>,
      options.fields ? { projection: Object.fromEntries(options.fields.map((path) => [path, 1])) } : {},
    );
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    return (await cursor.toArray()) as T[];
  }

  async count(filter: Filter = {}): Promise<number> {
    return this.collection.countDocuments(filter as MongoFilter<T>);
  }

  async bulkWrite(ops: readonly BulkOp<T>[]): Promise<void> {
    if (ops.length === 0) return; // MongoDB rejects an empty bulk write
    const writes = ops.map((op): AnyBulkWriteOperation<T> =>
      'upsert' in op
        ? { replaceOne: { filter: this.byId(op.upsert._id), replacement: op.upsert, upsert: true } }
        : { deleteOne: { filter: this.byId(op.delete) } },
    );
    // Ordered, so a later op on the same id wins, as in the in-memory store.
    await this.collection.bulkWrite(writes, { ordered: true });
  }
}

/** Read store on MongoDB: the production adapter; documents keep their string `_id`. */
export class MongoReadStore implements ReadStore {
  readonly kind = 'mongodb' as const;
  private readonly client: MongoClient;
  private readonly db: Db;

  private constructor(client: MongoClient, db: Db) {
    this.client = client;
    this.db = db;
  }

  static async connect(url: string): Promise<MongoReadStore> {
    // ignoreUndefined: an undefined field is left out, as JSON would, instead of stored as null.
    const client = new MongoClient(url, { ignoreUndefined: true });
    await client.connect();
    return new MongoReadStore(client, client.db(databaseName(url)));
  }

  collection<T extends Doc = Doc>(name: string): Collection<T> {
    return new MongoReadCollection<T>(this.db.collection<T>(name));
  }

  /**
   * One bulk write per collection, in order: a projection passes its documents before its
   * checkpoint, and each document carries the position of its last event, so a crash between the
   * two re-applies a batch that changes nothing (a multi-document transaction needs a replica set).
   */
  async writeAll(writes: readonly CollectionWrites[]): Promise<void> {
    for (const { collection, ops } of writes) await this.collection(collection).bulkWrite(ops);
  }

  async ensureIndexes(collection: string, indexes: readonly IndexSpec[]): Promise<void> {
    for (const index of indexes) {
      await this.db
        .collection(collection)
        .createIndex({ ...index.fields }, { unique: index.unique ?? false });
    }
  }

  async dropCollection(name: string): Promise<void> {
    try {
      await this.db.dropCollection(name);
    } catch (error) {
      if (!isNamespaceNotFound(error)) throw error;
    }
  }

  async listCollections(): Promise<string[]> {
    const collections = await this.db.listCollections({}, { nameOnly: true }).toArray();
    return collections.map((collection) => collection.name).filter((name) => !name.startsWith('system.'));
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
