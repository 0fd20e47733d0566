import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Accounts for browser tests: admins as `npm run admin:create` makes them, buyers and suppliers by API. */

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
export const PASSWORD = 'e2e-пароль-1';
/** A valid ИНН of an organisation; a user's ИНН need not be unique. */
export const USER_INN = '7707083893';
export const unique = (): string => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

export interface Account {
  email: string;
  password: string;
  /** An access token from signing in by API, for setting up data. */
  token: string;
  id: number;
}

async function signIn(request: APIRequestContext, email: string): Promise<Account> {
  let account: Account | null = null;
  await expect
    .poll(
      async () => {
        const response = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
        if (response.ok()) {
          const body = (await response.json()) as { accessToken: string; user: { id: number } };
          account = { email, password: PASSWORD, token: body.accessToken, id: body.user.id };
        }
        return response.status();
      },
      { timeout: 15_000 },
    )
    .toBe(200);
  return account!;
}

/** Into the running server's event store, as the CLI does; then signed in once its read model has it. */
export async function createAdmin(request: APIRequestContext): Promise<Account> {
  const email = `e2e-admin-${unique()}@example.ru`;
  await promisify(execFile)(
    join(repoRoot, 'node_modules/.bin/node'),
    ['backend/app/cli/admin-create.ts', '--email', email, '--password', PASSWORD],
    { cwd: repoRoot, env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, NODE_ENV: 'test' } },
  );
  return signIn(request, email);
}

export async function registerByApi(
  request: APIRequestContext,
  role: 'buyer' | 'supplier',
): Promise<Account> {
  const email = `e2e-${role}-${unique()}@example.ru`;
  const response = await request.post('/api/auth/register', {
    data: {
      email,
      inn: USER_INN,
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      role,
      firstName: role === 'supplier' ? 'Поставщик' : 'Пользователь',
      lastName: `ИНН ${USER_INN}`,
      middleName: '',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return signIn(request, email);
}

/** Signs in through the login page and lands on `redirect`. */
export async function loginOnPage(
  page: Page,
  account: Pick<Account, 'email' | 'password'>,
  redirect: string,
): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  const form = page.getByRole('main').getByRole('form', { name: 'Вход' });
  await form.getByLabel(/^Email/).fill(account.email);
  await form.getByLabel(/^Пароль/).fill(account.password);
  await form.getByRole('button', { name: 'Войти' }).click();
}

/**
 * Resolves once the page's realtime socket is signed in (the gateway answered `auth_ok`): from then
 * on, whatever happens to its user is pushed to it. Call before the navigation that opens the socket.
 */
export function socketSignedIn(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"auth_ok"')) resolve();
      });
    });
  });
}
