import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserDoc } from '../../backend/modules/identity/index.ts';
import { openClient, type Received } from '../support/realtime-client.ts';
import { freePort, ownRedis, type OwnRedis } from '../support/redis-server.ts';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';
import { waitFor } from '../support/wait-for.ts';

/**
 * Every Redis command has a deadline (ADR 0049): a hung Redis (SIGSTOP: the connections stay open
 * and nothing answers) gives the answers a stopped one gives, within seconds, and a server started
 * while Redis is down serves and connects when Redis returns.
 */

interface LogLine {
  readonly level: number;
  readonly msg: string;
  readonly time: number;
  readonly err?: { readonly message?: string };
}

/** No answer within this long is a hang. A bound on liveness, not a speed target: the Redis
 * deadlines (REDIS_COMMAND_TIMEOUT_MS, 1 s) add a second or two to an answer, and the password
 * hashing of a sign-up takes seconds on a loaded machine; without deadlines the answer never comes. */
const HANG_MS = 60_000;

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;

function capturingLogger(log: LogLine[]) {
  return pino({ level: 'info' }, { write: (line: string) => void log.push(JSON.parse(line) as LogLine) });
}

/** A published product with stock at a warehouse, and a conversation between buyer and supplier. */
async function marketplace(server: TestServer) {
  const admin = await server.createAdmin();
  const supplier = await server.registerUser({ role: 'supplier' });
  const buyer = await server.registerUser({ role: 'buyer' });
  const post = async <T>(path: string, token: string, body: unknown = {}): Promise<T> => {
    const response = await server.request(path, { method: 'POST', token, json: body });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return json<T>(response);
  };
  const warehouseId = (
    await post<{ id: number }>('/api/warehouses', supplier.accessToken, {
      name: 'Склад Пермь',
      city: 'Пермь',
      address: 'ул. Промышленная, 12',
      workingHours: 'Пн–Пт 8–17',
    })
  ).id;
  const root = await post<{ id: number }>('/api/admin/categories', admin.accessToken, { name: 'Тележки' });
  const leaf = await post<{ id: number }>('/api/admin/categories', admin.accessToken, {
    name: 'Рамы боковые',
    parentId: root.id,
  });
  const productId = (
    await post<{ id: number }>('/api/products', supplier.accessToken, {
      name: 'Рама боковая 100.00.010-4',
      partNumber: 'РБ 100.00.010-4',
      price: 98500,
      description: 'Литая',
      categoryId: leaf.id,
      quality: 'new',
    })
  ).id;
  const stocked = await server.request(`/api/products/${productId}/stock`, {
    method: 'PUT',
    token: supplier.accessToken,
    json: { stocks: [{ warehouseId, quantity: 100 }] },
  });
  expect(stocked.status).toBe(200);
  await post(`/api/products/${productId}/submit`, supplier.accessToken);
  await post(`/api/admin/products/${productId}/publish`, admin.accessToken);
  const serviceId = (
    await post<{ id: number }>('/api/services', supplier.accessToken, {
      name: 'Сертификация деталей',
      priceType: 'custom',
      isRemote: true,
    })
  ).id;
  await post(`/api/services/${serviceId}/submit`, supplier.accessToken);
  await post(`/api/admin/services/${serviceId}/publish`, admin.accessToken);
  const serviceRequest = await post<{ id: number }>('/api/service-requests', buyer.accessToken, {
    serviceId,
    description: 'Нужна декларация на клин',
    contactEmail: buyer.user.email,
  });
  return {
    admin,
    supplier,
    buyer,
    productId,
    warehouseId,
    conversation: `serviceRequest-${serviceRequest.id}`,
  };
}

/** Times one request; an answer not given within HANG_MS is reported as `hung`. */
async function timed(server: TestServer, path: string, init: Parameters<TestServer['request']>[1] = {}) {
  const started = performance.now();
  try {
    const response = await server.request(path, { ...init, signal: AbortSignal.timeout(HANG_MS) });
    return {
      status: response.status,
      body: await response.text(),
      ms: Math.round(performance.now() - started),
    };
  } catch (error) {
    return { status: 'hung' as const, body: String(error), ms: Math.round(performance.now() - started) };
  }
}

const registration = (email: string) => ({
  email,
  inn: '7707083893',
  password: 'пароль-для-тестов',
  passwordConfirm: 'пароль-для-тестов',
  role: 'buyer',
  firstName: 'Пётр',
  lastName: 'Петров',
  middleName: '',
});

const outages = [
  {
    kind: 'hung (SIGSTOP)',
    begin: async (redis: OwnRedis) => redis.pause(),
    end: async (redis: OwnRedis) => redis.resume(),
  },
  {
    kind: 'stopped',
    begin: (redis: OwnRedis) => redis.stop(),
    end: (redis: OwnRedis) => redis.start(),
  },
] as const;

