import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_THROTTLE_POLICY, LOGIN_LINK_MESSAGES } from '../../backend/modules/identity/index.ts';
import { letters } from '../support/outbox.ts';
import { ownRedis, type OwnRedis } from '../support/redis-server.ts';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';

/**
 * Issue 29, finding 11 (ADR 0053): password guessing spread over many addresses is slowed per
 * account, one office's guesser does not lock out the colleagues behind its address, and the owner
 * of an attacked account signs in by a mailed link. The limits are production's (the per-address
 * one too); addresses are told by `X-Forwarded-For`, which the server trusts from loopback.
 */

const policy = DEFAULT_THROTTLE_POLICY;
const from = (address: string) => ({ 'X-Forwarded-For': address });

/** How many turns an account past its free failures can give within `seconds`: the first at once, then one per wait. */
function turnsWithin(seconds: number): number {
  let turns = 0;
  for (let at = 0; at <= seconds; turns += 1)
    at += Math.min(policy.accountWaitMinSeconds * 2 ** turns, policy.accountWaitMaxSeconds);
  return turns;
}

async function login(
  server: TestServer,
  email: string,
  password: string,
  address: string,
): Promise<Response> {
  return server.request('/api/auth/login', {
    method: 'POST',
    headers: from(address),
    json: { email, password },
  });
}

/** The newest sign-in link mailed to `email` (the embedded mail adapter writes to DATA_DIR/outbox). */
async function mailedToken(
  server: TestServer,
  email: string,
  previous: string | null = null,
): Promise<string> {
  return vi.waitFor(
    async () => {
      const mine = (await letters(server.dataDir)).filter(
        (letter) => letter.to === email && letter.text.includes('/login-link?token='),
      );
      const token = /\/login-link\?token=(\S+)/.exec(mine.at(-1)?.text ?? '')?.[1];
      if (!token || token === previous) throw new Error(`no new sign-in letter to ${email} yet`);
      return token;
    },
    { timeout: 15_000, interval: 20 },
  );
}

