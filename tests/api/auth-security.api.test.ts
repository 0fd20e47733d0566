import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadJwtSecret } from '../../backend/kit/http/index.ts';
import { IDENTITY_MESSAGES } from '../../backend/modules/identity/index.ts';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';

/** Every response body of this suite: scanned at the end for hashes and secrets. */
const bodies: Array<{ path: string; body: string }> = [];
const record = (path: string, body: string): void => {
  bodies.push({ path, body });
};

/** Every password hash and refresh-token hash the servers of this suite stored. */
const storedSecrets = new Set<string>();
async function collectSecrets(target: TestServer): Promise<void> {
  for (const event of await target.platform.events.readAll({ commit: -1, prepare: -1 }, 100_000)) {
    const data = event.data as Record<string, unknown>;
    for (const field of ['passwordHash', 'tokenHash', 'previousHash']) {
      if (typeof data[field] === 'string') storedSecrets.add(data[field]);
    }
  }
}

let server: TestServer;
let secret: string;

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false, onResponse: record });
  secret = loadJwtSecret(undefined, server.dataDir);
});
afterAll(() => server.stop());

const SESSION_EXPIRED = 'Сессия истекла. Пожалуйста, войдите заново';
const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
const b64 = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Claims exactly as the server signs them, so only the aspect under test differs. */
function claims(
  userId: number,
  role = 'buyer',
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return {
    sub: String(userId),
    role,
    typ: 'access',
    aud: 'marketplace',
    iss: 'marketplace-api',
    iat: now,
    exp: now + 600,
    ...extra,
  };
}

const currentUser = (token: string) => server.request('/api/auth/current-user', { token });
const refresh = (refreshToken: string) =>
  server.request('/api/auth/refresh', { method: 'POST', json: { refreshToken } });

