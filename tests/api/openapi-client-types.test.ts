import { readFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';

/**
 * The SPA's answer types are generated from docs/openapi.yaml (ADR 0046): when the document
 * changes, `npm run api:types` must run, or the SPA would build against the old answers.
 */
const root = new URL('../../', import.meta.url);
const generatedFile = new URL('frontend/src/shared/api/schema.gen.ts', root);

describe('the SPA’s generated API types', () => {
  it('are generated from the current docs/openapi.yaml (run `npm run api:types` after changing it)', async () => {
    const fresh = astToString(await openapiTS(new URL('docs/openapi.yaml', root)));
    const committed = readFileSync(generatedFile, 'utf8');
    // The generator's own banner comes before the types.
    expect(committed.slice(committed.indexOf('export '))).toBe(fresh.slice(fresh.indexOf('export ')));
  });
});
