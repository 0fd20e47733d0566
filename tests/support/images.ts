import sharp from 'sharp';

/** Real small images for upload tests: the server decodes and re-encodes every image it stores. */
const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2f6f9f' } });

export const TEST_IMAGES = {
  png: await canvas(3, 2).png().toBuffer(),
  jpeg: await canvas(3, 2).jpeg().toBuffer(),
  webp: await canvas(3, 2).webp().toBuffer(),
} as const;

/** Format and size of an image file (what the server must have kept of an upload). */
export async function imageShape(
  bytes: Uint8Array,
): Promise<{ format?: string; width?: number; height?: number; exif: boolean }> {
  const metadata = await sharp(bytes).metadata();
  return {
    format: metadata.format,
    width: metadata.width,
    height: metadata.height,
    exif: metadata.exif !== undefined,
  };
}
