import { Cause, Exit, Schema } from 'effect';
import { forbiddenCharacter } from '../../../shared/text/index.ts';
import { badRequest } from './errors.ts';

export const NOT_AN_OBJECT = 'Ожидается JSON-объект в теле запроса';

/** Why a text is refused whatever field it is in (ADR 0051). */
export const forbiddenCharacterMessage = (codePoint: string): string =>
  `Текст содержит недопустимый символ ${codePoint} (управляющий или не существующий в Юникоде) — удалите его`;

interface IssueNode {
  readonly _tag?: string;
  readonly path?: readonly PropertyKey[];
  readonly issue?: unknown;
  readonly issues?: readonly unknown[];
  readonly annotations?: { readonly told?: unknown };
}

/** The reason a check told itself (`told` in days.ts), found under a field's issue. */
function toldReason(issue: unknown): string | undefined {
  if (!issue || typeof issue !== 'object') return undefined;
  const node = issue as IssueNode;
  if (node._tag === 'InvalidValue' && typeof node.annotations?.told === 'string')
    return node.annotations.told;
  for (const child of [node.issue, ...(node.issues ?? [])]) {
    const reason = toldReason(child);
    if (reason !== undefined) return reason;
  }
  return undefined;
}

/** Top-level fields that an Effect schema issue points at, with the reason a check told, if one did. */
function failedFields(
  issue: unknown,
  found = new Map<string, string | undefined>(),
): Map<string, string | undefined> {
  if (!issue || typeof issue !== 'object') return found;
  const node = issue as IssueNode;
  if (node._tag === 'Pointer' && node.path && node.path.length > 0) {
    const field = String(node.path[0]);
    found.set(field, found.get(field) ?? toldReason(node.issue));
    return found;
  }
  if (node.issue) failedFields(node.issue, found);
  for (const child of node.issues ?? []) failedFields(child, found);
  return found;
}

/**
 * The first character no stored text may hold anywhere in a value (in its texts and its keys), as
 * «U+0000», or null. Walked without recursion: a body nested ten thousand deep costs no stack.
 */
function forbiddenIn(value: unknown): string | null {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      const found = forbiddenCharacter(next);
      if (found) return found;
    } else if (Array.isArray(next)) pending.push(...next);
    else if (next !== null && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) {
        const found = forbiddenCharacter(key);
        if (found) return found;
        pending.push(item);
      }
    }
  }
  return null;
}

/**
 * Fields whose text holds a character no stored text may hold (ADR 0051): in what the schema kept
 * when it decoded (fields it does not know are dropped, whatever they hold), else in the fields it
 * knows, as they were sent.
 */
function textFaults(
  schema: Schema.Top,
  input: Readonly<Record<string, unknown>>,
  decoded: unknown,
  fieldMessages: Readonly<Record<string, string>>,
): Record<string, string> {
  const known = new Set([
    ...Object.keys(fieldMessages),
    ...Object.keys((schema as { fields?: object }).fields ?? {}),
  ]);
  const source: Readonly<Record<string, unknown>> =
    decoded !== undefined && decoded !== null && typeof decoded === 'object'
      ? (decoded as Record<string, unknown>)
      : Object.fromEntries(Object.entries(input).filter(([field]) => known.has(field)));
  const faults: Record<string, string> = {};
  for (const [field, value] of Object.entries(source)) {
    const found = forbiddenIn(value);
    if (found) faults[field] = forbiddenCharacterMessage(found);
  }
  return faults;
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
    ? new Map<string, string | undefined>()
    : failedFields((Cause.squash(exit.cause) as { issue?: unknown }).issue);
  // A forbidden character or a day the calendar lacks is the reason itself, told over the field's text.
  const fields: Record<string, string> = textFaults(
    schema,
    input as Record<string, unknown>,
    Exit.isSuccess(exit) ? exit.value : undefined,
    fieldMessages,
  );
  for (const [field, told] of failed)
    fields[field] ??= told ?? fieldMessages[field] ?? `Некорректное значение поля «${field}»`;
  for (const [field, message] of Object.entries(crossFieldRules?.(input as Record<string, unknown>) ?? {}))
    fields[field] ??= message;
  if (Exit.isSuccess(exit) && Object.keys(fields).length === 0) return exit.value;
  const order = Object.keys(fieldMessages);
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  const sorted = Object.fromEntries(Object.entries(fields).sort(([a], [b]) => rank(a) - rank(b)));
  throw badRequest(Object.values(sorted)[0] ?? 'Некорректные данные запроса', sorted);
}
