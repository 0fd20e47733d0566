import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Collection, Doc, ReadStore } from '../../infra/read-store/types.ts';

interface Part extends Doc {
  title: string;
  price: number;
  category: string;
  tags: string[];
  seller: { id: string; city: string };
  stock?: number;
}

const parts: Part[] = [
  {
    _id: 'p1',
    title: 'Колодка',
    price: 100,
    category: 'brakes',
    tags: ['new', 'gost'],
    seller: { id: 's1', city: 'Омск' },
  },
  {
    _id: 'p2',
    title: 'Букса',
    price: 250,
    category: 'axles',
    tags: ['used'],
    seller: { id: 's2', city: 'Тула' },
  },
  {
    _id: 'p3',
    title: 'Рама',
    price: 900,
    category: 'frames',
    tags: ['new'],
    seller: { id: 's1', city: 'Омск' },
  },
  {
    _id: 'p4',
    title: 'Пружина',
    price: 40,
    category: 'brakes',
    tags: [],
    seller: { id: 's3', city: 'Пермь' },
  },
  {
    _id: 'p5',
    title: 'Клин',
    price: 250,
    category: 'brakes',
    tags: ['gost'],
    seller: { id: 's2', city: 'Тула' },
  },
];

/**
 * The behaviour every read store adapter must share. Collection names are unique per run, so the
 * suite can share a database with anything else.
 */
