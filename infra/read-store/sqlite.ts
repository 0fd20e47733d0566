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
import { selectFields, setPath } from './fields.ts';

/** Pages of the write-ahead log after which a commit copies it into the file (4 KiB each). */
const WAL_PAGES_PER_CHECKPOINT = 4000;
/** Prepared statements kept per collection. */
const STATEMENTS_KEPT = 200;
const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/**
 * Kinds of value at a path that SQL cannot compare or order as MongoDB does: an array (matched by
 * any element, sorted by its least or greatest), an object, a boolean (read as 1 or 0); and
 * numbers, which tell a boolean's 1 or 0 from a number's where both were seen.
 */
type Kind = 'array' | 'object' | 'boolean' | 'number';
const UNSORTABLE: readonly Kind[] = ['array', 'object', 'boolean'];

function kindOf(value: unknown): Kind | null {
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return 'number';
  return value !== null && typeof value === 'object' ? 'object' : null;
}

/** The JSON type of a column's value, read from the column alone where the kinds seen allow it. */
function columnType(path: string, kinds: ReadonlySet<Kind> | undefined): string {
  const column = columnOf(path);
  if (kinds?.has('array') || kinds?.has('object') || (kinds?.has('boolean') && kinds.has('number')))
    return `json_type(doc, ${jsonPath(path)})`;
  // Only booleans among numbers: a 1 or a 0 there is one.
  if (kinds?.has('boolean'))
    return `CASE WHEN ${column} = 1 THEN 'true' WHEN ${column} = 0 THEN 'false' ELSE typeof(${column}) END`;
  return `typeof(${column})`;
}

/** A path's column: its value as `json_extract` reads it, written beside the document. */
export const columnOf = (path: string): string => quoteIdent(`$${path}`);

