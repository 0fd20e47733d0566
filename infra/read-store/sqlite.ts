import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Query, find as mingoFind } from 'mingo';
import type { BulkOp, Collection, CollectionWrites, Doc, Filter, FindOptions, IndexSpec, ReadStore } from './types.ts';
import { requiredValues, type Primitive } from './equality.ts';

/** SQLite stores JSON booleans as 1/0 through json_extract. */
const sqlValue = (value: Primitive): string | number | null =>
  typeof value === 'boolean' ? (value ? 1 : 0) : value;
const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;
const jsonPath = (field: string): string => `'$.${field.replace(/'/g, "''")}'`;
const FIELD = /^[A-Za-z_][\w.]*$/;

/** `{ $gt: n }` or `{ $gte: n }` (possibly with more operators) on a finite number, as SQL. */
function lowerBound(condition: unknown): { op: '>' | '>='; value: number } | null {
  if (condition === null || typeof condition !== 'object' || Array.isArray(condition)) return null;
  const ops = condition as Record<string, unknown>;
  if (typeof ops.$gte === 'number' && Number.isFinite(ops.$gte)) return { op: '>=', value: ops.$gte };
  if (typeof ops.$gt === 'number' && Number.isFinite(ops.$gt)) return { op: '>', value: ops.$gt };
  return null;
}

class SqliteCollection<T extends Doc> implements Collection<T> {
  private readonly db: DatabaseSync;
  private readonly table: string;
  private readonly indexedFields: () => readonly string[];
  private readonly statements = new Map<string, StatementSync>();

  constructor(db: DatabaseSync, table: string, indexedFields: () => readonly string[]) {
    this.db = db;
    this.table = table;
    this.indexedFields = indexedFields;
  }

  private exists(): boolean {
    return (
      this.statement("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(this.table) !==
      undefined
    );
  }

  private create(): void {
    this.db.exec(
      `CREATE TABLE IF NOT EXISTS ${quoteIdent(this.table)} (_id TEXT PRIMARY KEY, doc TEXT NOT NULL) WITHOUT ROWID`,
    );
  }

  private statement(sql: string): StatementSync {
    let statement = this.statements.get(sql);
    if (!statement) this.statements.set(sql, (statement = this.db.prepare(sql)));
    return statement;
  }

  private rows(filter: Filter): T[] {
    if (!this.exists()) return [];
    // Ids are the primary key: a lookup by ids reads those rows only.
    const ids = requiredValues(filter, '_id')?.filter((id): id is string => typeof id === 'string');
    if (ids && ids.length <= 500) {
      if (ids.length === 0) return [];
      const sql = `SELECT doc FROM ${quoteIdent(this.table)} WHERE _id IN (${ids.map(() => '?').join(',')})`;
      return (this.statement(sql).all(...ids) as Array<{ doc: string }>).map((r) => JSON.parse(r.doc) as T);
    }
    for (const field of this.indexedFields()) {
      const values = requiredValues(filter, field);
      if (!values || values.length === 0 || values.length > 500) continue;
      // As in MongoDB, an array field matches any of its elements: the expression index on the
      // field answers scalars, the one on its JSON type finds the arrays to look inside.
      const path = jsonPath(field);
      const list = values.map(() => '?').join(',');
      // A UNION, not an OR: SQLite then searches both indexes instead of scanning the table.
      const table = quoteIdent(this.table);
      const sql =
        `SELECT _id, doc FROM ${table} WHERE json_extract(doc, ${path}) IN (${list}) UNION ` +
        `SELECT _id, doc FROM ${table} WHERE json_type(doc, ${path}) = 'array' ` +
        `AND EXISTS (SELECT 1 FROM json_each(doc, ${path}) WHERE value IN (${list}))`;
      const bound = values.map(sqlValue);
      return (this.statement(sql).all(...bound, ...bound) as Array<{ doc: string }>).map(
        (r) => JSON.parse(r.doc) as T,
      );
    }
    for (const field of this.indexedFields()) {
      const bound = lowerBound(filter[field]);
      if (bound === null) continue;
      // A lower bound on a number: the expression index gives the rows from it on. Text (strings,
      // arrays and objects as JSON) sorts after every number in SQLite, so those rows are read too
      // and the filter decides, as MongoDB does, whether an array holds a matching element.
      const sql = `SELECT doc FROM ${quoteIdent(this.table)} WHERE json_extract(doc, ${jsonPath(field)}) ${bound.op} ?`;
      return (this.statement(sql).all(bound.value) as Array<{ doc: string }>).map((r) => JSON.parse(r.doc) as T);
    }
    return (this.statement(`SELECT doc FROM ${quoteIdent(this.table)}`).all() as Array<{ doc: string }>).map(
      (r) => JSON.parse(r.doc) as T,
    );
  }

  private write(doc: T): void {
    this.create();
    this.statement(
      `INSERT INTO ${quoteIdent(this.table)} (_id, doc) VALUES (?, ?) ON CONFLICT(_id) DO UPDATE SET doc = excluded.doc`,
    ).run(doc._id, JSON.stringify(doc));
  }

  private remove(id: string): boolean {
    if (!this.exists()) return false;
    return Number(this.statement(`DELETE FROM ${quoteIdent(this.table)} WHERE _id = ?`).run(id).changes) > 0;
  }

  async get(id: string): Promise<T | null> {
    if (!this.exists()) return null;
    const row = this.statement(`SELECT doc FROM ${quoteIdent(this.table)} WHERE _id = ?`).get(id) as
      { doc: string } | undefined;
    return row ? (JSON.parse(row.doc) as T) : null;
  }

  async upsert(doc: T): Promise<void> {
    this.write(doc);
  }

  async patch(id: string, fields: Partial<T>): Promise<boolean> {
    const doc = await this.get(id);
    if (!doc) return false;
    this.write({ ...doc, ...fields, _id: id });
    return true;
  }

  async delete(id: string): Promise<boolean> {
    return this.remove(id);
  }

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    const query = new Query(filter);
    let cursor = mingoFind(
      this.rows(filter).filter((doc) => query.test(doc)),
      {},
    );
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    return cursor.all() as T[];
  }

