import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../infra/config.ts';
import { startServer, type RunningServer } from '../../backend/app/server.ts';
import type { Logger } from '../../backend/app/logger.ts';
import { createAdmin } from '../../backend/modules/identity/index.ts';
import { systemContext } from '../../backend/kit/write/index.ts';

/** log2 of scrypt's N in test runs: 4 MiB and a few milliseconds instead of 128 MiB and ~0.4 s (ADR 0061). */
export const TEST_PASSWORD_COST = '12';

/** A real account signed in through the API. */
export interface SignedIn {
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly user: {
    readonly id: number;
    readonly email: string;
    readonly role: 'admin' | 'supplier' | 'buyer';
    readonly companyId: number | null;
    readonly isCompanyAdmin: boolean;
    readonly [field: string]: unknown;
  };
  /** The password it signs in with. */
  readonly password: string;
}

export interface NewUser {
  readonly role?: 'buyer' | 'supplier';
  readonly email?: string;
  readonly password?: string;
  readonly inn?: string;
}

/** A valid ИНН of an organisation (ПАО Сбербанк) and of a sole proprietor, for test accounts. */
export const TEST_INN = { legal: '7707083893', individual: '500100732259' } as const;

export interface TestServer extends RunningServer {
  readonly dataDir: string;
  /** A valid access token (without a session) for a synthetic user of the given role. */
  token(role: 'admin' | 'supplier' | 'buyer', userId?: string): string;
  /** Registers a real buyer or supplier through `POST /api/auth/register` (unique e-mail by default). */
  registerUser(user?: NewUser): Promise<SignedIn>;
  /** Creates a real admin as `npm run admin:create` does, then signs in through `POST /api/auth/login`. */
  createAdmin(admin?: { email?: string; password?: string }): Promise<SignedIn>;
  /** Signs in through `POST /api/auth/login`. */
  login(email: string, password: string): Promise<SignedIn>;
  /** fetch against the server with JSON defaults. */
  request(path: string, init?: RequestInit & { json?: unknown; token?: string }): Promise<Response>;
  /** Closes the server and deletes its data unless `keepData`. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/** A real server on free ports over a fresh data folder (or a given one, to test restarts). */
export async function startTestServer(
  options: {
    dataDir?: string;
    seedDemo?: boolean;
    env?: Record<string, string>;
    /** Where the server logs (silent by default). */
    logger?: Logger;
    /** Sees the body of every response to `request` and the helpers (e.g. to scan for secrets). */
    onResponse?: (path: string, body: string) => void;
  } = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'marketplace-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    WS_PORT: '0',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    SEED_DEMO: options.seedDemo === false ? 'false' : 'true',
    // Suites register and sign in many accounts from one address; the per-account login limit
    // stays as in production. Suites that test the per-IP limits pass their own values.
    REGISTER_LIMIT_IP: '1000',
    LOGIN_LIMIT_IP: '1000',
    // Real scrypt at a test run's cost: every registration and sign-in pays it (ADR 0061).
    PASSWORD_HASH_COST: TEST_PASSWORD_COST,
    // The memory store unless TEST_READ_STORE=sqlite (`npm start`'s default; the suites listed in
    // vitest.config.ts run on it): ADR 0082.
    READ_STORE: process.env.TEST_READ_STORE || 'memory',
    ...options.env,
  });
  const server = await startServer(config, options.logger);
  // A suite starts on what the server holds (the demo seed, the data of an earlier run) with every
  // read model at the head: the memory store used to catch up before the first request by chance,
  // the SQLite store takes a moment longer (ADR 0082).
  if (config.runProjectors) {
    const { readModels, events } = server.platform;
    const head = await events.headPosition();
    const names = (await readModels.health(head)).map((projection) => projection.name);
    if (!(await readModels.waitFor(head, names, 50_000)))
      throw new Error('the read models did not reach the head of the log within 50 s of the start');
  }
  const unique = (): string => `user-${randomBytes(5).toString('hex')}@example.ru`;
  const signedIn = async (response: Response, password: string, what: string): Promise<SignedIn> => {
    const body = (await response.json()) as Omit<SignedIn, 'password'>;
    if (!response.ok) throw new Error(`${what} answered ${response.status}: ${JSON.stringify(body)}`);
    return { ...body, password };
  };
  const request: TestServer['request'] = async (path, init = {}) => {
    const { json, token, headers, ...rest } = init;
    const response = await fetch(server.url + path, {
      ...rest,
      headers: {
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(headers as Record<string, string> | undefined),
      },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });
    if (options.onResponse) options.onResponse(path, await response.clone().text());
    return response;
  };
  const login = async (email: string, password: string): Promise<SignedIn> =>
    signedIn(
      await request('/api/auth/login', { method: 'POST', json: { email, password } }),
      password,
      'login',
    );
  return {
    ...server,
    dataDir,
    token: (role, userId = `${role}-1`) => server.platform.tokens.signAccess({ userId, role }),
    async registerUser(user = {}) {
      const role = user.role ?? 'buyer';
      const password = user.password ?? 'пароль-для-тестов';
      const inn = user.inn ?? TEST_INN.legal;
      const response = await request('/api/auth/register', {
        method: 'POST',
        json: {
          email: user.email ?? unique(),
          inn,
          password,
          passwordConfirm: password,
          role,
          firstName: role === 'supplier' ? 'Поставщик' : 'Пользователь',
          lastName: `ИНН ${inn}`,
          middleName: '',
        },
      });
      return signedIn(response, password, 'registration');
    },
    async createAdmin(admin = {}) {
      const email = admin.email ?? unique();
      const password = admin.password ?? 'пароль-администратора';
      await createAdmin(
        server.platform.events,
        { email, password },
        systemContext(),
        server.platform.config.passwordCost,
      );
      await server.platform.readModels.waitFor(await server.platform.events.headPosition(), ['users']);
      return login(email, password);
    },
    login,
    request,
    async stop(stopOptions = {}) {
      await server.close();
      if (!stopOptions.keepData && !options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