describe.each(outages)('Redis $kind while the marketplace is used', ({ kind, begin, end }) => {
  let redis: OwnRedis;
  let server: TestServer;
  let world: Awaited<ReturnType<typeof marketplace>>;
  const log: LogLine[] = [];
  let outageStartedAt = 0;
  const attempts: Array<{ email: string; status: number | 'hung' }> = [];
  const figures: Record<string, number[]> = {};
  const note = (what: string, ms: number): void => void (figures[what] ??= []).push(ms);
  let sent = 0;

  /** The four requests, each answered (or found hung) and timed. */
  const act = {
    register: async () => {
      const email = `outage-${sent++}-${Date.now()}@example.ru`;
      const answer = await timed(server, '/api/auth/register', { method: 'POST', json: registration(email) });
      return { ...answer, email };
    },
    login: () =>
      timed(server, '/api/auth/login', {
        method: 'POST',
        json: { email: world.buyer.user.email, password: world.buyer.password },
      }),
    order: () =>
      timed(server, '/api/orders', {
        method: 'POST',
        token: world.buyer.accessToken,
        json: {
          productId: world.productId,
          quantity: 1,
          deliveryType: 'pickup',
          warehouseId: world.warehouseId,
        },
      }),
    message: () =>
      timed(server, `/api/conversations/${world.conversation}/messages`, {
        method: 'POST',
        token: world.buyer.accessToken,
        json: { text: `Когда отгрузка? (${sent++})` },
      }),
  };

  beforeAll(async () => {
    redis = await ownRedis();
    server = await startTestServer({
      seedDemo: false,
      env: { REDIS_URL: redis.url },
      logger: capturingLogger(log),
    });
    world = await marketplace(server);
    // The same requests with Redis answering, for comparison (password hashing dominates sign-ups).
    for (const [name, request] of Object.entries(act)) note(`${name}, Redis up`, (await request()).ms);
    outageStartedAt = Date.now();
    await begin(redis);
  }, 180_000);
  afterAll(async () => {
    redis?.resume();
    await server?.stop();
    await redis?.stop();
    console.info(`answer times with Redis ${kind} (ms):`, JSON.stringify(figures));
  });

  const health = async (): Promise<{
    status: string;
    reasons: string[];
    projections: Array<{ lag: number }>;
  }> =>
    json(
      await server.request('/api/health', {
        token: world.admin.accessToken,
        signal: AbortSignal.timeout(HANG_MS),
      }),
    );

  it('a registration answers within seconds, at once and after the outage is noticed', async () => {
    for (let i = 0; i < 3; i++) {
      const answer = await act.register();
      attempts.push({ email: answer.email, status: answer.status });
      note('register', answer.ms);
      expect(answer.status, answer.body).toBe(201);
    }
  }, 240_000);

  it('a sign-in answers within seconds', async () => {
    for (let i = 0; i < 2; i++) {
      const answer = await act.login();
      note('login', answer.ms);
      expect(answer.status, answer.body).toBe(200);
    }
  }, 240_000);

  it('an order is placed within seconds', async () => {
    for (let i = 0; i < 2; i++) {
      const answer = await act.order();
      note('order', answer.ms);
      expect(answer.status, answer.body).toBe(201);
    }
  }, 240_000);

  it('a message is posted within seconds', async () => {
    for (let i = 0; i < 2; i++) {
      const answer = await act.message();
      note('message', answer.ms);
      expect(answer.status, answer.body).toBe(201);
    }
  }, 240_000);

  it("the admins' health says degraded, with the reason", async () => {
    await waitFor(async () => (await health()).status === 'degraded', 15_000, 'health to say degraded');
    expect((await health()).reasons.join(' ')).toMatch(/Redis недоступен/);
    expect(await json(await server.request('/api/health'))).toEqual({ status: 'ok' });
  }, 60_000);

  it('the operations console answers without the queue counts, and a retry says the queue is away', async () => {
    const opsPage = await timed(server, '/api/admin/ops', { token: world.admin.accessToken });
    expect(opsPage.status, opsPage.body).toBe(200);
    expect((JSON.parse(opsPage.body) as { queues: unknown[] }).queues).toEqual([]);
    const retry = await timed(server, '/api/admin/ops/queues/projection.users/retry', {
      method: 'POST',
      token: world.admin.accessToken,
    });
    expect(retry.status, retry.body).toBe(503);
    expect(JSON.parse(retry.body)).toMatchObject({
      message: expect.stringMatching(/^Очередь заданий недоступна/),
    });
  }, 240_000);

  it('when Redis answers again: health ok, every answer was honest, the outage logged once at each end', async () => {
    await end(redis);
    await waitFor(async () => (await health()).status === 'ok', 20_000, 'health to say ok again');
    // Honest answers: an account exists exactly when its registration answered 201. Read once every
    // projection has caught up with the log.
    await waitFor(
      async () => (await health()).projections.every((projection) => projection.lag === 0),
      30_000,
      'every projection at the head',
    );
    const users = await server.platform.readModels.collection<UserDoc>('users');
    const stored = async (email: string): Promise<boolean> => (await users.count({ email })) > 0;
    for (const attempt of attempts) {
      if (attempt.status === 'hung') {
        // The client gave up; what a hung Redis held is carried out when it wakes. Stored then
        // means the client was told nothing about an account that exists.
        const storedLater = await waitFor(() => stored(attempt.email), 30_000).then(
          () => true,
          () => false,
        );
        expect(storedLater, `${attempt.email} got no answer but was stored`).toBe(false);
      } else {
        expect(await stored(attempt.email), `${attempt.email} answered ${attempt.status}`).toBe(
          attempt.status === 201,
        );
      }
    }
    const saying = (text: string) => log.filter((line) => line.msg.includes(text));
    expect(saying('Redis unavailable')).toHaveLength(1);
    expect(saying('Redis available again')).toHaveLength(1);
    // Nothing else above info while it lasted: no error per push, per retry or per request.
    const loud = log.filter((line) => line.time >= outageStartedAt && line.level >= 40);
    expect(
      loud.map((line) => line.msg),
      loud.map((line) => `${line.msg}: ${line.err?.message ?? ''}`).join('\n'),
    ).toEqual([saying('Redis unavailable')[0]!.msg]);
  }, 120_000);
});

