import { WebSocket } from 'ws';

/** How an attempt to open a socket ended: open, refused with an HTTP status, or dropped unanswered. */
export type Attempt =
  | { readonly outcome: 'open'; readonly socket: WebSocket; readonly closed: Promise<number> }
  | { readonly outcome: 'refused'; readonly status: number; readonly retryAfter: string | undefined }
  | { readonly outcome: 'dropped'; readonly error: string };

/** Opens one socket to the gateway from `localAddress` (any 127.x.y.z is this machine) and says how it went. */
export function openSocket(
  wsPort: number,
  options: { localAddress?: string; headers?: Record<string, string> } = {},
): Promise<Attempt> {
  const socket = new WebSocket(`ws://127.0.0.1:${wsPort}`, {
    localAddress: options.localAddress,
    headers: options.headers,
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  return new Promise<Attempt>((resolve) => {
    socket.once('open', () => resolve({ outcome: 'open', socket, closed }));
    socket.once('unexpected-response', (request, response) => {
      resolve({
        outcome: 'refused',
        status: response.statusCode ?? 0,
        retryAfter: response.headers['retry-after'],
      });
      request.destroy();
    });
    socket.on('error', (error) => resolve({ outcome: 'dropped', error: error.message }));
  });
}

/** Opens `count` sockets from each address, `parallel` at a time, and keeps the open ones. */
export async function flood(
  wsPort: number,
  addresses: readonly string[],
  count: number,
  parallel = 50,
): Promise<Attempt[]> {
  const plan = addresses.flatMap((address) => Array.from({ length: count }, () => address));
  const attempts: Attempt[] = [];
  for (let i = 0; i < plan.length; i += parallel) {
    attempts.push(
      ...(await Promise.all(
        plan.slice(i, i + parallel).map((localAddress) => openSocket(wsPort, { localAddress })),
      )),
    );
  }
  return attempts;
}

export const opened = (attempts: readonly Attempt[]) =>
  attempts.flatMap((attempt) => (attempt.outcome === 'open' ? [attempt.socket] : []));

/** Closes every open socket of the flood. */
export function release(attempts: readonly Attempt[]): void {
  for (const socket of opened(attempts)) socket.terminate();
}
