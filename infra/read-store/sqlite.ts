import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
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
import { compileFilter, isField, jsonPath, type Param, type Shape } from './sqlite-query.ts';

const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** The JSON types MongoDB orders otherwise than SQLite orders their `json_extract` values. */
const UNSORTABLE = ['array', 'object', 'true', 'false'];

class SqliteCollection<T extends Doc> implements Collection<T> {
  private readonly db: DatabaseSync;
  private readonly table: string;
  private readonly typedPaths: () => ReadonlySet<string>;
  private readonly statements = new Map<string, StatementSync>();

  constructor(db: DatabaseSync, table: string, typedPaths: () => ReadonlySet<string>) {
    this.db = db;
    this.table = table;
    this.typedPaths = typedPaths;
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

  private parse(rows: unknown[]): T[] {
    return (rows as Array<{ doc: string }>).map((row) => JSON.parse(row.doc) as T);
  }

  /**
   * What the store knows of the documents' shapes, asked of the paths' type indexes (one index
   * seek each, remembered for one read): whether a path never holds an array, and whether its
   * values sort in SQLite as MongoDB sorts them (no arrays, objects or booleans).
   */
  private shape(): Shape & { sortable(path: string): boolean } {
    const typed = this.typedPaths();
    const known = new Map<string, boolean>();
    const holds = (path: string, types: readonly string[]): boolean => {
      const key = `${path}|${types.join()}`;
      let answer = known.get(key);
      if (answer === undefined) {
        const sql =
          `SELECT EXISTS (SELECT 1 FROM ${quoteIdent(this.table)} WHERE json_type(doc, ${jsonPath(path)}) ` +
          `IN (${types.map((t) => `'${t}'`).join(', ')})) AS found`;
        answer = Number((this.statement(sql).get() as { found: number }).found) === 1;
        known.set(key, answer);
      }
      return answer;
    };
    const scalar = (path: string): boolean => {
      if (path === '_id') return true;
      const parts = path.split('.');
      return parts.every((_, i) => {
        const prefix = parts.slice(0, i + 1).join('.');
        return typed.has(prefix) && !holds(prefix, ['array']);
      });
    };
    return {
      scalar,
      sortable: (path) => path === '_id' || (isField(path) && scalar(path) && !holds(path, UNSORTABLE)),
    };
  }

  /**
   * Runs `read` in one read transaction, so that the shape it asks about and the rows it reads are
   * of the same state of the file (another process may write in between).
   */
  private reading<R>(read: () => R): R {
    if (this.db.isTransaction) return read();
    this.db.exec('BEGIN');
    try {
      return read();
    } finally {
      this.db.exec('COMMIT');
    }
  }

  private where(filter: Filter, shape: Shape): { sql: string; params: Param[]; exact: boolean } {
    const condition = compileFilter(filter, shape);
    return {
      sql: condition.sql === '1' ? '' : ` WHERE ${condition.sql}`,
      params: condition.params,
      exact: condition.exact,
    };
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

  /**
   * The filter, the order, the skip and the limit are SQL wherever they can be (see
   * `sqlite-query.ts`): a page of a sorted list reads its rows from the expression indexes and
   * parses only the documents it returns. What SQL cannot decide exactly is decided here on the
   * rows SQL narrowed to, as the memory store decides it.
   */
  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    if (!this.exists()) return [];
    const table = quoteIdent(this.table);
    return this.reading(() => {
      const shape = this.shape();
      const where = this.where(filter, shape);
      const sort = Object.entries(options.sort ?? {});
      if (where.exact && sort.every(([path]) => shape.sortable(path))) {
        const order = sort.map(
          ([path, dir]) =>
            `${path === '_id' ? '_id' : `json_extract(doc, ${jsonPath(path)})`}${dir === -1 ? ' DESC' : ''}`,
        );
        // Ties in the order of the key, as a scan of the table gives them.
        if (!sort.some(([path]) => path === '_id')) order.push('_id');
        const skip = options.skip ?? 0;
        const page =
          options.limit || skip
            ? ` LIMIT ${options.limit ? Math.trunc(options.limit) : -1} OFFSET ${Math.trunc(skip)}`
            : '';
        const sql = `SELECT doc FROM ${table}${where.sql} ORDER BY ${order.join(', ')}${page}`;
        return this.parse(this.statement(sql).all(...where.params));
      }
      let docs = this.parse(this.statement(`SELECT doc FROM ${table}${where.sql}`).all(...where.params));
      if (!where.exact) {
        const query = new Query(filter);
        docs = docs.filter((doc) => query.test(doc));
      }
      let cursor = mingoFind(docs, {});
      if (options.sort) cursor = cursor.sort(options.sort);
      if (options.skip) cursor = cursor.skip(options.skip);
      if (options.limit) cursor = cursor.limit(options.limit);
      return cursor.all() as T[];
    });
  }

  async count(filter: Filter = {}): Promise<number> {
    if (!this.exists()) return 0;
    const table = quoteIdent(this.table);
    return this.reading(() => {
      const where = this.where(filter, this.shape());
      if (where.exact)
        return Number(
          (
            this.statement(`SELECT COUNT(*) AS n FROM ${table}${where.sql}`).get(...where.params) as {
              n: number;
            }
          ).n,
        );
      const query = new Query(filter);
      const docs = this.parse(this.statement(`SELECT doc FROM ${table}${where.sql}`).all(...where.params));
      return docs.filter((doc) => query.test(doc)).length;
    });
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

/** The fields and every parent of a dotted one (`_pos.commit`: `_pos` and `_pos.commit`). */
function typedPathsOf(fields: readonly string[]): string[] {
  const paths = new Set<string>();
  for (const field of fields) {
    const parts = field.split('.');
    for (let i = 1; i <= parts.length; i += 1) paths.add(parts.slice(0, i).join('.'));
  }
  return [...paths];
}

/**
 * Read models in a SQLite file: the embedded stack's persistent read store, shared by the API and a
 * separate worker process (WAL lets both in). Equality indexes are SQLite expression indexes.
 */
export class SqliteReadStore implements ReadStore {
  readonly kind = 'sqlite' as const;
  private readonly db: DatabaseSync;
  private readonly collections = new Map<string, SqliteCollection<Doc>>();
  private typedStatement: StatementSync | undefined;

  constructor(file: string) {
    mkdirSync(dirname(file), { recursive: true });
    // The busy timeout must hold from the first statement: another process (API, worker) may be
    // writing, or recovering the WAL after a crash, while this one opens the file.
    this.db = new DatabaseSync(file, { timeout: 5000 });
    this.db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;');
    this.db.exec(
      // The paths that have a type index (`json_type(doc, path)`), which tells a read whether any
      // document holds an array, an object or a boolean there.
      'CREATE TABLE IF NOT EXISTS _indexes (collection TEXT NOT NULL, field TEXT NOT NULL, PRIMARY KEY (collection, field))',
    );
  }

  private tableOf(name: string): string {
    return `rm_${name}`;
  }

  private typedPaths(name: string): Set<string> {
    if (!this.typedStatement)
      this.typedStatement = this.db.prepare('SELECT field FROM _indexes WHERE collection = ?');
    return new Set((this.typedStatement.all(name) as Array<{ field: string }>).map((r) => r.field));
  }

  collection<T extends Doc = Doc>(name: string): Collection<T> {
    let collection = this.collections.get(name);
    if (!collection) {
      collection = new SqliteCollection(this.db, this.tableOf(name), () => this.typedPaths(name));
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
      if (fields.length === 0 || !fields.every(isField))
        throw new Error(`Invalid index fields: ${fields.join(', ')}`);
      const indexName = quoteIdent(`${this.tableOf(name)}__${fields.join('_')}${index.unique ? '__u' : ''}`);
      const columns = fields.map((f) => `json_extract(doc, ${jsonPath(f)})`).join(', ');
      this.db.exec(
        `CREATE ${index.unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ${indexName} ON ${table} (${columns})`,
      );
      // Each field and its parents get a type index (see `SqliteCollection.shape`).
      for (const path of typedPathsOf(fields)) {
        const typeIndex = quoteIdent(`${this.tableOf(name)}__${path}__type`);
        this.db.exec(
          `CREATE INDEX IF NOT EXISTS ${typeIndex} ON ${table} (json_type(doc, ${jsonPath(path)}))`,
        );
        this.db.prepare('INSERT OR IGNORE INTO _indexes (collection, field) VALUES (?, ?)').run(name, path);
      }
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
