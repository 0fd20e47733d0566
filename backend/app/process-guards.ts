import type { Logger } from './logger.ts';

/**
 * How long a shutdown may take before the process exits anyway, unless SHUTDOWN_DEADLINE_MS says
 * otherwise (compose waits 10 s, then kills).
 */
export const SHUTDOWN_DEADLINE_MS = 8000;

/**
 * No rejected promise may end the process: one a listener or a timer left unhandled is logged, and
 * the server keeps serving (Express 5 answers a failing async route itself; the error handler makes
 * it a 500 with a Russian message). Node's default for an unhandled rejection is to exit.
 */
export function logUnhandledRejections(logger: Pick<Logger, 'error'>): void {
  process.on('unhandledRejection', (reason) => {
    logger.error({ err: reason }, 'unhandled promise rejection');
  });
}

/**
 * Stops the process on SIGTERM / SIGINT: `close` gets `deadlineMs`, after which the process exits
 * regardless of what a dependency (a Redis that is away) is doing.
 */
export function stopOnSignals(
  logger: Pick<Logger, 'info' | 'error'>,
  close: () => Promise<void>,
  deadlineMs = SHUTDOWN_DEADLINE_MS,
): void {
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      logger.info({ signal }, 'shutting down');
      const deadline = setTimeout(() => {
        logger.error({ deadlineMs }, 'shutdown did not finish in time; exiting');
        process.exit(1);
      }, deadlineMs);
      deadline.unref();
      close().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}
