import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';

interface Status {
  head: { commit: number };
  projectorsHere: boolean;
  projections: Array<{
    name: string;
    collection: string | null;
    lagEvents: number | null;
    lagSeconds: number;
    rate: number[];
    lastError: unknown;
    rebuild: { collection: string; applied: number; percent: number; caughtUp: boolean } | null;
  }>;
  queues: Array<{ name: string; waiting: number; active: number; failed: number }>;
}

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';
let server: TestServer;
let admin: SignedIn;

beforeAll(async () => {
  server = await startTestServer({ env: { METRICS_TOKEN } });
  admin = await server.createAdmin();
});
afterAll(() => server.stop());

const status = async (): Promise<Status> => {
  const response = await server.request('/api/admin/ops', { token: admin.accessToken });
  expect(response.status).toBe(200);
  return (await response.json()) as Status;
};

describe('operations console', () => {
  it('shows every projection caught up, with its collection and lag from positions, and its queue', async () => {
    const current = await status();
    expect(current.projectorsHere).toBe(true);
    expect(current.projections.length).toBeGreaterThan(10);
    for (const projection of current.projections) {
      expect(projection.collection, projection.name).toBeTruthy();
      expect(projection.lagEvents, projection.name).toBe(0);
      expect(projection.lagSeconds, projection.name).toBe(0);
      expect(projection.rate, projection.name).toHaveLength(60);
    }
    expect(current.queues.find((queue) => queue.name === 'projection.products')).toEqual({
      name: 'projection.products',
      waiting: expect.any(Number),
      active: expect.any(Number),
      failed: 0,
    });
  });

  it('rebuilds a projection beside the live one while every read keeps answering, then switches', async () => {
    const before = (await status()).projections.find((p) => p.name === 'products')!;
    const expected = (await (await server.request('/api/products?limit=100')).json()) as { total: number };
    const started = await server.request('/api/admin/ops/projections/products/rebuild', {
      method: 'POST',
      token: admin.accessToken,
    });
    expect(started.status).toBe(202);
    const again = await server.request('/api/admin/ops/projections/products/rebuild', {
      method: 'POST',
      token: admin.accessToken,
    });
    // Either still running (409) or already switched and accepted anew: never two at once.
    expect([202, 409]).toContain(again.status);
    const failures: number[] = [];
    let reads = 0;
    let after = before;
    for (let round = 0; round < 2_000; round += 1) {
      const response = await server.request('/api/products?limit=100');
      reads += 1;
      if (response.status !== 200) failures.push(response.status);
      else expect(((await response.json()) as { total: number }).total).toBe(expected.total);
      after = (await status()).projections.find((p) => p.name === 'products')!;
      if (after.rebuild === null && after.collection !== before.collection) break;
    }
    expect(failures).toEqual([]);
    expect(reads).toBeGreaterThan(0);
    expect(after.rebuild).toBeNull();
    expect(after.collection).toMatch(/^products_v\d+_r\d+$/);
    expect(after.collection).not.toBe(before.collection);
    // The new collection follows new events as the old one did.
    const product = await server.request('/api/products?limit=1');
    expect(product.status).toBe(200);
  });

  it('refuses an unknown projection or queue in Russian', async () => {
    const unknown = await server.request('/api/admin/ops/projections/nothing/rebuild', {
      method: 'POST',
      token: admin.accessToken,
    });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toBe('Проекция не найдена');
    const queue = await server.request('/api/admin/ops/queues/nothing/retry', {
      method: 'POST',
      token: admin.accessToken,
    });
    expect(queue.status).toBe(404);
    const retry = await server.request('/api/admin/ops/queues/projection.products/retry', {
      method: 'POST',
      token: admin.accessToken,
    });
    expect(await retry.json()).toEqual({ retried: 0 });
  });
});

describe('GET /metrics', () => {
  it('answers Prometheus text with its token only', async () => {
    expect((await server.request('/metrics')).status).toBe(401);
    expect((await server.request('/metrics', { headers: { Authorization: 'Bearer wrong' } })).status).toBe(
      401,
    );
    expect((await server.request('/metrics', { token: admin.accessToken })).status).toBe(401);
    const response = await server.request('/metrics', {
      headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^railparts_event_store_head_position \d+$/m);
    expect(text).toMatch(/^railparts_projection_lag_events\{projection="products"\} 0$/m);
    expect(text).toMatch(/^railparts_queue_failed_jobs\{queue="projection.products"\} 0$/m);
  });

  it('does not exist without a configured token', async () => {
    const plain = await startTestServer({ seedDemo: false });
    try {
      expect(
        (await plain.request('/metrics', { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).status,
      ).toBe(404);
    } finally {
      await plain.stop();
    }
  });
});
