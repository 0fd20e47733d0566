import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUBLIC_SCREENS } from '../../frontend/public-chunks.ts';

/**
 * A public page's document names a few scripts (ADR 0098): the entry, React DOM, and the chunks
 * of its screen, which the server links from Vite's manifest by the screen's module. Reads the
 * build `npm test` makes first.
 */
interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
}
const manifest = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../frontend/dist/.vite/manifest.json'), 'utf8'),
) as Record<string, ManifestChunk>;

/** The manifest's keys a key loads, itself included, except those in `skip`. */
function closure(keys: readonly string[], skip: ReadonlySet<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || skip.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

describe('the chunks of the public pages', () => {
  const entry = closure(Object.keys(manifest).filter((key) => manifest[key]!.isEntry));

  it.each(Object.entries(PUBLIC_SCREENS))('%s names its chunk in the manifest', (_screen, source) => {
    expect(manifest[source]?.file).toMatch(/^assets\/.+\.js$/);
  });

  it.each(Object.entries(PUBLIC_SCREENS))(
    '%s loads at most five files beyond the entry before its first paint',
    (_screen, source) => {
      const files = [...closure([source], entry)].map((key) => manifest[key]!.file);
      // Each of them was 5–25 small files before (ADR 0087's table).
      expect(files.length).toBeGreaterThan(0);
      expect(files.length).toBeLessThanOrEqual(5);
    },
  );
});
