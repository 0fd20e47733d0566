import { randomBytes } from 'node:crypto';
import type { FileStore } from '../../../infra/file-store/index.ts';

export type FileKind = 'png' | 'jpg' | 'webp' | 'pdf';

/** What may be uploaded where: product images and normative documents (PDF). */
export const UPLOAD_KINDS = {
  images: {
    folder: 'images',
    maxBytes: 5 * 1024 * 1024,
    types: ['png', 'jpg', 'webp'] as readonly FileKind[],
  },
  documents: { folder: 'documents', maxBytes: 20 * 1024 * 1024, types: ['pdf'] as readonly FileKind[] },
} as const;

/** Folders served under /uploads (avatars are written by the identity module). */
export const SERVED_FOLDERS: ReadonlySet<string> = new Set(['avatars', 'images', 'documents']);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

const startsWith = (bytes: Uint8Array, prefix: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + prefix.length && prefix.every((byte, index) => bytes[offset + index] === byte);

/** The file type told by the first bytes; the client's name and content type are not trusted. */
export function sniffFile(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpg';
  const ascii = (from: number, to: number): string => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (startsWith(bytes, PDF)) return 'pdf';
  return null;
}

/** Stores the bytes under a random name in the folder; answers the public path. */
export async function storeUpload(
  files: FileStore,
  folder: string,
  bytes: Uint8Array,
  kind: FileKind,
): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.${kind}`;
  await files.put(folder, name, bytes);
  return `/uploads/${folder}/${name}`;
}
