import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../infra/config.ts';
import { startServer } from '../../backend/src/server.ts';
import { DEMO_SUPPLIER_PASSWORD, DEMO_SUPPLIERS } from '../../backend/src/seed/index.ts';

/**
 * npm run bench:orders — `POST /api/orders` on the embedded stack with 50 buyers sending at once
 * (each its own account and session), for BENCH_SECONDS (10): orders/s and latency percentiles;
 * then, for a sample, the time from the command's answer until the order is in the seller's list.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BUYERS = Number(process.env.BENCH_BUYERS ?? 50);
const SAMPLE = 50;

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
console.log(`Машина: ${cpus().length} ядра, ${(totalmem() / 2 ** 30).toFixed(1)} ГиБ ОЗУ, ${cpus()[0]?.model.trim() ?? '?'}, Node ${process.version}`);

const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-orders-bench-'));
const server = await startServer(
  loadConfig({ DATA_DIR: dataDir, PORT: '0', WS_PORT: '0', LOG_LEVEL: 'warn', REGISTER_LIMIT_IP: '100000', LOGIN_LIMIT_IP: '100000' }),
);
const api = async (path: string, init: { method?: string; token?: string; body?: unknown } = {}) => {
  const response = await fetch(`${server.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'Content-Type': 'application/json', ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

try {
  const supplier = DEMO_SUPPLIERS[0]!;
  const seller = await api('/api/auth/login', { method: 'POST', body: { email: supplier.email, password: DEMO_SUPPLIER_PASSWORD } });
  const sellerToken = String(seller.body.accessToken);
  const sellerId = Number((seller.body.user as { id: number }).id);
  const products = ((await api('/api/products?limit=100')).body.products as Array<{ id: number; Supplier?: { id: number } }>).filter(
    (product) => product.Supplier?.id === sellerId,
  );
  if (products.length === 0) throw new Error('нет товаров демо-поставщика');
  const buyers: string[] = [];
  for (let i = 0; i < BUYERS; i += 1) {
    const email = `bench-buyer-${i}-${Date.now().toString(36)}@example.ru`;
    const registered = await api('/api/auth/register', {
      method: 'POST',
      body: { email, inn: '7707083893', password: 'bench-пароль-1', passwordConfirm: 'bench-пароль-1', role: 'buyer', firstName: 'Пользователь', lastName: 'ИНН 7707083893', middleName: '' },
    });
    buyers.push(String(registered.body.accessToken));
  }
  console.log(`${buyers.length} покупателей, ${products.length} товаров продавца; ${SECONDS} с нагрузки`);

  const latencies: number[] = [];
  let failures = 0;
  const deadline = performance.now() + SECONDS * 1000;
  await Promise.all(
    buyers.map(async (token, index) => {
      for (let n = 0; performance.now() < deadline; n += 1) {
        const product = products[(index + n) % products.length]!;
        const started = performance.now();
        const answer = await api('/api/orders', { method: 'POST', token, body: { productId: product.id, quantity: 1, deliveryType: 'delivery', deliveryAddress: 'Самара, ул. Заводская, 1' } });
        if (answer.status === 201) latencies.push(performance.now() - started);
        else failures += 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  console.log(
    `POST /api/orders, ${BUYERS} одновременно: ${(latencies.length / SECONDS).toFixed(0)} заявок/с, p50 ${percentile(latencies, 50).toFixed(1)} мс, p99 ${percentile(latencies, 99).toFixed(1)} мс, отказов ${failures}`,
  );

  // From the answer to the seller's list: one request at a time, so each wait is its own.
  const visible: number[] = [];
  for (let i = 0; i < SAMPLE; i += 1) {
    const created = await api('/api/orders', { method: 'POST', token: buyers[i % buyers.length]!, body: { productId: products[0]!.id, quantity: 1, deliveryType: 'delivery', deliveryAddress: 'Самара' } });
    const answered = performance.now();
    const number = String(created.body.number);
    for (;;) {
      const list = await api(`/api/orders?side=seller&search=${encodeURIComponent(number)}`, { token: sellerToken });
      if (Number(list.body.total) === 1) break;
    }
    visible.push(performance.now() - answered);
  }
  visible.sort((a, b) => a - b);
  console.log(`От ответа команды до списка продавца: p50 ${percentile(visible, 50).toFixed(1)} мс, p99 ${percentile(visible, 99).toFixed(1)} мс (ответ ждёт проекцию: read-your-writes)`);
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