describe('a start with Redis down', () => {
  let redis: OwnRedis;
  let server: TestServer;
  const log: LogLine[] = [];
  let admin: SignedIn;

  beforeAll(async () => {
    redis = await ownRedis({ started: false });
    server = await startTestServer({
      seedDemo: false,
      env: { REDIS_URL: redis.url },
      logger: capturingLogger(log),
    });
    admin = await server.createAdmin();
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await redis?.stop();
  });

  const health = async (): Promise<{ status: string; reasons: string[] }> =>
    json(await server.request('/api/health', { token: admin.accessToken }));
  const saying = (text: string) => log.filter((line) => line.msg.includes(text));

  it('serves: accounts are registered and signed in, health says degraded, logged once', async () => {
    const user = await server.registerUser();
    expect((await server.login(user.user.email, user.password)).user.id).toBe(user.user.id);
    expect((await health()).status).toBe('degraded');
    expect((await health()).reasons.join(' ')).toMatch(/Redis недоступен/);
    expect(saying('Redis unavailable')).toHaveLength(1);
    expect(log.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('connects when Redis starts: the queue wakes the projectors and pushes go through Redis', async () => {
    await redis.start();
    await waitFor(async () => (await health()).status === 'ok', 20_000, 'health to say ok');
    expect(saying('Redis available again')).toHaveLength(1);
    await waitFor(() => server.platform.queue.available(), 20_000, 'the job queue to connect');
    const world = await marketplace(server);
    // The read models follow through BullMQ's workers now: a new account signs in.
    const after = await server.registerUser();
    expect((await server.login(after.user.email, after.password)).user.id).toBe(after.user.id);
    // The realtime channel is subscribed on Redis: a message reaches the other party's socket.
    const socket = await openClient(server.wsPort);
    try {
      expect((await socket.auth(world.supplier.accessToken)).type).toBe('auth_ok');
      const posted = await server.request(`/api/conversations/${world.conversation}/messages`, {
        method: 'POST',
        token: world.buyer.accessToken,
        json: { text: 'Добрый день' },
      });
      expect(posted.status).toBe(201);
      const pushes: Received[] = [];
      const pushed = async (): Promise<void> => {
        while (!pushes.some((push) => push.type === 'new_message')) pushes.push(await socket.next());
      };
      await Promise.race([
        pushed(),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no push within 15 s')), 15_000)),
      ]);
      expect(pushes.map((push) => push.type)).toContain('new_message');
    } finally {
      socket.socket.close();
    }
    expect(log.filter((line) => line.level >= 50)).toEqual([]);
  }, 240_000);
});

describe('`npm start` with Redis down', () => {
  let redis: OwnRedis;
  const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-redis-down-'));
  afterAll(async () => {
    await redis?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts, serves, says so once, connects when Redis starts and stops cleanly', async () => {
    redis = await ownRedis({ started: false });
    const [port, wsPort] = [await freePort(), await freePort()];
    const child = spawn(process.execPath, [resolve(import.meta.dirname, '../../backend/app/main.ts')], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        WS_PORT: String(wsPort),
        REDIS_URL: redis.url,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
        NODE_ENV: 'test',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    const tail = (): string => output.split('\n').slice(-8).join('\n');
    const count = (text: string): number => output.split(text).length - 1;
    try {
      await waitFor(
        () => output.includes('Маркетплейс запущен') || child.exitCode !== null,
        60_000,
        'the server to start',
      );
      expect(child.exitCode, tail()).toBeNull();
      expect(count('Redis unavailable'), tail()).toBe(1);
      const products = await fetch(`http://127.0.0.1:${port}/api/products`);
      expect(products.status).toBe(200);
      await redis.start();
      await waitFor(() => output.includes('Redis available again'), 30_000, 'the server to connect');
      child.kill('SIGTERM');
      expect(await exited, tail()).toBe(0);
      expect(count('Redis unavailable'), tail()).toBe(1);
      expect(output).not.toMatch(/"level":50/);
    } finally {
      child.kill('SIGKILL');
    }
  }, 240_000);
});
