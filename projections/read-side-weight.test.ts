import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The projection worker needs events, documents and the engine, nothing of the web side: every
 * read model reaches modules through their published.ts, and no module's index.ts carries its
 * routes (ADR 0044). The dependency rules check the imports; this checks what Node really loads.
 */
const HEAVY = [
  'express',
  'multer',
  'helmet',
  'compression',
  'sharp',
  'exceljs',
  'pdfkit',
  'archiver',
  'nodemailer',
  'jsonwebtoken',
];

/** The packages Node loads for an import of `file`, by name. */
function packagesLoadedBy(file: string): string[] {
  const script = `
    import { registerHooks } from 'node:module';
    const urls = new Set();
    registerHooks({ resolve(specifier, context, next) { const r = next(specifier, context); urls.add(r.url); return r; } });
    await import(${JSON.stringify(new URL(file, import.meta.url).href)});
    const names = [...urls].filter((u) => u.includes('/node_modules/')).map((u) => {
      const parts = u.split('/node_modules/').at(-1).split('/');
      return parts[0].startsWith('@') ? parts[0] + '/' + parts[1] : parts[0];
    });
    process.stdout.write(JSON.stringify([...new Set(names)]));
  `;
  const out = execFileSync(process.execPath, ['--input-type=module', '--eval', script], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    encoding: 'utf8',
  });
  return JSON.parse(out) as string[];
}

describe('the read side', () => {
  it('loads the read models without any web, upload, image, document or mail library', () => {
    const loaded = packagesLoadedBy('./index.ts');
    expect(loaded).toContain('effect');
    expect(loaded.filter((name) => HEAVY.includes(name))).toEqual([]);
  });

  it('runs in the worker without a web server or upload parsing (projectors, pushers, the sweeper)', () => {
    const loaded = packagesLoadedBy('../backend/app/platform.ts');
    expect(loaded).toContain('mingo');
    expect(loaded.filter((name) => ['express', 'multer', 'helmet', 'compression'].includes(name))).toEqual(
      [],
    );
  });

  it('is told apart from the web side: the composition root loads them', () => {
    const loaded = packagesLoadedBy('../backend/app/modules.ts');
    expect(loaded).toEqual(expect.arrayContaining(['express', 'multer']));
  });
});
