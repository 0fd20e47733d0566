import { resolve } from 'node:path';

/** Runtime configuration from the environment; an absent URL selects the embedded adapter. */
export interface Config {
  readonly port: number;
  readonly wsPort: number;
  readonly dataDir: string;
  readonly eventStoreUrl: string | undefined;
  readonly mongoUrl: string | undefined;
  /** Without MONGO_URL: read models in memory (rebuilt at start) or in a SQLite file (shared with a worker). */
  readonly readStore: 'memory' | 'sqlite';
  readonly redisUrl: string | undefined;
  /** Every Redis command's deadline (ADR 0049): past it the caller falls back as when Redis is down. */
  readonly redisCommandTimeoutMs: number;
  /** How often Redis is sent a PING (with that deadline) so that a hung Redis is noticed (ADR 0049). */
  readonly redisPingIntervalMs: number;
  /** Bearer token of `GET /metrics` (Prometheus); absent, the endpoint answers 404. */
  readonly metricsToken: string | undefined;
  /** The site's public origin (https://vagonzapchast.ru) for the sitemap and canonical links; absent, the request's. */
  readonly publicUrl: string | undefined;
  /** smtp(s)://user:pass@host:port for outgoing mail; absent, mail is written to the log (the embedded default). */
  readonly smtpUrl: string | undefined;
  /** The sender of outgoing mail. */
  readonly mailFrom: string;
  /** The built SPA to serve; absent, frontend/dist (tests point it at a fixture). */
  readonly spaDir: string | undefined;
  readonly jwtSecret: string | undefined;
  readonly logLevel: string;
  /** Seed the demo catalogue on the first start with an empty store. */
  readonly seedDemo: boolean;
  /** Run the projectors inside the API process (embedded) or leave them to `npm run worker`. */
  readonly runProjectors: boolean;
  /** How far V8 may grow the old generation past the live data, in percent; 0 leaves V8's choice
   * (ADR 0012). */
  readonly heapGrowingPercent: number;
  /**
   * How long a stop (SIGTERM) may take before the process exits anyway; the index snapshot under
   * way may use all but the last 3 s of it (ADR 0103). Keep it below the supervisor's own grace.
   */
  readonly shutdownDeadlineMs: number;
  /** Realtime gateway (ADR 0013): browser origins allowed to open the socket (null: the socket's
   * own host) and the heartbeat interval that drops dead peers. */
  readonly wsAllowedOrigins: readonly string[] | null;
  readonly wsHeartbeatMs: number;
  /** Connection budgets (ADR 0050): an absent cap is derived from the process's open-file limit. */
  readonly connectionLimits: ConnectionLimitSettings;
  /** Per user and day: files and bytes uploaded (ADR 0027). */
  readonly uploadLimits: { readonly filesPerDay: number; readonly bytesPerDay: number };
  /** A stored picture nothing names is freed once it is older than this (ADR 0039). */
  readonly uploadSweepGraceMs: number;
  /** At start the awards of requests for quotes made within this many days get their missing orders (ADR 0072). */
  readonly quoteAwardRepairDays: number;
  /** At start the orders received or restocked within this many days get any stock change still missing (ADR 0084). */
  readonly orderStockRepairDays: number;
  /** A public page's server render slower than this is sent without its content (ADR 0042). */
  readonly renderTimeoutMs: number;
  /** How long a write waits for its read models before answering 202 instead of the resource (ADR 0062). */
  readonly readWaitMs: number;
  /** An Idempotency-Key claim with no answer this old is taken over by the next request with the key (ADR 0062). */
  readonly idempotencyClaimLeaseMs: number;
  /** Bytes of public answers the catalogue and the services list each keep for a few seconds (ADR 0074). */
  readonly answerCacheBytes: number;
  /** Sign-in and sign-up throttling (ADR 0010, ADR 0053): failed logins of one account from one
   * address and failing accounts per address in 15 minutes, registrations per IP in an hour. */
  readonly authLimits: {
    readonly loginPerAccount: number;
    readonly loginPerIp: number;
    readonly registerPerIp: number;
    /** Failed logins of one account from all addresses in 24 hours before every attempt waits its
     * turn, and the first and longest wait between two evaluated attempts (ADR 0053). */
    readonly accountFreeFailures: number;
    readonly accountWaitMinSeconds: number;
    readonly accountWaitMaxSeconds: number;
  };
  /** Sign-in links by e-mail (ADR 0053): requests per account and per address in an hour; the
   * per-address number also bounds the failed uses of links per address in an hour. */
  readonly loginLinkLimits: { readonly perAccount: number; readonly perIp: number };
  /** log2 of scrypt's N for new password hashes: 17 (OWASP); lower only for test runs (ADR 0061). */
  readonly passwordCost: number;
}

