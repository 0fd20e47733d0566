import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../infra/config.ts';
import { startServer, type RunningServer } from '../../backend/src/server.ts';

export interface TestServer extends RunningServer {
  readonly dataDir: string;
  /** A valid access token for a user of the given role. */
  token(role: 'admin' | 'supplier' | 'buyer', userId?: string): string;
  /** fetch against the server with JSON defaults. */
  request(path: string, init?: RequestInit & { json?: unknown; token?: string }): Promise<Response>;
  /** Closes the server and deletes its data unless `keepData`. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/** A real server on free ports over a fresh data folder (or a given one, to test restarts). */
export async function startTestServer(options: { dataDir?: string; seedDemo?: boolean; env?: Record<string, string> } = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'marketplace-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    WS_PORT: '0',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    SEED_DEMO: options.seedDemo === false ? 'false' : 'true',
    ...options.env,
  });
  const server = await startServer(config);
  return {
    ...server,
    dataDir,
    token: (role, userId = `${role}-1`) => server.platform.tokens.signAccess({ userId, role }),
    request(path, init = {}) {
      const { json, token, headers, ...rest } = init;
      return fetch(server.url + path, {
        ...rest,
        headers: {
          ...(json === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(headers as Record<string, string> | undefined),
        },
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      });
    },
    async stop(stopOptions = {}) {
      await server.close();
      if (!stopOptions.keepData && !options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
