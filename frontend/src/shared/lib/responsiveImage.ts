// Narrower WebP copies of stored pictures (ADR 0040): the server writes `<name>-w<width>.webp`
// beside each picture in /uploads/images (and makes a missing one on first request), so a phone
// downloads the copy its screen needs instead of the original.
const STORED_PICTURE = /^\/uploads\/images\/([A-Za-z0-9_-]{1,90})\.(png|jpg|jpeg|webp)$/;
export const IMAGE_VARIANT_WIDTHS = [400, 800, 1280] as const;
/** How wide cards (products, services, news) show their picture: the whole column on a phone. */
export const CARD_IMAGE_SIZES = '(max-width: 560px) calc(100vw - 32px), 300px';
/** How wide news cards show their picture: one column on a phone, two on a tablet, three (≤ 430 px) beyond. */
export const NEWS_CARD_IMAGE_SIZES =
  '(max-width: 639px) calc(100vw - 32px), (max-width: 1023px) calc(50vw - 32px), 430px';
/** How wide category tiles show their picture: two columns on a phone, four or five on a desktop. */
export const TILE_IMAGE_SIZES = '(max-width: 600px) 50vw, 240px';
/** How wide a page's own picture is shown (a product's gallery, a news item). */
export const WIDE_IMAGE_SIZES = '(max-width: 900px) 100vw, 640px';

export interface ResponsiveImage {
  readonly src: string;
  readonly srcSet?: string;
  readonly sizes?: string;
}

/**
 * `src`, `srcSet` and `sizes` for an `<img>`: the copies of a stored picture, or the address alone
 * for anything else (an outside link, a picture being uploaded). `sizes` says how wide the picture
 * is shown, so the browser picks the copy.
 */
export function responsiveImage(url: string, sizes: string): ResponsiveImage {
  const match = STORED_PICTURE.exec(url);
  if (!match || /-w\d{3,4}$/.test(match[1]!)) return { src: url };
  const base = `/uploads/images/${match[1]}`;
  return {
    src: url,
    srcSet: IMAGE_VARIANT_WIDTHS.map((width) => `${base}-w${width}.webp ${width}w`).join(', '),
    sizes,
  };
}
