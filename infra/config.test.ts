import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('chooses the embedded adapters when no URL is given', () => {
    const config = loadConfig({});
    expect(config.eventStoreUrl).toBeUndefined();
    expect(config.mongoUrl).toBeUndefined();
    expect(config.readStore).toBe('sqlite');
    expect(config.runProjectors).toBe(true);
  });

  it('keeps the read models in memory when asked (READ_STORE=memory), and in SQLite otherwise', () => {
    expect(loadConfig({ READ_STORE: 'memory' }).readStore).toBe('memory');
    expect(loadConfig({ READ_STORE: 'memory', RUN_PROJECTORS: 'false' }).runProjectors).toBe(true);
    expect(loadConfig({ READ_STORE: '' }).readStore).toBe('sqlite');
    expect(loadConfig({ READ_STORE: 'sqlite', RUN_PROJECTORS: 'false' }).runProjectors).toBe(false);
  });

  it('keeps the heap growing factor at 50 % unless told otherwise; 0 leaves V8 its own', () => {
    expect(loadConfig({}).heapGrowingPercent).toBe(50);
    expect(loadConfig({ HEAP_GROWING_PERCENT: '0' }).heapGrowingPercent).toBe(0);
    expect(loadConfig({ HEAP_GROWING_PERCENT: ' 80 ' }).heapGrowingPercent).toBe(80);
  });

  it('gives a stop 8 s unless told otherwise, and never less than 4 s', () => {
    expect(loadConfig({}).shutdownDeadlineMs).toBe(8000);
    expect(loadConfig({ SHUTDOWN_DEADLINE_MS: '20000' }).shutdownDeadlineMs).toBe(20_000);
    expect(() => loadConfig({ SHUTDOWN_DEADLINE_MS: '1000' })).toThrow(
      /SHUTDOWN_DEADLINE_MS must be at least 4000/,
    );
    expect(() => loadConfig({ SHUTDOWN_DEADLINE_MS: 'soon' })).toThrow(/SHUTDOWN_DEADLINE_MS/);
  });

  it('refuses a heap growing factor that is not a whole non-negative number', () => {
    expect(() => loadConfig({ HEAP_GROWING_PERCENT: '-5' })).toThrow(/HEAP_GROWING_PERCENT/);
    expect(() => loadConfig({ HEAP_GROWING_PERCENT: 'half' })).toThrow(/HEAP_GROWING_PERCENT/);
  });

  it('connection caps: derived unless set, per address 64, authentication within 5 s; HTTP headers within 20 s, a request within 300 s', () => {
    expect(loadConfig({}).connectionLimits).toEqual({
      wsMaxConnections: null,
      wsMaxConnectionsPerIp: 64,
      wsAuthTimeoutMs: 5000,
      httpMaxConnections: null,
      httpHeadersTimeoutMs: 20_000,
      httpRequestTimeoutMs: 300_000,
      httpKeepAliveTimeoutMs: 15_000,
    });
    expect(
      loadConfig({ WS_MAX_CONNECTIONS: '300', HTTP_MAX_CONNECTIONS: ' 500 ', WS_MAX_CONNECTIONS_PER_IP: '8' })
        .connectionLimits,
    ).toMatchObject({ wsMaxConnections: 300, httpMaxConnections: 500, wsMaxConnectionsPerIp: 8 });
    expect(() => loadConfig({ WS_MAX_CONNECTIONS: '0' })).toThrow(/WS_MAX_CONNECTIONS/);
    expect(() => loadConfig({ WS_AUTH_TIMEOUT_MS: 'soon' })).toThrow(/WS_AUTH_TIMEOUT_MS/);
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '60000', HTTP_REQUEST_TIMEOUT_MS: '30000' })).toThrow(
      /HTTP_HEADERS_TIMEOUT_MS/,
    );
  });

  it('refuses an unknown read store', () => {
    expect(() => loadConfig({ READ_STORE: 'redis' })).toThrow(/READ_STORE/);
  });

  it('realtime: same-host pages by default, or the listed origins; a heartbeat of 30 s unless told otherwise', () => {
    expect(loadConfig({}).wsAllowedOrigins).toBeNull();
    expect(loadConfig({ WS_ALLOWED_ORIGINS: ' , ' }).wsAllowedOrigins).toBeNull();
    expect(
      loadConfig({ WS_ALLOWED_ORIGINS: 'https://a.example/, https://b.example' }).wsAllowedOrigins,
    ).toEqual(['https://a.example', 'https://b.example']);
    expect(loadConfig({}).wsHeartbeatMs).toBe(30_000);
    expect(loadConfig({ WS_HEARTBEAT_MS: '5000' }).wsHeartbeatMs).toBe(5000);
    expect(() => loadConfig({ WS_HEARTBEAT_MS: '0' })).toThrow(/WS_HEARTBEAT_MS/);
  });

  it('Redis: a deadline of 1 s on every command and a PING every second unless told otherwise', () => {
    expect(loadConfig({}).redisCommandTimeoutMs).toBe(1000);
    expect(loadConfig({}).redisPingIntervalMs).toBe(1000);
    expect(loadConfig({ REDIS_COMMAND_TIMEOUT_MS: '250', REDIS_PING_INTERVAL_MS: '5000' })).toMatchObject({
      redisCommandTimeoutMs: 250,
      redisPingIntervalMs: 5000,
    });
    expect(() => loadConfig({ REDIS_COMMAND_TIMEOUT_MS: '0' })).toThrow(/REDIS_COMMAND_TIMEOUT_MS/);
    expect(() => loadConfig({ REDIS_PING_INTERVAL_MS: 'often' })).toThrow(/REDIS_PING_INTERVAL_MS/);
  });
});

