import { Schema } from 'effect';
import { DomainError } from '../write-kit/index.ts';

/** A request body is a command's input: decoded as the write kit decodes every input. */
export { decodeInput, NOT_AN_OBJECT } from '../write-kit/index.ts';

/** A positive integer id from a path parameter, or a 404 with the given message. */
export function parseId(raw: unknown, notFoundMessage: string): number {
  const text = String(raw);
  const id = /^[1-9]\d{0,15}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id)) throw new DomainError(404, 'not_found', notFoundMessage);
  return id;
}

/** The instants a request may name: parseable, and in years 1970–9999 (stored events keep ISO text
 * with a four-digit year; `Date.parse` also takes years such as -025703, which no event can hold). */
export function isRequestInstant(value: string): boolean {
  const time = Date.parse(value);
  return !Number.isNaN(time) && time >= 0 && time < Date.UTC(10_000, 0, 1);
}

/** A date or date-time in a request (query or body). */
export const RequestInstant = Schema.String.check(Schema.isMaxLength(40), Schema.makeFilter(isRequestInstant));
