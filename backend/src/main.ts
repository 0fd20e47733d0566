import { loadConfig } from '../../infra/config.ts';
import { tuneHeap } from './heap.ts';
import { createLogger } from './logger.ts';
import { startServer } from './server.ts';

const config = loadConfig();
tuneHeap(config.heapGrowingPercent);
const logger = createLogger(config.logLevel);
const server = await startServer(config, logger);
console.log(`Маркетплейс запущен: http://localhost:${server.port}`);

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
