import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, utimes } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import {
  inspectSqliteEventStore,
  SqliteEventStoreDamaged,
  sqliteEventStoreInUse,
} from '../../../infra/event-store/index.ts';
import { BackupError } from './backup-error.ts';
import { backupFolderName } from './create-backup.ts';
import { EVENT_STORE_FILE, keptByRestore } from './data-dir.ts';
import { copyHashed, type Digest } from './hashed-copy.ts';
import { MANIFEST_FILE, parseManifest, type Manifest } from './manifest.ts';

/** What a restore tells while it runs. */
export type RestoreProgress =
  | { readonly step: 'verified-manifest'; readonly manifest: Manifest }
  | { readonly step: 'copying'; readonly total: number }
  | { readonly step: 'copied'; readonly done: number; readonly bytes: number }
  | { readonly step: 'event-store-checked' }
  | { readonly step: 'switched' };

export interface RestoreSummary {
  readonly dataDir: string;
  readonly manifest: Manifest;
  /** Where the data folder's earlier contents were moved (with `force`); null when it was empty. */
  readonly movedAside: string | null;
  readonly bytes: number;
  readonly ms: number;
}

const SECRET_MODE = 0o600;

async function readManifest(from: string): Promise<Manifest> {
  const file = join(from, MANIFEST_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new BackupError(
      existsSync(from)
        ? `В ${from} нет ${MANIFEST_FILE}: это неполная копия (прерванное копирование) или не резервная копия. Восстановление не начато.`
        : `Резервной копии ${from} нет.`,
    );
  }
  const manifest = parseManifest(text);
  if ('problem' in manifest)
    throw new BackupError(`${file} повреждён: ${manifest.problem}. Восстановление не начато.`);
  return manifest;
}

/** The entries of the data folder a restore would replace (none: it may be restored into). */
async function occupied(dataDir: string): Promise<string[]> {
  try {
    return (await readdir(dataDir)).filter((name) => !keptByRestore(name)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

function refuseWhileInUse(dataDir: string): void {
  if (sqliteEventStoreInUse(join(dataDir, EVENT_STORE_FILE))) {
    throw new BackupError(
      `Журнал событий в ${dataDir} открыт другим процессом (работающий сервер или worker): остановите их и повторите восстановление.`,
    );
  }
}

/**
 * Brings a data folder back from a backup made by `createBackup` (ADR 0054). Everything is copied
 * into a folder inside the target first and checked there (every file's size and SHA-256 against
 * the manifest, the log page by page, its event count and head); only then are the entries moved
 * in. A data folder that holds anything is refused unless `force`, and then its entries are moved
 * aside into `.before-restore-<time>`, never deleted. Read models are not in a backup: the server
 * rebuilds them from the restored log at its next start.
 */
export async function restoreBackup(options: {
  readonly from: string;
  readonly dataDir: string;
  readonly force?: boolean;
  readonly onProgress?: (progress: RestoreProgress) => void;
  readonly now?: () => Date;
}): Promise<RestoreSummary> {
  const started = performance.now();
  const progress = options.onProgress ?? (() => {});
  const from = resolve(options.from);
  const dataDir = resolve(options.dataDir);
  const manifest = await readManifest(from);

  // Everything the manifest names must be there, at its size, before anything is written.
  const items: Array<{ path: string; bytes: number; sha256: string; mode?: number; modifiedAt?: number }> = [
    manifest.eventStore,
    ...manifest.files,
    ...(manifest.jwtSecret ? [{ ...manifest.jwtSecret, mode: SECRET_MODE }] : []),
  ];
  for (const item of items) {
    const size = (await stat(join(from, item.path)).catch(() => null))?.size;
    if (size === undefined)
      throw new BackupError(
        `В копии нет файла ${item.path}, названного в ${MANIFEST_FILE}: копия неполная. Восстановление не начато.`,
      );
    if (size !== item.bytes) {
      throw new BackupError(
        `Файл копии ${item.path}: ${size} байт, а в ${MANIFEST_FILE} ${item.bytes}: копия повреждена или неполная. Восстановление не начато.`,
      );
    }
  }
  progress({ step: 'verified-manifest', manifest });

  const existing = await occupied(dataDir);
  if (existing.length > 0 && !options.force) {
    throw new BackupError(
      `${dataDir} не пуст (${existing.slice(0, 5).join(', ')}${existing.length > 5 ? ', …' : ''}): восстановление заменило бы его данные. ` +
        'Укажите пустую папку в --to или добавьте --force (прежнее содержимое будет отложено в папку .before-restore-<время>).',
    );
  }
  refuseWhileInUse(dataDir);

  // Copy into a staging folder inside the target (same file system: the final moves are renames).
  const createdDataDir = !existsSync(dataDir);
  await mkdir(dataDir, { recursive: true });
  const staging = join(dataDir, `.restore-${randomBytes(4).toString('hex')}`);
  await mkdir(staging, { mode: 0o700 });
  try {
    progress({ step: 'copying', total: items.length });
    let bytes = 0;
    let done = 0;
    for (const item of items) {
      const to = join(staging, item.path);
      await mkdir(dirname(to), { recursive: true });
      const digest: Digest = await copyHashed(join(from, item.path), to, item.mode);
      if (digest.sha256 !== item.sha256 || digest.bytes !== item.bytes) {
        throw new BackupError(
          `Файл копии ${item.path} повреждён: его контрольная сумма SHA-256 не совпадает с ${MANIFEST_FILE}. Восстановление не начато, ${dataDir} не изменён.`,
        );
      }
      if (item.modifiedAt !== undefined) await utimes(to, item.modifiedAt / 1000, item.modifiedAt / 1000);
      bytes += digest.bytes;
      done += 1;
      progress({ step: 'copied', done, bytes });
    }

    let facts;
    try {
      facts = inspectSqliteEventStore(join(staging, EVENT_STORE_FILE));
    } catch (error) {
      if (!(error instanceof SqliteEventStoreDamaged)) throw error;
      throw new BackupError(
        `Журнал событий копии не прошёл проверку SQLite (${error.message}). Восстановление не начато.`,
      );
    }
    const expected = manifest.eventStore;
    if (
      facts.events !== expected.events ||
      facts.head !== expected.head ||
      facts.streams !== expected.streams
    ) {
      throw new BackupError(
        `Журнал событий копии не совпадает с ${MANIFEST_FILE}: ${facts.events} событий до позиции ${facts.head}, ` +
          `а описано ${expected.events} до позиции ${expected.head}. Восстановление не начато.`,
      );
    }
    progress({ step: 'event-store-checked' });

    // The switch: a server started meanwhile would be caught here; the earlier contents are kept aside.
    refuseWhileInUse(dataDir);
    const current = await occupied(dataDir);
    let movedAside: string | null = null;
    if (current.length > 0) {
      if (!options.force)
        throw new BackupError(
          `${dataDir} перестал быть пустым во время восстановления: восстановление отменено.`,
        );
      movedAside = join(dataDir, `.before-restore-${backupFolderName(options.now?.() ?? new Date())}`);
      await mkdir(movedAside);
      for (const name of current) await rename(join(dataDir, name), join(movedAside, name));
    }
    for (const name of await readdir(staging)) await rename(join(staging, name), join(dataDir, name));
    await rm(staging, { recursive: true, force: true });
    progress({ step: 'switched' });
    return { dataDir, manifest, movedAside, bytes, ms: performance.now() - started };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    if (createdDataDir) await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
