import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession, startSession, type User } from '../session';
import { clear as clearToasts, getToasts } from '../toast/store';
import { ApiError, CREATION_MESSAGES, apiGet, apiRequest, buildUrl, onSessionEnd } from './client';
import { API_MESSAGES } from './messages';

const fetchMock = vi.fn<typeof fetch>();
const user: User = { id: 7, email: 'buyer@example.ru', role: 'buyer', firstName: 'Иван' };

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  clearSession();
  clearToasts();
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function response(body: string, status: number, type = 'application/json'): Response {
  return new Response(body, { status, headers: { 'Content-Type': type } });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const authHeader = (call: number) =>
  (fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string> | undefined)?.Authorization;
const urlOf = (call: number) => String(fetchMock.mock.calls[call]?.[0]);
const toastMessages = () => getToasts().map((toast) => `${toast.type}: ${toast.message}`);

describe('buildUrl', () => {
  it('joins the path to the base and drops empty query values', () => {
    expect(buildUrl('api/categories', { tree_view: true, page: 2, search: undefined, q: null })).toBe(
      '/api/categories?tree_view=true&page=2',
    );
    expect(buildUrl('/api/health')).toBe('/api/health');
  });
});

describe('apiRequest basics', () => {
  it('returns the parsed JSON of a successful response', async () => {
    fetchMock.mockResolvedValue(response('[{"id":1}]', 200));
    await expect(apiGet('api/categories')).resolves.toEqual([{ id: 1 }]);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('GET');
    expect((init?.headers as Record<string, string>).Accept).toBe('application/json');
  });

  it('sends a JSON body', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(
      apiRequest('api/feedback', { method: 'POST', body: { name: 'Иван' } }),
    ).resolves.toBeUndefined();
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"name":"Иван"}');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('rejects a successful response that is not JSON (e.g. the SPA fallback page)', async () => {
    fetchMock.mockResolvedValue(response('<!doctype html>', 200, 'text/html'));
    const error = await failure(apiGet('api/categories'));
    expect(error.message).toBe(API_MESSAGES.invalidResponse);
  });

  it('rethrows an abort untouched', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValue(new DOMException('The operation was aborted.', 'AbortError'));
    await expect(apiGet('api/categories', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('error catalogue', () => {
  it.each([
    [404, 'Запрашиваемый ресурс не найден'],
    [500, 'Произошла ошибка сервера. Попробуйте позже'],
    [502, 'Произошла ошибка сервера. Попробуйте позже'],
    [403, 'У вас нет прав для выполнения этого действия'],
    [409, 'Произошла ошибка при выполнении запроса'],
    [422, 'Произошла ошибка при выполнении запроса'],
  ])('status %i without a message → «%s»', async (status, message) => {
    fetchMock.mockResolvedValue(response('<html>oops</html>', status, 'text/html'));
    const error = await failure(apiGet('api/categories'));
    expect(error.status).toBe(status);
    expect(error.message).toBe(message);
  });

  it("shows the server's message when there is one", async () => {
    const body = { message: 'Категория не найдена' };
    fetchMock.mockResolvedValue(json(body, 404));
    const error = await failure(apiGet('api/categories/999'));
    expect(error.message).toBe('Категория не найдена');
    expect(error.body).toEqual(body);
  });

  it('no response → «Не удалось связаться с сервером…», status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(apiGet('api/categories'));
    expect(error.status).toBe(0);
    expect(error.message).toBe('Не удалось связаться с сервером. Проверьте подключение к интернету');
  });

  it('toasts a failed change but leaves a failed read to its page', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json({ message: 'Слишком много запросов' }, 429)));
    await failure(apiRequest('api/feedback', { method: 'POST', body: {} }));
    expect(toastMessages()).toEqual(['error: Слишком много запросов']);
    clearToasts();
    await failure(apiGet('api/news'));
    expect(toastMessages()).toEqual([]);
    await failure(apiGet('api/news', { notify: 'always' }));
    expect(toastMessages()).toEqual(['error: Слишком много запросов']);
  });

  it('a 403 that ends the session → «Доступ запрещен…», signed out', async () => {
    startSession({ accessToken: 'a.b.c', refreshToken: 'r1', user });
    fetchMock.mockResolvedValue(json({ message: 'Учётная запись заблокирована' }, 403));
    const error = await failure(apiGet('api/auth/current-user', { endSessionOnForbidden: true }));
    expect(error.message).toBe('Доступ запрещен. Пожалуйста, войдите заново');
    expect(error.sessionEnded).toBe(true);
    expect(getSession().user).toBeNull();
  });
});

