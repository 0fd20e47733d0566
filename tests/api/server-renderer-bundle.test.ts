import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server renderer carries its own React, built for production (ADR 0090): `npm start` sets no
 * NODE_ENV, and React taken from node_modules at run time then ran its development build, which
 * rendered a product page about 1.5–1.9 times slower. Reads the build `npm test` makes first.
 */
const bundleDir = resolve(import.meta.dirname, '../../frontend/dist-server');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(join(dir, entry.name))
      : entry.name.endsWith('.js')
        ? [join(dir, entry.name)]
        : [],
  );

describe('the server renderer bundle', () => {
  const sources = files(bundleDir).map((file) => readFileSync(file, 'utf8'));

  it('holds React and React DOM built for production, whatever NODE_ENV the server runs with', () => {
    const bundled = sources.join('\n');
    expect(bundled).toContain('react-dom-server.node.production');
    expect(bundled).toContain('react.production');
    expect(bundled).not.toMatch(/react(-dom)?(-server)?(\.node)?\.development/);
  });

  it('imports nothing from node_modules at run time but jsdom (loaded only for rich text)', () => {
    const imported = sources.flatMap((source) =>
      [...source.matchAll(/\bfrom "([^"]+)"|\bimport\("([^"]+)"\)|\brequire\("([^"]+)"\)/g)].map(
        (match) => (match[1] ?? match[2] ?? match[3])!,
      ),
    );
    const packages = imported.filter(
      (name) => !name.startsWith('.') && !name.startsWith('node:') && !builtinModules.includes(name),
    );
    expect(imported.length).toBeGreaterThan(0);
    expect(new Set(packages)).toEqual(new Set());
    expect(sources.join('\n')).toContain('("jsdom")');
  });
});
