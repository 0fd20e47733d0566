import { loadConfig } from '../../infra/config.ts';
import { createLogger } from './logger.ts';
import { createPlatform } from './platform.ts';
import { logUnhandledRejections, stopOnSignals } from './process-guards.ts';

/** The projectors as their own process (production shape): they need a shared read store. */
const config = loadConfig();
const logger = createLogger(config.logLevel);
if (!config.mongoUrl && config.readStore !== 'sqlite') {
  logger.error(
    'the worker needs a shared read store (MONGO_URL, or SQLite: READ_STORE=memory keeps the read models inside `npm start`)',
  );
  process.exit(2);
}
logUnhandledRejections(logger);
const platform = await createPlatform(config, logger, { runProjectors: true });
logger.info('projection worker running');

// The worker follows the log until it is told to stop. Without Redis nothing else holds the
// process: the event store's poll for other processes' writes is unref'd (it must not keep a test
// or a script open), and the worker would exit once caught up, its kept checkpoints unwritten.
const following = setInterval(() => {}, 2 ** 30);
stopOnSignals(
  logger,
  async () => {
    clearInterval(following);
    await platform.close();
  },
  config.shutdownDeadlineMs,
);