describe('tokens and refresh', () => {
  it('adds the Bearer token to every call except the auth calls', async () => {
    startSession({ accessToken: 'access-1', refreshToken: 'refresh-1', user });
    fetchMock.mockImplementation(() => Promise.resolve(json({})));
    await apiGet('api/users/profile');
    await apiRequest('api/auth/login', { method: 'POST', body: {} });
    await apiRequest('api/auth/register', { method: 'POST', body: {} });
    expect(authHeader(0)).toBe('Bearer access-1');
    expect(authHeader(1)).toBeUndefined();
    expect(authHeader(2)).toBeUndefined();
  });

  it('with no access token but a refresh token, refreshes first', async () => {
    startSession({ accessToken: '', refreshToken: 'refresh-1', user });
    fetchMock
      .mockResolvedValueOnce(json({ accessToken: 'access-2', refreshToken: 'refresh-2' }))
      .mockResolvedValueOnce(json({ ok: true }));
    await expect(apiGet('api/users/profile')).resolves.toEqual({ ok: true });
    expect(urlOf(0)).toBe('/api/auth/refresh');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ refreshToken: 'refresh-1' });
    expect(authHeader(1)).toBe('Bearer access-2');
  });

  it('a 401 refreshes once and retries once with the new token; the user is kept', async () => {
    startSession({ accessToken: 'old', refreshToken: 'refresh-1', user }, 1_000);
    fetchMock
      .mockResolvedValueOnce(json({ message: 'Срок действия токена истёк' }, 401))
      .mockResolvedValueOnce(json({ accessToken: 'new', refreshToken: 'refresh-2' }))
      .mockResolvedValueOnce(json({ id: 1 }));
    await expect(apiGet('api/users/profile')).resolves.toEqual({ id: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(authHeader(2)).toBe('Bearer new');
    expect(getSession()).toMatchObject({
      accessToken: 'new',
      refreshToken: 'refresh-2',
      user,
      lastAuthAt: 1_000,
    });
  });

  it('retries only once: a second 401 ends the session with «Сессия истекла…» and the login redirect', async () => {
    startSession({ accessToken: 'old', refreshToken: 'refresh-1', user });
    const ended = vi.fn();
    const unsubscribe = onSessionEnd(ended);
    fetchMock
      .mockResolvedValueOnce(json({}, 401))
      .mockResolvedValueOnce(json({ accessToken: 'new', refreshToken: 'refresh-2' }))
      .mockResolvedValueOnce(json({}, 401));
    const error = await failure(apiGet('api/users/profile'));
    unsubscribe();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(error.message).toBe('Сессия истекла. Пожалуйста, войдите заново');
    expect(error.sessionEnded).toBe(true);
    expect(getSession().user).toBeNull();
    expect(ended).toHaveBeenCalledWith('Сессия истекла. Пожалуйста, войдите заново');
    expect(toastMessages()).toEqual(['error: Сессия истекла. Пожалуйста, войдите заново']);
  });

  it('a refused refresh logs out, tells the user and redirects; the request is not retried', async () => {
    startSession({ accessToken: 'old', refreshToken: 'refresh-1', user });
    const ended = vi.fn();
    const unsubscribe = onSessionEnd(ended);
    fetchMock
      .mockResolvedValueOnce(json({}, 401))
      .mockResolvedValueOnce(json({ message: 'Токен отозван' }, 401));
    const error = await failure(apiGet('api/users/profile'));
    unsubscribe();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(error.message).toBe('Сессия истекла. Пожалуйста, войдите заново');
    expect(getSession()).toMatchObject({ accessToken: null, refreshToken: null, user: null });
    expect(ended).toHaveBeenCalledOnce();
  });

  it('a refresh answer without an access token counts as a failure', async () => {
    startSession({ accessToken: 'old', refreshToken: 'refresh-1', user });
    fetchMock.mockResolvedValueOnce(json({}, 401)).mockResolvedValueOnce(json({ refreshToken: 'r' }));
    const error = await failure(apiGet('api/users/profile'));
    expect(error.sessionEnded).toBe(true);
    expect(getSession().user).toBeNull();
  });

  it('a 401 with no refresh token while signed in → «Сессия истекла…», signed out', async () => {
    startSession({ accessToken: 'old', refreshToken: '', user });
    fetchMock.mockResolvedValueOnce(json({}, 401));
    const error = await failure(apiGet('api/users/profile'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(error.message).toBe('Сессия истекла. Пожалуйста, войдите заново');
    expect(getSession().user).toBeNull();
  });

  it('a guest reaching a signed-in call gets the server message, no session ending', async () => {
    const ended = vi.fn();
    const unsubscribe = onSessionEnd(ended);
    fetchMock.mockResolvedValueOnce(json({ message: 'Необходимо войти в систему' }, 401));
    const error = await failure(apiGet('api/notifications'));
    unsubscribe();
    expect(error.message).toBe('Необходимо войти в систему');
    expect(error.sessionEnded).toBe(false);
    expect(ended).not.toHaveBeenCalled();
  });

  it('parallel 401s share one refresh (each refresh token works once on the server)', async () => {
    startSession({ accessToken: 'old', refreshToken: 'refresh-1', user });
    fetchMock.mockImplementation((input, init) => {
      const url = String(input);
      const token = (init?.headers as Record<string, string>).Authorization;
      if (url === '/api/auth/refresh')
        return Promise.resolve(json({ accessToken: 'new', refreshToken: 'refresh-2' }));
      return Promise.resolve(token === 'Bearer new' ? json({ url }) : json({}, 401));
    });
    const answers = await Promise.all([apiGet('api/a'), apiGet('api/b'), apiGet('api/c')]);
    expect(answers).toEqual([{ url: '/api/a' }, { url: '/api/b' }, { url: '/api/c' }]);
    expect(fetchMock.mock.calls.filter(([input]) => String(input) === '/api/auth/refresh')).toHaveLength(1);
  });

  it('a network failure during refresh keeps the session', async () => {
    startSession({ accessToken: 'old', refreshToken: 'refresh-1', user });
    fetchMock.mockResolvedValueOnce(json({}, 401)).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await failure(apiGet('api/users/profile'));
    expect(error.status).toBe(0);
    expect(getSession().refreshToken).toBe('refresh-1');
  });
});

describe('creations (ADR 0062)', () => {
  const keyOf = (call: number) =>
    (fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string> | undefined)?.['Idempotency-Key'];

  it('send one Idempotency-Key for the whole call, the resend after a refresh included', async () => {
    startSession({ accessToken: 'old', refreshToken: 'r1', user });
    fetchMock
      .mockResolvedValueOnce(json({ message: 'expired' }, 401))
      .mockResolvedValueOnce(json({ accessToken: 'new', refreshToken: 'r2' }))
      .mockResolvedValueOnce(json({ id: 5 }, 201));
    await expect(apiRequest('api/orders', { method: 'POST', body: {}, create: true })).resolves.toEqual({
      id: 5,
    });
    expect(keyOf(0)).toMatch(/^[0-9a-f]{32}$/);
    expect(keyOf(2)).toBe(keyOf(0));
    // another call, another key; a call that is no creation sends none
    fetchMock.mockResolvedValueOnce(json({ id: 6 }, 201)).mockResolvedValueOnce(json({ ok: true }));
    await apiRequest('api/orders', { method: 'POST', body: {}, create: true });
    await apiRequest('api/orders/6/cancel', { method: 'POST', body: {} });
    expect(keyOf(3)).not.toBe(keyOf(0));
    expect(keyOf(4)).toBeUndefined();
  });

  it('follow a 202 to its Location until the resource answers', async () => {
    vi.useFakeTimers();
    try {
      startSession({ accessToken: 'token', refreshToken: 'r1', user });
      fetchMock
        .mockResolvedValueOnce(json({ id: 9, location: '/api/orders/9' }, 202))
        .mockResolvedValueOnce(json({ message: 'Заявка не найдена' }, 404))
        .mockResolvedValueOnce(json({ id: 9, status: 'requested' }));
      const created = apiRequest('api/orders', { method: 'POST', body: {}, create: true });
      await vi.runAllTimersAsync();
      await expect(created).resolves.toEqual({ id: 9, status: 'requested' });
      expect(urlOf(1)).toBe('/api/orders/9');
      expect(fetchMock.mock.calls[1]?.[1]?.method).toBe('GET');
      expect(authHeader(2)).toBe('Bearer token');
    } finally {
      vi.useRealTimers();
    }
  });

  it('follow a change’s 202 to its Location, so the caller gets the resource, never the bare id', async () => {
    vi.useFakeTimers();
    try {
      startSession({ accessToken: 'token', refreshToken: 'r1', user });
      fetchMock
        .mockResolvedValueOnce(json({ id: 4, location: '/api/categories/4' }, 202))
        .mockResolvedValueOnce(json({ id: 4, name: 'Тормоза' }));
      const changed = apiRequest('api/admin/categories/4', { method: 'PUT', body: { name: 'Тормоза' } });
      await vi.runAllTimersAsync();
      await expect(changed).resolves.toEqual({ id: 4, name: 'Тормоза' });
      expect(urlOf(1)).toBe('/api/categories/4');
      // a removal's 202 has no body: nothing to follow
      fetchMock.mockResolvedValueOnce(new Response(null, { status: 202 }));
      await expect(apiRequest('api/admin/categories/4', { method: 'DELETE' })).resolves.toBeUndefined();
      expect(fetchMock).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('say so when the stored creation cannot be read back within the wait', async () => {
    vi.useFakeTimers();
    try {
      startSession({ accessToken: 'token', refreshToken: 'r1', user });
      fetchMock.mockImplementation(async (url) =>
        String(url).endsWith('/api/orders')
          ? json({ id: 9, location: '/api/orders/9' }, 202)
          : json({ message: 'Заявка не найдена' }, 404),
      );
      const created = apiRequest('api/orders', { method: 'POST', body: {}, create: true, notify: 'never' });
      const told = failure(created);
      await vi.runAllTimersAsync();
      const error = await told;
      expect(error.status).toBe(202);
      expect(error.message).toBe(CREATION_MESSAGES.notYetVisible);
    } finally {
      vi.useRealTimers();
    }
  });
});
