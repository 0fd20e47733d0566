/**
 * Minimal JSON client for our own `/api`. Every failure becomes an {@link ApiError} that carries
 * the HTTP status and the server's Russian `message` (DESIGN.md: errors are `{ message }`), so
 * screens can show it as is. Aborts (TanStack Query cancelling a query) are rethrown untouched.
 */

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
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the server could not be reached at all. */
  readonly status: number;
  /** Parsed error body, e.g. field errors of a 400. */
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

export const NETWORK_ERROR_MESSAGE = 'Нет связи с сервером. Проверьте подключение и попробуйте ещё раз.';
export const INVALID_RESPONSE_MESSAGE = 'Сервер вернул некорректный ответ.';

/** Fallback text when the server gave no `message` (proxy pages, crashes, timeouts). */
export function defaultErrorMessage(status: number): string {
  if (status === 0) return NETWORK_ERROR_MESSAGE;
  if (status === 401) return 'Требуется вход в систему.';
  if (status === 403) return 'Недостаточно прав для этого действия.';
  if (status === 404) return 'Запрошенные данные не найдены.';
  if (status === 413) return 'Слишком большой объём данных.';
  if (status === 429) return 'Слишком много запросов. Попробуйте немного позже.';
  if (status >= 500) return 'Ошибка на сервере. Попробуйте немного позже.';
  return 'Не удалось выполнить запрос.';
}

export function buildUrl(path: string, query?: QueryParams): string {
  const url = API_BASE + path.replace(/^\/+/, '');
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

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

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: payload,
      signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (isAbort(error) || signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }

  const parsed = await readJson(response);
  if (!response.ok) {
    const errorBody = parsed.ok ? parsed.value : undefined;
    throw new ApiError(
      response.status,
      messageOf(errorBody) ?? defaultErrorMessage(response.status),
      errorBody,
    );
  }
  if (!parsed.ok) throw new ApiError(response.status, INVALID_RESPONSE_MESSAGE);
  return parsed.value as T;
}

export function apiGet<T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}): Promise<T> {
  return apiRequest<T>(path, { ...options, method: 'GET' });
}

/** Client errors (4xx) will not change on a retry; network and server errors might. */
export function isRetryableError(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 0 || error.status >= 500 || error.status === 429;
  return true;
}
