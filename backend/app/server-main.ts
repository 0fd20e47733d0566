import { loadConfig } from '../../infra/config.ts';
import { tuneHeap } from './heap.ts';
import { createLogger } from './logger.ts';
import { readOpenFileLimit } from './open-files.ts';
import { logUnhandledRejections, stopOnSignals } from './process-guards.ts';
import { startServer } from './server.ts';

// A misconfiguration is the operator's to fix: say what is wrong, without a stack trace.
const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    console.error(`Configuration error: ${(error as Error).message}`);
    process.exit(1);
  }
})();
tuneHeap(config.heapGrowingPercent);
const logger = createLogger(config.logLevel);
logUnhandledRejections(logger);
// Node has raised the soft open-file limit to the hard one as it started; the connection caps are
// derived from it (ADR 0050). Only the operator can raise the hard limit.
const openFiles = readOpenFileLimit();
if (openFiles && openFiles.soft < openFiles.hard) {
  logger.warn({ openFiles }, 'the open-file limit is below its hard limit: start the server with ulimit -n');
}
const server = await startServer(config, logger);
console.log(`Маркетплейс запущен: http://localhost:${server.port}`);
stopOnSignals(logger, () => server.close(), config.shutdownDeadlineMs);