function distributedGuessing(name: string, env: () => Record<string, string>) {
  describe(`distributed guessing (${name})`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ seedDemo: false, env: { LOGIN_LIMIT_IP: '20', ...env() } });
    }, 60_000);
    afterAll(() => server?.stop());

    it('200 wrong passwords from 200 addresses: 10 are evaluated, then one per growing wait; the rest get 429 with Retry-After', async () => {
      const victim = await server.registerUser();
      const statuses: number[] = [];
      const refusals: Array<{ retryAfter: number; message: string }> = [];
      const started = performance.now();
      for (let host = 1; host <= 200; host += 1) {
        const response = await login(server, victim.user.email, `угадываю-${host}`, `203.0.113.${host}`);
        statuses.push(response.status);
        if (response.status === 429) {
          const body = (await response.json()) as { message: string };
          refusals.push({ retryAfter: Number(response.headers.get('retry-after')), message: body.message });
        } else await response.body?.cancel();
      }
      const elapsedSeconds = (performance.now() - started) / 1000;

      // The account's 10 free failures and its first turn, whatever the machine's speed.
      expect(statuses.slice(0, 11)).toEqual(Array(11).fill(401));
      // Further turns only as the waits allow in the time the guessing took: one more a minute
      // later, then 2, 4 … minutes (none at all on any usual machine).
      const evaluated = statuses.filter((status) => status === 401).length;
      expect(evaluated).toBeLessThanOrEqual(10 + turnsWithin(elapsedSeconds));
      expect(statuses.filter((status) => status === 429).length).toBe(200 - evaluated);
      for (const refusal of refusals) {
        expect(Number.isInteger(refusal.retryAfter)).toBe(true);
        expect(refusal.retryAfter).toBeGreaterThanOrEqual(1);
        expect(refusal.retryAfter).toBeLessThanOrEqual(policy.accountWaitMinSeconds);
        expect(refusal.message).toMatch(
          /^Слишком много попыток входа в эту учётную запись\. Попробуйте через \d+ мин\. или войдите по ссылке из письма\.$/,
        );
      }
      // The owner's right password from a fresh address waits its turn like everyone's…
      const owner = await login(server, victim.user.email, victim.password, '198.51.100.200');
      expect(owner.status).toBe(429);
      expect(Number(owner.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      // …and the mailed link lets the owner in at once.
      expect(
        (
          await server.request('/api/auth/login-link', {
            method: 'POST',
            headers: from('198.51.100.200'),
            json: { email: victim.user.email },
          })
        ).status,
      ).toBe(200);
      const linked = await server.request('/api/auth/login-link/confirm', {
        method: 'POST',
        headers: from('198.51.100.200'),
        json: { token: await mailedToken(server, victim.user.email) },
      });
      expect(linked.status).toBe(200);
      const session = (await linked.json()) as SignedIn;
      expect(session.user.email).toBe(victim.user.email);
      expect((await server.request('/api/auth/current-user', { token: session.accessToken })).status).toBe(
        200,
      );
    }, 300_000);

    it('a colleague with the right password behind the guessing office address gets in', async () => {
      const office = '198.51.100.7';
      const boss = await server.registerUser();
      const colleague = await server.registerUser();
      const statuses: number[] = [];
      for (let guess = 1; guess <= 20; guess += 1)
        statuses.push((await login(server, boss.user.email, `неверно-${guess}`, office)).status);
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
      expect((await login(server, colleague.user.email, colleague.password, office)).status).toBe(200);
    }, 300_000);

    it('an office address spraying 20 accounts is refused a 21st, while a colleague who signed in there before gets in', async () => {
      const office = '198.51.100.8';
      const known = await server.registerUser();
      const newcomer = await server.registerUser();
      expect((await login(server, known.user.email, known.password, office)).status).toBe(200);
      const statuses: number[] = [];
      for (let account = 1; account <= 21; account += 1) {
        statuses.push((await login(server, `чужой-${account}@example.ru`, 'угадал?', office)).status);
      }
      expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
      expect(statuses[20]).toBe(429);
      expect((await login(server, known.user.email, known.password, office)).status).toBe(200);
      // A colleague new to this address waits, or signs in by a link.
      const refused = await login(server, newcomer.user.email, newcomer.password, office);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }, 300_000);
  });
}

distributedGuessing('counters in memory', () => ({}));

describe('over Redis', () => {
  let redis: OwnRedis;
  beforeAll(async () => {
    redis = await ownRedis();
    await redis.start();
  }, 30_000);
  afterAll(() => redis?.stop());
  distributedGuessing('counters in Redis', () => ({ REDIS_URL: redis.url }));
});

