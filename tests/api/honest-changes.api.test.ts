import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomCompany } from '../support/requisites.ts';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';
import { waitFor } from '../support/wait-for.ts';

/**
 * Changes answer honestly too (ADR 0062, issue 31): while the read side lags, a change answers 202
 * with the Location to read it from — never the old state as if it were the new one — and a
 * removal answers 202 instead of 204. The projection engine is paused, so the lag is real.
 */
let server: TestServer;
let admin: SignedIn;
let supplier: SignedIn;
let categoryId: number;
let companyId: number;
const company = randomCompany('ООО Честный ответ');

const send = (method: string, path: string, token: string, body?: unknown) =>
  server.request(path, { method, token, ...(body === undefined ? {} : { json: body }) });
const ok = async <T>(response: Response, status = 200): Promise<T> => {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
};
/** Runs `write` while the read side stands still, then lets it catch up. */
async function whileLagging(write: () => Promise<Response>): Promise<Response> {
  const engine = server.platform.engine!;
  await engine.pause();
  try {
    return await write();
  } finally {
    engine.resume();
  }
}

beforeAll(async () => {
  // A short wait for the read side, so the paused case answers quickly.
  server = await startTestServer({ env: { READ_WAIT_MS: '500' } });
  admin = await server.createAdmin();
  supplier = await server.registerUser({ role: 'supplier' });
  categoryId = (
    await ok<{ id: number }>(
      await send('POST', '/api/admin/categories', admin.accessToken, {
        name: 'Категория для честных ответов',
      }),
      201,
    )
  ).id;
  companyId = (
    await ok<{ id: number }>(await send('POST', '/api/companies', supplier.accessToken, company), 201)
  ).id;
});
afterAll(() => server.stop());

describe('a change while the read side lags', () => {
  it('a category renamed: 202 with its Location, and the new name there once the read side catches up', async () => {
    const answer = await whileLagging(() =>
      send('PUT', `/api/admin/categories/${categoryId}`, admin.accessToken, {
        name: 'Категория честных ответов',
      }),
    );
    const body = await ok<{ id: number; location: string }>(answer, 202);
    expect(body).toEqual({ id: categoryId, location: `/api/categories/${categoryId}` });
    expect(answer.headers.get('location')).toBe(body.location);
    await waitFor(
      async () =>
        ((await (await server.request(body.location)).json()) as { name: string }).name ===
        'Категория честных ответов',
      10_000,
      'the new name to be read',
    );
  });

  it('a company changed by its admin: 202, never the old requisites', async () => {
    const changed = { ...company, name: 'ООО Честный ответ и партнёры' };
    const answer = await whileLagging(() =>
      send('PUT', `/api/companies/${companyId}`, supplier.accessToken, changed),
    );
    expect(await ok<{ location: string }>(answer, 202)).toEqual({
      id: companyId,
      location: `/api/companies/${companyId}`,
    });
    await waitFor(
      async () =>
        (
          (await (await send('GET', `/api/companies/${companyId}`, supplier.accessToken)).json()) as {
            name: string;
          }
        ).name === changed.name,
      10_000,
      'the changed company to be read',
    );
  });

  it('a profile changed: 202 with the profile’s Location', async () => {
    const answer = await whileLagging(() =>
      send('PUT', '/api/users/profile', supplier.accessToken, {
        firstName: 'Ирина',
        lastName: 'Честная',
        middleName: '',
      }),
    );
    expect((await ok<{ location: string }>(answer, 202)).location).toBe('/api/users/profile');
    await waitFor(
      async () =>
        (
          (await (await send('GET', '/api/users/profile', supplier.accessToken)).json()) as {
            firstName: string;
          }
        ).firstName === 'Ирина',
      10_000,
      'the new name to be read',
    );
  });

  it('a category removed: 202, then it is gone', async () => {
    const answer = await whileLagging(() =>
      send('DELETE', `/api/admin/categories/${categoryId}`, admin.accessToken),
    );
    expect(answer.status).toBe(202);
    await waitFor(
      async () => (await server.request(`/api/categories/${categoryId}`)).status === 404,
      10_000,
      'the category to be gone',
    );
  });

  it('with the read side keeping up, a change answers 200 with the changed resource', async () => {
    const other = (
      await ok<{ id: number }>(
        await send('POST', '/api/admin/categories', admin.accessToken, {
          name: 'Вторая категория честных ответов',
        }),
        201,
      )
    ).id;
    expect(
      await ok(
        await send('PUT', `/api/admin/categories/${other}`, admin.accessToken, {
          name: 'Вторая, переименованная',
        }),
      ),
    ).toMatchObject({ id: other, name: 'Вторая, переименованная' });
  });
});
