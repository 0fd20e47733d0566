import { Cause, Exit, Schema } from 'effect';
import { EVENT_STORE_FILE, JWT_SECRET_FILE } from './data-dir.ts';

/** The description of a backup, written last: a folder without it is an incomplete backup. */
export const MANIFEST_FILE = 'manifest.json';
export const BACKUP_FORMAT = 'vagonzapchast-backup';
export const BACKUP_FORMAT_VERSION = 1;

/**
 * A path inside the backup of an uploaded file: under `uploads/`, plain names only (no `..`, no
 * absolute path), so a crafted manifest cannot make a restore write outside the data folder.
 */
export const UPLOAD_PATH = /^uploads(?:\/[A-Za-z0-9_-][A-Za-z0-9_.-]{0,199}){1,8}$/;

const Count = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0));
const Sha256 = Schema.String.check(Schema.isPattern(/^[0-9a-f]{64}$/));
const Instant = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$/));

const CopiedFile = Schema.Struct({
  path: Schema.String.check(Schema.isPattern(UPLOAD_PATH)),
  bytes: Count,
  sha256: Sha256,
  /** When the file was written (ms since the epoch), kept so the upload sweeper's grace holds. */
  modifiedAt: Schema.Finite,
});

export const Manifest = Schema.Struct({
  format: Schema.Literal(BACKUP_FORMAT),
  version: Schema.Literal(BACKUP_FORMAT_VERSION),
  /** When the event log was copied: the instant the backup stands for. */
  createdAt: Instant,
  finishedAt: Instant,
  /** The data folder it was taken from. */
  source: Schema.String,
  eventStore: Schema.Struct({
    path: Schema.Literal(EVENT_STORE_FILE),
    bytes: Count,
    sha256: Sha256,
    events: Count,
    streams: Count,
    /** Global position of the newest event in the copy; -1 for an empty log. */
    head: Schema.Int.check(Schema.isGreaterThanOrEqualTo(-1)),
  }),
  files: Schema.Array(CopiedFile),
  /** The generated signing secret; null when JWT_SECRET is configured (it is not in the data folder). */
  jwtSecret: Schema.NullOr(
    Schema.Struct({ path: Schema.Literal(JWT_SECRET_FILE), bytes: Count, sha256: Sha256 }),
  ),
  /** What was in the data folder and deliberately not copied, with why. */
  notCopied: Schema.Array(Schema.Struct({ path: Schema.String, why: Schema.String })),
});

export type Manifest = typeof Manifest.Type;
export type CopiedFile = typeof CopiedFile.Type;

/** The manifest in `text`, or the reason it is not one (in words for the operator). */
export function parseManifest(text: string): Manifest | { readonly problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { problem: `не JSON (${(error as Error).message})` };
  }
  const { format, version } = (json ?? {}) as { format?: unknown; version?: unknown };
  if (format !== BACKUP_FORMAT)
    return { problem: `это не опись резервной копии площадки (format: ${JSON.stringify(format)})` };
  if (version !== BACKUP_FORMAT_VERSION) {
    return {
      problem: `копия версии ${JSON.stringify(version)}, эта программа восстанавливает версию ${BACKUP_FORMAT_VERSION}`,
    };
  }
  const exit = Schema.decodeUnknownExit(Manifest)(json);
  if (Exit.isSuccess(exit)) return exit.value;
  const error = Cause.squash(exit.cause);
  return { problem: error instanceof Error ? error.message : String(error) };
}
