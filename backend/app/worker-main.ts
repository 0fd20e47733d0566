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

stopOnSignals(logger, () => platform.close());
