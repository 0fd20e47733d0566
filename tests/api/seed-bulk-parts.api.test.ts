import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../infra/config.ts';
import { createEventStore } from '../../infra/event-store/index.ts';
import { OFFER_BACKFILL_STREAM } from '../../backend/modules/parts/index.ts';
import { seedBulk } from '../../backend/app/seed/bulk.ts';

/** `npm run seed:bulk` writes its products as offers of parts, 1 to 8 each (ADR 0073). */

const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-seed-bulk-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the bulk parts layout', () => {
  it('every bulk product is linked to a part that records it, 1 to 8 offers a part, designations reserved, the backfill marked', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' });
    const result = await seedBulk(config, 400);
    expect(result.products).toBe(400);

    const store = await createEventStore({ dataDir });
    try {
      const linked = new Map<number, number>();
      const attached = new Map<number, number[]>();
      const reserved = new Set<string>();
      const created = new Map<number, string>();
      for (let after = { commit: -1, prepare: -1 }; ;) {
        const page = await store.readAll(after, 5000);
        for (const event of page) {
          const data = event.data as {
            productId: number;
            partId: number;
            designation: string;
            scope?: string;
            value?: string;
          };
          if (event.type === 'ProductPartLinked') linked.set(data.productId, data.partId);
          if (event.type === 'PartOfferAttached')
            attached.set(data.partId, [...(attached.get(data.partId) ?? []), data.productId]);
          if (event.type === 'PartCreated') created.set(data.partId, data.designation);
          if (event.streamId.includes('part-designation')) reserved.add(event.streamId);
        }
        if (page.length < 5000) break;
        after = page.at(-1)!.position;
      }
      // The bulk parts are those whose designation ends in an execution number.
      const bulkParts = [...created]
        .filter(([, designation]) => /-\d{4}$/.test(designation))
        .map(([partId]) => partId);
      expect(result.parts).toBe(bulkParts.length);
      const counts = bulkParts.map((partId) => attached.get(partId)?.length ?? 0);
      expect(Math.min(...counts)).toBeGreaterThanOrEqual(1);
      expect(Math.max(...counts)).toBeLessThanOrEqual(8);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(400);
      for (const partId of bulkParts)
        for (const productId of attached.get(partId)!) expect(linked.get(productId)).toBe(partId);
      expect(reserved.size).toBeGreaterThanOrEqual(bulkParts.length);
      expect(new Set(bulkParts.map((partId) => created.get(partId))).size).toBe(bulkParts.length);
      expect(await store.readStream(OFFER_BACKFILL_STREAM)).toHaveLength(1);
    } finally {
      await store.close();
    }
  }, 300_000);
});
