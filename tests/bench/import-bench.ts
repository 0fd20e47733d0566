import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { loadConfig } from '../../infra/config.ts';
import { startServer } from '../../backend/src/server.ts';
import { DEMO_SUPPLIER_PASSWORD, DEMO_SUPPLIERS } from '../../backend/src/seed/index.ts';

/**
 * npm run bench:import — a demo supplier imports a BENCH_ROWS-row (10,000) XLSX price list on the
 * embedded stack: the time from the upload until every draft is in the supplier's list, the import
 * rate, and the server's peak RSS above idle (the server runs in this process; RSS sampled every 50 ms).
 */
const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
console.log(`Машина: ${cpus().length} ядра, ${(totalmem() / 2 ** 30).toFixed(1)} ГиБ ОЗУ, ${cpus()[0]?.model.trim() ?? '?'}, Node ${process.version}`);

const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-import-bench-'));
const server = await startServer(loadConfig({ DATA_DIR: dataDir, PORT: '0', WS_PORT: '0', LOG_LEVEL: 'warn' }));
const request = async <T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> => {
  const response = await fetch(`${server.url}${path}`, { ...init, headers: { ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}), ...(init.headers ?? {}) } });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};

try {
  const supplier = DEMO_SUPPLIERS[0]!;
  const login = await request<{ accessToken: string }>('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: supplier.email, password: DEMO_SUPPLIER_PASSWORD }),
  });
  const token = login.accessToken;
  const warehouses = await request<Array<{ name: string }>>('/api/warehouses', { token });
  const categories = await request<Array<{ name: string; parentId: number | null; is_name_filter: boolean }>>('/api/categories');
  const category = categories.find((c) => c.parentId !== null && !c.is_name_filter && categories.filter((x) => x.name === c.name).length === 1)!.name;

  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Прайс-лист');
  sheet.addRow(['Артикул', 'Наименование', 'Цена', 'Категория', 'Качество', 'Описание', ...(warehouses[0] ? [`Остаток: ${warehouses[0].name}`] : [])]);
  for (let i = 1; i <= ROWS; i += 1) {
    sheet.addRow([`BENCH-${i}`, `Колодка тормозная композиционная ${i}`, 1000 + (i % 997) + 0.5, category, i % 3 ? 'новый' : 'отремонтированный', 'Для грузовых вагонов', ...(warehouses[0] ? [i % 11] : [])]);
  }
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  console.log(`Прайс-лист: ${ROWS} строк, ${(bytes.length / 1024).toFixed(0)} КиБ XLSX`);

  global.gc?.();
  const idle = process.memoryUsage().rss;
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const started = performance.now();
  const form = new FormData();
  form.append('file', new Blob([bytes]), 'price.xlsx');
  const job = await request<{ id: string }>('/api/price-list/import', { method: 'POST', body: form, token });
  const accepted = performance.now();
  let state = { state: 'running', processed: 0, created: 0, rejected: [] as unknown[] };
  while (state.state !== 'done') {
    await new Promise((resolve) => setTimeout(resolve, 100));
    state = await request(`/api/price-list/import/${job.id}`, { token });
  }
  const done = performance.now();
  clearInterval(sampler);
  const mine = await request<{ total: number }>('/api/products?mine=true&limit=1&status=draft', { token });
  console.log(`Загрузка файла и проверка строк: ${((accepted - started) / 1000).toFixed(2)} с`);
  console.log(`До последнего черновика в списке: ${((done - started) / 1000).toFixed(2)} с (${(state.created / ((done - accepted) / 1000)).toFixed(0)} строк/с); создано ${state.created}, отклонено ${state.rejected.length}; черновиков в списке ${mine.total}`);
  console.log(`Память сервера: пик ${(peak / 2 ** 20).toFixed(0)} МиБ, выше простоя на ${((peak - idle) / 2 ** 20).toFixed(0)} МиБ`);
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
