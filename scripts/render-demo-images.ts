import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium.ts';

/**
 * node scripts/render-demo-images.ts [slug…] [--png /tmp/preview]
 *
 * Renders the demo catalogue's drawings (backend/app/seed/demo-images/<slug>.svg) to
 * <slug>.webp next to them, 800×600, WebP quality 0.8: Chromium takes a PNG screenshot of the SVG
 * and its canvas encodes it as WebP. The browser is Debian's /usr/bin/chromium; never run
 * `playwright install` (ADR 0005). With slugs, only those; with --png, PNG copies there as well.
 */
const WIDTH = 800;
const HEIGHT = 600;
const QUALITY = 0.8;
/**
 * Runs in the page (as source text: the scripts are type-checked without the DOM's types): draws
 * the PNG on a canvas and answers its WebP encoding, base64.
 */
const TO_WEBP = `async ({ source, quality }) => {
  const image = new Image();
  image.src = 'data:image/png;base64,' + source;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  canvas.getContext('2d').drawImage(image, 0, 0);
  const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/webp', quality));
  if (!blob || blob.type !== 'image/webp') throw new Error('Chromium encodes no WebP');
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}`;
const folder = fileURLToPath(new URL('../backend/app/seed/demo-images/', import.meta.url));

const { values, positionals } = parseArgs({ allowPositionals: true, options: { png: { type: 'string' } } });
const slugs = (await readdir(folder))
  .filter((name) => name.endsWith('.svg'))
  .map((name) => name.slice(0, -'.svg'.length))
  .filter((slug) => positionals.length === 0 || positionals.includes(slug))
  .sort();
if (slugs.length === 0) {
  console.error('Нет SVG-файлов для отрисовки');
  process.exit(2);
}
if (values.png) await mkdir(values.png, { recursive: true });

const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
  let total = 0;
  for (const slug of slugs) {
    const svg = await readFile(join(folder, `${slug}.svg`), 'utf8');
    await page.setContent(`<!doctype html><html><body style="margin:0;overflow:hidden">${svg}</body></html>`);
    const png = await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT } });
    const webp = Buffer.from(
      await page.evaluate<string>(
        `(${TO_WEBP})(${JSON.stringify({ source: png.toString('base64'), quality: QUALITY })})`,
      ),
      'base64',
    );
    await writeFile(join(folder, `${slug}.webp`), webp);
    if (values.png) await writeFile(join(values.png, `${slug}.png`), png);
    total += webp.length;
    console.log(`${slug}.webp  ${(webp.length / 1024).toFixed(1)} КБ`);
  }
  console.log(`${slugs.length} изображений, ${(total / 1024).toFixed(1)} КБ`);
} finally {
  await browser.close();
}
