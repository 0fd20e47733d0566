import { Cause, Exit, Schema } from 'effect';
import { badRequest } from './errors.ts';

export const NOT_AN_OBJECT = 'Ожидается JSON-объект в теле запроса';

/** Top-level fields that an Effect schema issue points at. */
function failedFields(issue: unknown, found = new Set<string>()): Set<string> {
  if (!issue || typeof issue !== 'object') return found;
  const node = issue as {
    _tag?: string;
    path?: readonly PropertyKey[];
    issue?: unknown;
    issues?: readonly unknown[];
  };
  if (node._tag === 'Pointer' && node.path && node.path.length > 0) {
    found.add(String(node.path[0]));
    return found;
  }
  if (node.issue) failedFields(node.issue, found);
  for (const child of node.issues ?? []) failedFields(child, found);
  return found;
}

/** Rules between fields, read from the raw input: the Russian text for each field they fail. */
export type CrossFieldRules = (input: Readonly<Record<string, unknown>>) => Readonly<Record<string, string>>;

/**
 * Decodes what a command is given (a request body, a seed's or an import's row) with its schema. A
 * failure becomes a 400 whose field errors are the Russian texts the module gives for each field,
 * in the order of `fieldMessages`; the first one is the message. Rules between fields (a price
 * unless the price is negotiable) are told beside the fields' own errors, for fields that decoded.
 */
export function decodeInput<S extends Schema.Top>(
  schema: S,
  input: unknown,
  fieldMessages: Readonly<Record<string, string>>,
  crossFieldRules?: CrossFieldRules,
): S['Type'] {
  if (!input || typeof input !== 'object' || Array.isArray(input)) throw badRequest(NOT_AN_OBJECT);
  const exit = Schema.decodeUnknownExit(schema as unknown as Schema.Codec<S['Type'], unknown>)(input, {
    errors: 'all',
  });
  const failed = Exit.isSuccess(exit)
    ? new Set<string>()
    : failedFields((Cause.squash(exit.cause) as { issue?: unknown }).issue);
  const fields: Record<string, string> = {};
  for (const field of failed) fields[field] = fieldMessages[field] ?? `Некорректное значение поля «${field}»`;
  for (const [field, message] of Object.entries(crossFieldRules?.(input as Record<string, unknown>) ?? {}))
    fields[field] ??= message;
  if (Exit.isSuccess(exit) && Object.keys(fields).length === 0) return exit.value;
  const order = Object.keys(fieldMessages);
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  const sorted = Object.fromEntries(Object.entries(fields).sort(([a], [b]) => rank(a) - rank(b)));
  throw badRequest(Object.values(sorted)[0] ?? 'Некорректные данные запроса', sorted);
}
