import { createReadStream } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { link, mkdir, readdir, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FILE_NAME, FOLDER, contentTypeOf, type FileStore, type StoredFile } from './types.ts';

/** Files under a folder on the local disk (`DATA_DIR/uploads`): the embedded default. */
export class LocalFileStore implements FileStore {
  readonly kind = 'local' as const;
  private readonly root: string;

  constructor(root: string) {
    this.root = root;
  }

  async put(folder: string, name: string, bytes: Uint8Array): Promise<void> {
    if (!FOLDER.test(folder) || !FILE_NAME.test(name))
      throw new Error(`Invalid file name: ${folder}/${name}`);
    await mkdir(join(this.root, folder), { recursive: true });
    // Written aside, then linked in: a reader never sees half a file, and a taken name still fails (EEXIST).
    const aside = join(this.root, folder, `.${name}.${randomBytes(6).toString('hex')}.part`);
    await writeFile(aside, bytes, { flag: 'wx', mode: 0o644 });
    try {
      await link(aside, join(this.root, folder, name));
    } finally {
      await unlink(aside);
    }
  }

  async list(folder: string): Promise<ReadonlyArray<{ readonly name: string; readonly writtenAt: number }>> {
    if (!FOLDER.test(folder)) return [];
    const names = await readdir(join(this.root, folder)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    const files: Array<{ name: string; writtenAt: number }> = [];
    for (const name of names) {
      if (!FILE_NAME.test(name)) continue;
      const info = await stat(join(this.root, folder, name)).catch(() => null);
      if (info?.isFile()) files.push({ name, writtenAt: info.mtimeMs });
    }
    return files;
  }

  async remove(folder: string, name: string): Promise<void> {
    if (!FOLDER.test(folder) || !FILE_NAME.test(name)) return;
    await rm(join(this.root, folder, name), { force: true });
  }

  async get(folder: string, name: string): Promise<StoredFile | null> {
    if (!FOLDER.test(folder) || !FILE_NAME.test(name)) return null;
    const path = join(this.root, folder, name);
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      return { size: info.size, contentType: contentTypeOf(name), open: () => createReadStream(path) };
    } catch {
      return null;
    }
  }
}
