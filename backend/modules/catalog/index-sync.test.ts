import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../infra/config.ts';
import type { Position } from '../../../infra/event-store/index.ts';
import { catchUp, productSearchProjection, writePointer } from '../../../projections/index.ts';
import { createLogger } from '../../app/logger.ts';
import { createPlatform, type Platform } from '../../app/platform.ts';
import { systemContext } from '../../kit/write/index.ts';
import type { Actor } from './product-decider.ts';
import { CatalogIndexSync } from './queries.ts';
import { CatalogCommands } from './commands.ts';
import { PRODUCT_SEARCH_PROJECTION } from './view.ts';

/**
 * CatalogIndexSync on the embedded stack (SQLite event store, in-memory read store), with the
 * projector driven here as a worker would drive it, so the test decides when the read model moves
 * and when it is rebuilt into another collection (as `npm run replay` does).
 */

const dir = mkdtempSync(join(tmpdir(), 'catalog-index-sync-'));
const supplier: Actor = { userId: 7, role: 'supplier' };
const LIVE = 'productSearch_v1';
let platform: Platform;
let commands: CatalogCommands;
let sync: CatalogIndexSync;
const failures: object[] = [];

const product = (name: string) => ({ name, price: 1000, categoryId: 1, quality: 'new' });

/** The projector catches up `collection`; the API process then waits for it, as a command's answer does. */
async function project(position: Position | null, collection = LIVE): Promise<void> {
  await catchUp({
    definition: productSearchProjection,
    events: platform.events,
    store: platform.store,
    collection,
  });
  expect(await platform.readModels.waitFor(position, [PRODUCT_SEARCH_PROJECTION])).toBe(true);
}

beforeAll(async () => {
  const config = loadConfig({ DATA_DIR: dir, NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  platform = await createPlatform(config, createLogger('silent'), { runProjectors: false });
  await platform.store.ensureIndexes(LIVE, productSearchProjection.indexes);
  await writePointer(platform.store, PRODUCT_SEARCH_PROJECTION, LIVE, productSearchProjection.version);
  commands = new CatalogCommands({
    store: platform.events,
    sequences: platform.sequences,
    categoryExists: async () => true,
    readModels: platform.readModels,
  });
  sync = new CatalogIndexSync(platform.readModels, { error: (object) => failures.push(object) });
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  await platform.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('CatalogIndexSync', () => {
  it('follows product commands, reads documents only when `_last` moved, and each changed product once, latest', async () => {
    const created = await commands.createProduct(
      product('Рама боковая 100.00.010-1'),
      supplier,
      systemContext(),
    );
    await project(created.position);
    const index = await sync.current();
    expect(index.card(created.id)).toMatchObject({ name: 'Рама боковая 100.00.010-1', status: 'draft' });

    const docs = platform.store.collection(LIVE);
    const find = vi.spyOn(docs, 'find');
    const get = vi.spyOn(docs, 'get');
    // Another module's event moves the checkpoint, not `_last`: the documents are not read.
    const warehouse = await commands.createWarehouse(
      { name: 'Склад', address: 'ул. Мира, 1', city: 'Омск' },
      supplier,
      systemContext(),
    );
    await project(warehouse.position);
    expect(await sync.current()).toBe(index);
    expect(get).toHaveBeenCalledWith('_last');
    expect(find).not.toHaveBeenCalled();

    // Changed twice before the index looks: one document, applied once, at its latest version.
    await commands.editProduct(created.id, product('Рама боковая 100.00.010-3'), supplier, systemContext());
    const edited = await commands.editProduct(
      created.id,
      product('Рама боковая 9788-01.00.010'),
      supplier,
      systemContext(),
    );
    await project(edited.position);
    const apply = vi.spyOn(index, 'apply');
    expect(await sync.current()).toBe(index);
    expect(find).toHaveBeenCalledTimes(1);
    expect(find.mock.calls[0]![0]).toEqual({ '_pos.commit': { $gte: warehouse.position!.commit } });
    expect(apply.mock.calls.map(([doc]) => [doc.id, doc.name])).toEqual([
      [created.id, 'Рама боковая 9788-01.00.010'],
    ]);
    expect(index.card(created.id)?.name).toBe('Рама боковая 9788-01.00.010');
    expect(failures).toEqual([]);
  });

  it('loads a rebuilt read model (another collection) afresh', async () => {
    const before = await sync.current();
    const older = await commands.createProduct(
      product('Клин фрикционный 100.00.012'),
      supplier,
      systemContext(),
    );
    await project(older.position);
    expect(await sync.current()).toBe(before);
    expect(before.card(older.id)).toBeDefined();

    // Rebuilt beside the live one with a product the live collection never sees, then switched to.
    const added = await commands.createProduct(product('Автосцепка СА-3'), supplier, systemContext());
    const rebuilt = `${LIVE}_r2`;
    await platform.store.ensureIndexes(rebuilt, productSearchProjection.indexes);
    await writePointer(platform.store, PRODUCT_SEARCH_PROJECTION, rebuilt, productSearchProjection.version);
    await project(added.position, rebuilt);

    const after = await sync.current();
    expect(after).not.toBe(before);
    expect(after.size).toBe(before.size + 1);
    expect(after.card(added.id)?.name).toBe('Автосцепка СА-3');
    expect(before.card(added.id)).toBeUndefined();
    expect(failures).toEqual([]);
  });
});
