import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalFileStore } from '../../../infra/file-store/index.ts';
import { checkProductDetails } from '../../modules/catalog/index.ts';
import { sniffFile } from '../../modules/uploads/index.ts';
import { demoOffers, demoProductInput } from './demo-catalog.ts';
import { DEMO_CATEGORY_TREE } from './demo-categories.ts';
import { DEMO_SERVICE_CATEGORIES } from './demo-content.ts';
import {
  DEMO_IMAGES,
  DEMO_IMAGE_DIR,
  demoImageFiles,
  storeDemoImages,
  type DemoImage,
} from './demo-images.ts';
import { DEMO_FAMILIES } from './demo-products.ts';

const folder = fileURLToPath(DEMO_IMAGE_DIR);
const dir = mkdtempSync(join(tmpdir(), 'demo-images-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('demo pictures', () => {
  it('has a drawing and its WebP for each picture, and nothing else in the folder', () => {
    const files = readdirSync(folder).sort();
    expect(files).toEqual(DEMO_IMAGES.flatMap((slug) => [`${slug}.svg`, `${slug}.webp`]).sort());
  });

  it('gives every family and every root service category a picture, and uses every picture', () => {
    for (const family of DEMO_FAMILIES) expect(family.images.length, family.name).toBeGreaterThan(0);
    for (const root of DEMO_SERVICE_CATEGORIES) expect(root.image, root.name).toBeDefined();
    type Node = (typeof DEMO_CATEGORY_TREE)[number];
    const categoryImages = (node: Node): DemoImage[] => [
      ...(node.image ? [node.image] : []),
      ...(node.children ?? []).flatMap(categoryImages),
    ];
    const used = new Set<DemoImage>([
      ...DEMO_FAMILIES.flatMap((family) => family.images),
      ...DEMO_CATEGORY_TREE.flatMap(categoryImages),
      ...DEMO_SERVICE_CATEGORIES.flatMap((root) => (root.image ? [root.image] : [])),
    ]);
    expect([...DEMO_IMAGES].filter((slug) => !used.has(slug))).toEqual([]);
  });

  it('draws 4:3 without text or anything fetched from elsewhere', () => {
    for (const slug of DEMO_IMAGES) {
      const svg = readFileSync(join(folder, `${slug}.svg`), 'utf8');
      expect(svg, slug).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 800 600" width="800" height="600">/,
      );
      expect(svg, slug).not.toMatch(/<(text|image|foreignObject|script|style)\b/);
      expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', ''), slug).not.toMatch(/https?:|url\((?!#)/);
    }
  });

  it('renders each to an 800×600 WebP under 30 KB', async () => {
    for (const image of await demoImageFiles()) {
      expect(sniffFile(image.bytes), image.slug).toBe('webp');
      expect(image.bytes.length, image.slug).toBeLessThan(30 * 1024);
      // VP8X header: canvas width and height minus one, 24 bits each, little-endian.
      const size = (offset: number): number =>
        image.bytes[offset]! | (image.bytes[offset + 1]! << 8) | (image.bytes[offset + 2]! << 16);
      expect(String.fromCharCode(...image.bytes.subarray(12, 16)), image.slug).toBe('VP8X');
      expect([size(24) + 1, size(27) + 1], image.slug).toEqual([800, 600]);
    }
  });

  it('stores the pictures once, under names that follow their content, as uploads are served', async () => {
    const files = new LocalFileStore(join(dir, 'uploads'));
    const first = await storeDemoImages(files);
    expect(first.written).toBe(DEMO_IMAGES.length);
    const again = await storeDemoImages(files);
    expect(again.written).toBe(0);
    expect([...again.urls]).toEqual([...first.urls]);
    for (const [slug, url] of first.urls) {
      expect(url).toMatch(new RegExp(`^/uploads/images/demo-${slug}-[0-9a-f]{12}\\.webp$`));
      const stored = await files.get('images', url.slice('/uploads/images/'.length));
      expect(stored?.contentType).toBe('image/webp');
      expect(stored?.size).toBe(readFileSync(join(folder, `${slug}.webp`)).length);
    }
  });

  it('names the family pictures in every demo product, which the catalogue accepts', async () => {
    const { urls } = await storeDemoImages(new LocalFileStore(join(dir, 'uploads')));
    for (const offer of demoOffers()) {
      const details = checkProductDetails(demoProductInput(offer, 1, offer.supplier, urls));
      expect(details.images).toEqual(offer.family.images.map((slug) => urls.get(slug)));
    }
    const gallery = demoOffers().filter((offer) => offer.family.images.length > 1);
    expect(gallery.length).toBeGreaterThan(0);
    expect(demoProductInput(demoOffers()[0]!, 1, 0).images).toEqual([]);
  });
});
