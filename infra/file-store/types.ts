import type { Readable } from 'node:stream';

/** A stored file as served: its size, type and content. */
export interface StoredFile {
  readonly size: number;
  readonly contentType: string;
  open(): Readable;
}

/**
 * Uploaded files (product images, normative documents, avatars) by folder and name. Names are
 * chosen by the server (random, never the client's) and never reused, so a file never changes.
 * Local disk now; GridFS or S3 later behind the same port.
 */
export interface FileStore {
  readonly kind: 'local';
  /** Writes a new file; fails if the name is taken. */
  put(folder: string, name: string, bytes: Uint8Array): Promise<void>;
  /** The file, or null when there is none (or the folder or name is not a valid one). */
  get(folder: string, name: string): Promise<StoredFile | null>;
  /** The files of a folder with the time each was written (none for a missing folder). */
  list(folder: string): Promise<ReadonlyArray<{ readonly name: string; readonly writtenAt: number }>>;
  /** Removes a file; a missing one is fine (removal is repeated safely). */
  remove(folder: string, name: string): Promise<void>;
}

export const FOLDER = /^[a-z][a-z0-9-]{0,31}$/;
export const FILE_NAME = /^[A-Za-z0-9_-]{1,100}\.[a-z0-9]{1,8}$/;

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

export function contentTypeOf(name: string): string {
  return CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
