import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * ADR 0042 from the backend's side, with a stand-in renderer bundle (the real one is exercised by
 * the browser suite): which documents are rendered, how the page's data is embedded, and what a
 * failing or slow renderer leaves (the document, its head and status, without the page).
 */
const root = mkdtempSync(join(tmpdir(), 'rendered-spa-'));
const spaDir = join(root, 'dist');
mkdirSync(spaDir);
mkdirSync(join(root, 'dist-server'));
mkdirSync(join(spaDir, '.vite'));
// Vite's manifest as the build writes it: the entry, a screen, a chunk the screen shares.
writeFileSync(
  join(spaDir, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': {
      file: 'assets/index-a1.js',
      isEntry: true,
      css: ['assets/index-a1.css'],
      imports: ['_jsx-b2.js'],
    },
    '_jsx-b2.js': { file: 'assets/jsx-b2.js' },
    '_grid-c3.js': {
      file: 'assets/grid-c3.js',
      css: ['assets/grid-c3.css'],
      imports: ['_jsx-b2.js', 'index.html'],
    },
    'src/pages/catalog/index.ts': {
      file: 'assets/catalog-d4.js',
      isDynamicEntry: true,
      css: ['assets/catalog-d4.css'],
      imports: ['index.html', '_grid-c3.js', '_jsx-b2.js'],
    },
  }),
);
writeFileSync(
  join(spaDir, 'index.html'),
  '<!doctype html><html lang="ru"><head><title>ВАГОНЗАПЧАСТЬ</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(
  join(root, 'dist-server', 'server.js'),
  `export async function renderPage(url, { apiOrigin, signal }) {
    if (url.startsWith('/news')) throw new Error('render failed');
    if (url.startsWith('/guide')) await new Promise((resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    const products = await (await fetch(apiOrigin + '/api/products?limit=1')).json();
    return {
      html: '<main><h1>' + url + '</h1><p>' + products.total + '</p></main>',
      queries: { note: '</script><script>alert(1)</script>' },
      complete: true,
      sources: url.startsWith('/catalog') ? ['src/pages/catalog/index.ts'] : ['src/pages/unknown/index.ts'],
    };
  }`,
);

let server: TestServer;
beforeAll(async () => {
  // A short render timeout: the hanging renderer's page is sent without its content sooner.
  server = await startTestServer({ env: { SPA_DIR: spaDir, RENDER_TIMEOUT_MS: '300' } });
});
afterAll(async () => {
  await server.stop();
  rmSync(root, { recursive: true, force: true });
});

const documentOf = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, html: await response.text() };
};

describe('public documents rendered on the server', () => {
  it('puts the rendered page into #root, its data beside it, asked of this server’s own API', async () => {
    const { status, html } = await documentOf('/catalog?q=%D0%BA%D0%BE%D0%BB');
    expect(status).toBe(200);
    const total = ((await (await server.request('/api/products?limit=1')).json()) as { total: number }).total;
    expect(html).toContain(
      `<div id="root"><main><h1>/catalog?q=%D0%BA%D0%BE%D0%BB</h1><p>${total}</p></main></div>`,
    );
    const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1];
    // Nothing in the data can close its block: one script element, and the JSON reads back intact.
    expect(data).not.toContain('<');
    expect(JSON.parse(data!)).toEqual({
      queries: { note: '</script><script>alert(1)</script>' },
      complete: true,
    });
  });

  it('links the rendered screen’s stylesheets and chunks in the head, not the entry’s again', async () => {
    const { html } = await documentOf('/catalog');
    const head = html.slice(0, html.indexOf('</head>'));
    const links = [
      ...head.matchAll(/<link rel="(stylesheet|modulepreload)" crossorigin href="([^"]+)" \/>/g),
    ].map(([, rel, href]) => `${rel} ${href}`);
    expect(links).toEqual([
      'stylesheet /assets/catalog-d4.css',
      'stylesheet /assets/grid-c3.css',
      'modulepreload /assets/catalog-d4.js',
      'modulepreload /assets/grid-c3.js',
    ]);
    // A screen the manifest does not know adds nothing.
    const { html: other } = await documentOf('/contacts');
    expect(other).not.toContain('rel="modulepreload"');
  });

  it('leaves the cabinet, sign-in and cart to the browser', async () => {
    for (const path of ['/profile/orders', '/login', '/cart']) {
      const { html } = await documentOf(path);
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain('page-data');
    }
  });

  it('a renderer that fails or hangs leaves the document without the page, with its status and head', async () => {
    const failed = await documentOf('/news');
    expect(failed.status).toBe(200);
    expect(failed.html).toContain('<div id="root"></div>');
    expect(failed.html).toMatch(/<title>[^<]*Новости/);
    const slow = await documentOf('/guide');
    expect(slow.status).toBe(200);
    expect(slow.html).toContain('<div id="root"></div>');
  });
});
