import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RESET_MESSAGES } from '../../backend/modules/identity/index.ts';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';

/** Self-service password reset (ADR 0035): on the embedded default the link is in the log. */

let server: TestServer;
let user: SignedIn;
const logLines: string[] = [];

const post = (path: string, json: unknown) => server.request(path, { method: 'POST', json });
/** The newest reset link mailed to `email`, as the log mailer wrote it. */
function linkFor(email: string): string | null {
  for (const line of [...logLines].reverse()) {
    const entry = JSON.parse(line) as { mailTo?: string; text?: string };
    if (entry.mailTo === email) return /token=([^\s]+)/.exec(entry.text ?? '')?.[1] ?? null;
  }
  return null;
}
const awaitLink = (email: string, previous: string | null = null) =>
  vi.waitFor(() => {
    const token = linkFor(email);
    if (!token || token === previous) throw new Error('no letter yet');
    return token;
  });

beforeAll(async () => {
  const logger = pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) });
  server = await startTestServer({ seedDemo: false, logger });
  user = await server.registerUser({ role: 'buyer', password: 'старый-пароль-1' });
}, 60_000);
afterAll(() => server.stop());

describe('resetting a forgotten password', () => {
  it('answers the same for a known and an unknown e-mail; only the known one gets a letter', async () => {
    const known = await post('/api/auth/password-reset', { email: user.user.email.toUpperCase() });
    const unknown = await post('/api/auth/password-reset', { email: 'nobody-here@example.ru' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual({ message: RESET_MESSAGES.sent });
    expect(await unknown.json()).toEqual({ message: RESET_MESSAGES.sent });
    expect(await awaitLink(user.user.email)).toMatch(new RegExp(`^${user.user.id}\\.[A-Za-z0-9_-]{43}$`));
    expect(logLines.some((line) => line.includes('nobody-here@example.ru'))).toBe(false);
    expect((await post('/api/auth/password-reset', { email: 'не почта' })).status).toBe(400);
  });

  it('the link sets a new password once, and every session of the user ends', async () => {
    const token = await awaitLink(user.user.email);
    const short = await post('/api/auth/password-reset/confirm', {
      token,
      password: '123',
      passwordConfirm: '123',
    });
    expect(short.status).toBe(400);
    const differ = await post('/api/auth/password-reset/confirm', {
      token,
      password: 'новый-пароль-1',
      passwordConfirm: 'другой-пароль-1',
    });
    expect(await differ.json()).toMatchObject({ message: RESET_MESSAGES.passwordsDiffer });
    expect(
      (
        await post('/api/auth/password-reset/confirm', {
          token,
          password: 'новый-пароль-1',
          passwordConfirm: 'новый-пароль-1',
        })
      ).status,
    ).toBe(200);
    expect((await server.request('/api/auth/current-user', { token: user.accessToken })).status).toBe(401);
    expect(
      (await post('/api/auth/login', { email: user.user.email, password: 'старый-пароль-1' })).status,
    ).toBe(401);
    expect(
      (await post('/api/auth/login', { email: user.user.email, password: 'новый-пароль-1' })).status,
    ).toBe(200);
    const again = await post('/api/auth/password-reset/confirm', {
      token,
      password: 'третий-пароль-1',
      passwordConfirm: 'третий-пароль-1',
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ message: RESET_MESSAGES.invalidLink });
  });

  it('a forged, cut or another user’s link is refused in Russian', async () => {
    for (const token of ['', 'abc', `${user.user.id}.${'A'.repeat(43)}`, `999999.${'A'.repeat(43)}`]) {
      const refused = await post('/api/auth/password-reset/confirm', {
        token,
        password: 'новый-пароль-2',
        passwordConfirm: 'новый-пароль-2',
      });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ message: RESET_MESSAGES.invalidLink });
    }
  });

  it('an expired link is refused', async () => {
    const before = linkFor(user.user.email);
    await post('/api/auth/password-reset', { email: user.user.email });
    const token = await awaitLink(user.user.email, before);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61 * 60 * 1000 });
    try {
      const late = await post('/api/auth/password-reset/confirm', {
        token,
        password: 'новый-пароль-3',
        passwordConfirm: 'новый-пароль-3',
      });
      expect(await late.json()).toMatchObject({ message: RESET_MESSAGES.invalidLink });
    } finally {
      vi.useRealTimers();
    }
  });

  it('is limited per address and per account', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 6; i += 1)
      answers.push((await post('/api/auth/password-reset', { email: `flood-${i}@example.ru` })).status);
    // This address has used some of its 5 an hour above already.
    expect(answers.at(-1)).toBe(429);
    const refused = await post('/api/auth/password-reset', { email: 'flood-x@example.ru' });
    expect(await refused.json()).toMatchObject({ message: RESET_MESSAGES.tooMany });
  });
});
