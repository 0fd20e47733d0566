const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

const CONNECTION_MESSAGES = [
  'Connection is closed',
  'Command timed out',
  "Stream isn't writeable",
  'Reached the max retries per request limit',
  'no answer within',
];

/**
 * Whether an error only says that Redis could not be reached or did not answer in time. Those are
 * the outage, which is reported once (ADR 0049); anything else (a script error, a bug) is reported
 * as it comes.
 */
export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
  return CONNECTION_MESSAGES.some((text) => error.message.includes(text));
}
