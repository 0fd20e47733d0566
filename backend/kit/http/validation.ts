import { DomainError } from '../write/index.ts';

/** A request body is a command's input: decoded as the write kit decodes every input. */
export { CalendarDay, decodeInput, NOT_AN_OBJECT, RequestInstant, isRequestInstant } from '../write/index.ts';

/** A positive integer id from a path parameter, or a 404 with the given message. */
export function parseId(raw: unknown, notFoundMessage: string): number {
  const text = String(raw);
  const id = /^[1-9]\d{0,15}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id)) throw new DomainError(404, 'not_found', notFoundMessage);
  return id;
}
