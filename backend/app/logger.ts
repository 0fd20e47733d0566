import { pino, type Logger } from 'pino';

export type { Logger } from 'pino';

/** Structured JSON logs on stdout. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'marketplace' },
    redact: ['req.headers.authorization', '*.password', '*.passwordHash'],
  });
}
