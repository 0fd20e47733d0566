import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MemoryReadStore } from '../../infra/read-store/memory.ts';
import { SqliteReadStore } from '../../infra/read-store/sqlite.ts';
import { compileFilter } from '../../infra/read-store/sqlite-query.ts';
import type { Doc, Filter, FindOptions, IndexSpec } from '../../infra/read-store/types.ts';

/**
 * The SQLite store answers filters, orders and pages in SQL where it can and in JavaScript where it
 * cannot: whichever way a query goes, it must answer as the memory store does. Random documents
 * (numbers, texts, null, booleans, arrays, missing fields, a nested field) and random queries over
 * them, with and without the fields' indexes, compared with the memory store's answers.
 */
const dir = mkdtempSync(join(tmpdir(), 'sqlite-queries-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const scalar = fc.oneof(
  fc.constantFrom(0, 1, 2, 5, -1, 2.5, 100),
  fc.constantFrom('', 'a', 'b', 'Омск', 'Тула', '[1]', '10', '2'),
  fc.constant(null),
);
const value = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 2, arbitrary: fc.array(fc.oneof(scalar, fc.boolean()), { maxLength: 3 }) },
);
/** A field's value, or undefined to leave it out. */
const maybe = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> =>
  fc.option(arb, { nil: undefined, freq: 4 });
const sortValue = fc.oneof(
  fc.integer({ min: -3, max: 3 }),
  fc.constantFrom('a', 'b', 'Омск', '10'),
  fc.constant(null),
);

const docs = fc
  .array(
    fc.record({
      a: maybe(value),
      s: maybe(sortValue),
      n: maybe(fc.record({ c: maybe(value) })),
    }),
    { maxLength: 25 },
  )
  .map((rows) =>
    rows.map((row, i) => {
      const doc: Doc = { _id: `d${String(i).padStart(2, '0')}` };
      for (const [key, field] of Object.entries(row)) if (field !== undefined) doc[key] = field;
      return doc;
    }),
  );

