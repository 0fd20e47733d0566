import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../infra/config.ts';
import type { Position } from '../../../infra/event-store/index.ts';
import { SnapshotFile } from '../../../infra/snapshot/index.ts';
import { catchUp, productSearchProjection, writePointer } from '../../../projections/index.ts';
import { createLogger } from '../../app/logger.ts';
import { createPlatform, type Platform } from '../../app/platform.ts';
import { systemContext } from '../../kit/write/index.ts';
import type { Actor } from './product-decider.ts';
import { CatalogIndexSync } from './queries.ts';
import { CatalogCommands } from './commands.ts';
import { PRODUCT_SEARCH_PROJECTION } from './view.ts';

/**
 * The catalogue index kept between starts (ADR 0070): a new CatalogIndexSync (a restarted
 * process) starts from the snapshot file the last one wrote and reads only the documents written
 * since, on the durable SQLite read store, with the projector driven here.
 */
const dir = mkdtempSync(join(tmpdir(), 'catalog-index-snapshot-'));
const file = join(dir, 'catalog-index.v8');
const supplier: Actor = { userId: 7, role: 'supplier' };
const LIVE = 'productSearch_v1';
let platform: Platform;
let commands: CatalogCommands;
const failures: object[] = [];
const said: string[] = [];
const logger = {
  error: (object: object) => failures.push(object),
  info: (_object: object, message?: string) => said.push(message ?? ''),
  warn: (_object: object, message?: string) => said.push(message ?? ''),
};

const product = (name: string) => ({ name, price: 1000, categoryId: 1, quality: 'new' });

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
  const config = loadConfig({ DATA_DIR: dir, NODE_ENV: 'test', LOG_LEVEL: 'silent', READ_STORE: 'sqlite' });
  platform = await createPlatform(config, createLogger('silent'), { runProjectors: false });
  await platform.store.ensureIndexes(LIVE, productSearchProjection.indexes);
  await writePointer(platform.store, PRODUCT_SEARCH_PROJECTION, LIVE, productSearchProjection.version);
  commands = new CatalogCommands({
    store: platform.events,
    sequences: platform.sequences,
    categoryExists: async () => true,
    readModels: platform.readModels,
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  await platform.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('catalogue index snapshot between starts', () => {
  it('a restarted sync starts from the snapshot and reads only the documents written since', async () => {
    const first = await commands.createProduct(
      product('Рама боковая 100.00.010-1'),
      supplier,
      systemContext(),
    );
    const second = await commands.createProduct(
      product('Клин фрикционный 100.00.012'),
      supplier,
      systemContext(),
    );
    await project(second.position);
    const before = new CatalogIndexSync(platform.readModels, logger, new SnapshotFile(file));
    expect((await before.current()).size).toBe(2);
    // Written in the background, a slice of the event loop at a time (ADR 0088).
    await before.written();
    expect(existsSync(file)).toBe(true);

    // While "stopped": one product edited, one added.
    await commands.editProduct(first.id, product('Рама боковая 9788-01.00.010'), supplier, systemContext());
    const third = await commands.createProduct(product('Автосцепка СА-3'), supplier, systemContext());
    await project(third.position);

    const find = vi.spyOn(platform.store.collection(LIVE), 'find');
    const after = new CatalogIndexSync(platform.readModels, logger, new SnapshotFile(file));
    const index = await after.current();
    expect(find.mock.calls.map(([filter]) => filter)).toEqual([
      { '_pos.commit': { $gte: second.position!.commit } },
    ]);
    expect(index.size).toBe(3);
    expect(index.card(first.id)?.name).toBe('Рама боковая 9788-01.00.010');
    expect(index.card(third.id)?.name).toBe('Автосцепка СА-3');
    await after.written();
    expect(failures).toEqual([]);
  });

  it('ignores a snapshot of another collection, and an unreadable one: the index is built from the documents', async () => {
    const rebuilt = `${LIVE}_r2`;
    await platform.store.ensureIndexes(rebuilt, productSearchProjection.indexes);
    await writePointer(platform.store, PRODUCT_SEARCH_PROJECTION, rebuilt, productSearchProjection.version);
    await project(null, rebuilt);
    const find = vi.spyOn(platform.store.collection(rebuilt), 'find');
    const fresh = new CatalogIndexSync(platform.readModels, logger, new SnapshotFile(file));
    expect((await fresh.current()).size).toBe(3);
    expect(find.mock.calls[0]![0]).toEqual({});
    // Its snapshot, written in the background, before the file is spoilt.
    await fresh.written();

    writeFileSync(file, 'not a snapshot');
    find.mockClear();
    const again = new CatalogIndexSync(platform.readModels, logger, new SnapshotFile(file));
    expect((await again.current()).size).toBe(3);
    expect(find.mock.calls[0]![0]).toEqual({});
    await again.written();
    expect(failures).toEqual([]);
  });

  it('a sync closed right after its first build finishes the snapshot under way: the next start restores it', async () => {
    const closing = join(dir, 'closing.v8');
    said.length = 0;
    const first = new CatalogIndexSync(platform.readModels, logger, new SnapshotFile(closing));
    expect((await first.current()).size).toBe(3);
    expect(said).toContain('catalogue index built from the read model');
    // The snapshot the build started is under way; the server stops serving and closes the sync.
    await first.close(Date.now() + 60_000);
    expect(said).toContain('catalogue index snapshot written');
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);

    said.length = 0;
    const next = new CatalogIndexSync(platform.readModels, logger, new SnapshotFile(closing));
    expect((await next.current()).size).toBe(3);
    expect(said).toContain('catalogue index restored from its snapshot');
    expect(said).not.toContain('catalogue index built from the read model');
    await next.close(Date.now() + 60_000);
    expect(failures).toEqual([]);
  });

  it('a sync closed past its deadline abandons its write: no temporary file, the snapshot before it kept', async () => {
    const late = join(dir, 'late.v8');
    writeFileSync(late, 'the snapshot before');
    said.length = 0;
    const sync = new CatalogIndexSync(platform.readModels, logger, new SnapshotFile(late));
    expect((await sync.current()).size).toBe(3);
    await sync.close(Date.now() - 1);
    expect(said).toContain('catalogue index snapshot abandoned at the shutdown deadline');
    expect(said).not.toContain('catalogue index snapshot written');
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect(readFileSync(late, 'utf8')).toBe('the snapshot before');
    expect(failures).toEqual([]);
  });
});
