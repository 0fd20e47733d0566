import { WebSocketServer, type WebSocket } from 'ws';
import type { PubSub } from '../../../infra/pubsub/index.ts';
import type { AccessClaims, AccessGuard, TokenService } from '../http/index.ts';
import type { Logger } from '../logger.ts';

/** Channel on which modules publish what a user must see at once. */
export const REALTIME_CHANNEL = 'realtime';

export interface RealtimeMessage {
  readonly userId: string;
  readonly type: 'new_message' | 'notification';
  readonly data: unknown;
}

const MAX_CLIENT_MESSAGE_BYTES = 4096;

/**
 * The ws gateway: a client authenticates with `{ type: 'auth', token }` (its access token; a bare
 * user id is not trusted), then receives the realtime messages addressed to its user.
 */
export async function startRealtimeGateway(deps: {
  port: number;
  pubsub: PubSub;
  tokens: TokenService;
  /** Blocked users and revoked sessions, as for HTTP: checked at auth and before each delivery. */
  guard?: AccessGuard;
  logger: Logger;
}): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Map<string, Set<WebSocket>>();
  const claimsOf = new WeakMap<WebSocket, AccessClaims>();
  const admitted = async (claims: AccessClaims | null): Promise<AccessClaims | null> =>
    claims && deps.guard ? deps.guard(claims) : claims;
  const server = new WebSocketServer({ port: deps.port, maxPayload: MAX_CLIENT_MESSAGE_BYTES });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });

  server.on('connection', (socket) => {
    let userId: string | null = null;
    socket.on('message', async (raw) => {
      let message: { type?: unknown; token?: unknown };
      try {
        message = JSON.parse(String(raw)) as typeof message;
      } catch {
        socket.send(JSON.stringify({ type: 'error', data: { message: 'Некорректное сообщение' } }));
        return;
      }
      if (message.type !== 'auth') return;
      const claims = await admitted(typeof message.token === 'string' ? deps.tokens.verifyAccess(message.token) : null);
      if (!claims) {
        socket.send(JSON.stringify({ type: 'auth_error', data: { message: 'Необходимо войти в систему' } }));
        return;
      }
      userId = claims.userId;
      claimsOf.set(socket, claims);
      const set = sockets.get(userId) ?? new Set();
      set.add(socket);
      sockets.set(userId, set);
      socket.send(JSON.stringify({ type: 'auth_ok', data: { userId } }));
    });
    socket.on('close', () => {
      if (userId) sockets.get(userId)?.delete(socket);
    });
  });

  const unsubscribe = await deps.pubsub.subscribe(REALTIME_CHANNEL, (raw) => {
    const message = raw as RealtimeMessage;
    for (const socket of sockets.get(message.userId) ?? []) {
      void (async () => {
        // A user blocked (or a session revoked) after connecting gets nothing more: the socket closes.
        const claims = claimsOf.get(socket);
        if (!claims || !(await admitted(claims))) {
          socket.close(4401, 'unauthenticated');
          sockets.get(message.userId)?.delete(socket);
          return;
        }
        socket.send(JSON.stringify({ type: message.type, data: message.data }));
      })();
    }
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : deps.port;
  deps.logger.info({ port }, 'realtime gateway listening');

  return {
    port,
    async close() {
      await unsubscribe();
      for (const client of server.clients) client.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