  async count(filter: Filter = {}): Promise<number> {
    if (Object.keys(filter).length === 0) {
      if (!this.exists()) return 0;
      return Number(
        (this.statement(`SELECT COUNT(*) AS n FROM ${quoteIdent(this.table)}`).get() as { n: number }).n,
      );
    }
    const query = new Query(filter);
    return this.rows(filter).filter((doc) => query.test(doc)).length;
  }

  async bulkWrite(ops: readonly BulkOp<T>[]): Promise<void> {
    if (ops.length === 0) return;
    inTransaction(this.db, () => this.writeOps(ops));
  }

  /** The ops without a transaction of their own (the caller holds one). */
  writeOps(ops: readonly BulkOp<T>[]): void {
    this.create();
    for (const op of ops) {
      if ('upsert' in op) this.write(op.upsert);
      else this.remove(op.delete);
    }
  }
}

/** Runs `work` (synchronous: nothing else can write meanwhile) in one transaction. */
function inTransaction(db: DatabaseSync, work: () => void): void {
  db.exec('BEGIN IMMEDIATE');
  try {
    work();
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

/**
 * Read models in a SQLite file: the embedded stack's persistent read store, shared by the API and a
 * separate worker process (WAL lets both in). Equality indexes are SQLite expression indexes.
 */
export class SqliteReadStore implements ReadStore {
  readonly kind = 'sqlite' as const;
  private readonly db: DatabaseSync;
  private readonly collections = new Map<string, SqliteCollection<Doc>>();

  constructor(file: string) {
    mkdirSync(dirname(file), { recursive: true });
    // The busy timeout must hold from the first statement: another process (API, worker) may be
    // writing, or recovering the WAL after a crash, while this one opens the file.
    this.db = new DatabaseSync(file, { timeout: 5000 });
    this.db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;');
    this.db.exec(
      'CREATE TABLE IF NOT EXISTS _indexes (collection TEXT NOT NULL, field TEXT NOT NULL, PRIMARY KEY (collection, field))',
    );
  }

  private tableOf(name: string): string {
    return `rm_${name}`;
  }

  private indexedFields(name: string): string[] {
    return (
      this.db.prepare('SELECT field FROM _indexes WHERE collection = ?').all(name) as Array<{ field: string }>
    ).map((r) => r.field);
  }

  collection<T extends Doc = Doc>(name: string): Collection<T> {
    let collection = this.collections.get(name);
    if (!collection) {
      collection = new SqliteCollection(this.db, this.tableOf(name), () => this.indexedFields(name));
      this.collections.set(name, collection);
    }
    return collection as unknown as Collection<T>;
  }

  async writeAll(writes: readonly CollectionWrites[]): Promise<void> {
    if (writes.every((write) => write.ops.length === 0)) return;
    inTransaction(this.db, () => {
      for (const { collection, ops } of writes) {
        if (ops.length > 0) (this.collection(collection) as unknown as SqliteCollection<Doc>).writeOps(ops);
      }
    });
  }

  async ensureIndexes(name: string, indexes: readonly IndexSpec[]): Promise<void> {
    const table = quoteIdent(this.tableOf(name));
    this.db.exec(
      `CREATE TABLE IF NOT EXISTS ${table} (_id TEXT PRIMARY KEY, doc TEXT NOT NULL) WITHOUT ROWID`,
    );
    for (const index of indexes) {
      const fields = Object.keys(index.fields);
      if (fields.length === 0 || !fields.every((f) => FIELD.test(f)))
        throw new Error(`Invalid index fields: ${fields.join(', ')}`);
      const indexName = quoteIdent(`${this.tableOf(name)}__${fields.join('_')}${index.unique ? '__u' : ''}`);
      const columns = fields.map((f) => `json_extract(doc, ${jsonPath(f)})`).join(', ');
      this.db.exec(
        `CREATE ${index.unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ${indexName} ON ${table} (${columns})`,
      );
      // Arrays of the first field, which equality lookups also search inside (see `rows`).
      const typeIndex = quoteIdent(`${this.tableOf(name)}__${fields[0]}__type`);
      this.db.exec(`CREATE INDEX IF NOT EXISTS ${typeIndex} ON ${table} (json_type(doc, ${jsonPath(fields[0]!)}))`);
      this.db
        .prepare('INSERT OR IGNORE INTO _indexes (collection, field) VALUES (?, ?)')
        .run(name, fields[0]!);
    }
  }

  async dropCollection(name: string): Promise<void> {
    this.db.exec(`DROP TABLE IF EXISTS ${quoteIdent(this.tableOf(name))}`);
    this.db.prepare('DELETE FROM _indexes WHERE collection = ?').run(name);
  }

  async listCollections(): Promise<string[]> {
    const rows = this.db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'rm\\_%' ESCAPE '\\'")
      .all() as Array<{ name: string }>;
    return rows.map((r) => r.name.slice(3));
  }

  async close(): Promise<void> {
    if (this.db.isOpen) this.db.close();
  }
}
