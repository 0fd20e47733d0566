import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';

/**
 * A 10,000-row price list imports while the rest of the site keeps answering (issue 35, ADR 0063):
 * no slice of the import holds the event loop up, and the health check and a catalogue page keep
 * their latency while it runs.
 */

const ROWS = 10_000;
const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';
/**
 * The event loop's delay as Node samples it in the server (every 10 ms, reported by /metrics).
 * Before ADR 0063 the import held the loop for the whole minute it ran: the longest delay was the
 * import's length and every request waited for it, or was dropped. The product rule is that no
 * task holds the loop more than 50 ms at a time (the slices aim at 20 ms) and that requests keep a
 * p99 under 100 ms; those figures are printed here and by `npm run bench:import`. The bounds
 * asserted are for a shared two-core CI machine where other suites take the cores away for
 * hundreds of milliseconds at a time (measured: p99 of requests 290-360 ms, longest delay 1.5 s at
 * a load average of 10): only an import that holds the loop for good fails them, by far.
 */
const LOOP_DELAY_MAX_MS = 3_000;
/**
 * Checked on the CPU's clock: the most CPU time the server's main thread spent between two turns of
 * a 10 ms timer (`railparts_event_loop_hold_cpu_max_seconds`, ADR 0075). A loaded machine stretches
 * the wall-clock figures above, not this one: it is what the import's slices, a projection's batch,
 * this test's own requests (they run in the same thread) and a collection of the heap cost together.
 * The product rule is 50 ms (printed by `npm run bench:import`); measured here 32–54 ms, so the bound
 * asserted is twice the rule: any part of the import that is not sliced (before ADR 0063 it held the
 * loop for the whole import, 16–95 s) still fails it by far, and a collection landing on a slice
 * does not.
 */
const LOOP_HOLD_MAX_MS = 100;
/** p99 of the requests sent while the import runs, measured from this process (the server's own). */
const REQUEST_P99_MS = 1_000;

let server: TestServer;
let supplier: SignedIn;
let categoryName: string;
let warehouseName: string;

const p99 = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]!;
};

async function loopDelay(): Promise<{ max: number; p99: number; hold: number }> {
  const response = await server.request('/metrics', {
    headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(response.status).toBe(200);
  const text = await response.text();
  const gauge = (name: string): number => {
    const line = text.split('\n').find((l) => l.startsWith(`${name} `));
    expect(line, name).toBeDefined();
    return Number(line!.split(' ')[1]) * 1000;
  };
  return {
    max: gauge('railparts_event_loop_delay_max_seconds'),
    p99: gauge('railparts_event_loop_delay_p99_seconds'),
    hold: gauge('railparts_event_loop_hold_cpu_max_seconds'),
  };
}

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false, env: { METRICS_TOKEN } });
  supplier = await server.registerUser({ role: 'supplier' });
  const admin = server.token('admin');
  const parent = await server.request('/api/admin/categories', {
    method: 'POST',
    token: admin,
    json: { name: 'Тормозное оборудование' },
  });
  expect(parent.status).toBe(201);
  const parentId = ((await parent.json()) as { id: number }).id;
  categoryName = 'Колодки тормозные';
  const child = await server.request('/api/admin/categories', {
    method: 'POST',
    token: admin,
    json: { name: categoryName, parentId },
  });
  expect(child.status).toBe(201);
  warehouseName = 'Склад Пермь';
  const warehouse = await server.request('/api/warehouses', {
    method: 'POST',
    token: supplier.accessToken,
    json: { name: warehouseName, city: 'Пермь', address: 'ул. Промышленная, 12', workingHours: 'Пн–Пт' },
  });
  expect(warehouse.status).toBe(201);
}, 60_000);
afterAll(() => server.stop());

describe('a 10,000-row price list', () => {
  it('imports while the health check and the catalogue keep answering at once', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Прайс-лист');
    sheet.addRow([
      'Артикул',
      'Наименование',
      'Цена',
      'Категория',
      'Качество',
      'Описание',
      `Остаток: ${warehouseName}`,
    ]);
    for (let i = 1; i <= ROWS; i += 1) {
      sheet.addRow([
        `НГР-${i}`,
        `Колодка тормозная композиционная ${i}`,
        1000 + (i % 997) + 0.5,
        categoryName,
        i % 3 ? 'новый' : 'отремонтированный',
        'Для грузовых вагонов',
        i % 11,
      ]);
    }
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    // Building the workbook held this process's loop (the server's too): the figure starts after it.
    await loopDelay();

    const latencies = { health: [] as number[], catalogue: [] as number[] };
    let importing = true;
    const probe = (async () => {
      while (importing) {
        for (const [family, path] of [
          ['health', '/api/health'],
          ['catalogue', '/api/products?limit=20&page=1'],
        ] as const) {
          const started = performance.now();
          // A request the server dropped (its timeouts fire once a blocked loop wakes up) never answered.
          const status = await server.request(path).then(
            async (response) => (await response.arrayBuffer(), response.status),
            () => 0,
          );
          latencies[family].push(status === 200 ? performance.now() - started : Infinity);
        }
      }
    })();

    const form = new FormData();
    form.append('file', new Blob([bytes]), 'price.xlsx');
    const accepted = await server.request('/api/price-list/import', {
      method: 'POST',
      body: form,
      token: supplier.accessToken,
    });
    expect(accepted.status).toBe(202);
    const { id } = (await accepted.json()) as { id: string };
    let job: { state: string; created: number; rejectedCount: number } = {
      state: 'running',
      created: 0,
      rejectedCount: 0,
    };
    while (job.state !== 'done') {
      await new Promise((resolve) => setTimeout(resolve, 200));
      job = (await (
        await server.request(`/api/price-list/import/${id}`, { token: supplier.accessToken })
      ).json()) as typeof job;
    }
    importing = false;
    await probe;
    const delay = await loopDelay();

    expect(job).toMatchObject({ created: ROWS, rejectedCount: 0 });
    expect(latencies.health.length).toBeGreaterThan(10);
    const figures = {
      delay,
      health: p99(latencies.health),
      catalogue: p99(latencies.catalogue),
      requests: latencies.health.length * 2,
    };
    console.info('During the import (ms):', JSON.stringify(figures));
    expect(delay.hold, 'the most CPU time between two turns of the loop during the import, ms').toBeLessThan(
      LOOP_HOLD_MAX_MS,
    );
    expect(delay.max, 'the longest event-loop delay during the import, ms').toBeLessThan(LOOP_DELAY_MAX_MS);
    expect(p99(latencies.health), 'p99 of GET /api/health during the import, ms').toBeLessThan(
      REQUEST_P99_MS,
    );
    expect(p99(latencies.catalogue), 'p99 of a catalogue page during the import, ms').toBeLessThan(
      REQUEST_P99_MS,
    );
  }, 300_000);
});
