import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserDoc } from '../../backend/modules/identity/index.ts';
import { ownRedis, type OwnRedis } from '../support/redis-server.ts';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';
import { waitFor } from '../support/wait-for.ts';

interface LogLine {
  readonly level: number;
  readonly msg: string;
}

/** Redis is never the source of truth: with it stopped, commands still succeed and reads follow. */
describe('a Redis outage degrades, never misleads', () => {
  let redis: OwnRedis;
  let server: TestServer;
  let admin: SignedIn;
  const log: LogLine[] = [];

  beforeAll(async () => {
    redis = await ownRedis();
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => void log.push(JSON.parse(line) as LogLine) },
    );
    server = await startTestServer({ seedDemo: false, env: { REDIS_URL: redis.url }, logger });
    admin = await server.createAdmin();
  });
  afterAll(async () => {
    await server?.stop();
    await redis?.stop();
  });

  const health = async (): Promise<{ status: string; reasons: string[] }> =>
    (await (await server.request('/api/health', { token: admin.accessToken })).json()) as {
      status: string;
      reasons: string[];
    };
  const linesSaying = (text: string): LogLine[] => log.filter((line) => line.msg.includes(text));

  it('stores commands during the outage, answers them as successes, and their reads follow within seconds', async () => {
    const before = await server.registerUser();
    await redis.stop();
    await waitFor(async () => (await health()).status === 'degraded', 10_000, 'health to say degraded');
    expect((await health()).reasons.join(' ')).toMatch(/Redis недоступен/);
    const anonymous = await server.request('/api/health');
    expect(await anonymous.json()).toEqual({ status: 'ok' });
    const errorsAtStart = log.filter((line) => line.level >= 50).length;

    const during: SignedIn[] = [];
    for (let i = 0; i < 3; i++) during.push(await server.registerUser());
    // Their reads appear within seconds, during the outage: the projectors were woken in process.
    for (const user of during) {
      await waitFor(
        async () =>
          (await server.request('/api/auth/current-user', { token: user.accessToken })).status === 200,
        10_000,
        'the new account in the read model',
      );
      expect((await server.login(user.user.email, user.password)).user.id).toBe(user.user.id);
    }
    expect(linesSaying('Redis unavailable')).toHaveLength(1);
    expect(log.filter((line) => line.level >= 50).length - errorsAtStart).toBe(0);

    await redis.start();
    await waitFor(async () => (await health()).status === 'ok', 15_000, 'health to say ok again');
    expect(linesSaying('Redis available again')).toHaveLength(1);
    // The queue wakes the projectors again.
    const after = await server.registerUser();
    expect((await server.login(after.user.email, after.password)).user.id).toBe(after.user.id);

    // Nothing lost or applied twice: every account once in the read model, every projection at the head.
    const users = await server.platform.readModels.collection<UserDoc>('users');
    for (const user of [before, ...during, after]) {
      expect(await users.count({ email: user.user.email })).toBe(1);
    }
    const lags = async (): Promise<number[]> =>
      (
        (await (await server.request('/api/health', { token: admin.accessToken })).json()) as {
          projections: Array<{ lag: number }>;
        }
      ).projections.map((projection) => projection.lag);
    await waitFor(
      async () => (await lags()).every((lag) => lag === 0),
      5_000,
      'every projection at the head',
    );
  }, 120_000);
});

describe('SIGTERM while Redis is away', () => {
  let redis: OwnRedis;
  const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-sigterm-'));
  beforeAll(async () => {
    redis = await ownRedis();
  });
  afterAll(async () => {
    await redis?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stops the server within 10 s', async () => {
    const child = spawn(process.execPath, [resolve(import.meta.dirname, '../../backend/app/main.ts')], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: '0',
        WS_PORT: '0',
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
    try {
      await waitFor(() => output.includes('Маркетплейс запущен'), 30_000, 'the server to start');
      await redis.stop();
      await waitFor(() => output.includes('Redis unavailable'), 10_000, 'the server to notice the outage');
      const signalled = Date.now();
      child.kill('SIGTERM');
      // Exit code 0: the shutdown finished by itself, not by the deadline that forces it.
      expect(await exited).toBe(0);
      const tookMs = Date.now() - signalled;
      expect(tookMs, output.split('\n').slice(-5).join('\n')).toBeLessThan(10_000);
    } finally {
      child.kill('SIGKILL');
    }
  }, 60_000);
});

describe('a stored command never answers as if it failed', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seedDemo: false });
  });
  afterAll(() => server?.stop());

  it('a registration the read side cannot confirm in time answers 201 with the account as stored', async () => {
    // The projectors stop: the read side will not confirm within the command's wait.
    await server.platform.engine!.stop();
    const email = `stalled-${Date.now()}@example.ru`;
    const response = await server.request('/api/auth/register', {
      method: 'POST',
      json: {
        email,
        inn: '7707083893',
        password: 'пароль-для-тестов',
        passwordConfirm: 'пароль-для-тестов',
        role: 'supplier',
        firstName: 'Пётр',
        lastName: 'Петров',
        middleName: '',
      },
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as {
      accessToken: string;
      user: { id: number; email: string; role: string };
    };
    expect(body.user).toMatchObject({ email, role: 'supplier', firstName: 'Пётр' });
    expect(typeof body.accessToken).toBe('string');
  });
});
