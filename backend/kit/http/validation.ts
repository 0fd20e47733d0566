import { Schema } from 'effect';
import { DomainError, decodeInput } from '../write/index.ts';

/** A request body is a command's input: decoded as the write kit decodes every input. */
export { CalendarDay, decodeInput, NOT_AN_OBJECT, RequestInstant, isRequestInstant } from '../write/index.ts';

/** A positive integer id from a path parameter, or a 404 with the given message. */
export function parseId(raw: unknown, notFoundMessage: string): number {
  const text = String(raw);
  const id = /^[1-9]\d{0,15}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id)) throw new DomainError(404, 'not_found', notFoundMessage);
  return id;
}

/** The `page` and `limit` of a listing's query string: a page number from 1, from 1 to `maxPageSize` a page. */
export const pageQuery = (maxPageSize: number) => ({
  page: Schema.optional(Schema.String.check(Schema.isPattern(/^[1-9]\d{0,8}$/))),
  limit: Schema.optional(
    Schema.String.check(
      Schema.isPattern(/^[1-9]\d{0,2}$/),
      Schema.makeFilter((v: string) => Number(v) <= maxPageSize),
    ),
  ),
});

/**
 * A listing's query string decoded as an input (an empty parameter counts as absent), with its page
 * (from 1) and its page size (`limit`, else `defaultPageSize`).
 */
export function decodeListQuery<T extends { readonly page?: string; readonly limit?: string }>(
  query: object,
  schema: Schema.Codec<T, unknown>,
  fieldMessages: Readonly<Record<string, string>>,
  defaultPageSize: number,
): { query: T; page: number; limit: number } {
  const given = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
  const decoded = decodeInput(schema, given, fieldMessages);
  return {
    query: decoded,
    page: decoded.page ? Number(decoded.page) : 1,
    limit: decoded.limit ? Number(decoded.limit) : defaultPageSize,
  };
}

/** The end of a period as an instant: a bare date means the whole of that day. */
export const periodEnd = (to: string | undefined): string | undefined =>
  to && /^\d{4}-\d{2}-\d{2}$/.test(to) ? `${to}T23:59:59.999Z` : to && new Date(to).toISOString();
