import { randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteEventStore } from '../../../infra/event-store/index.ts';
import { BackupError, createBackup, MANIFEST_FILE, restoreBackup, type Manifest } from './index.ts';

/** Backups of a small data folder and the ways a restore refuses a backup it cannot trust (ADR 0054). */

let root: string;
let dataDir: string;
const metadata = {
  userId: null,
  role: null,
  at: new Date(0).toISOString(),
  correlationId: 'backup-test',
  causationId: null,
};

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'marketplace-backup-'));
  dataDir = join(root, 'data');
  const events = new SqliteEventStore(join(dataDir, 'events.sqlite'));
  for (let n = 1; n <= 20; n += 1) {
    await events.append(
      `thing-${n % 4}`,
      [{ id: randomUUID(), type: 'ThingHappened', data: { n, text: `событие ${n}` }, metadata }],
      n <= 4 ? 'no_stream' : Math.floor((n - 1) / 4) - 1,
    );
  }
  await events.close();
  mkdirSync(join(dataDir, 'uploads', 'images'), { recursive: true });
  mkdirSync(join(dataDir, 'uploads', 'documents'), { recursive: true });
  writeFileSync(join(dataDir, 'uploads', 'images', 'a1.webp'), 'картинка');
  writeFileSync(join(dataDir, 'uploads', 'images', '.a2.webp.0011.part'), 'половина');
  writeFileSync(join(dataDir, 'uploads', 'documents', 'd1.pdf'), '%PDF-1.4 документ');
  writeFileSync(join(dataDir, 'jwt-secret'), 'секрет-подписи-длиной-больше-тридцати-двух-байт', {
    mode: 0o600,
  });
  mkdirSync(join(dataDir, 'outbox'));
  writeFileSync(join(dataDir, 'outbox', 'letter.txt'), 'To: a@b.ru');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const backupTo = (name = 'backup') => createBackup({ dataDir, to: join(root, name) });
const manifestOf = (folder: string): Manifest =>
  JSON.parse(readFileSync(join(folder, MANIFEST_FILE), 'utf8')) as Manifest;
const restoreInto = (from: string, target = join(root, 'restored'), force = false) =>
  restoreBackup({ from, dataDir: target, force });

/** The restore fails with a BackupError whose message matches, and the target holds nothing new. */
async function refused(from: string, message: RegExp, target = join(root, 'restored')): Promise<void> {
  const before = existsSync(target) ? readdirSync(target).sort() : null;
  const error = await restoreInto(from, target).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(BackupError);
  expect((error as Error).message).toMatch(message);
  expect(existsSync(target) ? readdirSync(target).sort() : []).toEqual(before ?? []);
}

