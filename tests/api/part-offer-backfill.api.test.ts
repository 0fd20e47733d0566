import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../infra/config.ts';
import { OFFER_BACKFILL_STREAM, partStream } from '../../backend/modules/parts/index.ts';
import { createLogger } from '../../backend/app/logger.ts';
import { createModules } from '../../backend/app/modules.ts';
import { createPlatform } from '../../backend/app/platform.ts';
import { systemContext } from '../../backend/kit/write/index.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * The one-off backfill of ADR 0073: an installation whose offers were linked before parts knew
 * their offers (ADR 0067) gets them recorded on their parts at the next start, so a merge moves
 * them; a second start appends nothing.
 */

const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-backfill-'));
const SYSTEM = { userId: null, role: 'system' } as const;
let server: TestServer | null = null;

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Writes, without the server, what an installation of before ADR 0067 holds: parts and offers linked on the product's stream only. */
async function oldInstallation(): Promise<{
  survivor: number;
  merged: number;
  oldOffer: number;
  newOffer: number;
}> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    WS_PORT: '0',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    SEED_DEMO: 'false',
  });
  const platform = await createPlatform(config, createLogger('silent'), { runProjectors: false });
  try {
    const modules = createModules(platform);
    const context = systemContext();
    const { id: categoryId } = await modules.categories.create({ name: 'Тележка' }, context);
    const supplier = { userId: 7, role: 'supplier' } as const;
    const product = async (name: string) =>
      (
        await modules.catalog.createProduct(
          { name, price: 120_000, categoryId, quality: 'new', description: '' },
          supplier,
          context,
        )
      ).id;
    const survivor = (
      await modules.parts.create(
        { designation: '100.00.002-4', name: 'Балка надрессорная', categoryId },
        SYSTEM,
        context,
      )
    ).id;
    const merged = (
      await modules.parts.create(
        { designation: 'РБ-1750', name: 'Балка надрессорная литая', categoryId },
        SYSTEM,
        context,
      )
    ).id;
    const oldOffer = await product('Балка надрессорная литая, 2014 г. в.');
    const newOffer = await product('Балка надрессорная литая, 2019 г. в.');
    // Before ADR 0067 a link was the product's event alone.
    await modules.catalog.linkPart(oldOffer, merged, SYSTEM, context);
    // Since then the part records it too.
    await modules.parts.linkOffer(newOffer, { partId: merged }, SYSTEM, context);
    expect((await modules.parts.load(merged)).offers).toEqual([newOffer]);
    return { survivor, merged, oldOffer, newOffer };
  } finally {
    await platform.close();
  }
}

describe('backfill of the offers linked before parts knew them', () => {
  it('records an old link on its part at start, so a merge moves that offer; a second start appends nothing', async () => {
    const { survivor, merged, oldOffer, newOffer } = await oldInstallation();

    server = await startTestServer({ dataDir, seedDemo: false });
    const attachedOn = async (partId: number) =>
      (await server!.platform.events.readStream(partStream(partId)))
        .filter((e) => e.type === 'PartOfferAttached')
        .map((e) => (e.data as { productId: number }).productId);
    expect(await attachedOn(merged)).toEqual([newOffer, oldOffer]);
    const marker = await server.platform.events.readStream(OFFER_BACKFILL_STREAM);
    expect(marker.map((e) => [e.type, (e.data as { products: number; attached: number }).attached])).toEqual([
      ['PartOfferAttachmentsBackfilled', 1],
    ]);

    const admin = await server.createAdmin();
    const merge = await server.request(`/api/admin/parts/${merged}/merge`, {
      method: 'POST',
      token: admin.accessToken,
      json: { intoPartId: survivor, reason: 'Одна деталь под двумя обозначениями' },
    });
    expect(merge.status, await merge.clone().text()).toBe(200);
    const after = (await merge.json()) as { id: number; offers: Array<{ productId: number }> };
    expect(after.id).toBe(survivor);
    for (const productId of [oldOffer, newOffer]) {
      const product = (await (
        await server.request(`/api/products/${productId}`, { token: admin.accessToken })
      ).json()) as { partId: number | null };
      expect(product.partId, `товар ${productId}`).toBe(survivor);
    }
    expect((await attachedOn(survivor)).sort()).toEqual([oldOffer, newOffer].sort());

    // A second start: the marker is read, nothing is appended.
    await server.stop({ keepData: true });
    server = null;
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: '0',
      WS_PORT: '0',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      SEED_DEMO: 'false',
    });
    const platform = await createPlatform(config, createLogger('silent'), { runProjectors: false });
    try {
      const head = await platform.events.headPosition();
      const parts = createModules(platform).parts;
      expect(await parts.backfillOfferAttachments(systemContext())).toEqual({
        ran: false,
        products: 0,
        attached: 0,
      });
      // Without the marker too: a part records an offer it knows no second time.
      expect(await parts.recordOffers(survivor, [oldOffer, newOffer], systemContext())).toBe(0);
      expect(await parts.recordOffers(merged, [oldOffer], systemContext())).toBe(0);
      expect(await platform.events.headPosition()).toEqual(head);
    } finally {
      await platform.close();
    }
    server = await startTestServer({ dataDir, seedDemo: false });
    expect(await server.platform.events.readStream(OFFER_BACKFILL_STREAM)).toHaveLength(1);
  }, 120_000);
});
