import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sniffFile } from '../uploads/index.ts';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** Where avatars are served from (a static route of the app). */
export const AVATAR_URL_PREFIX = '/uploads/avatars';

export type ImageType = 'png' | 'jpg' | 'webp';

/** The folder under DATA_DIR that holds the avatar files. */
export function avatarDirectory(dataDir: string): string {
  return join(dataDir, 'uploads', 'avatars');
}

/** The image type told by the file's first bytes; the client's name and content type are not trusted. */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  const kind = sniffFile(bytes);
  return kind === 'pdf' ? null : kind;
}

/** Writes an avatar under a random name (never the client's) and answers its public path. */
export async function storeAvatar(dataDir: string, bytes: Uint8Array, type: ImageType): Promise<string> {
  const folder = avatarDirectory(dataDir);
  await mkdir(folder, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${type}`;
  await writeFile(join(folder, name), bytes, { flag: 'wx', mode: 0o644 });
  return `${AVATAR_URL_PREFIX}/${name}`;
}
