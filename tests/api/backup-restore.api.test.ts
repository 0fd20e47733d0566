import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SqliteEventStore,
  START,
  type EventStore,
  type RecordedEvent,
} from '../../infra/event-store/index.ts';
import { DATA_DIR_ENTRIES, type Manifest } from '../../backend/app/backup/index.ts';
import { TEST_IMAGES } from '../support/images.ts';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';
import { waitFor } from '../support/wait-for.ts';

/**
 * `npm run backup` and `npm run restore` as an operator runs them, beside a real server taking
 * registrations and orders over HTTP (ADR 0054): the backup is one instant of the log, the restored
 * folder holds exactly the events up to it, and a server started on it serves the data.
 */

const root = mkdtempSync(join(tmpdir(), 'marketplace-backup-api-'));
const backupDir = join(root, 'backup');
const restoredDir = join(root, 'restored');
const PASSWORD = 'пароль-для-тестов';

let source: TestServer;
let buyer: SignedIn;
let productId: number;
let orderId: number;
let avatar: string;
let imageUrl: string;

beforeAll(async () => {
  // Read models in SQLite too, so that their file is in the data folder (and left out of the backup).
  source = await startTestServer({ env: { READ_STORE: 'sqlite' } });
  buyer = await source.registerUser();
  const products = (await (await source.request('/api/products?limit=1')).json()) as {
    products: Array<{ id: number }>;
  };
  productId = products.products[0]!.id;
  orderId = (await placeOrder(buyer)).id;
  const picture = (field: string) => {
    const form = new FormData();
    form.append(field, new Blob([TEST_IMAGES.png], { type: 'image/png' }), 'рама.png');
    return form;
  };
  const withAvatar = await source.request('/api/users/avatar', {
    method: 'PUT',
    body: picture('avatar'),
    token: buyer.accessToken,
  });
  expect(withAvatar.status).toBe(200);
  avatar = ((await withAvatar.json()) as { user: { avatar: string } }).user.avatar;
  const supplier = await source.login('sales@vagonremkomplekt.example.ru', 'vagon-demo-2026');
  const uploaded = await source.request('/api/uploads/images', {
    method: 'POST',
    body: picture('file'),
    token: supplier.accessToken,
  });
  expect(uploaded.status).toBe(201);
  imageUrl = ((await uploaded.json()) as { url: string }).url;
  // A letter without SMTP_URL lands in DATA_DIR/outbox.
  const reset = await source.request('/api/auth/password-reset', {
    method: 'POST',
    json: { email: buyer.user.email },
  });
  expect(reset.status).toBeLessThan(300);
}, 120_000);

afterAll(async () => {
  await source.stop();
  rmSync(root, { recursive: true, force: true });
});

