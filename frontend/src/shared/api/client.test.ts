import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, apiRequest, buildUrl } from './client';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

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

describe('buildUrl', () => {
  it('joins the path to the base and drops empty query values', () => {
    expect(buildUrl('api/categories', { tree_view: true, page: 2, search: undefined, q: null })).toBe(
      '/api/categories?tree_view=true&page=2',
    );
    expect(buildUrl('/api/health')).toBe('/api/health');
  });
});

describe('apiRequest', () => {
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
      apiRequest('api/contact', { method: 'POST', body: { name: 'Иван' } }),
    ).resolves.toBeUndefined();
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"name":"Иван"}');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it("throws ApiError with the status and the server's Russian message", async () => {
    const body = { message: 'Категория не найдена' };
    fetchMock.mockResolvedValue(response(JSON.stringify(body), 404));
    const error = await failure(apiGet('api/categories/999'));
    expect(error.status).toBe(404);
    expect(error.message).toBe('Категория не найдена');
    expect(error.body).toEqual(body);
  });

  it('falls back to a Russian text when the error has no message', async () => {
    fetchMock.mockResolvedValue(response('<html>Bad Gateway</html>', 502, 'text/html'));
    const error = await failure(apiGet('api/categories'));
    expect(error.status).toBe(502);
    expect(error.message).toBe('Ошибка на сервере. Попробуйте немного позже.');
  });

  it('reports an unreachable server as status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(apiGet('api/categories'));
    expect(error.status).toBe(0);
    expect(error.message).toMatch(/^Нет связи с сервером/);
  });

  it('rejects a successful response that is not JSON (e.g. the SPA fallback page)', async () => {
    fetchMock.mockResolvedValue(response('<!doctype html>', 200, 'text/html'));
    const error = await failure(apiGet('api/categories'));
    expect(error.message).toBe('Сервер вернул некорректный ответ.');
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
