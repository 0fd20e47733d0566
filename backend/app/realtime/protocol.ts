/**
 * What travels on the realtime socket, parsed as untrusted input (ADR 0013). A client sends only
 * `{ type: 'auth', token, userId? }`; anything that is not a JSON object is a protocol violation,
 * an object with an unknown `type` is ignored.
 */

/** Channel on which modules publish `{ userId, type, data }` for a user to see at once. */
export const REALTIME_CHANNEL = 'realtime';

/** Types the server pushes to a user's sockets (published on REALTIME_CHANNEL by the modules). */
export const PUSH_TYPES = ['new_message', 'notification'] as const;
export type PushType = (typeof PUSH_TYPES)[number];

export interface RealtimeMessage {
  /** The recipient (a user id, as in the access token's subject). */
  readonly userId: string;
  readonly type: PushType;
  readonly data: unknown;
}

export type ClientMessage =
  | { readonly kind: 'auth'; readonly token: string; readonly userId: string | null }
  | { readonly kind: 'bad_auth' }
  | { readonly kind: 'unknown' }
  | { readonly kind: 'violation' };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/** A user id as the spec's client sends it (number or string), or null when absent. */
function userIdOf(value: unknown): string | null | undefined {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  if (typeof value === 'string' && value.length > 0 && value.length <= 64) return value;
  return undefined;
}

export function parseClientMessage(text: string): ClientMessage {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: 'violation' };
  }
  if (!isPlainObject(value) || typeof value.type !== 'string') return { kind: 'violation' };
  if (value.type !== 'auth') return { kind: 'unknown' };
  const userId = userIdOf(value.userId);
  if (
    typeof value.token !== 'string' ||
    value.token.length === 0 ||
    value.token.length > 4096 ||
    userId === undefined
  )
    return { kind: 'bad_auth' };
  return { kind: 'auth', token: value.token, userId };
}

/** A message from pub/sub (another process may have published it): checked before delivery. */
export function parseRealtimeMessage(value: unknown): RealtimeMessage | null {
  if (!isPlainObject(value)) return null;
  const userId = typeof value.userId === 'number' ? String(value.userId) : value.userId;
  if (typeof userId !== 'string' || userId.length === 0) return null;
  if (!PUSH_TYPES.includes(value.type as PushType)) return null;
  return { userId, type: value.type as PushType, data: value.data ?? null };
}
