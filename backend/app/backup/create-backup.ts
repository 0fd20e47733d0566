import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import {
  copySqliteEventStore,
  inspectSqliteEventStore,
  SqliteEventStoreDamaged,
} from '../../../infra/event-store/index.ts';
import {
  BACKUPS_FOLDER,
  DATA_DIR_ENTRIES,
  EVENT_STORE_FILE,
  JWT_SECRET_FILE,
  UPLOADS_FOLDER,
} from './data-dir.ts';
import { copyHashed, digestFile } from './hashed-copy.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  MANIFEST_FILE,
  type CopiedFile,
  type Manifest,
} from './manifest.ts';
import { BackupError } from './backup-error.ts';

/** What a backup tells while it runs. */
export type BackupProgress =
  | { readonly step: 'event-store'; readonly bytes: number }
  | {
      readonly step: 'event-store-copied';
      readonly events: number;
      readonly head: number;
      readonly bytes: number;
      readonly ms: number;
    }
  | { readonly step: 'files'; readonly total: number }
  | { readonly step: 'file'; readonly done: number; readonly bytes: number };

export interface BackupSummary {
  readonly path: string;
  readonly manifest: Manifest;
  /** Bytes written: the log, the files and the secret. */
  readonly bytes: number;
  readonly ms: number;
  /** Files that were deleted (freed by the upload sweeper) between being listed and copied. */
  readonly vanished: number;
}

/** A folder name for a backup taken now: `2026-05-14T09-30-00Z`. */
export function backupFolderName(now = new Date()): string {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
}

async function isEmptyOrMissing(folder: string): Promise<boolean> {
  try {
    return (await readdir(folder)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/** Every regular file under `folder`, as paths relative to `root`; files being written aside (`.name.part`) are left out. */
async function listFiles(root: string, folder: string): Promise<string[]> {
  const found: string[] = [];
  let entries;
  try {
    entries = await readdir(join(root, folder), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return found;
    throw error;
  }
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) found.push(...(await listFiles(root, path)));
    else if (entry.isFile()) found.push(path);
  }
  return found.sort();
}

/** The copied log, checked page by page and counted; a damaged one is never a backup. */
function checked(logCopy: string): ReturnType<typeof inspectSqliteEventStore> {
  try {
    return inspectSqliteEventStore(logCopy);
  } catch (error) {
    if (!(error instanceof SqliteEventStoreDamaged)) throw error;
    throw new BackupError(
      `Копия журнала событий не прошла проверку SQLite (${error.message}): журнал в DATA_DIR повреждён?`,
    );
  }
}

/**
 * Backs up the embedded stack's data folder while the server runs (ADR 0054): the event log by
 * SQLite's online backup, then the uploaded files, then the generated signing secret, and last the
 * manifest that makes the folder a backup. Files are copied after the log on purpose: a file is
 * stored before any event names it, so every file the copied log names is already there.
 */
export async function createBackup(options: {
  readonly dataDir: string;
  /** The backup's folder; default `DATA_DIR/backups/<time>`. It must be missing or empty. */
  readonly to?: string | undefined;
  readonly onProgress?: (progress: BackupProgress) => void;
  readonly now?: () => Date;
}): Promise<BackupSummary> {
  const now = options.now ?? (() => new Date());
  const progress = options.onProgress ?? (() => {});
  const dataDir = options.dataDir;
  const source = join(dataDir, EVENT_STORE_FILE);
  if (!existsSync(source)) {
    throw new BackupError(
      `В ${dataDir} нет журнала событий (${EVENT_STORE_FILE}): копировать нечего. Проверьте DATA_DIR.`,
    );
  }
  const started = performance.now();
  const target = options.to ?? join(dataDir, BACKUPS_FOLDER, backupFolderName(now()));
  if (!(await isEmptyOrMissing(target))) {
    throw new BackupError(`Папка ${target} уже существует и не пуста: укажите новую папку в --to.`);
  }
  if (relative(join(dataDir, UPLOADS_FOLDER), target).split(sep)[0] !== '..') {
    throw new BackupError(
      `Копия не может лежать внутри ${join(dataDir, UPLOADS_FOLDER)}: её файлы попали бы в следующую копию.`,
    );
  }
  const createdTarget = !existsSync(target);
  await mkdir(target, { recursive: true, mode: 0o700 });
  try {
    // 1. The event log: one consistent snapshot, whatever the server appends meanwhile.
    const logSize = (await stat(source)).size + ((await stat(`${source}-wal`).catch(() => null))?.size ?? 0);
    progress({ step: 'event-store', bytes: logSize });
    const copyStarted = performance.now();
    const createdAt = now().toISOString();
    const logCopy = join(target, EVENT_STORE_FILE);
    await copySqliteEventStore(source, logCopy);
    const facts = checked(logCopy);
    const logDigest = await digestFile(logCopy);
    progress({
      step: 'event-store-copied',
      events: facts.events,
      head: facts.head,
      bytes: logDigest.bytes,
      ms: performance.now() - copyStarted,
    });

    // 2. The uploaded files. They never change once written; one freed meanwhile is simply not copied.
    const paths = await listFiles(dataDir, UPLOADS_FOLDER);
    progress({ step: 'files', total: paths.length });
    const files: CopiedFile[] = [];
    let filesBytes = 0;
    let vanished = 0;
    for (const path of paths) {
      const from = join(dataDir, path);
      const to = join(target, path);
      await mkdir(dirname(to), { recursive: true });
      try {
        const { mtime, mtimeMs } = await stat(from);
        const digest = await copyHashed(from, to);
        await utimes(to, mtime, mtime);
        files.push({ path, bytes: digest.bytes, sha256: digest.sha256, modifiedAt: mtimeMs });
        filesBytes += digest.bytes;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        vanished += 1;
        await rm(to, { force: true });
      }
      progress({ step: 'file', done: files.length + vanished, bytes: filesBytes });
    }

    // 3. The generated signing secret (absent when JWT_SECRET is configured).
    const secretFile = join(dataDir, JWT_SECRET_FILE);
    const secret = existsSync(secretFile)
      ? { path: JWT_SECRET_FILE, ...(await copyHashed(secretFile, join(target, JWT_SECRET_FILE), 0o600)) }
      : null;

    // 4. What is deliberately left out, then the manifest, written aside and renamed: the last step.
    const notCopied: Array<{ path: string; why: string }> = [];
    for (const name of (await readdir(dataDir)).sort()) {
      const entry = DATA_DIR_ENTRIES[name];
      if (entry && !entry.copied && name !== BACKUPS_FOLDER) notCopied.push({ path: name, why: entry.what });
    }
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      createdAt,
      finishedAt: now().toISOString(),
      source: dataDir,
      eventStore: { path: EVENT_STORE_FILE, bytes: logDigest.bytes, sha256: logDigest.sha256, ...facts },
      files,
      jwtSecret: secret ? { path: JWT_SECRET_FILE, bytes: secret.bytes, sha256: secret.sha256 } : null,
      notCopied,
    };
    const aside = join(target, `.${MANIFEST_FILE}.part`);
    await writeFile(aside, `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    await rename(aside, join(target, MANIFEST_FILE));
    return {
      path: target,
      manifest,
      bytes: logDigest.bytes + filesBytes + (secret?.bytes ?? 0),
      ms: performance.now() - started,
      vanished,
    };
  } catch (error) {
    // Half a backup is no backup: what this run wrote goes (a folder it did not create stays).
    if (createdTarget) await rm(target, { recursive: true, force: true });
    else
      for (const name of await readdir(target))
        await rm(join(target, name), { recursive: true, force: true });
    throw error;
  }
}
