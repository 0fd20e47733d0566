import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** Where avatars are served from (a static route of the app). */
export const AVATAR_URL_PREFIX = '/uploads/avatars';

export type ImageType = 'png' | 'jpg' | 'webp';

/** The folder under DATA_DIR that holds the avatar files. */
export function avatarDirectory(dataDir: string): string {
  return join(dataDir, 'uploads', 'avatars');
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, prefix: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + prefix.length && prefix.every((byte, index) => bytes[offset + index] === byte);

/** The image type told by the file's first bytes; the client's name and content type are not trusted. */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpg';
  const ascii = (from: number, to: number): string => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

/** Writes an avatar under a random name (never the client's) and answers its public path. */
export async function storeAvatar(dataDir: string, bytes: Uint8Array, type: ImageType): Promise<string> {
  const folder = avatarDirectory(dataDir);
  await mkdir(folder, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${type}`;
  await writeFile(join(folder, name), bytes, { flag: 'wx', mode: 0o644 });
  return `${AVATAR_URL_PREFIX}/${name}`;
}
