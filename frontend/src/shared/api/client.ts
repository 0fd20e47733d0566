/**
 * The JSON client for our own `/api`.
 *
 * - Every request except the auth calls carries `Authorization: Bearer <access token>`; with no
 *   access token but a refresh token, the tokens are refreshed first.
 * - A 401 triggers one token refresh and one retry, never more; concurrent 401s share one refresh.
 * - A failed refresh ends the session: the user is told 'Сессия истекла…' and sent to the login.
 * - Every failure becomes an {@link ApiError} with the server's Russian `message`, or the
 *   catalogue's default for the status. Aborts (TanStack Query cancelling) are rethrown untouched.
 * - Toasts: failed changes (non-GET) and session endings are toasted here; a failed read is shown
 *   by the page that made it (its error state), so one failure never shows twice.
 */
import { toast } from '../toast';
import { clearSession, getSession, replaceTokens } from '../session';
import { API_MESSAGES, defaultErrorMessage } from './messages';

export const API_BASE = '/';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: QueryParams;
  /** Plain values are sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Attach the access token and refresh on 401. Default: every call except the auth calls. */
  auth?: boolean;
  /** Error toast: 'auto' toasts failed changes and session endings, not failed reads. */
  notify?: 'auto' | 'always' | 'never';
  /** A 403 on this call means the account may no longer act at all: end the session. */
  endSessionOnForbidden?: boolean;
  /**
   * A creation (ADR 0062): sent with one Idempotency-Key for the whole call, so that a resend (after
   * a token refresh) never makes a second resource; a 202 (stored, not readable yet) is followed to
   * its Location until the resource answers.
   */
  create?: boolean;
}

/** Told when a creation was stored but could not be read back within the wait (ADR 0062). */
export const CREATION_MESSAGES = {
  notYetVisible: 'Запрос принят и сохранён, но ещё не показан. Обновите страницу через несколько секунд',
} as const;

/** Waits between reads of a stored creation's Location: about 15 s in all. */
const ACCEPTED_WAITS_MS = [250, 500, 750, 1000, 1500, 2000, 2000, 3000, 4000];

/** 32 hex digits; getRandomValues works on plain-HTTP pages too, where randomUUID does not exist. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const hasLocation = (body: unknown): boolean =>
  typeof (body as { location?: unknown } | null)?.location === 'string';

/** Reads a 202's Location until the resource answers; a 404 or a 202 there means "not yet". */
async function followAccepted(accepted: unknown, options: RequestOptions): Promise<unknown> {
  const location = (accepted as { location?: unknown } | null)?.location;
  if (typeof location !== 'string' || !location.startsWith('/api/'))
    throw new ApiError(202, CREATION_MESSAGES.notYetVisible, accepted);
  for (const wait of ACCEPTED_WAITS_MS) {
    await pause(wait);
    const response = await authorizedResponse(location, { method: 'GET', signal: options.signal });
    if (response.status === 200) {
      const parsed = await readJson(response);
      if (!parsed.ok) throw new ApiError(response.status, API_MESSAGES.invalidResponse);
      return parsed.value;
    }
    if (response.status !== 404 && response.status !== 202) throw await failureOf(response);
  }
  throw new ApiError(202, CREATION_MESSAGES.notYetVisible, accepted);
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the server could not be reached at all. */
  readonly status: number;
  /** Parsed error body, e.g. field errors of a 400. */
  readonly body: unknown;
  /** The failure ended the session (the user has been signed out). */
  readonly sessionEnded: boolean;

  constructor(status: number, message: string, body?: unknown, sessionEnded = false) {
    super(message);
    this.status = status;
    this.body = body;
    this.sessionEnded = sessionEnded;
  }
}

export const NETWORK_ERROR_MESSAGE = API_MESSAGES.noResponse;
export const INVALID_RESPONSE_MESSAGE = API_MESSAGES.invalidResponse;

type SessionEndListener = (message: string) => void;
const sessionEndListeners = new Set<SessionEndListener>();

/** The app subscribes here to send a signed-out user to the login page. */
export function onSessionEnd(listener: SessionEndListener): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

/**
 * Where the API is: the page's own origin in the browser (relative addresses); the server that
 * renders public pages sets its own loopback origin here (ADR 0042).
 */
let apiOrigin = '';
export function setApiOrigin(origin: string): void {
  apiOrigin = origin.replace(/\/+$/, '');
}

