import sharp from 'sharp';
import type { FileKind } from './files.ts';

/** A decompression bomb (a small file of gigapixels) is refused before it is decoded. */
export const MAX_IMAGE_PIXELS = 40_000_000;

export class UnreadableImageError extends Error {}

/**
 * The image as it will be stored: turned upright by its EXIF orientation, then encoded again in
 * its own format with no metadata at all, so no camera data or GPS position of a supplier's
 * workshop is published. A file that only looks like an image is refused.
 */
export async function cleanImage(bytes: Uint8Array, kind: Exclude<FileKind, 'pdf'>): Promise<Buffer> {
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
    switch (kind) {
      case 'jpg':
        return await image.jpeg({ quality: 88, mozjpeg: true }).toBuffer();
      case 'png':
        return await image.png({ compressionLevel: 9 }).toBuffer();
      case 'webp':
        return await image.webp({ quality: 88 }).toBuffer();
    }
  } catch (error) {
    throw new UnreadableImageError((error as Error).message);
  }
}