/** The value at `path` as `json_extract(doc, path)` gives it: booleans as 1/0, arrays and objects as JSON. */
function columnValue(doc: Doc, path: string): string | number | null {
  const value = valueAt(doc, path);
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number' || typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** The parts of the followed paths, split once (every written document is read at each). */
const partsOfPath = new Map<string, readonly string[]>();

/** The value at a dotted path, or undefined when a parent is not an object. */
function valueAt(doc: Doc, path: string): unknown {
  let parts = partsOfPath.get(path);
  if (!parts) partsOfPath.set(path, (parts = path.split('.')));
  let value: unknown = doc;
  for (const part of parts) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/**
 * What the store records of a collection's documents: the paths it follows (the indexed fields and
 * their parents) and, per path, the kinds in `Kind` any document has ever held there since it is
 * followed (forgotten when the collection is dropped). Writers add a kind in the transaction of
 * the write that brings it; a read asks in its own transaction, so both see one state of the file.
 */
interface Shapes {
  followed(): ReadonlySet<string>;
  /** The followed paths that have a column of their own (the indexed fields), in column order. */
  columns(): readonly string[];
  kinds(): Map<string, Set<Kind>>;
  record(path: string, kind: Kind): void;
}

class SqliteCollection<T extends Doc> implements Collection<T> {
  private readonly db: DatabaseSync;
  private readonly table: string;
  private readonly shapes: Shapes;
  private readonly statements = new Map<string, StatementSync>();
  private readonly getSql: string;
  /** The documents of a list of ids given as one JSON array: one statement whatever their number. */
  private readonly getManySql: string;
  /** The upsert per set of columns (`upsertOf`); forgotten with the table. */
  private readonly upserts = new Map<string, StatementSync>();

  constructor(db: DatabaseSync, table: string, shapes: Shapes) {
    this.db = db;
    this.table = table;
    this.shapes = shapes;
    this.getSql = `SELECT doc FROM ${quoteIdent(table)} WHERE _id = ?`;
    this.getManySql = `SELECT _id, doc FROM ${quoteIdent(table)} WHERE _id IN (SELECT value FROM json_each(?))`;
  }

  /** Whether this handle has seen its table (another process may drop it: reads then find it missing). */
  private created = false;

  /** Called by the store when it drops the collection. */
  forget(): void {
    this.created = false;
    this.upserts.clear();
  }

  private exists(): boolean {
    if (this.created) return true;
    // Seen once, it is taken to be there: a read that then finds it dropped says so (`unlessMissing`).
    this.created =
      this.statement("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(this.table) !==
      undefined;
    return this.created;
  }

  private create(): void {
    if (this.created) return;
    this.db.exec(
      `CREATE TABLE IF NOT EXISTS ${quoteIdent(this.table)} (_id TEXT PRIMARY KEY, doc TEXT NOT NULL) WITHOUT ROWID`,
    );
    this.created = true;
  }

  /** `read`, or `missing` when the table is gone (dropped by another process since this one saw it). */
  private unlessMissing<R>(read: () => R, missing: R): R {
    if (!this.exists()) return missing;
    try {
      return read();
    } catch (error) {
      if (!/no such table/.test(String(error))) throw error;
      this.created = false;
      return missing;
    }
  }

  /** A prepared statement, kept while it is among the collection's most recent (queries vary with their filters). */
  private statement(sql: string): StatementSync {
    let statement = this.statements.get(sql);
    if (statement) {
      this.statements.delete(sql);
    } else {
      statement = this.db.prepare(sql);
      if (this.statements.size >= STATEMENTS_KEPT)
        this.statements.delete(this.statements.keys().next().value!);
    }
    this.statements.set(sql, statement);
    return statement;
  }

  private parse(rows: unknown[]): T[] {
    return (rows as Array<{ doc: string }>).map((row) => JSON.parse(row.doc) as T);
  }

  /**
   * What a query selects of each row: the whole document, or (`fields`) `_id` and each path's
   * value as JSON text (`->`), SQL NULL where the document lacks it.
   */
  private static selection(fields: readonly string[] | undefined): string {
    return fields
      ? ['_id', ...fields.map((path, i) => `doc -> ${jsonPath(path)} AS f${i}`)].join(', ')
      : 'doc';
  }

  /** The documents of rows selected by `selection`. */
  private rowsOf(rows: unknown[], fields: readonly string[] | undefined): T[] {
    if (!fields) return this.parse(rows);
    return (rows as Array<Record<string, string | null>>).map((row) => {
      const doc: Record<string, unknown> = { _id: row._id };
      fields.forEach((path, i) => {
        const value = row[`f${i}`];
        if (value !== null && value !== undefined) setPath(doc, path, JSON.parse(value));
      });
      return doc as T;
    });
  }

  /**
   * Whether a path never held an array (nor any of its parents), and whether its values sort in
   * SQLite as MongoDB sorts them (no arrays, objects or booleans), from the recorded shapes.
   */
  private shape(): Shape & { sortable(path: string): boolean; key(path: string): string } {
    const followed = this.shapes.followed();
    const kinds = this.shapes.kinds();
    const columns = new Set(this.shapes.columns());
    const scalar = (path: string): boolean => {
      if (path === '_id') return true;
      const parts = path.split('.');
      return parts.every((_, i) => {
        const prefix = parts.slice(0, i + 1).join('.');
        return followed.has(prefix) && !kinds.get(prefix)?.has('array');
      });
    };
    return {
      scalar,
      sortable: (path) =>
        path === '_id' ||
        (isField(path) && scalar(path) && !UNSORTABLE.some((kind) => kinds.get(path)?.has(kind))),
      // A column answers from its index, and tells its value's type where the kinds seen allow.
      operand: (path) =>
        columns.has(path) ? { value: columnOf(path), type: columnType(path, kinds.get(path)) } : null,
      key: (path) =>
        path === '_id' ? '_id' : columns.has(path) ? columnOf(path) : `json_extract(doc, ${jsonPath(path)})`,
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

  /**
   * The upsert of a document with these columns, prepared once per set of columns (the set changes
   * only when an index is added): building its text per document was a part of every write.
   */
  private upsertOf(columns: readonly string[]): StatementSync {
    const key = columns.join('\0');
    let statement = this.upserts.get(key);
    if (!statement) {
      const names = ['_id', 'doc', ...columns.map(columnOf)];
      statement = this.db.prepare(
        `INSERT INTO ${quoteIdent(this.table)} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')}) ` +
          `ON CONFLICT(_id) DO UPDATE SET ${names
            .slice(1)
            .map((name) => `${name} = excluded.${name}`)
            .join(', ')}`,
      );
      this.upserts.set(key, statement);
    }
    return statement;
  }

  /** Writes the document and its indexed fields' columns (`columns`, as `Shapes.columns` names them). */
  private write(doc: T, columns: readonly string[]): void {
    this.create();
    try {
      const upsert = this.upsertOf(columns);
      if (columns.length === 0) upsert.run(doc._id, JSON.stringify(doc));
      else upsert.run(doc._id, JSON.stringify(doc), ...columns.map((path) => columnValue(doc, path)));
    } catch (error) {
      if (!/no such table/.test(String(error))) throw error;
      // Dropped by another process since this handle created it: as MongoDB, a write creates it
      // (without the columns, which the drop forgot with the indexes).
      this.created = false;
      this.upserts.clear();
      this.create();
      this.write(doc, []);
    }
  }

  private remove(id: string): boolean {
    return this.unlessMissing(
      () => Number(this.statement(`DELETE FROM ${quoteIdent(this.table)} WHERE _id = ?`).run(id).changes) > 0,
      false,
    );
  }

  async get(id: string): Promise<T | null> {
    const row = this.unlessMissing(
      () => this.statement(this.getSql).get(id) as { doc: string } | undefined,
      undefined,
    );
    return row ? (JSON.parse(row.doc) as T) : null;
  }

  async getMany(ids: readonly string[]): Promise<Map<string, T>> {
    const found = new Map<string, T>();
    if (ids.length === 0) return found;
    const rows = this.unlessMissing(
      () => this.statement(this.getManySql).all(JSON.stringify(ids)) as Array<{ _id: string; doc: string }>,
      [],
    );
    for (const row of rows) found.set(row._id, JSON.parse(row.doc) as T);
    return found;
  }

  async upsert(doc: T): Promise<void> {
    await this.bulkWrite([{ upsert: doc }]);
  }

  async patch(id: string, fields: Partial<T>): Promise<boolean> {
    const doc = await this.get(id);
    if (!doc) return false;
    await this.bulkWrite([{ upsert: { ...doc, ...fields, _id: id } }]);
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
    const table = quoteIdent(this.table);
    return this.unlessMissing(
      () =>
        this.reading(() => {
          const shape = this.shape();
          const where = this.where(filter, shape);
          const sort = Object.entries(options.sort ?? {});
          if (where.exact && sort.every(([path]) => shape.sortable(path))) {
            const order = sort.map(([path, dir]) => `${shape.key(path)}${dir === -1 ? ' DESC' : ''}`);
            // Ties in the order of the key, as a scan of the table gives them.
            if (!sort.some(([path]) => path === '_id')) order.push('_id');
            const skip = options.skip ?? 0;
            const page =
              options.limit || skip
                ? ` LIMIT ${options.limit ? Math.trunc(options.limit) : -1} OFFSET ${Math.trunc(skip)}`
                : '';
            const selection = SqliteCollection.selection(options.fields);
            if (skip === 0) {
              const sql = `SELECT ${selection} FROM ${table}${where.sql} ORDER BY ${order.join(', ')}${page}`;
              return this.rowsOf(this.statement(sql).all(...where.params), options.fields);
            }
            // The rows skipped are passed over in the index (their keys only); the documents of the
            // page are then read by key: SQLite would read every skipped row's document too.
            const ids = (
              this.statement(`SELECT _id FROM ${table}${where.sql} ORDER BY ${order.join(', ')}${page}`).all(
                ...where.params,
              ) as Array<{ _id: string }>
            ).map((row) => row._id);
            const byId = new Map<string, T>();
            for (let from = 0; from < ids.length; from += 500) {
              const chunk = ids.slice(from, from + 500);
              const sql = `SELECT ${selection} FROM ${table} WHERE _id IN (${chunk.map(() => '?').join(', ')})`;
              for (const doc of this.rowsOf(this.statement(sql).all(...chunk), options.fields))
                byId.set(doc._id, doc);
            }
            return ids.flatMap((id) => byId.get(id) ?? []);
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
          const fields = options.fields;
          return fields
            ? (cursor.all() as T[]).map((doc) => selectFields(doc, fields))
            : (cursor.all() as T[]);
        }),
      [],
    );
  }

  async count(filter: Filter = {}): Promise<number> {
    const table = quoteIdent(this.table);
    return this.unlessMissing(
      () =>
        this.reading(() => {
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
          const docs = this.parse(
            this.statement(`SELECT doc FROM ${table}${where.sql}`).all(...where.params),
          );
          return docs.filter((doc) => query.test(doc)).length;
        }),
      0,
    );
  }

  async bulkWrite(ops: readonly BulkOp<T>[]): Promise<void> {
    if (ops.length === 0) return;
    inTransaction(this.db, () => this.writeOps(ops));
  }

  /** The ops without a transaction of their own (the caller holds one). */
  writeOps(ops: readonly BulkOp<T>[]): void {
    this.create();
    const followed = this.shapes.followed();
    if (followed.size > 0) {
      const kinds = this.shapes.kinds();
      for (const op of ops) {
        if (!('upsert' in op)) continue;
        for (const path of followed) {
          const kind = kindOf(valueAt(op.upsert, path));
          if (kind === null || kinds.get(path)?.has(kind)) continue;
          this.shapes.record(path, kind);
          kinds.set(path, new Set([...(kinds.get(path) ?? []), kind]));
        }
      }
    }
    const columns = followed.size > 0 ? this.shapes.columns() : [];
    for (const op of ops) {
      if ('upsert' in op) this.write(op.upsert, columns);
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
  private readonly statements = new Map<string, StatementSync>();

  constructor(file: string) {
    mkdirSync(dirname(file), { recursive: true });
    // The busy timeout must hold from the first statement: another process (API, worker) may be
    // writing, or recovering the WAL after a crash, while this one opens the file.
    this.db = new DatabaseSync(file, { timeout: 5000 });
    this.db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;');
    // A checkpoint every 16 MB of log instead of SQLite's 4 MB (ADR 0100): each one syncs the log
    // and the file to disk, and a catch-up of 16,000 events went through 13 of them, half the
    // wall time of its commits; four times fewer copy the pages written again and again once.
    this.db.exec(`PRAGMA wal_autocheckpoint = ${WAL_PAGES_PER_CHECKPOINT}`);
    // What `Shapes` records: the paths followed per collection, the kinds seen at each.
    this.db.exec(
      'CREATE TABLE IF NOT EXISTS _paths (collection TEXT NOT NULL, path TEXT NOT NULL, column INTEGER NOT NULL, PRIMARY KEY (collection, path)) WITHOUT ROWID;' +
        'CREATE TABLE IF NOT EXISTS _shapes (collection TEXT NOT NULL, path TEXT NOT NULL, kind TEXT NOT NULL, PRIMARY KEY (collection, path, kind)) WITHOUT ROWID',
    );
  }

  private tableOf(name: string): string {
    return `rm_${name}`;
  }

  private statement(sql: string): StatementSync {
    let statement = this.statements.get(sql);
    if (!statement) this.statements.set(sql, (statement = this.db.prepare(sql)));
    return statement;
  }

  private shapesOf(name: string): Shapes {
    return {
      followed: () =>
        new Set(
          (
            this.statement('SELECT path FROM _paths WHERE collection = ?').all(name) as Array<{
              path: string;
            }>
          ).map((r) => r.path),
        ),
      columns: () =>
        (
          this.statement('SELECT path FROM _paths WHERE collection = ? AND column = 1 ORDER BY path').all(
            name,
          ) as Array<{ path: string }>
        ).map((r) => r.path),
      kinds: () => {
        const kinds = new Map<string, Set<Kind>>();
        const rows = this.statement('SELECT path, kind FROM _shapes WHERE collection = ?').all(
          name,
        ) as Array<{
          path: string;
          kind: Kind;
        }>;
        for (const { path, kind } of rows) kinds.set(path, new Set([...(kinds.get(path) ?? []), kind]));
        return kinds;
      },
      record: (path, kind) => {
        this.statement('INSERT OR IGNORE INTO _shapes (collection, path, kind) VALUES (?, ?, ?)').run(
          name,
          path,
          kind,
        );
      },
    };
  }

  collection<T extends Doc = Doc>(name: string): Collection<T> {
    let collection = this.collections.get(name);
    if (!collection) {
      collection = new SqliteCollection(this.db, this.tableOf(name), this.shapesOf(name));
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

  /**
   * Each indexed field gets a column of its own, written with the document (`columnOf`), and the
   * index is on those columns: SQLite then answers a condition, an order or a count from the index
   * alone (an index on `json_extract(doc, …)` makes it parse every candidate's document again). The
   * fields and their parents are followed (`Shapes`) from now on. A field indexed for the first time
   * is filled in, and the kinds its documents already hold are read, once, in a write transaction.
   */
  async ensureIndexes(name: string, indexes: readonly IndexSpec[]): Promise<void> {
    const table = quoteIdent(this.tableOf(name));
    for (const index of indexes) {
      const fields = Object.keys(index.fields);
      if (fields.length === 0 || !fields.every(isField))
        throw new Error(`Invalid index fields: ${fields.join(', ')}`);
    }
    const fields = new Set(indexes.flatMap((index) => Object.keys(index.fields)));
    const paths = typedPathsOf([...fields]);
    inTransaction(this.db, () => {
      this.db.exec(
        `CREATE TABLE IF NOT EXISTS ${table} (_id TEXT PRIMARY KEY, doc TEXT NOT NULL) WITHOUT ROWID`,
      );
      const shapes = this.shapesOf(name);
      const followed = shapes.followed();
      const present = new Set(
        (this.db.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string }>).map((c) => c.name),
      );
      for (const path of paths) {
        const column = fields.has(path);
        if (column && !present.has(`$${path}`)) {
          this.db.exec(`ALTER TABLE ${table} ADD COLUMN ${columnOf(path)}`);
          this.db.exec(`UPDATE ${table} SET ${columnOf(path)} = json_extract(doc, ${jsonPath(path)})`);
        }
        if (followed.has(path) && !(column && !shapes.columns().includes(path))) continue;
        if (!followed.has(path)) {
          const rows = this.db
            .prepare(`SELECT DISTINCT json_type(doc, ${jsonPath(path)}) AS type FROM ${table}`)
            .all() as Array<{ type: string | null }>;
          for (const { type } of rows) {
            const kind =
              type === 'array' || type === 'object'
                ? type
                : type === 'true' || type === 'false'
                  ? 'boolean'
                  : type === 'integer' || type === 'real'
                    ? 'number'
                    : null;
            if (kind) shapes.record(path, kind);
          }
        }
        this.statement(
          'INSERT INTO _paths (collection, path, column) VALUES (?, ?, ?) ON CONFLICT DO UPDATE SET column = max(column, excluded.column)',
        ).run(name, path, column ? 1 : 0);
        // Indexes of an earlier format of this file (on expressions): writes no longer pay for them.
        this.db.exec(`DROP INDEX IF EXISTS ${quoteIdent(`${this.tableOf(name)}__${path}__type`)}`);
      }
      for (const index of indexes) {
        const names = Object.keys(index.fields);
        const base = `${this.tableOf(name)}__${names.join('_')}${index.unique ? '__u' : ''}`;
        this.db.exec(`DROP INDEX IF EXISTS ${quoteIdent(base)}`);
        this.db.exec(
          `CREATE ${index.unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ${quoteIdent(`${base}__c`)} ON ${table} (${names.map(columnOf).join(', ')})`,
        );
      }
    });
  }

  async dropCollection(name: string): Promise<void> {
    this.db.exec(`DROP TABLE IF EXISTS ${quoteIdent(this.tableOf(name))}`);
    this.statement('DELETE FROM _paths WHERE collection = ?').run(name);
    this.statement('DELETE FROM _shapes WHERE collection = ?').run(name);
    this.collections.get(name)?.forget();
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
