import { Cause, Exit, Schema } from 'effect';
import { DomainError, badRequest } from '../write-kit/index.ts';

export const NOT_AN_OBJECT = 'Ожидается JSON-объект в теле запроса';

/** Top-level fields that an Effect schema issue points at. */
function failedFields(issue: unknown, found = new Set<string>()): Set<string> {
  if (!issue || typeof issue !== 'object') return found;
  const node = issue as { _tag?: string; path?: readonly PropertyKey[]; issue?: unknown; issues?: readonly unknown[] };
  if (node._tag === 'Pointer' && node.path && node.path.length > 0) {
    found.add(String(node.path[0]));
    return found;
  }
  if (node.issue) failedFields(node.issue, found);
  for (const child of node.issues ?? []) failedFields(child, found);
  return found;
}

/**
 * Decodes a request body with a command schema. A failure becomes a 400 whose message and field
 * errors are the Russian texts the module gives for each field.
 */
export function decodeBody<S extends Schema.Top>(
  schema: S,
  body: unknown,
  fieldMessages: Readonly<Record<string, string>>,
): S['Type'] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest(NOT_AN_OBJECT);
  const exit = Schema.decodeUnknownExit(schema as unknown as Schema.Codec<S['Type'], unknown>)(body, { errors: 'all' });
  if (Exit.isSuccess(exit)) return exit.value;
  const error = Cause.squash(exit.cause) as { issue?: unknown };
  const fields: Record<string, string> = {};
  for (const field of failedFields(error.issue)) {
    fields[field] = fieldMessages[field] ?? `Некорректное значение поля «${field}»`;
  }
  const first = Object.values(fields)[0] ?? 'Некорректные данные запроса';
  throw badRequest(first, fields);
}

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
