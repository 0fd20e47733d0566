import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The composition root only wires (ADR 0071): a rule of the business lives in its module, so the
 * root stays short, words nothing a person reads and computes nothing.
 */
const root = new URL('./modules.ts', import.meta.url);
const wiring = new URL('./wiring/', import.meta.url);
const CYRILLIC = /[\u0400-\u04FF]/;
const files = [
  { name: 'modules.ts', text: readFileSync(root, 'utf8') },
  ...readdirSync(wiring)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => ({ name: `wiring/${file}`, text: readFileSync(new URL(file, wiring), 'utf8') })),
];

describe('the composition root only wires', () => {
  it('modules.ts is under 150 lines', () => {
    const lines = files[0]!.text.trimEnd().split('\n').length;
    expect(lines, 'backend/app/modules.ts: move what is not wiring into the owning module').toBeLessThan(150);
  });

  it.each(files)('$name holds no Russian text (texts belong to their module)', ({ name, text }) => {
    const line = text.split('\n').findIndex((row) => CYRILLIC.test(row));
    expect(line, `backend/app/${name}:${line + 1} has Cyrillic`).toBe(-1);
  });

  it.each(files)('$name does no arithmetic (sums and stock belong to their module)', ({ name, text }) => {
    // Outside strings and comments: no Math, no multiplication or division, no subtraction of figures.
    const code = text
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\/\/.*$/gm, '')
      .replace(/(['"`])(?:\\.|(?!\1).)*\1/g, "''")
      .replace(/\/(?:\\.|[^/\n])+\/[gimsuy]*/g, '/re/');
    expect(code, `backend/app/${name}`).not.toMatch(/\bMath\.|[\w)\]]\s*[*%]\s*[\w(]|[\w)\]]\s+-\s+[\w(]/);
  });
});
