import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

// The realtime socket as a browser opens it (port 3001 of the page's host; here the
// port after the page's): a page of the site is admitted and authenticates with its access token, a
// page of another host is refused during the handshake (ADR 0013).

/** Opens the socket from the page, sends the auth message, resolves with the first answer or 'refused'. */
async function authFromPage(page: Page, socketHost: string, token: string, userId: number): Promise<string> {
  return page.evaluate(
    ({ socketHost, token, userId }) =>
      new Promise<string>((resolve) => {
        const socket = new WebSocket(`ws://${socketHost}:${Number(location.port) + 1}`);
        socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', token, userId }));
        socket.onmessage = (event) => {
          resolve((JSON.parse(String(event.data)) as { type: string }).type);
          socket.close();
        };
        socket.onerror = () => resolve('refused');
      }),
    { socketHost, token, userId },
  );
}

test.describe('Realtime-сокет', () => {
  test('страница сайта подключается и входит с токеном доступа; страница другого хоста отклоняется', async ({
    page,
    request,
    baseURL,
  }) => {
    const password = 'пароль-для-тестов';
    const registered = await request.post('/api/auth/register', {
      data: {
        email: `socket-${Date.now()}@example.ru`,
        inn: '7707083893',
        password,
        passwordConfirm: password,
        role: 'buyer',
        firstName: 'Сокет',
        lastName: 'Проверка',
        middleName: '',
      },
    });
    expect(registered.status()).toBe(201);
    const { accessToken, user } = (await registered.json()) as { accessToken: string; user: { id: number } };

    await page.goto('/');
    const { hostname, port } = new URL(baseURL!);
    expect(await authFromPage(page, hostname, accessToken, user.id)).toBe('auth_ok');

    // The same site under another host name is another origin: its page may not open the socket of 127.0.0.1.
    const otherHost = hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
    await page.goto(`http://${otherHost}:${port}/`);
    expect(await authFromPage(page, hostname, accessToken, user.id)).toBe('refused');
  });
});
