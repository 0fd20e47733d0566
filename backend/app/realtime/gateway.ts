import { STATUS_CODES, createServer, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { PubSub } from '../../../infra/pubsub/index.ts';
import {
  clientAddressKey,
  type AccessClaims,
  type AccessGuard,
  type TokenService,
} from '../../kit/http/index.ts';
import type { Logger } from '../logger.ts';
import {
  REALTIME_CHANNEL,
  parseClientMessage,
  parseRealtimeMessage,
  type RealtimeMessage,
} from './protocol.ts';

export type { RealtimeMessage } from './protocol.ts';
export { REALTIME_CHANNEL } from './protocol.ts';

/** Limits of one connection (ADR 0013). */
export interface GatewayLimits {
  /** Largest frame a client may send; larger closes the socket with 1009. */
  readonly maxPayloadBytes: number;
  /** Token bucket per connection: sustained messages per second and the burst allowed. */
  readonly messagesPerSecond: number;
  readonly messageBurst: number;
  /** Every interval each socket is pinged; one that did not answer the previous ping is dropped,
   * and each authenticated socket's session is checked again. */
  readonly heartbeatMs: number;
  /** A client that does not read its pushes is dropped once this much waits in its buffer. */
  readonly maxBufferedBytes: number;
  /** Connection budgets (ADR 0050): open sockets in all and per client address, refused at the
   * upgrade beyond them; connections still in their handshake beyond the cap (they get their
   * refusal; past them new connections are closed unanswered); and how long a socket may stay
   * without a user before it is closed. */
  readonly maxConnections: number;
  readonly maxConnectionsPerIp: number;
  readonly handshakeAllowance: number;
  readonly authTimeoutMs: number;
  /** The upgrade request's headers must have arrived within this. */
  readonly handshakeTimeoutMs: number;
}

export const DEFAULT_GATEWAY_LIMITS: GatewayLimits = {
  maxPayloadBytes: 4096,
  messagesPerSecond: 5,
  messageBurst: 20,
  heartbeatMs: 30_000,
  maxBufferedBytes: 1024 * 1024,
  maxConnections: 10_000,
  maxConnectionsPerIp: 64,
  handshakeAllowance: 64,
  authTimeoutMs: 5000,
  handshakeTimeoutMs: 5000,
};

/** Close codes: the RFC's policy and unsupported-data codes, and ours for an ended session and
 * for a socket that did not authenticate in time. */
export const CLOSE = { policy: 1008, unsupported: 1003, sessionEnded: 4401, authTimeout: 4408 } as const;

/** What the gateway holds, for the admins' health answer. */
export interface GatewayStatus {
  readonly open: number;
  /** Open sockets that have no user (yet): each is closed at its authentication deadline. */
  readonly unauthenticated: number;
  readonly maxConnections: number;
  readonly maxConnectionsPerIp: number;
  readonly authTimeoutMs: number;
  /** Upgrades refused since the start: over the per-address cap, over the total cap. */
  readonly refused: { readonly perIp: number; readonly total: number };
}

const AUTH_ERROR = { type: 'auth_error', data: { message: 'Необходимо войти в систему' } } as const;
const MAX_TIMER_MS = 2 ** 31 - 1;

interface Connection {
  readonly socket: WebSocket;
  /** The client address it counts under (clientAddressKey). */
  readonly address: string;
  claims: AccessClaims | null;
  expiryTimer: NodeJS.Timeout | null;
  /** Runs while the socket has no user: closes it at the deadline. */
  authTimer: NodeJS.Timeout | null;
  /** Increases with each auth message, so a slow check never overrides a later one. */
  authAttempt: number;
  alive: boolean;
  tokens: number;
  refilledAt: number;
}

/**
 * Whether a browser page at `origin` may open the socket: the configured list, or by default a page
 * of the same host as the socket (the SPA connects to port WS_PORT of its own host). Clients that
 * send no Origin (servers, tools) are not browsers acting for someone and authenticate by token.
 */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowed: readonly string[] | null,
): boolean {
  if (origin === undefined) return true;
  if (allowed) return allowed.includes('*') || allowed.includes(origin);
  try {
    return host !== undefined && new URL(origin).hostname === new URL(`http://${host}`).hostname;
  } catch {
    return false;
  }
}