/** What the operator set for the connection budgets (ADR 0050); null: derive from the open-file limit. */
export interface ConnectionLimitSettings {
  /** Open realtime sockets in this process, authenticated or not. */
  readonly wsMaxConnections: number | null;
  /** Open realtime sockets of one client address (an IPv6 address counts by its /64). */
  readonly wsMaxConnectionsPerIp: number;
  /** A socket that has not authenticated this long after opening (or after a refused auth) is closed. */
  readonly wsAuthTimeoutMs: number;
  /** Open connections of the HTTP API; more are closed as they arrive. */
  readonly httpMaxConnections: number | null;
  /** A client must have sent a request's headers this long after it began. */
  readonly httpHeadersTimeoutMs: number;
  /** A client must have sent a whole request (an upload included) this long after it began. */
  readonly httpRequestTimeoutMs: number;
  /** An idle kept-alive connection is closed this long after its last answer. */
  readonly httpKeepAliveTimeoutMs: number;
}

function optional(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function port(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) throw new Error(`Invalid port: ${value}`);
  return parsed;
}

function nonNegative(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a non-negative integer, not ${value}`);
  return parsed;
}

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1)
    throw new Error(`${name} must be a positive integer, not ${value}`);
  return parsed;
}

/** A whole number of at least `min`, or `fallback` when unset. */
function atLeast(name: string, value: string | undefined, fallback: number, min: number): number {
  const number = positive(name, value, fallback);
  if (number < min) throw new Error(`${name} must be at least ${min}, not ${value}`);
  return number;
}

/**
 * PASSWORD_HASH_COST: log2 of scrypt's N, 17 by default. Below 17 only where NODE_ENV is test: a
 * production store must never fill with cheap hashes because a test setting leaked into it.
 */
function passwordCost(env: NodeJS.ProcessEnv): number {
  const cost = positive('PASSWORD_HASH_COST', env.PASSWORD_HASH_COST, 17);
  if (cost > 20)
    throw new Error(`PASSWORD_HASH_COST must be at most 20 (scrypt's memory grows as 2^cost), not ${cost}`);
  if (cost < 17 && env.NODE_ENV !== 'test')
    throw new Error(`PASSWORD_HASH_COST below 17 is allowed only in test runs (NODE_ENV=test), not ${cost}`);
  if (cost < 10) throw new Error(`PASSWORD_HASH_COST must be at least 10, not ${cost}`);
  return cost;
}

/** The account's waits: the first may not exceed the longest. */
function accountWaits(env: NodeJS.ProcessEnv): {
  accountWaitMinSeconds: number;
  accountWaitMaxSeconds: number;
} {
  const accountWaitMinSeconds = positive('LOGIN_ACCOUNT_WAIT_MIN', env.LOGIN_ACCOUNT_WAIT_MIN, 60);
  const accountWaitMaxSeconds = positive('LOGIN_ACCOUNT_WAIT_MAX', env.LOGIN_ACCOUNT_WAIT_MAX, 3600);
  if (accountWaitMaxSeconds < accountWaitMinSeconds) {
    throw new Error(
      `LOGIN_ACCOUNT_WAIT_MAX (${accountWaitMaxSeconds}) must not be below LOGIN_ACCOUNT_WAIT_MIN (${accountWaitMinSeconds})`,
    );
  }
  return { accountWaitMinSeconds, accountWaitMaxSeconds };
}

/** A comma-separated list of origins (`https://shop.example`, or `*` for any); empty means none given. */
function originList(value: string | undefined): readonly string[] | null {
  const origins = (value ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin !== '');
  return origins.length > 0 ? origins : null;
}

/** In-memory read models must be built where they are served; a shared store (MongoDB, SQLite) may
 * leave them to `npm run worker`: by default MongoDB does (compose runs a worker), SQLite does not. */
function runProjectors(
  mongoUrl: string | undefined,
  readStore: 'memory' | 'sqlite',
  setting: string | undefined,
): boolean {
  if (mongoUrl === undefined && readStore === 'memory') return true;
  if (setting !== undefined) return setting === 'true';
  return mongoUrl === undefined;
}

/** Below this many bytes an HMAC secret can be guessed offline from one token. */
export const MIN_JWT_SECRET_BYTES = 32;

/**
 * Demo accounts have passwords printed in the README: production never gets them unless the
 * operator insists (SEED_DEMO=force). Unset, the demo is seeded only outside production.
 */
function seedDemo(env: NodeJS.ProcessEnv): boolean {
  const production = env.NODE_ENV === 'production';
  const setting = optional(env.SEED_DEMO);
  if (setting === undefined) return !production;
  if (setting === 'force') return true;
  if (setting !== 'true' && setting !== 'false')
    throw new Error(`SEED_DEMO must be true, false or force, not ${setting}`);
  if (setting === 'true' && production) {
    throw new Error(
      'SEED_DEMO=true would create demo accounts with published passwords in production (NODE_ENV=production); ' +
        'set SEED_DEMO=false, or SEED_DEMO=force if this is really wanted',
    );
  }
  return setting === 'true';
}

function jwtSecret(value: string | undefined): string | undefined {
  const secret = optional(value);
  if (secret !== undefined && Buffer.byteLength(secret, 'utf8') < MIN_JWT_SECRET_BYTES) {
    throw new Error(
      `JWT_SECRET must be at least ${MIN_JWT_SECRET_BYTES} bytes long (it is ${Buffer.byteLength(secret, 'utf8')}); ` +
        'generate one with: openssl rand -base64 48',
    );
  }
  return secret;
}

function connectionLimits(env: NodeJS.ProcessEnv): ConnectionLimitSettings {
  const derived = (name: string): number | null => {
    const value = optional(env[name]);
    return value === undefined ? null : positive(name, value, 1);
  };
  const headersTimeoutMs = positive('HTTP_HEADERS_TIMEOUT_MS', env.HTTP_HEADERS_TIMEOUT_MS, 20_000);
  const requestTimeoutMs = positive('HTTP_REQUEST_TIMEOUT_MS', env.HTTP_REQUEST_TIMEOUT_MS, 300_000);
  // Node refuses to start a server whose headers may take longer than the whole request.
  if (headersTimeoutMs > requestTimeoutMs)
    throw new Error(
      `HTTP_HEADERS_TIMEOUT_MS (${headersTimeoutMs}) must not exceed HTTP_REQUEST_TIMEOUT_MS (${requestTimeoutMs})`,
    );
  return {
    wsMaxConnections: derived('WS_MAX_CONNECTIONS'),
    wsMaxConnectionsPerIp: positive('WS_MAX_CONNECTIONS_PER_IP', env.WS_MAX_CONNECTIONS_PER_IP, 64),
    wsAuthTimeoutMs: positive('WS_AUTH_TIMEOUT_MS', env.WS_AUTH_TIMEOUT_MS, 5000),
    httpMaxConnections: derived('HTTP_MAX_CONNECTIONS'),
    httpHeadersTimeoutMs: headersTimeoutMs,
    httpRequestTimeoutMs: requestTimeoutMs,
    // Node's 5 s closes a connection a page is about to reuse between two clicks: a client whose
    // request crosses that close sees a reset. 15 s keeps the race rare, and idle connections count
    // against HTTP_MAX_CONNECTIONS like any other.
    httpKeepAliveTimeoutMs: positive('HTTP_KEEP_ALIVE_TIMEOUT_MS', env.HTTP_KEEP_ALIVE_TIMEOUT_MS, 15_000),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const mongoUrl = optional(env.MONGO_URL);
  // The read models live in DATA_DIR/read-models.sqlite unless asked to stay in memory (ADR 0082).
  const readStore = env.READ_STORE === 'memory' ? 'memory' : 'sqlite';
  if (
    env.READ_STORE !== undefined &&
    env.READ_STORE !== '' &&
    !['memory', 'sqlite'].includes(env.READ_STORE)
  ) {
    throw new Error(`READ_STORE must be memory or sqlite, not ${env.READ_STORE}`);
  }
  return {
    port: port(env.PORT, 3000),
    wsPort: port(env.WS_PORT, 3001),
    dataDir: resolve(env.DATA_DIR ?? './data'),
    eventStoreUrl: optional(env.EVENT_STORE_URL),
    mongoUrl,
    readStore,
    redisUrl: optional(env.REDIS_URL),
    redisCommandTimeoutMs: positive('REDIS_COMMAND_TIMEOUT_MS', env.REDIS_COMMAND_TIMEOUT_MS, 1000),
    redisPingIntervalMs: positive('REDIS_PING_INTERVAL_MS', env.REDIS_PING_INTERVAL_MS, 1000),
    metricsToken: optional(env.METRICS_TOKEN),
    publicUrl: optional(env.PUBLIC_URL),
    smtpUrl: optional(env.SMTP_URL),
    mailFrom: env.MAIL_FROM ?? 'ВагонЗапчасть <noreply@vagonzapchast.ru>',
    spaDir: optional(env.SPA_DIR),
    jwtSecret: jwtSecret(env.JWT_SECRET),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    seedDemo: seedDemo(env),
    runProjectors: runProjectors(mongoUrl, readStore, optional(env.RUN_PROJECTORS)),
    heapGrowingPercent: nonNegative('HEAP_GROWING_PERCENT', env.HEAP_GROWING_PERCENT, 50),
    shutdownDeadlineMs: atLeast('SHUTDOWN_DEADLINE_MS', env.SHUTDOWN_DEADLINE_MS, 8000, 4000),
    wsAllowedOrigins: originList(env.WS_ALLOWED_ORIGINS),
    wsHeartbeatMs: positive('WS_HEARTBEAT_MS', env.WS_HEARTBEAT_MS, 30_000),
    connectionLimits: connectionLimits(env),
    uploadSweepGraceMs: nonNegative('UPLOAD_SWEEP_GRACE_MS', env.UPLOAD_SWEEP_GRACE_MS, 60 * 60_000),
    quoteAwardRepairDays: nonNegative('QUOTE_AWARD_REPAIR_DAYS', env.QUOTE_AWARD_REPAIR_DAYS, 30),
    orderStockRepairDays: nonNegative('ORDER_STOCK_REPAIR_DAYS', env.ORDER_STOCK_REPAIR_DAYS, 30),
    renderTimeoutMs: positive('RENDER_TIMEOUT_MS', env.RENDER_TIMEOUT_MS, 3000),
    readWaitMs: positive('READ_WAIT_MS', env.READ_WAIT_MS, 3000),
    idempotencyClaimLeaseMs: positive('IDEMPOTENCY_CLAIM_LEASE_MS', env.IDEMPOTENCY_CLAIM_LEASE_MS, 120_000),
    answerCacheBytes: positive('ANSWER_CACHE_MB', env.ANSWER_CACHE_MB, 16) * 2 ** 20,
    uploadLimits: {
      filesPerDay: positive('UPLOAD_FILES_PER_DAY', env.UPLOAD_FILES_PER_DAY, 500),
      bytesPerDay: positive('UPLOAD_MB_PER_DAY', env.UPLOAD_MB_PER_DAY, 1024) * 1024 * 1024,
    },
    authLimits: {
      loginPerAccount: positive('LOGIN_LIMIT_ACCOUNT', env.LOGIN_LIMIT_ACCOUNT, 5),
      loginPerIp: positive('LOGIN_LIMIT_IP', env.LOGIN_LIMIT_IP, 20),
      registerPerIp: positive('REGISTER_LIMIT_IP', env.REGISTER_LIMIT_IP, 10),
      accountFreeFailures: positive('LOGIN_ACCOUNT_FREE', env.LOGIN_ACCOUNT_FREE, 10),
      ...accountWaits(env),
    },
    loginLinkLimits: {
      perAccount: positive('LOGIN_LINK_LIMIT_ACCOUNT', env.LOGIN_LINK_LIMIT_ACCOUNT, 5),
      perIp: positive('LOGIN_LINK_LIMIT_IP', env.LOGIN_LINK_LIMIT_IP, 30),
    },
    passwordCost: passwordCost(env),
  };
}