describe('npm run backup', () => {
  it('copies the log, the uploaded files and the secret, and describes them in the manifest', async () => {
    const summary = await backupTo();
    const manifest = manifestOf(summary.path);
    expect(manifest.eventStore).toMatchObject({ path: 'events.sqlite', events: 20, streams: 4, head: 20 });
    expect(manifest.files.map((file) => file.path)).toEqual([
      'uploads/documents/d1.pdf',
      'uploads/images/a1.webp',
    ]);
    expect(manifest.jwtSecret?.path).toBe('jwt-secret');
    expect(manifest.notCopied.map((entry) => entry.path)).toEqual(['outbox']);
    expect(readFileSync(join(summary.path, 'uploads', 'images', 'a1.webp'), 'utf8')).toBe('картинка');
    expect(statSync(join(summary.path, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(existsSync(join(summary.path, 'outbox'))).toBe(false);
    expect(readdirSync(join(summary.path, 'uploads', 'images'))).toEqual(['a1.webp']);
  });

  it('puts a backup in DATA_DIR/backups/<time> by default and never writes into a folder that holds something', async () => {
    const summary = await createBackup({ dataDir, now: () => new Date('2026-05-14T09:30:00.250Z') });
    expect(summary.path).toBe(join(dataDir, 'backups', '2026-05-14T09-30-00Z'));
    const again = createBackup({ dataDir, now: () => new Date('2026-05-14T09:30:00.900Z') });
    await expect(again).rejects.toThrow(/уже существует и не пуста/);
    expect(readdirSync(summary.path).sort()).toEqual([
      'events.sqlite',
      'jwt-secret',
      'manifest.json',
      'uploads',
    ]);
  });

  it('refuses a data folder without an event log', async () => {
    await expect(createBackup({ dataDir: join(root, 'nothing'), to: join(root, 'b') })).rejects.toThrow(
      /нет журнала событий/,
    );
    expect(existsSync(join(root, 'b'))).toBe(false);
  });
});

describe('npm run restore', () => {
  it('brings back a fresh data folder equal to the backup', async () => {
    const { path } = await backupTo();
    const summary = await restoreInto(path);
    expect(summary.movedAside).toBeNull();
    const restored = join(root, 'restored');
    expect(readdirSync(restored).sort()).toEqual(['events.sqlite', 'jwt-secret', 'uploads']);
    expect(readFileSync(join(restored, 'uploads', 'documents', 'd1.pdf'), 'utf8')).toBe('%PDF-1.4 документ');
    expect(statSync(join(restored, 'jwt-secret')).mode & 0o777).toBe(0o600);
    // The upload sweeper's grace counts from when a file was written, not from the restore.
    expect(statSync(join(restored, 'uploads', 'images', 'a1.webp')).mtimeMs).toBeCloseTo(
      statSync(join(dataDir, 'uploads', 'images', 'a1.webp')).mtimeMs,
      -1,
    );
    const events = new SqliteEventStore(join(restored, 'events.sqlite'));
    const original = new SqliteEventStore(join(dataDir, 'events.sqlite'));
    try {
      const json = (list: Awaited<ReturnType<SqliteEventStore['readAll']>>) =>
        list.map((event) => JSON.parse(JSON.stringify(event)) as unknown);
      expect(json(await events.readAll({ commit: -1, prepare: -1 }, 100))).toEqual(
        json(await original.readAll({ commit: -1, prepare: -1 }, 100)),
      );
    } finally {
      await events.close();
      await original.close();
    }
  });

  it('refuses an incomplete backup (no manifest: the copy was interrupted)', async () => {
    const { path } = await backupTo();
    rmSync(join(path, MANIFEST_FILE));
    await refused(path, /нет manifest\.json: это неполная копия/);
  });

  it('refuses a backup whose log was changed after it was written (checksum), and leaves nothing behind', async () => {
    const { path } = await backupTo();
    const log = join(path, 'events.sqlite');
    const bytes = readFileSync(log);
    bytes[bytes.length - 100] = bytes[bytes.length - 100]! ^ 0xff; // same size, one byte differs
    writeFileSync(log, bytes);
    await refused(path, /events\.sqlite повреждён: его контрольная сумма SHA-256 не совпадает/);
    expect(existsSync(join(root, 'restored'))).toBe(false);
  });

  it('refuses a backup with a missing or truncated file', async () => {
    const { path } = await backupTo();
    truncateSync(join(path, 'uploads', 'images', 'a1.webp'), 3);
    await refused(path, /uploads\/images\/a1\.webp: 3 байт, а в manifest\.json \d+/);
    rmSync(join(path, 'uploads', 'images', 'a1.webp'));
    await refused(path, /нет файла uploads\/images\/a1\.webp/);
  });

  it('refuses a manifest that is damaged, foreign or names a path outside the data folder', async () => {
    const { path } = await backupTo();
    const manifest = manifestOf(path);
    writeFileSync(join(path, MANIFEST_FILE), '{"format": "vagonzapchast-backup", "vers');
    await refused(path, /manifest\.json повреждён: не JSON/);
    writeFileSync(join(path, MANIFEST_FILE), JSON.stringify({ ...manifest, format: 'something-else' }));
    await refused(path, /это не опись резервной копии/);
    const escaping = { ...manifest, files: [{ ...manifest.files[0]!, path: 'uploads/../../escaped.txt' }] };
    writeFileSync(join(path, MANIFEST_FILE), JSON.stringify(escaping));
    await refused(path, /manifest\.json повреждён/);
    expect(existsSync(join(root, 'escaped.txt'))).toBe(false);
  });

  it('refuses a log that does not hold what the manifest says', async () => {
    const { path } = await backupTo();
    const manifest = manifestOf(path);
    writeFileSync(
      join(path, MANIFEST_FILE),
      JSON.stringify({ ...manifest, eventStore: { ...manifest.eventStore, events: 21, head: 21 } }),
    );
    await refused(
      path,
      /не совпадает с manifest\.json: 20 событий до позиции 20, а описано 21 до позиции 21/,
    );
  });

  it('refuses a data folder that holds data unless --force, which moves the old contents aside', async () => {
    const { path } = await backupTo();
    const target = join(root, 'occupied');
    mkdirSync(join(target, 'backups'), { recursive: true });
    writeFileSync(join(target, 'events.sqlite'), 'старые данные');
    await refused(path, /не пуст \(events\.sqlite\): восстановление заменило бы его данные/, target);
    const summary = await restoreInto(path, target, true);
    expect(summary.movedAside).toMatch(/\.before-restore-/);
    expect(readFileSync(join(summary.movedAside!, 'events.sqlite'), 'utf8')).toBe('старые данные');
    expect(
      readdirSync(target)
        .filter((name) => !name.startsWith('.'))
        .sort(),
    ).toEqual(['backups', 'events.sqlite', 'jwt-secret', 'uploads']);
  });

  it('restores into an empty folder that holds only earlier backups', async () => {
    const { path } = await createBackup({ dataDir });
    rmSync(join(dataDir, 'events.sqlite'));
    rmSync(join(dataDir, 'uploads'), { recursive: true });
    rmSync(join(dataDir, 'jwt-secret'));
    rmSync(join(dataDir, 'outbox'), { recursive: true });
    await restoreInto(path, dataDir);
    expect(readdirSync(dataDir).sort()).toEqual(['backups', 'events.sqlite', 'jwt-secret', 'uploads']);
  });
});