export function readStoreContract(name: string, make: () => Promise<ReadStore>): void {
  describe(`ReadStore contract: ${name}`, () => {
    const run = randomUUID().slice(0, 8);
    let counter = 0;
    const used = new Set<string>();
    const fresh = (label: string): string => {
      const collection = `contract_${run}_${label}_${(counter += 1)}`;
      used.add(collection);
      return collection;
    };
    let store: ReadStore;
    let name_: string;
    let col: Collection<Part>;

    beforeEach(async () => {
      store = await make();
      name_ = fresh('parts');
      col = store.collection<Part>(name_);
      await col.bulkWrite(parts.map((upsert) => ({ upsert })));
    });

    afterEach(async () => {
      await store.close();
    });

    afterAll(async () => {
      // Leave a shared database as it was found.
      const cleanup = await make();
      for (const collection of used) await cleanup.dropCollection(collection);
      await cleanup.close();
    });

    const ids = (docs: readonly Doc[]): string[] => docs.map((d) => d._id);

    it('gets, upserts (replacing the whole document) and deletes by id', async () => {
      expect(await col.get('p1')).toEqual(parts[0]);
      expect(await col.get('missing')).toBeNull();

      const replaced: Part = {
        _id: 'p1',
        title: 'Колодка (новая)',
        price: 120,
        category: 'brakes',
        tags: [],
        seller: { id: 's1', city: 'Омск' },
      };
      await col.upsert({ ...replaced });
      expect(await col.get('p1')).toEqual(replaced);

      expect(await col.delete('p1')).toBe(true);
      expect(await col.delete('p1')).toBe(false);
      expect(await col.get('p1')).toBeNull();
    });

    it('gets many by id at once: those that exist, each once, as `get` gives them', async () => {
      const found = await col.getMany(['p3', 'missing', 'p1', 'p3']);
      expect([...found.keys()].sort()).toEqual(['p1', 'p3']);
      expect(found.get('p1')).toEqual(await col.get('p1'));
      expect(found.get('p3')).toEqual(parts[2]);
      expect((await col.getMany([])).size).toBe(0);
      expect((await store.collection(fresh('never-written')).getMany(['p1'])).size).toBe(0);
      // Copies, as `get` returns.
      found.get('p1')!.tags.push('mutated');
      expect(await col.get('p1')).toEqual(parts[0]);
    });

    it('patches fields of an existing document only', async () => {
      expect(await col.patch('p2', { price: 260, stock: 3 })).toBe(true);
      expect(await col.get('p2')).toEqual({ ...parts[1], price: 260, stock: 3 });
      expect(await col.patch('missing', { price: 1 })).toBe(false);
      expect(await col.get('missing')).toBeNull();
    });

    it('finds with equality, $in, $gt, nested field and array field filters', async () => {
      const sorted = { sort: { _id: 1 } } as const;
      expect(ids(await col.find({}, sorted))).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
      expect(ids(await col.find({ category: 'brakes' }, sorted))).toEqual(['p1', 'p4', 'p5']);
      expect(ids(await col.find({ category: { $in: ['axles', 'frames'] } }, sorted))).toEqual(['p2', 'p3']);
      expect(ids(await col.find({ price: { $gt: 250 } }, sorted))).toEqual(['p3']);
      expect(ids(await col.find({ 'seller.city': 'Тула' }, sorted))).toEqual(['p2', 'p5']);
      // An array field equals a value when one of its elements does.
      expect(ids(await col.find({ tags: 'gost' }, sorted))).toEqual(['p1', 'p5']);
      expect(ids(await col.find({ category: 'brakes', price: { $gt: 50 } }, sorted))).toEqual(['p1', 'p5']);
      expect(ids(await col.find({ $or: [{ price: { $gt: 800 } }, { tags: 'used' }] }, sorted))).toEqual([
        'p2',
        'p3',
      ]);
      expect(await col.find({ category: 'nothing' })).toEqual([]);
    });

    it('sorts (on several keys), skips and limits', async () => {
      const byPrice = await col.find({}, { sort: { price: -1, _id: 1 } });
      expect(ids(byPrice)).toEqual(['p3', 'p2', 'p5', 'p1', 'p4']);
      expect(ids(await col.find({}, { sort: { price: -1, _id: 1 }, skip: 1, limit: 2 }))).toEqual([
        'p2',
        'p5',
      ]);
      expect(ids(await col.find({}, { sort: { 'seller.city': 1, price: 1 }, limit: 3 }))).toEqual([
        'p1',
        'p3',
        'p4',
      ]);
      expect(await col.find({}, { sort: { _id: 1 }, skip: 10 })).toEqual([]);
    });

    it('selects fields: `_id` and the paths asked, nested ones inside their objects, missing ones left out', async () => {
      await col.upsert({ ...parts[3]!, stock: 0 });
      const fields = ['title', 'seller.city', 'tags', 'stock'];
      expect(await col.find({ category: 'brakes' }, { sort: { price: 1 }, fields })).toEqual([
        { _id: 'p4', title: 'Пружина', seller: { city: 'Пермь' }, tags: [], stock: 0 },
        { _id: 'p1', title: 'Колодка', seller: { city: 'Омск' }, tags: ['new', 'gost'] },
        { _id: 'p5', title: 'Клин', seller: { city: 'Тула' }, tags: ['gost'] },
      ]);
      // A page further on, a filter on an array and on a field left out, and one value of many.
      expect(
        await col.find(
          { price: { $gt: 50 } },
          { sort: { price: -1, _id: 1 }, skip: 1, limit: 2, fields: ['price'] },
        ),
      ).toEqual([
        { _id: 'p2', price: 250 },
        { _id: 'p5', price: 250 },
      ]);
      expect(await col.find({ tags: 'gost' }, { sort: { _id: 1 }, fields: ['seller.id'] })).toEqual([
        { _id: 'p1', seller: { id: 's1' } },
        { _id: 'p5', seller: { id: 's2' } },
      ]);
      expect(await col.find({ _id: 'p3' }, { fields: ['nothing.here'] })).toEqual([{ _id: 'p3' }]);
      // The documents themselves are unchanged.
      expect(await col.get('p1')).toEqual(parts[0]);
    });

    it('counts, with and without a filter', async () => {
      expect(await col.count()).toBe(5);
      expect(await col.count({ category: 'brakes' })).toBe(3);
      expect(await col.count({ price: { $gt: 1000 } })).toBe(0);
      expect(await store.collection(fresh('empty')).count()).toBe(0);
    });

    it('applies a bulk write of upserts and deletes in order', async () => {
      await col.bulkWrite([
        { delete: 'p1' },
        { upsert: { ...parts[1]!, price: 1 } },
        {
          upsert: {
            _id: 'p6',
            title: 'Вал',
            price: 5,
            category: 'axles',
            tags: [],
            seller: { id: 's4', city: 'Уфа' },
          },
        },
        { delete: 'missing' },
        { delete: 'p6' },
        {
          upsert: {
            _id: 'p6',
            title: 'Вал (2)',
            price: 6,
            category: 'axles',
            tags: [],
            seller: { id: 's4', city: 'Уфа' },
          },
        },
      ]);
      expect(ids(await col.find({}, { sort: { _id: 1 } }))).toEqual(['p2', 'p3', 'p4', 'p5', 'p6']);
      expect((await col.get('p2'))?.price).toBe(1);
      expect((await col.get('p6'))?.title).toBe('Вал (2)');
      await col.bulkWrite([]);
      expect(await col.count()).toBe(5);
    });

    it('finds by _id: equality and $in, with other conditions, counted too', async () => {
      expect(ids(await col.find({ _id: 'p2' }))).toEqual(['p2']);
      expect(ids(await col.find({ _id: { $in: ['p3', 'p1', 'missing'] } }, { sort: { _id: 1 } }))).toEqual([
        'p1',
        'p3',
      ]);
      expect(
        ids(await col.find({ _id: { $in: ['p1', 'p2', 'p4'] }, category: 'brakes' }, { sort: { _id: 1 } })),
      ).toEqual(['p1', 'p4']);
      expect(await col.find({ _id: { $in: [] } })).toEqual([]);
      expect(await col.count({ _id: { $in: ['p1', 'p5'] } })).toBe(2);
    });

    it('a lower bound on an indexed field finds numbers above it and arrays holding one, not strings', async () => {
      await store.ensureIndexes(name_, [{ fields: { price: 1 } }]);
      await col.bulkWrite([
        { upsert: { ...parts[0]!, _id: 'odd-array', price: [50, 300] as unknown as number } },
        { upsert: { ...parts[0]!, _id: 'odd-string', price: 'дорого' as unknown as number } },
        { upsert: { ...parts[0]!, _id: 'odd-missing', price: undefined as unknown as number } },
      ]);
      const sorted = { sort: { _id: 1 } } as const;
      expect(ids(await col.find({ price: { $gt: 250 } }, sorted))).toEqual(['odd-array', 'p3']);
      expect(ids(await col.find({ price: { $gte: 250 } }, sorted))).toEqual(['odd-array', 'p2', 'p3', 'p5']);
      expect(ids(await col.find({ price: { $gte: 100, $lt: 300 } }, sorted))).toEqual([
        'odd-array',
        'p1',
        'p2',
        'p5',
      ]);
      expect(await col.count({ price: { $gt: 1000 } })).toBe(0);
    });

    it('writes several collections in order in one writeAll', async () => {
      const other = fresh('checkpoints');
      await store.writeAll([
        { collection: name_, ops: [{ delete: 'p1' }, { upsert: { ...parts[1]!, price: 7 } }] },
        {
          collection: other,
          ops: [{ upsert: { _id: name_, position: 1 } }, { upsert: { _id: name_, position: 2 } }],
        },
        { collection: fresh('untouched'), ops: [] },
      ]);
      expect(ids(await col.find({}, { sort: { _id: 1 } }))).toEqual(['p2', 'p3', 'p4', 'p5']);
      expect((await col.get('p2'))?.price).toBe(7);
      expect(await store.collection(other).get(name_)).toEqual({ _id: name_, position: 2 });
      await store.writeAll([]);
      expect(await col.count()).toBe(4);
    });

    it('keeps equality lookups right on indexed fields as documents change', async () => {
      await store.ensureIndexes(name_, [
        { fields: { category: 1 } },
        { fields: { 'seller.id': 1, price: -1 } },
        { fields: { title: 1 }, unique: true },
      ]);
      // Ensuring the same indexes again is harmless.
      await store.ensureIndexes(name_, [{ fields: { category: 1 } }, { fields: { title: 1 }, unique: true }]);

      await col.patch('p1', { category: 'axles' });
      await col.upsert({ ...parts[3]!, category: 'frames' });
      await col.bulkWrite([{ upsert: { ...parts[4]!, category: 'axles', title: 'Клин (новый)' } }]);
      await col.delete('p2');

      expect(ids(await col.find({ category: 'brakes' }, { sort: { _id: 1 } }))).toEqual([]);
      expect(ids(await col.find({ category: 'axles' }, { sort: { _id: 1 } }))).toEqual(['p1', 'p5']);
      expect(ids(await col.find({ category: { $in: ['frames', 'nothing'] } }, { sort: { _id: 1 } }))).toEqual(
        ['p3', 'p4'],
      );
      expect(await col.count({ category: 'axles' })).toBe(2);
      expect(ids(await col.find({ 'seller.id': 's2' }))).toEqual(['p5']);
      expect(ids(await col.find({ title: 'Клин (новый)' }))).toEqual(['p5']);
      expect(await col.find({ title: 'Клин' })).toEqual([]);
    });

    it('rejects a document that breaks a unique index, and accepts it once the value is free', async () => {
      await store.ensureIndexes(name_, [{ fields: { title: 1 }, unique: true }]);
      const duplicate: Part = { ...parts[1]!, _id: 'p9', title: parts[0]!.title };
      await expect(col.upsert(duplicate)).rejects.toThrow();
      expect(await col.get('p9')).toBeNull();
      expect(ids(await col.find({ title: parts[0]!.title }))).toEqual(['p1']);

      await col.patch('p1', { title: 'Колодка (продана)' });
      await col.upsert(duplicate);
      expect(ids(await col.find({ title: parts[0]!.title }))).toEqual(['p9']);
      // Replacing a document with itself never conflicts.
      await col.upsert({ ...duplicate, price: 1 });
      expect((await col.get('p9'))?.price).toBe(1);
    });

    it('returns copies: mutating a returned document does not change the store', async () => {
      const got = await col.get('p1');
      got!.price = 0;
      got!.tags.push('mutated');
      got!.seller.city = 'nowhere';
      const [found] = await col.find({ _id: 'p1' });
      found!.title = 'mutated';
      const input: Part = { ...parts[1]!, _id: 'p7', tags: ['x'], seller: { id: 's9', city: 'Орёл' } };
      await col.upsert(input);
      input.tags.push('mutated');
      input.seller.city = 'nowhere';
      expect(await col.get('p1')).toEqual(parts[0]);
      expect(await col.get('p7')).toEqual({
        ...parts[1],
        _id: 'p7',
        tags: ['x'],
        seller: { id: 's9', city: 'Орёл' },
      });
    });

    it('drops a collection (also through handles taken before) and lists collections', async () => {
      const other = fresh('other');
      await store.collection(other).upsert({ _id: 'x' });
      const listed = await store.listCollections();
      expect(listed).toContain(name_);
      expect(listed).toContain(other);

      await store.dropCollection(name_);
      await store.dropCollection(fresh('never-created')); // dropping a missing collection is fine
      expect(await store.listCollections()).not.toContain(name_);
      expect(await col.count()).toBe(0);
      expect(await col.get('p1')).toBeNull();
      expect(await store.collection(other).get('x')).toEqual({ _id: 'x' });

      // The old handle writes to the re-created collection, as a new handle would see.
      await col.upsert(parts[0]!);
      expect(await store.collection<Part>(name_).get('p1')).toEqual(parts[0]);
      expect(await store.listCollections()).toContain(name_);
    });
  });
}
