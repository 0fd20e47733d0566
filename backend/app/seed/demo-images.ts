import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FileStore } from '../../../infra/file-store/index.ts';
import { UPLOAD_KINDS } from '../../modules/uploads/index.ts';

/**
 * The demo catalogue's pictures: one drawing per kind of part and one per root service category
 * (`service-…`), demo-images/<slug>.svg, drawn for this project, rendered to <slug>.webp by
 * `node scripts/render-demo-images.ts`. The seed puts the WebP files into the file store as a
 * product image upload would, and the products, categories and service categories name them.
 */
export const DEMO_IMAGES = [
  'air-distributor',
  'air-distributor-part',
  'axle',
  'axle-box',
  'axle-box-cover',
  'bearing-adapter',
  'bolster',
  'brake-cylinder',
  'brake-hose',
  'brake-shoe',
  'brake-shoe-holder',
  'brake-triangle',
  'cassette-bearing',
  'center-sill',
  'centering-beam',
  'coupler',
  'coupler-lock',
  'draft-gear',
  'end-cock',
  'end-door',
  'friction-plate',
  'friction-wedge',
  'hatch-cover',
  'hatch-cover-primer',
  'hatch-lock',
  'load-regulator',
  'lock-holder',
  'roller-bearing',
  'service-certification',
  'service-flaw-detection',
  'service-logistics',
  'service-machining',
  'service-wheelset-repair',
  'side-bearing',
  'side-bearing-cap',
  'side-frame',
  'spring-inner',
  'spring-outer',
  'spring-set',
  'striker',
  'wheel',
  'wheelset',
  'wheelset-front',
  'yoke',
  'yoke-key',
] as const;

export type DemoImage = (typeof DEMO_IMAGES)[number];

/** Where the rendered pictures lie, next to their sources. */
export const DEMO_IMAGE_DIR = new URL('./demo-images/', import.meta.url);

export interface DemoImageFile {
  readonly slug: DemoImage;
  /** The name in the store: `demo-<slug>-<hash>.webp`, so a redrawn picture gets a new name. */
  readonly name: string;
  /** The site path a product names it by, as `POST /api/uploads/images` answers it. */
  readonly url: string;
  readonly bytes: Uint8Array;
}

const FOLDER = UPLOAD_KINDS.images.folder;

/** Reads the rendered pictures. Their names follow their content, as stored files never change. */
export async function demoImageFiles(): Promise<DemoImageFile[]> {
  return Promise.all(
    DEMO_IMAGES.map(async (slug) => {
      const bytes = new Uint8Array(await readFile(new URL(`${slug}.webp`, DEMO_IMAGE_DIR)));
      const name = `demo-${slug}-${createHash('sha256').update(bytes).digest('hex').slice(0, 12)}.webp`;
      return { slug, name, url: `/uploads/${FOLDER}/${name}`, bytes };
    }),
  );
}

/**
 * Puts each demo picture into the file store unless it is there already (idempotent: the same
 * name every time), and answers the site path of each. Another process seeding at the same time
 * may write a file first: that is no error.
 */
export async function storeDemoImages(
  files: FileStore,
): Promise<{ urls: ReadonlyMap<DemoImage, string>; written: number }> {
  const urls = new Map<DemoImage, string>();
  let written = 0;
  for (const image of await demoImageFiles()) {
    urls.set(image.slug, image.url);
    if (await files.get(FOLDER, image.name)) continue;
    try {
      await files.put(FOLDER, image.name, image.bytes);
      written += 1;
    } catch (error) {
      if (!(await files.get(FOLDER, image.name))) throw error;
    }
  }
  return { urls, written };
}
