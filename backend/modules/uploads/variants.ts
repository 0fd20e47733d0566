import sharp from 'sharp';
import type { FileStore } from '../../../infra/file-store/index.ts';
import { MAX_IMAGE_PIXELS } from './images.ts';

/**
 * Narrower WebP copies of a stored picture, for `srcset`: a phone downloads the 400 or 800 px copy
 * instead of the original. Named `<name>-w<width>.webp` beside the original in `images`; the SPA
 * builds the same names (`shared/lib/responsiveImage.ts`).
 */
export const VARIANT_WIDTHS = [400, 800, 1280] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

const ORIGINAL = /^([A-Za-z0-9_-]{1,90})\.(png|jpg|jpeg|webp)$/;
const VARIANT = /^([A-Za-z0-9_-]{1,90})-w(\d{3,4})\.webp$/;

/** The original's base name and the width a variant's name asks for, or null when it names none. */
export function parseVariant(name: string): { base: string; width: VariantWidth } | null {
  const match = VARIANT.exec(name);
  if (!match) return null;
  const width = Number(match[2]);
  return (VARIANT_WIDTHS as readonly number[]).includes(width)
    ? { base: match[1]!, width: width as VariantWidth }
    : null;
}

export const variantName = (base: string, width: VariantWidth): string => `${base}-w${width}.webp`;

/** A picture no wider than `width` (never enlarged), as WebP without metadata. */
export async function renderVariant(bytes: Uint8Array, width: VariantWidth): Promise<Buffer> {
  return sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS })
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 72 })
    .toBuffer();
}

async function storeVariant(
  files: FileStore,
  base: string,
  width: VariantWidth,
  bytes: Uint8Array,
): Promise<void> {
  try {
    await files.put('images', variantName(base, width), await renderVariant(bytes, width));
  } catch (error) {
    // Two requests made the same copy at once: the first one stands (files never change).
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

/** Writes every variant of a picture just stored as `images/<name>` (called on upload). */
export async function storeVariants(files: FileStore, name: string, bytes: Uint8Array): Promise<void> {
  const match = ORIGINAL.exec(name);
  if (!match) return;
  for (const width of VARIANT_WIDTHS) await storeVariant(files, match[1]!, width, bytes);
}

/**
 * Makes a missing variant from its original (pictures stored before variants existed, the demo
 * pictures); false when there is no such original.
 */
export async function makeMissingVariant(files: FileStore, name: string): Promise<boolean> {
  const variant = parseVariant(name);
  if (!variant) return false;
  for (const extension of ['webp', 'png', 'jpg', 'jpeg']) {
    const original = await files.get('images', `${variant.base}.${extension}`);
    if (!original) continue;
    const chunks: Buffer[] = [];
    for await (const chunk of original.open()) chunks.push(chunk as Buffer);
    await storeVariant(files, variant.base, variant.width, Buffer.concat(chunks));
    return true;
  }
  return false;
}