describe('password hashing cost (ADR 0061)', () => {
  it('is scrypt N=2^17 unless a test run asks for less; never cheaper outside tests, never above 2^20', () => {
    expect(loadConfig({}).passwordCost).toBe(17);
    expect(loadConfig({ PASSWORD_HASH_COST: '18' }).passwordCost).toBe(18);
    expect(loadConfig({ PASSWORD_HASH_COST: '12', NODE_ENV: 'test' }).passwordCost).toBe(12);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '12', NODE_ENV: 'production' })).toThrow(
      /only in test runs/,
    );
    expect(() => loadConfig({ PASSWORD_HASH_COST: '12' })).toThrow(/only in test runs/);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '21' })).toThrow(/at most 20/);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '8', NODE_ENV: 'test' })).toThrow(/at least 10/);
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'cheap' })).toThrow(/PASSWORD_HASH_COST/);
  });
});

describe('sign-in throttling (ADR 0053)', () => {
  it('has the documented defaults and refuses a longest wait shorter than the first', () => {
    expect(loadConfig({}).authLimits).toEqual({
      loginPerAccount: 5,
      loginPerIp: 20,
      registerPerIp: 10,
      accountFreeFailures: 10,
      accountWaitMinSeconds: 60,
      accountWaitMaxSeconds: 3600,
    });
    expect(loadConfig({}).loginLinkLimits).toEqual({ perAccount: 5, perIp: 30 });
    expect(
      loadConfig({ LOGIN_ACCOUNT_WAIT_MIN: '900', LOGIN_ACCOUNT_WAIT_MAX: '900' }).authLimits
        .accountWaitMaxSeconds,
    ).toBe(900);
    expect(() => loadConfig({ LOGIN_ACCOUNT_WAIT_MIN: '900', LOGIN_ACCOUNT_WAIT_MAX: '60' })).toThrow(
      /LOGIN_ACCOUNT_WAIT_MAX/,
    );
    expect(() => loadConfig({ LOGIN_ACCOUNT_FREE: '0' })).toThrow(/LOGIN_ACCOUNT_FREE/);
    expect(() => loadConfig({ LOGIN_LINK_LIMIT_IP: 'many' })).toThrow(/LOGIN_LINK_LIMIT_IP/);
  });
});

describe('production-safe defaults', () => {
  it('seeds the demo only outside production unless forced', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'force' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('refuses to start with the demo accounts in production, and an unknown SEED_DEMO', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' })).toThrow(/SEED_DEMO=force/);
    expect(() => loadConfig({ SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO must be/);
  });

  it('refuses a JWT secret shorter than 32 bytes and says how to make one', () => {
    expect(() => loadConfig({ JWT_SECRET: 'secret' })).toThrow(/at least 32 bytes.*openssl rand/);
    // 16 Cyrillic letters are 32 bytes in UTF-8: the length counted is the key's, not the characters'.
    expect(loadConfig({ JWT_SECRET: 'ж'.repeat(16) }).jwtSecret).toBe('ж'.repeat(16));
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
  });
});
