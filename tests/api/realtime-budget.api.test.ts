import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../infra/config.ts';
import { MemoryPubSub } from '../../infra/pubsub/index.ts';
import { connectionBudget } from '../../backend/app/connection-budget.ts';
import { TokenService } from '../../backend/kit/http/index.ts';
import { createLogger } from '../../backend/app/logger.ts';
import { CLOSE, startRealtimeGateway } from '../../backend/app/realtime/gateway.ts';
import { openClient } from '../support/realtime-client.ts';
import { freePort } from '../support/redis-server.ts';
import { flood, opened, openSocket, release, type Attempt } from '../support/socket-flood.ts';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';
import { waitFor } from '../support/wait-for.ts';

/**
 * Issue 29, finding 1 (ADR 0050): about 20,000 unauthenticated sockets filled the process's
 * open-file limit and the HTTP API was refused at the TCP level. The gateway now holds no more
 * sockets than its caps, refuses the rest at the upgrade, closes sockets that do not authenticate,
 * and the HTTP API keeps its own descriptors.
 */

/** 127.0.0.2, 127.0.0.3 …: distinct client addresses of this machine. */
const addresses = (count: number, from = 2) => Array.from({ length: count }, (_, i) => `127.0.0.${from + i}`);
const statuses = (attempts: readonly Attempt[]) =>
  attempts.flatMap((attempt) => (attempt.outcome === 'refused' ? [attempt.status] : []));