const path = fc.constantFrom('a', 'n.c', 's');
const leaf: fc.Arbitrary<Filter> = fc.oneof(
  fc.record({ p: path, v: scalar }).map(({ p, v }) => ({ [p]: v })),
  fc.record({ p: path, v: fc.boolean() }).map(({ p, v }) => ({ [p]: v })),
  fc.record({ p: path, v: scalar }).map(({ p, v }) => ({ [p]: { $ne: v } })),
  fc.record({ p: path, v: fc.array(scalar, { maxLength: 3 }) }).map(({ p, v }) => ({ [p]: { $in: v } })),
  fc.record({ p: path, v: fc.array(scalar, { maxLength: 3 }) }).map(({ p, v }) => ({ [p]: { $nin: v } })),
  fc
    .record({
      p: path,
      op: fc.constantFrom('$gt', '$gte', '$lt', '$lte'),
      v: fc.oneof(fc.constantFrom(0, 1, 2, -1, 2.5), fc.constantFrom('a', 'b', '1')),
    })
    .map(({ p, op, v }) => ({ [p]: { [op]: v } })),
  fc
    .record({ p: path, lo: fc.constantFrom(-1, 0, 1), hi: fc.constantFrom(1, 2, 5) })
    .map(({ p, lo, hi }) => ({ [p]: { $gt: lo, $lte: hi } })),
  fc.record({ p: path, v: fc.boolean() }).map(({ p, v }) => ({ [p]: { $exists: v } })),
  fc.constantFrom<Filter>({ _id: 'd03' }, { _id: { $in: ['d01', 'd05', 'x'] } }, { a: { $regex: '^О' } }),
  // A plain text (special characters escaped) is a search for a fragment, answered in SQL.
  fc
    .record({
      p: path,
      v: fc.constantFrom('', 'м', 'ул', 'Омск', '1', '\\[1\\]', '\\[', 'a\\.b', 'A'),
      options: fc.constantFrom<string | undefined>(undefined, '', 'i'),
    })
    .map(({ p, v, options }) => ({
      [p]: options === undefined ? { $regex: v } : { $regex: v, $options: options },
    })),
  fc.record({ p: path, v: fc.constantFrom(/м/, /\[1/, /м/i) }).map(({ p, v }) => ({ [p]: { $regex: v } })),
);
const filter: fc.Arbitrary<Filter> = fc.oneof(
  { weight: 4, arbitrary: leaf },
  { weight: 2, arbitrary: fc.tuple(leaf, leaf).map(([x, y]) => ({ ...x, ...y })) },
  { weight: 1, arbitrary: fc.array(leaf, { minLength: 1, maxLength: 3 }).map((each) => ({ $or: each })) },
  { weight: 1, arbitrary: fc.array(leaf, { minLength: 1, maxLength: 2 }).map((each) => ({ $and: each })) },
  { weight: 1, arbitrary: fc.constant({}) },
);
/** A page is of a sorted list (an unsorted one has no order to agree on: it is compared as a set). */
const options: fc.Arbitrary<FindOptions> = fc.oneof(
  fc.constant({}),
  fc.record(
    {
      // Ties are broken by the key: the memory store gives them in its index's order.
      sort: fc.constantFrom<FindOptions['sort']>(
        { s: 1, _id: 1 },
        { s: -1, _id: 1 },
        { s: -1, _id: -1 },
        { _id: -1 },
      ),
      skip: fc.integer({ min: 0, max: 8 }),
      limit: fc.integer({ min: 1, max: 8 }),
    },
    { requiredKeys: ['sort'] },
  ),
);
const byId = (rows: Doc[]): Doc[] => [...rows].sort((x, y) => (x._id < y._id ? -1 : x._id > y._id ? 1 : 0));
const indexes: fc.Arbitrary<IndexSpec[]> = fc.subarray([
  { fields: { a: 1 } },
  { fields: { 'n.c': 1 } },
  { fields: { s: 1 } },
  { fields: { a: 1, s: 1 } },
] as IndexSpec[]);

let run = 0;

describe('SQLite read store: queries answered in SQL agree with the memory store', () => {
  it('finds (filtered, sorted on values of one kind or null, skipped, limited) and counts alike', async () => {
    const sqlite = new SqliteReadStore(join(dir, 'read-models.sqlite'));
    try {
      await fc.assert(
        fc.asyncProperty(
          docs,
          indexes,
          fc.array(fc.tuple(filter, options), { minLength: 1, maxLength: 6 }),
          fc.nat(25),
          async (rows, specs, queries, indexedAfter) => {
            const name = `q${(run += 1)}`;
            const memory = new MemoryReadStore();
            // Indexes declared before, between or after the writes: the shapes of documents
            // already there are read when a field is indexed, later ones recorded as written.
            for (const store of [memory, sqlite]) {
              await store
                .collection(name)
                .bulkWrite(rows.slice(0, indexedAfter).map((upsert) => ({ upsert })));
              await store.ensureIndexes(name, specs);
              for (const row of rows.slice(indexedAfter)) await store.collection(name).upsert(row);
            }
            for (const [where, page] of queries) {
              // Numbers, texts and null sort alike in both.
              const expected = await memory.collection(name).find(where, page);
              const found = await sqlite.collection(name).find(where, page);
              if (page.sort) expect(found, JSON.stringify({ where, page })).toEqual(expected);
              else expect(byId(found), JSON.stringify(where)).toEqual(byId(expected));
              expect(await sqlite.collection(name).count(where), JSON.stringify(where)).toBe(
                await memory.collection(name).count(where),
              );
            }
            await sqlite.dropCollection(name);
          },
        ),
        { numRuns: 300 },
      );
    } finally {
      await sqlite.close();
    }
  });

  it('sorts in SQL only where the values sort as MongoDB sorts them: booleans and arrays in the sorted field are sorted here', async () => {
    const sqlite = new SqliteReadStore(join(dir, 'read-models.sqlite'));
    const memory = new MemoryReadStore();
    const rows: Doc[] = [
      { _id: '1', s: 2 },
      { _id: '2', s: true },
      { _id: '3', s: 'b' },
      { _id: '4', s: false },
      { _id: '5', s: 0 },
      { _id: '6' },
      { _id: '7', s: null },
    ];
    try {
      for (const store of [memory, sqlite]) {
        await store.ensureIndexes('mixed', [{ fields: { s: 1 } }]);
        await store.collection('mixed').bulkWrite(rows.map((upsert) => ({ upsert })));
      }
      for (const sort of [{ s: 1 }, { s: -1 }] as const) {
        const expected = (await memory.collection('mixed').find({}, { sort })).map((doc) => doc._id);
        expect((await sqlite.collection('mixed').find({}, { sort })).map((doc) => doc._id)).toEqual(expected);
        expect(
          (await sqlite.collection('mixed').find({}, { sort, skip: 2, limit: 3 })).map((doc) => doc._id),
        ).toEqual(expected.slice(2, 5));
      }
    } finally {
      await sqlite.close();
    }
  });

  it('answers a search for a fragment (an escaped $regex) in SQL; a real pattern is tested on the rows', () => {
    const shape = { scalar: () => true, operand: () => null };
    const fragment = compileFilter({ searchText: { $regex: 'ст\\.\\(1\\)' } }, shape);
    expect(fragment).toMatchObject({ exact: true, params: ['ст.(1)'] });
    expect(fragment.sql).toContain('instr(');
    expect(compileFilter({ searchText: { $regex: 'ст', $options: '' } }, shape).exact).toBe(true);
    expect(compileFilter({ searchText: { $regex: '^ст' } }, shape).exact).toBe(false);
    expect(compileFilter({ searchText: { $regex: 'ст', $options: 'i' } }, shape).exact).toBe(false);
    expect(compileFilter({ searchText: { $regex: /ст/i } }, shape).exact).toBe(false);
  });
});
