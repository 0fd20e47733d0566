import { join } from 'node:path';
import { LocalFileStore } from './local.ts';
import type { FileStore } from './types.ts';

export { LocalFileStore } from './local.ts';
export { contentTypeOf, FOLDER, FILE_NAME, type FileStore, type StoredFile } from './types.ts';

/** The local file store's folder in the data folder. */
export const UPLOADS_FOLDER = 'uploads';

/** The file store chosen by configuration: the data folder's `uploads` for now. */
export function createFileStore(options: { dataDir: string }): FileStore {
  return new LocalFileStore(join(options.dataDir, UPLOADS_FOLDER));
}