describe('a socket flood far past the open-file limit (the server as npm start runs it)', () => {
  const OPEN_FILES = 400;
  const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-flood-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('holds only the sockets its derived cap allows, and the HTTP API answers throughout', async () => {
    const [port, wsPort] = [await freePort(), await freePort()];
    // The shell lowers both limits to 400 descriptors, then becomes the server.
    const child = spawn(
      'sh',
      [
        '-c',
        `ulimit -S -n ${OPEN_FILES} && ulimit -H -n ${OPEN_FILES} && exec "$0" "$1"`,
        process.execPath,
        resolve(import.meta.dirname, '../../backend/app/main.ts'),
      ],
      {
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          PORT: String(port),
          WS_PORT: String(wsPort),
          SEED_DEMO: 'false',
          LOG_LEVEL: 'warn',
          NODE_ENV: 'test',
          // Sockets that never authenticate are held as long as the attacker likes, as before.
          WS_AUTH_TIMEOUT_MS: '600000',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    let attempts: Attempt[] = [];
    try {
      await waitFor(() => output.includes('Маркетплейс запущен'), 60_000, 'the server to start');
      const budget = connectionBudget(OPEN_FILES, loadConfig({}).connectionLimits);
      // Three times the open-file limit, from 30 addresses: no per-address cap stops it, only the total.
      attempts = await flood(wsPort, addresses(30), 40);
      expect(opened(attempts).length, output).toBe(budget.realtime.maxConnections);
      for (const attempt of attempts) {
        if (attempt.outcome === 'refused') expect([attempt.status, attempt.retryAfter]).toEqual([503, '60']);
      }
      // While every socket the gateway allows is held, the API answers, again and again.
      for (let i = 0; i < 20; i++) {
        const response = await fetch(`http://127.0.0.1:${port}/api/products?limit=1`);
        expect(response.status).toBe(200);
        expect(await response.json()).toMatchObject({ products: [] });
      }
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    } finally {
      release(attempts);
      child.kill('SIGTERM');
      await exited;
    }
  }, 120_000);
});

describe('connection caps of the gateway and the HTTP API (set small)', () => {
  let server: TestServer;
  let admin: SignedIn;
  beforeAll(async () => {
    server = await startTestServer({
      seedDemo: false,
      env: {
        WS_MAX_CONNECTIONS: '10',
        WS_MAX_CONNECTIONS_PER_IP: '4',
        WS_AUTH_TIMEOUT_MS: '600000',
        HTTP_MAX_CONNECTIONS: '12',
        HTTP_HEADERS_TIMEOUT_MS: '1000',
        HTTP_REQUEST_TIMEOUT_MS: '2000',
      },
    });
    admin = await server.createAdmin();
  });
  afterAll(() => server.stop());

  interface Connections {
    openFiles: number | null;
    http: { open: number; maxConnections: number };
    realtime: {
      open: number;
      unauthenticated: number;
      maxConnections: number;
      maxConnectionsPerIp: number;
      authTimeoutMs: number;
      refused: { perIp: number; total: number };
    };
  }
  const connections = async (): Promise<Connections> =>
    (
      (await (await server.request('/api/health', { token: admin.accessToken })).json()) as {
        connections: Connections;
      }
    ).connections;
  const drained = () =>
    waitFor(async () => (await connections()).realtime.open === 0, 10_000, 'the sockets to close');

  it('one address past its cap is refused with 429 and Retry-After before the handshake; another address still connects', async () => {
    const attempts = await flood(server.wsPort, ['127.0.0.2'], 6, 1);
    try {
      expect(opened(attempts)).toHaveLength(4);
      expect(statuses(attempts)).toEqual([429, 429]);
      expect(attempts.at(-1)).toMatchObject({ retryAfter: '60' });
      const other = await openSocket(server.wsPort, { localAddress: '127.0.0.3' });
      expect(other.outcome).toBe('open');
      if (other.outcome === 'open') other.socket.terminate();
    } finally {
      release(attempts);
    }
    await drained();
  });

  it('past the total cap new sockets are refused with 503; the API answers; health tells the sockets and the caps', async () => {
    const attempts = await flood(server.wsPort, addresses(4, 10), 4, 1);
    try {
      expect(opened(attempts)).toHaveLength(10);
      expect(statuses(attempts)).toEqual(Array(6).fill(503));
      const products = await server.request('/api/products?limit=1');
      expect(products.status).toBe(200);
      const held = await connections();
      expect(held.realtime).toMatchObject({
        open: 10,
        unauthenticated: 10,
        maxConnections: 10,
        maxConnectionsPerIp: 4,
        authTimeoutMs: 600_000,
      });
      expect(held.realtime.refused.total).toBeGreaterThanOrEqual(6);
      expect(held.http.maxConnections).toBe(12);
      expect(held.http.open).toBeGreaterThanOrEqual(1);
      // Anyone else learns only that the service is up.
      expect(await (await server.request('/api/health')).json()).toEqual({ status: 'ok' });
      // One socket leaves: there is room for one more.
      opened(attempts)[0]!.terminate();
      await waitFor(async () => (await connections()).realtime.open === 9, 10_000, 'the socket to close');
      const next = await openSocket(server.wsPort, { localAddress: '127.0.0.20' });
      expect(next.outcome).toBe('open');
      if (next.outcome === 'open') next.socket.terminate();
    } finally {
      release(attempts);
    }
    await drained();
  });

  it('an authenticated socket fits in the caps and counts as authenticated', async () => {
    const buyer = await server.registerUser({ role: 'buyer' });
    const client = await openClient(server.wsPort);
    expect((await client.auth(buyer.accessToken, buyer.user.id)).type).toBe('auth_ok');
    expect((await connections()).realtime).toMatchObject({ open: 1, unauthenticated: 0 });
    client.socket.close();
    await drained();
  });

  /** A raw TCP client: what it received, and a promise of the connection's end. */
  const rawClient = (port: number) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', () => {});
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    const connected = new Promise<void>((done) => socket.once('connect', () => done()));
    return { socket, closed, connected, received: () => received };
  };

  it("keeps an idle connection HTTP_KEEP_ALIVE_TIMEOUT_MS (15 s), not Node's 5 s, and says so to the client", async () => {
    const client = rawClient(server.port);
    try {
      await client.connected;
      client.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
      await waitFor(async () => /\r\n\r\n/.test(client.received()), 10_000, 'the answer');
      expect(client.received()).toMatch(/^HTTP\/1\.1 200 /);
      expect(client.received()).toMatch(/\r\nKeep-Alive: timeout=15\r\n/i);
    } finally {
      client.socket.destroy();
    }
  });

  it('an HTTP client that does not finish its headers gets 408 and is closed at HTTP_HEADERS_TIMEOUT_MS', async () => {
    const slow = rawClient(server.port);
    await slow.connected;
    slow.socket.write('GET /api/products HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await slow.closed;
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('past HTTP_MAX_CONNECTIONS a new connection is closed unanswered; once the idle ones time out the API answers again', async () => {
    const idle = Array.from({ length: 13 }, () => rawClient(server.port));
    try {
      await Promise.all(idle.map((client) => client.connected));
      await Promise.all(idle.map((client) => client.closed));
      // The idle ones were answered 408 at their deadline; those past the cap were closed at once, unanswered.
      const answers = idle.map((client) => client.received().slice(0, 12));
      expect(answers.filter((text) => text === '')).not.toHaveLength(0);
      expect(answers.filter((text) => text !== '').every((text) => text === 'HTTP/1.1 408')).toBe(true);
      expect(answers.filter((text) => text !== '').length).toBeLessThanOrEqual(12);
    } finally {
      idle.forEach((client) => client.socket.destroy());
    }
    expect((await server.request('/api/products?limit=1')).status).toBe(200);
  });
});

describe('the authentication deadline', () => {
  const tokens = new TokenService('realtime-budget-test-secret-of-32-bytes+');
  let gateway: Awaited<ReturnType<typeof startRealtimeGateway>>;
  beforeAll(async () => {
    gateway = await startRealtimeGateway({
      port: 0,
      pubsub: new MemoryPubSub(),
      tokens,
      logger: createLogger('silent'),
      limits: { authTimeoutMs: 3000 },
    });
  });
  afterAll(() => gateway.close());

  it('closes a socket that stays without a user with 4408, a refused auth changes nothing, an authenticated socket stays', async () => {
    const member = await openClient(gateway.port);
    expect((await member.auth(tokens.signAccess({ userId: '7', role: 'buyer' }), '7')).type).toBe('auth_ok');
    const idle = await openClient(gateway.port);
    const guessing = await openClient(gateway.port);
    expect((await guessing.auth('not-a-token')).type).toBe('auth_error');
    expect(gateway.status()).toMatchObject({ open: 3, unauthenticated: 2 });
    expect(await idle.closed).toBe(CLOSE.authTimeout);
    expect(await guessing.closed).toBe(CLOSE.authTimeout);
    expect(member.socket.readyState).toBe(member.socket.OPEN);
    await waitFor(() => gateway.status().open === 1, 5000, 'the server to count the closed sockets');
    // A refused re-authentication leaves the socket without a user: it gets a deadline of its own.
    expect((await member.auth('not-a-token')).type).toBe('auth_error');
    expect(await member.closed).toBe(CLOSE.authTimeout);
  });
});