describe('sign-in by a mailed link', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seedDemo: false });
  }, 60_000);
  afterAll(() => server?.stop());

  const requestLink = (email: string, address = '192.0.2.1') =>
    server.request('/api/auth/login-link', { method: 'POST', headers: from(address), json: { email } });
  const useLink = (token: string, address = '192.0.2.1') =>
    server.request('/api/auth/login-link/confirm', {
      method: 'POST',
      headers: from(address),
      json: { token },
    });

  it('answers the same for a known and an unknown e-mail; only the known one gets a letter, which works once', async () => {
    const user = await server.registerUser();
    const known = await requestLink(user.user.email.toUpperCase());
    const unknown = await requestLink('nobody-at-all@example.ru');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual({ message: LOGIN_LINK_MESSAGES.sent });
    expect(await unknown.json()).toEqual({ message: LOGIN_LINK_MESSAGES.sent });
    const token = await mailedToken(server, user.user.email);
    expect(token).toMatch(new RegExp(`^${user.user.id}\\.[A-Za-z0-9_-]{43}$`));
    expect((await letters(server.dataDir)).some((letter) => letter.to === 'nobody-at-all@example.ru')).toBe(
      false,
    );

    const first = await useLink(token);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ user: { id: user.user.id, email: user.user.email } });
    const again = await useLink(token);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ message: LOGIN_LINK_MESSAGES.invalidLink });
  });

  it('a forged, cut or another user’s link, and a bad address, are refused in Russian', async () => {
    const user = await server.registerUser();
    for (const token of ['', 'abc', `${user.user.id}.${'A'.repeat(43)}`, `999999.${'A'.repeat(43)}`]) {
      const refused = await useLink(token, '192.0.2.2');
      expect(refused.status, token).toBe(400);
      expect(await refused.json()).toMatchObject({ message: LOGIN_LINK_MESSAGES.invalidLink });
    }
    const bad = await requestLink('не почта', '192.0.2.2');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ fields: { email: LOGIN_LINK_MESSAGES.email } });
  });

  it('a link older than 15 minutes is refused', async () => {
    const user = await server.registerUser();
    await requestLink(user.user.email, '192.0.2.3');
    const token = await mailedToken(server, user.user.email);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 16 * 60 * 1000 });
    try {
      const late = await useLink(token, '192.0.2.3');
      expect(late.status).toBe(400);
      expect(await late.json()).toMatchObject({ message: LOGIN_LINK_MESSAGES.invalidLink });
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not pass a block: a blocked user gets no letter, and a link mailed before the block answers 403', async () => {
    const admin = await server.createAdmin();
    const user = await server.registerUser();
    await requestLink(user.user.email, '192.0.2.4');
    const token = await mailedToken(server, user.user.email);
    const blocked = await server.request(`/api/admin/users/${user.user.id}/block`, {
      method: 'PUT',
      token: admin.accessToken,
      json: { reason: 'Подбор паролей с этой учётной записи' },
    });
    expect(blocked.status).toBe(200);
    const refused = await useLink(token, '192.0.2.4');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: 'Учётная запись заблокирована' });

    const asked = await requestLink(user.user.email, '192.0.2.4');
    expect(await asked.json()).toEqual({ message: LOGIN_LINK_MESSAGES.sent });
    // A request asked later has more to do (a link to write, a letter to send) than the blocked
    // one's look-up: once its letter is there, the blocked user's request is over.
    const witness = await server.registerUser();
    await requestLink(witness.user.email, '192.0.2.4');
    await mailedToken(server, witness.user.email);
    const linksToBlocked = (await letters(server.dataDir)).filter(
      (letter) => letter.to === user.user.email && letter.text.includes('/login-link?token='),
    );
    expect(linksToBlocked).toHaveLength(1);
  });

  it('is limited per account (5 an hour) and per address (30 an hour), with Retry-After', async () => {
    const user = await server.registerUser();
    const statuses: number[] = [];
    for (let request = 1; request <= 6; request += 1)
      statuses.push((await requestLink(user.user.email, `192.0.2.${10 + request}`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

    const address = '192.0.2.50';
    for (let request = 1; request <= 30; request += 1)
      expect((await requestLink(`адресат-${request}@example.ru`, address)).status).toBe(200);
    const refused = await requestLink('адресат-31@example.ru', address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
    expect(await refused.json()).toMatchObject({
      message: 'Слишком много запросов ссылки для входа. Попробуйте через 60 мин.',
    });
  });

  it('stops an address guessing links after 30 failed uses an hour', async () => {
    const address = '192.0.2.60';
    for (let guess = 1; guess <= 30; guess += 1)
      expect((await useLink(`1.${'B'.repeat(42)}${guess % 10}`, address)).status).toBe(400);
    const refused = await useLink(`1.${'C'.repeat(43)}`, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
    expect(await refused.json()).toMatchObject({
      message: 'Слишком много попыток входа по ссылке. Попробуйте через 60 мин.',
    });
  });
});
