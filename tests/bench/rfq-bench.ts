import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../infra/config.ts';
import { startServer } from '../../backend/app/server.ts';

/**
 * npm run bench:rfq — requests for quotes (ADR 0069) on the embedded stack:
 * 1. fan-out: a request sent to 50 suppliers, from the command until every supplier's notice is in
 *    the notifications read model (what the bell, the socket and the e-mail copy are pushed from);
 * 2. the comparison of a 30-line request with 20 answers: `GET /api/quote-requests/{id}` as the
 *    buyer (the server builds the comparison per call) and its XLSX export.
 */
const SUPPLIERS = Number(process.env.BENCH_SUPPLIERS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const READS = Number(process.env.BENCH_READS ?? 50);

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (value: number) => `${value.toFixed(1)} мс`;
console.log(
  `Машина: ${cpus().length} ядра, ${(totalmem() / 2 ** 30).toFixed(1)} ГиБ ОЗУ, ${cpus()[0]?.model.trim() ?? '?'}, Node ${process.version}`,
);

const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-rfq-bench-'));
const server = await startServer(
  loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    WS_PORT: '0',
    LOG_LEVEL: 'warn',
    REGISTER_LIMIT_IP: '100000',
    LOGIN_LIMIT_IP: '100000',
    SEED_DEMO: 'false',
  }),
);
const api = async (path: string, init: { method?: string; token?: string; body?: unknown } = {}) => {
  const response = await fetch(`${server.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'Content-Type': 'application/json',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text.startsWith('{') ? JSON.parse(text) : {}) as Record<string, unknown>,
  };
};
const register = async (role: 'buyer' | 'supplier', index: number) => {
  const email = `bench-${role}-${index}-${Date.now().toString(36)}@example.ru`;
  const answer = await api('/api/auth/register', {
    method: 'POST',
    body: {
      email,
      inn: '7707083893',
      password: 'bench-пароль-1',
      passwordConfirm: 'bench-пароль-1',
      role,
      firstName: 'Пользователь',
      lastName: `№ ${index}`,
      middleName: '',
    },
  });
  if (answer.status !== 201) throw new Error(`регистрация: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { token: String(answer.body.accessToken), id: Number((answer.body.user as { id: number }).id) };
};
/** Until the named read models hold everything written so far. */
const settled = async (names: readonly string[]) => {
  const head = await server.platform.events.headPosition();
  while (!(await server.platform.readModels.waitFor(head, names)));
};
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

try {
  const buyer = await register('buyer', 0);
  const suppliers = [];
  for (let i = 0; i < SUPPLIERS; i += 1) suppliers.push(await register('supplier', i + 1));
  const line = (n: number) => ({
    designation: `100.00.0${String(n).padStart(2, '0')}-4`,
    name: `Деталь ${n}`,
    quantity: 10 + n,
    unit: 'шт',
    condition: 'any',
  });
  const request = (lines: number, to: readonly { id: number }[]) => ({
    lines: Array.from({ length: lines }, (_, n) => line(n + 1)),
    deliveryTo: 'ст. Входная',
    deadline: inDays(5),
    supplierIds: to.map((s) => s.id),
  });

  const fanOut: number[] = [];
  const commands: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    await settled(['notifications', 'quote-requests']);
    const started = performance.now();
    const created = await api('/api/quote-requests', {
      method: 'POST',
      token: buyer.token,
      body: request(2, suppliers),
    });
    if (created.status !== 201 && created.status !== 202)
      throw new Error(`запрос: ${created.status} ${JSON.stringify(created.body)}`);
    commands.push(performance.now() - started);
    await settled(['notifications']);
    fanOut.push(performance.now() - started);
  }
  fanOut.sort((a, b) => a - b);
  commands.sort((a, b) => a - b);
  console.log(
    `Рассылка запроса ${SUPPLIERS} поставщикам (${ROUNDS} раз): ответ команды p50 ${ms(percentile(commands, 50))}; до уведомлений всех ${SUPPLIERS}: p50 ${ms(percentile(fanOut, 50))}, макс. ${ms(fanOut.at(-1)!)}`,
  );

  const twenty = suppliers.slice(0, 20);
  const big = await api('/api/quote-requests', {
    method: 'POST',
    token: buyer.token,
    body: request(30, twenty),
  });
  const id = Number(big.body.id);
  await Promise.all(
    twenty.map((supplier, index) =>
      api(`/api/quote-requests/${id}/answers`, {
        method: 'POST',
        token: supplier.token,
        body: {
          lines: Array.from({ length: 30 }, (_, n) => ({
            lineId: n + 1,
            unitPrice: 1000 + index * 7 + n,
            quantity: 10 + n,
            condition: 'new',
            leadTimeDays: (index + n) % 40,
          })),
          validUntil: inDays(20).slice(0, 10),
        },
      }),
    ),
  );
  await settled(['quote-requests']);
  const reads: number[] = [];
  for (let i = 0; i < READS; i += 1) {
    const started = performance.now();
    const detail = await api(`/api/quote-requests/${id}`, { token: buyer.token });
    reads.push(performance.now() - started);
    const comparison = detail.body.comparison as { suppliers: unknown[]; lines: unknown[] };
    if (comparison.suppliers.length !== 20 || comparison.lines.length !== 30)
      throw new Error('сравнение неполное');
  }
  reads.sort((a, b) => a - b);
  const exports: number[] = [];
  for (let i = 0; i < 10; i += 1) {
    const started = performance.now();
    const response = await fetch(`${server.url}/api/quote-requests/${id}/comparison.xlsx`, {
      headers: { Authorization: `Bearer ${buyer.token}` },
    });
    await response.arrayBuffer();
    exports.push(performance.now() - started);
  }
  exports.sort((a, b) => a - b);
  console.log(
    `Сравнение 30 позиций × 20 ответов, GET /api/quote-requests/{id} (${READS} раз): p50 ${ms(percentile(reads, 50))}, p99 ${ms(percentile(reads, 99))}`,
  );
  console.log(
    `Выгрузка сравнения в XLSX (10 раз): p50 ${ms(percentile(exports, 50))}, макс. ${ms(exports.at(-1)!)}`,
  );
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