const LOOPBACK = /^(?:127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * The client address an upgrade counts under: the peer's, or behind a proxy on this host the one
 * it forwarded (the rightmost entry of X-Forwarded-For that is not loopback), as the HTTP API
 * trusts loopback proxies (`trust proxy`, app.ts).
 */
export function upgradeClientAddress(req: IncomingMessage): string {
  const peer = req.socket.remoteAddress ?? '';
  const forwarded = req.headers['x-forwarded-for'];
  if (!LOOPBACK.test(peer) || typeof forwarded !== 'string') return clientAddressKey(peer);
  const hops = forwarded.split(',').map((hop) => hop.trim());
  let client = peer;
  for (let i = hops.length - 1; i >= 0 && LOOPBACK.test(client); i--) client = hops[i]!;
  return clientAddressKey(client);
}

/** Answers an upgrade with an HTTP status and closes the connection, before any handshake. */
function refuseUpgrade(socket: Duplex, status: number, headers: Record<string, string> = {}): void {
  const body = STATUS_CODES[status] ?? '';
  const lines = Object.entries({
    Connection: 'close',
    'Content-Type': 'text/plain',
    'Content-Length': String(Buffer.byteLength(body)),
    ...headers,
  }).map(([name, value]) => `${name}: ${value}`);
  socket.once('finish', () => socket.destroy());
  socket.on('error', () => socket.destroy());
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`);
  // A client that never reads its answer does not keep the descriptor.
  setTimeout(() => socket.destroy(), 2000).unref();
}

/**
 * The ws gateway: a client authenticates with `{ type: 'auth', token, userId? }` (its access token;
 * a user id alone is never trusted), then receives the realtime messages addressed to its user until
 * its token expires or its session is revoked. No client input can throw out of a handler.
 */
export async function startRealtimeGateway(deps: {
  port: number;
  pubsub: PubSub;
  tokens: TokenService;
  /** Blocked users and revoked sessions, as for HTTP: checked at auth, on each heartbeat and before each delivery. */
  guard?: AccessGuard;
  logger: Logger;
  /** Origins allowed to connect; null: the socket's own host. */
  allowedOrigins?: readonly string[] | null;
  limits?: Partial<GatewayLimits>;
}): Promise<{ port: number; connections(): number; status(): GatewayStatus; close(): Promise<void> }> {
  const limits: GatewayLimits = { ...DEFAULT_GATEWAY_LIMITS, ...deps.limits };
  const allowedOrigins = deps.allowedOrigins ?? null;
  const byUser = new Map<string, Set<Connection>>();
  const connections = new Map<WebSocket, Connection>();
  const byAddress = new Map<string, number>();
  const refused = { perIp: 0, total: 0 };
  let full = false;
  const admitted = async (claims: AccessClaims): Promise<AccessClaims | null> =>
    deps.guard ? deps.guard(claims) : claims;

  // The gateway's own HTTP server, so that every connection is bounded before it costs more than a
  // descriptor: past the cap and its handshakes the kernel's connection is closed as it arrives,
  // a handshake must arrive within seconds, and caps are checked before the upgrade is answered.
  const http = createServer(
    {
      headersTimeout: limits.handshakeTimeoutMs,
      requestTimeout: limits.handshakeTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, limits.handshakeTimeoutMs),
    },
    (_req, res) => {
      res.writeHead(426, { Connection: 'close', 'Content-Type': 'text/plain' }).end(STATUS_CODES[426]);
    },
  );
  http.maxConnections = limits.maxConnections + limits.handshakeAllowance;
  const server = new WebSocketServer({
    noServer: true,
    maxPayload: limits.maxPayloadBytes,
    perMessageDeflate: false,
  });
  http.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const address = upgradeClientAddress(req);
    if ((byAddress.get(address) ?? 0) >= limits.maxConnectionsPerIp) {
      refused.perIp += 1;
      refuseUpgrade(socket, 429, { 'Retry-After': '60' });
      return;
    }
    if (connections.size >= limits.maxConnections) {
      refused.total += 1;
      if (!full) {
        full = true;
        deps.logger.warn(
          { maxConnections: limits.maxConnections },
          'realtime gateway full: new sockets are refused',
        );
      }
      refuseUpgrade(socket, 503, { 'Retry-After': '60' });
      return;
    }
    const origin = req.headers.origin;
    if (!originAllowed(origin || undefined, req.headers.host, allowedOrigins)) {
      refuseUpgrade(socket, 403);
      return;
    }
    server.handleUpgrade(req, socket, head, (ws) => server.emit('connection', ws, req));
  });
  await new Promise<void>((resolve, reject) => {
    http.once('listening', resolve);
    http.once('error', reject);
    http.listen(deps.port);
  });
  http.on('error', (error) => deps.logger.error({ err: error }, 'realtime gateway failed'));
  server.on('error', (error) => deps.logger.error({ err: error }, 'realtime gateway failed'));

  const send = (connection: Connection, message: object): void => {
    const { socket } = connection;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > limits.maxBufferedBytes) {
      socket.terminate();
      return;
    }
    socket.send(JSON.stringify(message));
  };

  /** A socket without a user has until its deadline to get one; the deadline does not move while it
   * stays without one, whatever it sends. */
  const awaitAuthentication = (connection: Connection): void => {
    if (connection.authTimer || connection.claims) return;
    connection.authTimer = setTimeout(() => {
      connection.authTimer = null;
      if (!connection.claims) connection.socket.close(CLOSE.authTimeout, 'authentication timeout');
    }, limits.authTimeoutMs);
    connection.authTimer.unref();
  };
  const stopAuthDeadline = (connection: Connection): void => {
    if (connection.authTimer) clearTimeout(connection.authTimer);
    connection.authTimer = null;
  };

  const leaveUser = (connection: Connection): void => {
    if (connection.expiryTimer) clearTimeout(connection.expiryTimer);
    connection.expiryTimer = null;
    const userId = connection.claims?.userId;
    connection.claims = null;
    if (connection.socket.readyState === connection.socket.OPEN) awaitAuthentication(connection);
    if (userId === undefined) return;
    const set = byUser.get(userId);
    set?.delete(connection);
    if (set?.size === 0) byUser.delete(userId);
  };

  const endSession = (connection: Connection): void => {
    leaveUser(connection);
    connection.socket.close(CLOSE.sessionEnded, 'session ended');
  };

  const authenticate = async (
    connection: Connection,
    token: string,
    userId: string | null,
  ): Promise<void> => {
    const attempt = ++connection.authAttempt;
    // A second auth replaces the first: the socket leaves the previous user's set at once.
    leaveUser(connection);
    const verified = deps.tokens.verifyAccess(token);
    const claims =
      verified && (userId === null || userId === verified.userId) ? await admitted(verified) : null;
    if (attempt !== connection.authAttempt || connection.socket.readyState !== connection.socket.OPEN) return;
    if (!claims) {
      send(connection, AUTH_ERROR);
      return;
    }
    connection.claims = claims;
    stopAuthDeadline(connection);
    const set = byUser.get(claims.userId) ?? new Set<Connection>();
    set.add(connection);
    byUser.set(claims.userId, set);
    const expiresAt = deps.tokens.accessExpiresAt(token);
    if (expiresAt !== null) {
      // The socket lives no longer than its token; the client re-authenticates with a fresh one.
      connection.expiryTimer = setTimeout(
        () => endSession(connection),
        Math.min(MAX_TIMER_MS, Math.max(0, expiresAt - Date.now())),
      );
      connection.expiryTimer.unref();
    }
    send(connection, { type: 'auth_ok', data: { userId: claims.userId } });
  };

  const withinRate = (connection: Connection): boolean => {
    const now = Date.now();
    connection.tokens = Math.min(
      limits.messageBurst,
      connection.tokens + ((now - connection.refilledAt) / 1000) * limits.messagesPerSecond,
    );
    connection.refilledAt = now;
    if (connection.tokens < 1) return false;
    connection.tokens -= 1;
    return true;
  };

  const onMessage = (connection: Connection, raw: RawData, isBinary: boolean): void => {
    const { socket } = connection;
    if (!withinRate(connection)) {
      leaveUser(connection);
      socket.close(CLOSE.policy, 'rate limit');
      return;
    }
    if (isBinary) {
      socket.close(CLOSE.unsupported, 'text frames only');
      return;
    }
    const message = parseClientMessage(
      Array.isArray(raw) ? Buffer.concat(raw).toString('utf8') : raw.toString('utf8'),
    );
    switch (message.kind) {
      case 'violation':
        leaveUser(connection);
        socket.close(CLOSE.policy, 'malformed message');
        return;
      case 'bad_auth':
        leaveUser(connection);
        send(connection, AUTH_ERROR);
        return;
      case 'unknown':
        return;
      case 'auth':
        authenticate(connection, message.token, message.userId).catch((error: unknown) => {
          deps.logger.error({ err: error }, 'realtime authentication failed');
          send(connection, AUTH_ERROR);
        });
    }
  };

  server.on('connection', (socket: WebSocket, req: IncomingMessage) => {
    const address = upgradeClientAddress(req);
    byAddress.set(address, (byAddress.get(address) ?? 0) + 1);
    const connection: Connection = {
      socket,
      address,
      claims: null,
      expiryTimer: null,
      authTimer: null,
      authAttempt: 0,
      alive: true,
      tokens: limits.messageBurst,
      refilledAt: Date.now(),
    };
    connections.set(socket, connection);
    awaitAuthentication(connection);
    // Bad frames (too large, invalid UTF-8, unmasked) arrive here; ws closes the socket itself.
    socket.on('error', (error) => deps.logger.debug({ err: error }, 'realtime client error'));
    socket.on('pong', () => (connection.alive = true));
    // ws answers pings itself; a ping flood counts against the same budget as messages.
    socket.on('ping', () => {
      if (!withinRate(connection)) {
        leaveUser(connection);
        socket.close(CLOSE.policy, 'rate limit');
      }
    });
    socket.on('message', (raw, isBinary) => {
      try {
        onMessage(connection, raw, isBinary);
      } catch (error) {
        deps.logger.error({ err: error }, 'realtime message failed');
        socket.terminate();
      }
    });
    socket.on('close', () => {
      connection.authAttempt += 1;
      leaveUser(connection);
      stopAuthDeadline(connection);
      connections.delete(socket);
      const left = (byAddress.get(address) ?? 1) - 1;
      if (left > 0) byAddress.set(address, left);
      else byAddress.delete(address);
      if (full && connections.size < limits.maxConnections * 0.9) {
        full = false;
        deps.logger.info({ open: connections.size }, 'realtime gateway accepts new sockets again');
      }
    });
  });

  const heartbeat = setInterval(() => {
    // One check per session per beat, however many sockets (tabs) share it.
    const checks = new Map<string, Promise<AccessClaims | null>>();
    const check = (claims: AccessClaims): Promise<AccessClaims | null> => {
      const key = `${claims.userId}\u0000${claims.sid ?? ''}`;
      let pending = checks.get(key);
      if (!pending) checks.set(key, (pending = admitted(claims)));
      return pending;
    };
    for (const connection of connections.values()) {
      if (!connection.alive) {
        leaveUser(connection);
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
      const claims = connection.claims;
      if (claims) {
        // A revoked session or a blocked user loses its socket even when nothing is pushed to it.
        check(claims).then(
          (still) => {
            if (!still && connection.claims === claims) endSession(connection);
          },
          (error: unknown) => deps.logger.error({ err: error }, 'realtime session check failed'),
        );
      }
    }
  }, limits.heartbeatMs);
  heartbeat.unref();

  const deliver = async (message: RealtimeMessage): Promise<void> => {
    for (const connection of [...(byUser.get(message.userId) ?? [])]) {
      const claims = connection.claims;
      if (!claims) continue;
      // A user blocked (or a session revoked) after connecting gets nothing more: the socket closes.
      if (!(await admitted(claims))) {
        if (connection.claims === claims) endSession(connection);
        continue;
      }
      if (connection.claims === claims) send(connection, { type: message.type, data: message.data });
    }
  };
  const unsubscribe = await deps.pubsub.subscribe(REALTIME_CHANNEL, (raw) => {
    const message = parseRealtimeMessage(raw);
    if (!message) {
      deps.logger.warn({ message: raw }, 'realtime message dropped: not { userId, type, data }');
      return;
    }
    deliver(message).catch((error: unknown) => deps.logger.error({ err: error }, 'realtime delivery failed'));
  });

  const listening = http.address();
  const port = typeof listening === 'object' && listening ? listening.port : deps.port;
  deps.logger.info(
    { port, maxConnections: limits.maxConnections, maxConnectionsPerIp: limits.maxConnectionsPerIp },
    'realtime gateway listening',
  );

  return {
    port,
    connections: () => connections.size,
    status: () => {
      let unauthenticated = 0;
      for (const connection of connections.values()) if (!connection.claims) unauthenticated += 1;
      return {
        open: connections.size,
        unauthenticated,
        maxConnections: limits.maxConnections,
        maxConnectionsPerIp: limits.maxConnectionsPerIp,
        authTimeoutMs: limits.authTimeoutMs,
        refused: { ...refused },
      };
    },
    async close() {
      clearInterval(heartbeat);
      await unsubscribe().catch(() => {});
      for (const connection of connections.values()) {
        leaveUser(connection);
        stopAuthDeadline(connection);
        connection.socket.terminate();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
