import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Issue 29, finding 7 (ADR 0050): 74 `.js.map` files with the SPA's full sources were served
 * beside its assets. The production build writes no source map, and the server serves none that
 * an older or another build may have left in the folder.
 */

const SOURCE = '// frontend/src/app/main.tsx\nexport const secret = "исходный код";\n';

describe('a build folder that holds source maps', () => {
  const spaDir = mkdtempSync(join(tmpdir(), 'spa-with-maps-'));
  let server: TestServer;
  beforeAll(async () => {
    mkdirSync(join(spaDir, 'assets'));
    writeFileSync(
      join(spaDir, 'index.html'),
      '<!doctype html><html lang="ru"><head><title>ВАГОНЗАПЧАСТЬ</title></head><body><div id="root"></div></body></html>',
    );
    const map = JSON.stringify({ version: 3, sources: ['main.tsx'], sourcesContent: [SOURCE], mappings: '' });
    writeFileSync(
      join(spaDir, 'assets', 'index-abc123.js'),
      'export const a = 1;\n//# sourceMappingURL=index-abc123.js.map\n',
    );
    writeFileSync(join(spaDir, 'assets', 'index-abc123.js.map'), map);
    writeFileSync(join(spaDir, 'assets', 'index-abc123.js.map.br'), brotliCompressSync(map));
    writeFileSync(join(spaDir, 'assets', 'index-abc123.js.map.gz'), gzipSync(map));
    writeFileSync(join(spaDir, 'assets', 'index-abc123.css.map'), map);
    server = await startTestServer({ env: { SPA_DIR: spaDir } });
  });
  afterAll(async () => {
    await server.stop();
    rmSync(spaDir, { recursive: true, force: true });
  });

  it('serves the assets, but none of the maps, in any encoding', async () => {
    expect((await fetch(`${server.url}/assets/index-abc123.js`)).status).toBe(200);
    for (const path of [
      '/assets/index-abc123.js.map',
      '/assets/INDEX-abc123.js.MAP',
      '/assets/index-abc123.js.map.br',
      '/assets/index-abc123.js.map.gz',
      '/assets/index-abc123.css.map',
    ]) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const response = await fetch(`${server.url}${path}`, { headers: { 'Accept-Encoding': encoding } });
        const body = await response.text();
        expect({ path, encoding, status: response.status }).toEqual({ path, encoding, status: 404 });
        expect(body).not.toContain('sourcesContent');
      }
    }
  });
});

const DIST = resolve(import.meta.dirname, '../../frontend/dist');
const DIST_SERVER = resolve(import.meta.dirname, '../../frontend/dist-server');
const built = existsSync(join(DIST, 'index.html'));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe.skipIf(!built)('the production build (needs npm run build)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { SPA_DIR: DIST } });
  });
  afterAll(() => server.stop());

  it('writes no source map and references none', () => {
    const files = [...filesUnder(DIST), ...(existsSync(DIST_SERVER) ? filesUnder(DIST_SERVER) : [])];
    expect(files.filter((file) => /\.map(\.(br|gz))?$/.test(file))).toEqual([]);
    const scripts = files.filter((file) => /\.(js|mjs|css)$/.test(file));
    expect(scripts.length).toBeGreaterThan(10);
    const referencing = scripts.filter((file) => readFileSync(file, 'utf8').includes('sourceMappingURL'));
    expect(referencing.map((file) => relative(DIST, file))).toEqual([]);
  });

  it('answers 404 for the map of every script it serves', async () => {
    const assets = readdirSync(join(DIST, 'assets')).filter((name) => name.endsWith('.js'));
    expect(assets.length).toBeGreaterThan(10);
    for (const name of assets) {
      expect((await fetch(`${server.url}/assets/${name}`, { method: 'HEAD' })).status, name).toBe(200);
      expect((await fetch(`${server.url}/assets/${name}.map`)).status, `${name}.map`).toBe(404);
    }
  });
});