describe('access tokens: only our own, current, access tokens pass', () => {
  let user: SignedIn;
  beforeAll(async () => {
    user = await server.registerUser({ role: 'supplier' });
  });

  it('accepts the token the server issued', async () => {
    expect((await currentUser(user.accessToken)).status).toBe(200);
  });

  it('refuses an unsigned token (alg: none)', async () => {
    const token = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims(user.user.id, 'admin'))}.`;
    for (const path of ['/api/auth/current-user', '/api/admin/users']) {
      const response = await server.request(path, { token });
      expect(response.status, path).toBe(401);
      expect(await response.json()).toMatchObject({ message: 'Необходимо войти в систему' });
    }
  });

  it('refuses a token signed with another secret, or with another algorithm', async () => {
    expect(
      (await currentUser(jwt.sign(claims(user.user.id), 'другой-секрет', { algorithm: 'HS256' }))).status,
    ).toBe(401);
    expect((await currentUser(jwt.sign(claims(user.user.id), secret, { algorithm: 'HS512' }))).status).toBe(
      401,
    );
    // The same secret and algorithm do pass: the two refusals above are about the key and the algorithm.
    expect((await currentUser(jwt.sign(claims(user.user.id), secret, { algorithm: 'HS256' }))).status).toBe(
      200,
    );
  });

  it('refuses an expired token', async () => {
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = jwt.sign(claims(user.user.id, 'supplier', { iat: past, exp: past + 900 }), secret, {
      algorithm: 'HS256',
    });
    expect((await currentUser(expired)).status).toBe(401);
  });

  it('refuses a token for another audience, issuer or type', async () => {
    for (const extra of [{ aud: 'other' }, { iss: 'someone' }, { typ: 'refresh' }, { role: 'superuser' }]) {
      const token = jwt.sign(claims(user.user.id, 'supplier', extra), secret, { algorithm: 'HS256' });
      expect((await currentUser(token)).status, JSON.stringify(extra)).toBe(401);
    }
  });

  it('refuses a refresh token used as an access token, and an access token used as a refresh token', async () => {
    expect((await currentUser(user.refreshToken)).status).toBe(401);
    const response = await refresh(user.accessToken);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: SESSION_EXPIRED });
  });

  it('refuses a made-up refresh token of an existing family', async () => {
    const sessionId = user.refreshToken.split('.')[0]!;
    expect((await refresh(`${sessionId}.${'A'.repeat(43)}`)).status).toBe(401);
    // The family was not harmed by the guess.
    expect((await refresh(user.refreshToken)).status).toBe(200);
  });
});

describe('refresh-token rotation', () => {
  it('gives a new pair; the used refresh token is spent, and reusing it kills the whole family', async () => {
    const user = await server.registerUser();
    const first = await refresh(user.refreshToken);
    expect(first.status).toBe(200);
    const pair = await json<{ accessToken: string; refreshToken: string }>(first);
    expect(Object.keys(pair).sort()).toEqual(['accessToken', 'refreshToken']);
    expect(pair.refreshToken).not.toBe(user.refreshToken);
    expect((await currentUser(pair.accessToken)).status).toBe(200);

    const reused = await refresh(user.refreshToken);
    expect(reused.status).toBe(401);
    expect(await reused.json()).toMatchObject({ message: SESSION_EXPIRED });
    // The newer token of the family is dead too, and so are its access tokens.
    expect((await refresh(pair.refreshToken)).status).toBe(401);
    expect((await currentUser(pair.accessToken)).status).toBe(401);
    expect((await currentUser(user.accessToken)).status).toBe(401);
    // Another session of the same user is not affected.
    const other = await server.login(user.user.email, user.password);
    expect((await currentUser(other.accessToken)).status).toBe(200);
    expect((await refresh(other.refreshToken)).status).toBe(200);
  });

  it('two parallel refreshes with one token: exactly one succeeds', async () => {
    for (let trial = 0; trial < 5; trial += 1) {
      const user = await server.registerUser();
      const statuses = (await Promise.all([refresh(user.refreshToken), refresh(user.refreshToken)])).map(
        (r) => r.status,
      );
      expect(statuses.sort(), `trial ${trial}`).toEqual([200, 401]);
    }
  });

  it('ten parallel refreshes with one token: exactly one succeeds', async () => {
    const user = await server.registerUser();
    const responses = await Promise.all(Array.from({ length: 10 }, () => refresh(user.refreshToken)));
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 401)).toHaveLength(9);
  });

  it('the role in a refreshed access token is the current one', async () => {
    const admin = await server.createAdmin();
    const user = await server.registerUser({ role: 'buyer' });
    const changed = await server.request(`/api/admin/users/${user.user.id}/role`, {
      method: 'PUT',
      json: { role: 'supplier', reason: 'Поставляет колёсные пары' },
      token: admin.accessToken,
    });
    expect(changed.status).toBe(200);
    const pair = await json<{ accessToken: string }>(await refresh(user.refreshToken));
    expect(jwt.decode(pair.accessToken)).toMatchObject({ role: 'supplier', sub: String(user.user.id) });
    // The old access token already acts with the new role (the read model is checked per request).
    expect(await json<{ user: { role: string } }>(await currentUser(user.accessToken))).toMatchObject({
      user: { role: 'supplier' },
    });
  });
});

describe('blocked users', () => {
  it('lose their access and refresh tokens at once, and cannot sign in', async () => {
    const admin = await server.createAdmin();
    const user = await server.registerUser({ role: 'supplier' });
    const second = await server.login(user.user.email, user.password);
    const blocked = await server.request(`/api/admin/users/${user.user.id}/block`, {
      method: 'PUT',
      json: { reason: 'Размещал контрафакт' },
      token: admin.accessToken,
    });
    expect(blocked.status).toBe(200);
    for (const session of [user, second]) {
      expect((await currentUser(session.accessToken)).status).toBe(401);
      expect((await server.request('/api/users/profile', { token: session.accessToken })).status).toBe(401);
      expect((await refresh(session.refreshToken)).status).toBe(401);
    }
    const login = await server.request('/api/auth/login', {
      method: 'POST',
      json: { email: user.user.email, password: user.password },
    });
    expect(login.status).toBe(403);
    expect(await login.json()).toMatchObject({ message: 'Учётная запись заблокирована' });
    // A wrong password gets the usual answer: the block is told only to whoever knows the password.
    const wrong = await server.request('/api/auth/login', {
      method: 'POST',
      json: { email: user.user.email, password: 'не-тот' },
    });
    expect(wrong.status).toBe(401);
  });
});

describe('registration and login abuse', () => {
  it('never registers an admin', async () => {
    const response = await server.request('/api/auth/register', {
      method: 'POST',
      json: {
        email: 'root@example.ru',
        inn: '7707083893',
        password: 'секрет1',
        passwordConfirm: 'секрет1',
        role: 'admin',
      },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: 'Выберите тип пользователя: покупатель или поставщик',
      fields: { role: 'Выберите тип пользователя: покупатель или поставщик' },
    });
    const login = await server.request('/api/auth/login', {
      method: 'POST',
      json: { email: 'root@example.ru', password: 'секрет1' },
    });
    expect(login.status).toBe(401);
  });

  it('answers an unknown e-mail and a wrong password alike, after comparable work', async () => {
    const user = await server.registerUser();
    const timed = async (email: string): Promise<{ status: number; body: string; ms: number }> => {
      const started = performance.now();
      const response = await server.request('/api/auth/login', {
        method: 'POST',
        json: { email, password: 'неверный-пароль' },
      });
      return { status: response.status, body: await response.text(), ms: performance.now() - started };
    };
    const wrong = [await timed(user.user.email), await timed(user.user.email)];
    const unknown = [await timed('nobody-1@example.ru'), await timed('nobody-2@example.ru')];
    for (const attempt of [...wrong, ...unknown]) {
      expect(attempt.status).toBe(401);
      expect(JSON.parse(attempt.body)).toEqual({
        message: IDENTITY_MESSAGES.invalidCredentials,
        code: 'invalid_credentials',
      });
    }
    // Both spend a scrypt verification (tens of milliseconds or more); no fast path for unknown e-mails.
    const fastest = (list: Array<{ ms: number }>): number => Math.min(...list.map((a) => a.ms));
    expect(fastest(unknown)).toBeGreaterThan(fastest(wrong) / 3);
  });

  it('a login flood on one account gets 429 with Retry-After at the flooding address, even with the right password', async () => {
    const user = await server.registerUser();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await server.request('/api/auth/login', {
        method: 'POST',
        json: { email: user.user.email, password: `неверно-${attempt}` },
      });
      expect(response.status, `attempt ${attempt}`).toBe(401);
    }
    for (const password of ['неверно-6', user.password]) {
      const response = await server.request('/api/auth/login', {
        method: 'POST',
        json: { email: user.user.email.toUpperCase(), password },
      });
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
      expect(await response.json()).toMatchObject({
        message: 'Слишком много попыток входа. Попробуйте через 15 мин.',
      });
    }
  });

  it('50 failures from one address do not lock the owner out: the right password from another address gets in', async () => {
    const user = await server.registerUser();
    const guesser = { 'X-Forwarded-For': '203.0.113.7' };
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 50; attempt += 1) {
      const response = await server.request('/api/auth/login', {
        method: 'POST',
        headers: guesser,
        json: { email: user.user.email, password: `неверно-${attempt}` },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    const owner = await server.request('/api/auth/login', {
      method: 'POST',
      headers: { 'X-Forwarded-For': '198.51.100.20' },
      json: { email: user.user.email, password: user.password },
    });
    expect(owner.status).toBe(200);
  }, 300_000);

  it('a success resets the account counter', async () => {
    const user = await server.registerUser();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await server.request('/api/auth/login', {
        method: 'POST',
        json: { email: user.user.email, password: 'неверно' },
      });
    }
    await server.login(user.user.email, user.password);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await server.request('/api/auth/login', {
        method: 'POST',
        json: { email: user.user.email, password: 'неверно' },
      });
      expect(response.status, `attempt ${attempt}`).toBe(401);
    }
  });
});

describe('per-address limits (production values)', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({
      seedDemo: false,
      onResponse: record,
      env: { REGISTER_LIMIT_IP: '10', LOGIN_LIMIT_IP: '20' },
    });
  });
  afterAll(async () => {
    await collectSecrets(limited);
    await limited.stop();
  });

  it('refuses the 11th registration from one address within an hour', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) await limited.registerUser();
    const refused = await limited.request('/api/auth/register', {
      method: 'POST',
      json: {
        email: 'eleventh@example.ru',
        inn: '7707083893',
        password: 'секрет1',
        passwordConfirm: 'секрет1',
        role: 'buyer',
      },
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({
      message: 'Слишком много попыток регистрации. Попробуйте через 60 мин.',
    });
  });

  it('refuses the 21st failed login from one address, across accounts', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 21; attempt += 1) {
      const response = await limited.request('/api/auth/login', {
        method: 'POST',
        json: { email: `guess-${attempt}@example.ru`, password: 'угадал?' },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Twenty password checks at production cost: the bound is for a loaded machine, not a target.
  }, 300_000);
});

describe('secrets never leave the server', () => {
  it('no response of this suite holds a password hash, a refresh-token hash or their names', async () => {
    await collectSecrets(server);
    const secrets = storedSecrets;
    expect(secrets.size).toBeGreaterThan(20);
    expect(bodies.length).toBeGreaterThan(100);
    for (const { path, body } of bodies) {
      for (const word of ['scrypt', 'passwordHash', 'tokenHash', 'previousHash'])
        expect(body, path).not.toContain(word);
      for (const value of secrets) {
        expect(body.includes(value), `${path} leaks a stored hash`).toBe(false);
        // The hash part alone (a scrypt hash is `scrypt$N$r$p$salt$hash`).
        const tail = value.split('$').at(-1)!;
        expect(body.includes(tail), `${path} leaks a stored hash`).toBe(false);
      }
    }
  });
});