export function buildUrl(path: string, query?: QueryParams): string {
  const url = apiOrigin + API_BASE + path.replace(/^\/+/, '');
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

const AUTH_CALL = /^\/?api\/auth\/(login|register|refresh)(\/|\?|$)/;

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function messageOf(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
}

async function readJson(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await response.text();
  if (text === '') return { ok: true, value: undefined };
  const type = response.headers.get('content-type') ?? '';
  if (!/[/+]json\b/i.test(type)) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const { method = 'GET', query, body, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  try {
    return await fetch(buildUrl(path, query), {
      method,
      headers,
      body: payload,
      signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (isAbort(error) || signal?.aborted) throw error;
    throw new ApiError(0, API_MESSAGES.noResponse);
  }
}

async function failureOf(response: Response): Promise<ApiError> {
  const parsed = await readJson(response);
  const body = parsed.ok ? parsed.value : undefined;
  return new ApiError(response.status, messageOf(body) ?? defaultErrorMessage(response.status), body);
}

function endSession(message: string, status = 401): ApiError {
  clearSession();
  return new ApiError(status, message, undefined, true);
}

let refreshInFlight: Promise<string> | null = null;

/**
 * Exchanges the refresh token for a new pair (each refresh token works once on the server, so
 * parallel callers must share one exchange). Resolves with the new access token; a refusal ends
 * the session. A network failure keeps the session: losing Wi-Fi is no reason to sign out.
 */
export function refreshTokens(): Promise<string> {
  refreshInFlight ??= (async () => {
    const { refreshToken } = getSession();
    if (!refreshToken) throw endSession(API_MESSAGES.refreshWithoutToken);
    const response = await send('/api/auth/refresh', { method: 'POST', body: { refreshToken } }, null);
    if (!response.ok) throw endSession(API_MESSAGES.sessionExpired);
    const parsed = await readJson(response);
    const tokens = parsed.ok
      ? (parsed.value as { accessToken?: unknown; refreshToken?: unknown })
      : undefined;
    if (typeof tokens?.accessToken !== 'string' || tokens.accessToken === '') {
      throw endSession(API_MESSAGES.sessionExpired);
    }
    replaceTokens({
      accessToken: tokens.accessToken,
      refreshToken: typeof tokens.refreshToken === 'string' ? tokens.refreshToken : null,
    });
    return tokens.accessToken;
  })().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

async function authorizedResponse(path: string, options: RequestOptions): Promise<Response> {
  let { accessToken } = getSession();
  if (!accessToken && getSession().refreshToken) accessToken = await refreshTokens();
  const first = await send(path, options, accessToken);
  if (first.status !== 401) return first;
  if (!getSession().refreshToken) {
    // Nobody to refresh: a guest reached a signed-in call, or the session was already dropped.
    if (accessToken || getSession().user) throw endSession(API_MESSAGES.sessionExpired);
    throw await failureOf(first);
  }
  const renewed = await refreshTokens();
  const second = await send(path, options, renewed);
  if (second.status === 401) throw endSession(API_MESSAGES.sessionExpired);
  return second;
}

function report(error: ApiError, options: RequestOptions): void {
  if (error.sessionEnded) {
    toast.error(error.message);
    for (const listener of sessionEndListeners) listener(error.message);
    return;
  }
  const notify = options.notify ?? 'auto';
  const isChange = (options.method ?? 'GET') !== 'GET';
  if (notify === 'always' || (notify === 'auto' && isChange)) toast.error(error.message);
}

/**
 * A file the API answers (a CSV export), with the same token, refresh and error handling as
 * `apiRequest`: a plain link could not carry the Authorization header.
 */
export async function apiBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  try {
    const response = await authorizedResponse(path, options);
    if (!response.ok) throw await failureOf(response);
    return await response.blob();
  } catch (error) {
    if (error instanceof ApiError) report(error, options);
    throw error;
  }
}

export async function apiRequest<T>(path: string, given: RequestOptions = {}): Promise<T> {
  // A caller that may retry the same creation across calls (the basket's checkout) brings its own key.
  const options = given.create
    ? {
        ...given,
        headers: {
          ...given.headers,
          'Idempotency-Key': given.headers?.['Idempotency-Key'] ?? newIdempotencyKey(),
        },
      }
    : given;
  const useAuth = options.auth ?? !AUTH_CALL.test(path);
  try {
    const response = useAuth ? await authorizedResponse(path, options) : await send(path, options, null);
    if (!response.ok) {
      const failure = await failureOf(response);
      if (response.status === 403 && options.endSessionOnForbidden) {
        throw endSession(API_MESSAGES.accessDeniedLogout, 403);
      }
      throw failure;
    }
    const parsed = await readJson(response);
    if (!parsed.ok) throw new ApiError(response.status, API_MESSAGES.invalidResponse);
    // A write stored but not shown yet (ADR 0062): a creation, or a change that names where to read it.
    if (response.status === 202 && (options.create || hasLocation(parsed.value)))
      return (await followAccepted(parsed.value, options)) as T;
    return parsed.value as T;
  } catch (error) {
    if (error instanceof ApiError) report(error, options);
    throw error;
  }
}

export function apiGet<T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}): Promise<T> {
  return apiRequest<T>(path, { ...options, method: 'GET' });
}

/** Client errors (4xx) will not change on a retry; network and server errors might. */
export function isRetryableError(error: unknown): boolean {
  if (error instanceof ApiError) {
    if (error.sessionEnded) return false;
    return error.status === 0 || error.status >= 500 || error.status === 429;
  }
  return true;
}
