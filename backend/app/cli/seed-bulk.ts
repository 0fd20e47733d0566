import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { loadConfig } from '../../../infra/config.ts';
import { seedBulk } from '../seed/bulk.ts';

/**
 * npm run seed:bulk -- --products 100000 [--services 20000]
 * Fills DATA_DIR (or EVENT_STORE_URL) with the demo data and as many more published products, for
 * benchmarks and load tests. Shows progress and events per second.
 */
const { values } = parseArgs({
  options: { products: { type: 'string', default: '100000' }, services: { type: 'string', default: '0' } },
});
const count = Number(values.products);
const services = Number(values.services);
if (!Number.isInteger(count) || count < 1) {
  console.error('--products: целое число больше нуля');
  process.exit(2);
}
if (!Number.isInteger(services) || services < 0) {
  console.error('--services: целое число, 0 или больше');
  process.exit(2);
}
const config = loadConfig();
const bar = new cliProgress.SingleBar(
  {
    format: 'товары [{bar}] {percentage}% | {value}/{total} | {events} событий | {rate} соб./с',
    hideCursor: true,
  },
  cliProgress.Presets.shades_classic,
);
bar.start(count, 0, { events: 0, rate: 0 });
const started = performance.now();
const rate = (events: number): number =>
  Math.round(events / Math.max((performance.now() - started) / 1000, 1e-3));
const result = await seedBulk(
  config,
  count,
  (progress) => bar.update(progress.products, { events: progress.events, rate: rate(progress.events) }),
  services,
);
bar.stop();
const seconds = (performance.now() - started) / 1000;
console.log(
  `Готово: ${result.products} товаров (${result.parts ?? 0} номенклатурных позиций)${result.services > 0 ? `, ${result.services} услуг` : ''}, ${result.events} событий за ${seconds.toFixed(1)} с (${rate(result.events)} соб./с)` +
    (result.demo ? '; демо-данные созданы' : '') +
    `. Данные: ${config.eventStoreUrl ?? config.dataDir}`,
);
