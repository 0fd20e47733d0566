import type { Express, Request } from 'express';
import { badRequest } from '../write/index.ts';

/** What a 400 says of a query parameter given more than once. */
export const repeatedParameter = (name: string): string => `Параметр «${name}» указан несколько раз`;

/** What a 400 says of a list's `page`, and of its `limit` when above `maxLimit` or below 1. */
export const pageMessages = (maxLimit: number) =>
  ({
    page: 'Параметр page — номер страницы, целое число от 1',
    limit: `Параметр limit — целое число от 1 до ${maxLimit}`,
  }) as const;

/** A 400 that names the field at fault. */
export const fieldError = (field: string, message: string): never => {
  throw badRequest(message, { [field]: message });
};

/** One value of a query parameter, trimmed; undefined when absent or empty; 400 when repeated. */
export function queryParam(req: Request, name: string): string | undefined {
  const value = req.query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') fieldError(name, repeatedParameter(name));
  const trimmed = (value as string).trim();
  return trimmed === '' ? undefined : trimmed;
}

/**
 * A whole number from 1 to `max` written with at most `maxDigits` digits; `fallback` when the
 * parameter is absent, a 400 with `message` on `field` otherwise.
 */
export function queryInteger(
  text: string | undefined,
  field: string,
  message: string,
  limits: { readonly max: number; readonly fallback: number; readonly maxDigits: number },
): number {
  if (text === undefined) return limits.fallback;
  const digits = new RegExp(`^\\d{1,${limits.maxDigits}}$`);
  if (!digits.test(text) || Number(text) < 1 || Number(text) > limits.max) fieldError(field, message);
  return Number(text);
}

/** Where a request keeps its query once parsed. */
const PARSED_QUERY = Symbol('parsedQuery');

/**
 * `req.query` parsed once per request: Express 5 reads it through a getter that parses the query
 * string again on every access, and a list's parameters are read one by one (the catalogue reads
 * seventeen). The app's requests get a getter of their own that parses it as Express does on the
 * first access and keeps it on the request for the later ones.
 */
export function queryParsedOnce(app: Express): void {
  const express = queryGetterOf(app.request);
  Object.defineProperty(app.request, 'query', {
    configurable: true,
    enumerable: true,
    get(this: Request & { [PARSED_QUERY]?: unknown }) {
      if (!(PARSED_QUERY in this)) this[PARSED_QUERY] = express.call(this);
      return this[PARSED_QUERY];
    },
  });
}

/** Express's own `req.query` getter, on the app's request prototypes. */
function queryGetterOf(request: object): (this: Request) => unknown {
  for (let proto: object | null = request; proto; proto = Object.getPrototypeOf(proto)) {
    const getter = Object.getOwnPropertyDescriptor(proto, 'query')?.get;
    if (getter) return getter as (this: Request) => unknown;
  }
  throw new Error('Express defines no req.query getter');
}