async function placeOrder(who: SignedIn): Promise<{ id: number }> {
  const response = await source.request('/api/orders', {
    method: 'POST',
    token: who.accessToken,
    json: {
      productId,
      quantity: 1,
      deliveryType: 'delivery',
      deliveryAddress: 'ст. Екатеринбург-Сортировочный',
    },
  });
  if (response.status !== 201) throw new Error(`order answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { id: number };
}

/** Runs one of the command lines with DATA_DIR set, as `npm run …` does. */
function cli(script: string, args: string[], dataDir: string): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, [`backend/app/cli/${script}.ts`, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, EVENT_STORE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, out })));
}

/** Every event of the log in order, as plain data (id, stream, revision, type, data, metadata, position, time). */
async function everyEvent(store: EventStore, upTo = Infinity): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for (let after = START; ;) {
    const batch = await store.readAll(after, 1000);
    if (batch.length === 0) return events;
    for (const event of batch) {
      if (event.position.commit > upTo) return events;
      events.push(JSON.parse(JSON.stringify(event)) as RecordedEvent);
    }
    after = batch.at(-1)!.position;
  }
}

describe('backup and restore of the embedded stack', () => {
  let manifest: Manifest;

  it('backs up while registrations and orders are written, and the restored folder holds exactly the log up to the backup', async () => {
    // Write load over HTTP: two registration loops and two order loops, until the backup has ended.
    const load = { running: true, registrations: 0, orders: 0, failures: [] as string[] };
    const loop = (write: () => Promise<unknown>, counter: 'registrations' | 'orders') =>
      (async () => {
        while (load.running) {
          try {
            await write();
            load[counter] += 1;
          } catch (error) {
            load.failures.push((error as Error).message);
          }
        }
      })();
    const loops = [
      loop(() => source.registerUser(), 'registrations'),
      loop(() => source.registerUser(), 'registrations'),
      loop(() => placeOrder(buyer), 'orders'),
      loop(() => placeOrder(buyer), 'orders'),
    ];
    await waitFor(() => load.registrations > 0 && load.orders > 0, 30_000, 'the load to be under way');
    const headBefore = (await source.platform.events.headPosition()).commit;
    const backup = await cli('backup', ['--to', backupDir], source.dataDir);
    const seen = { ...load };
    // One more registration and order after the backup ended: events the backup must not hold.
    await waitFor(
      () => load.registrations > seen.registrations && load.orders > seen.orders,
      30_000,
      'writes after the backup',
    );
    load.running = false;
    await Promise.all(loops);
    const headAfter = (await source.platform.events.headPosition()).commit;

    expect(backup.out).toMatch(/Готово за .+ событи[еяй] \(позиция \d+\)/);
    expect(backup.code).toBe(0);
    expect(load.failures).toEqual([]);
    manifest = JSON.parse(readFileSync(join(backupDir, 'manifest.json'), 'utf8')) as Manifest;
    const head = manifest.eventStore.head;
    // Taken in the middle of the writes: after the ones before it began, before the ones after it ended.
    expect(head).toBeGreaterThan(headBefore);
    expect(head).toBeLessThan(headAfter);
    expect(manifest.files.map((file) => `/${file.path}`)).toEqual(expect.arrayContaining([avatar, imageUrl]));
    expect(manifest.jwtSecret).not.toBeNull();
    expect(manifest.notCopied.map((entry) => entry.path)).toEqual(
      expect.arrayContaining(['outbox', 'read-models.sqlite']),
    );

    const restore = await cli('restore', ['--from', backupDir, '--to', restoredDir], source.dataDir);
    expect(restore.out).toMatch(/Готово за .+ Модели чтения построятся заново/);
    expect(restore.code).toBe(0);

    const restored = new SqliteEventStore(join(restoredDir, 'events.sqlite'));
    try {
      const original = await everyEvent(source.platform.events, head);
      const copy = await everyEvent(restored);
      expect(copy.length).toBe(manifest.eventStore.events);
      expect(copy.at(-1)!.position.commit).toBe(head);
      expect(copy).toEqual(original);
      // Stream by stream as well: every stream's events with their revisions, cut at the backup's head.
      const streams = [...new Set(original.map((event) => event.streamId))];
      expect(streams.length).toBe(manifest.eventStore.streams);
      for (const stream of streams) {
        const plain = (events: RecordedEvent[]) =>
          events.map((event) => JSON.parse(JSON.stringify(event)) as unknown);
        const expected = (await source.platform.events.readStream(stream)).filter(
          (event) => event.position.commit <= head,
        );
        expect(plain(await restored.readStream(stream)), stream).toEqual(plain(expected));
      }
    } finally {
      await restored.close();
    }
  }, 240_000);

  it('starts a server on the restored folder that rebuilds its read models and serves the data', async () => {
    expect(manifest).toBeDefined();
    const products = async (server: TestServer) =>
      ((await (await server.request('/api/products?limit=1')).json()) as { total: number }).total;
    const listed = await products(source);
    const registered = (await everyEvent(source.platform.events)).filter(
      (event) => event.type === 'UserRegistered',
    );
    const lastIn = registered.filter((event) => event.position.commit <= manifest.eventStore.head).at(-1)!;
    const firstOut = registered.find((event) => event.position.commit > manifest.eventStore.head)!;

    const server = await startTestServer({ dataDir: restoredDir, env: { READ_STORE: 'sqlite' } });
    try {
      expect(await products(server)).toBe(listed);
      expect(listed).toBeGreaterThan(100);
      const again = await server.login(buyer.user.email, PASSWORD);
      expect(again.user.id).toBe(buyer.user.id);
      // The signing secret came back with the data: a token issued before the backup still works.
      const current = await server.request('/api/auth/current-user', { token: buyer.accessToken });
      expect(current.status).toBe(200);
      const order = await server.request(`/api/orders/${orderId}`, { token: again.accessToken });
      expect(order.status).toBe(200);
      for (const url of [avatar, imageUrl]) {
        const file = await server.request(url);
        expect(file.status, url).toBe(200);
        expect(
          Buffer.from(await file.arrayBuffer()).equals(readFileSync(join(source.dataDir, url.slice(1)))),
        ).toBe(true);
      }
      // The cut is exact: the last account registered before the backup signs in, the first after it does not exist.
      await server.login((lastIn.data as { email: string }).email, PASSWORD);
      const missing = await server.request('/api/auth/login', {
        method: 'POST',
        json: { email: (firstOut.data as { email: string }).email, password: PASSWORD },
      });
      expect(missing.status).toBe(401);
    } finally {
      await server.stop();
    }
  }, 240_000);

  it('refuses to restore into the data folder of a running server, which goes on unharmed', async () => {
    const headBefore = await source.platform.events.headPosition();
    const restore = await cli(
      'restore',
      ['--from', backupDir, '--to', source.dataDir, '--force'],
      source.dataDir,
    );
    expect(restore.out).toMatch(/открыт другим процессом \(работающий сервер или worker\): остановите их/);
    expect(restore.code).toBe(1);
    expect(readdirSync(source.dataDir).filter((name) => name.startsWith('.'))).toEqual([]);
    expect(await source.platform.events.headPosition()).toEqual(headBefore);
    await placeOrder(buyer);
  }, 120_000);

  it('knows every entry the server keeps in its data folder, and whether a backup copies it', () => {
    const names = readdirSync(source.dataDir);
    expect(names).toEqual(
      expect.arrayContaining(['events.sqlite', 'uploads', 'jwt-secret', 'read-models.sqlite', 'outbox']),
    );
    expect(names.filter((name) => !(name in DATA_DIR_ENTRIES))).toEqual([]);
  });
});
