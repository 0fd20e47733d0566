import { randomBytes } from 'node:crypto';
import { connect as tcpConnect, type Socket } from 'node:net';
import { WebSocket } from 'ws';

export interface Received {
  readonly type: string;
  readonly data: unknown;
}

/** A real client socket with a queue of what it received, so a test can await the next message. */
export interface RealtimeClient {
  readonly socket: WebSocket;
  readonly inbox: Received[];
  next(): Promise<Received>;
  /** Resolves with the close code. */
  readonly closed: Promise<number>;
  /** Sends `{ type: 'auth', token, userId? }` and resolves with the answer (auth_ok or auth_error). */
  auth(token: string, userId?: string | number): Promise<Received>;
}

export async function openClient(wsPort: number, options: { origin?: string } = {}): Promise<RealtimeClient> {
  const socket = new WebSocket(`ws://127.0.0.1:${wsPort}`, options.origin ? { origin: options.origin } : {});
  const inbox: Received[] = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (raw) => {
    inbox.push(JSON.parse(String(raw)) as Received);
    waiters.splice(0).forEach((wake) => wake());
  });
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_req, res) =>
      reject(new Error(`upgrade refused: ${res.statusCode}`)),
    );
    socket.once('error', reject);
  });
  const next = async (): Promise<Received> => {
    while (inbox.length === 0) await new Promise<void>((wake) => waiters.push(wake));
    return inbox.shift()!;
  };
  return {
    socket,
    inbox,
    next,
    closed,
    async auth(token, userId) {
      socket.send(JSON.stringify({ type: 'auth', token, ...(userId === undefined ? {} : { userId }) }));
      return next();
    },
  };
}

/**
 * A raw TCP connection that completes the WebSocket handshake and then writes whatever bytes a test
 * wants (frames no well-behaved client library would send). Resolves `closed` when the server hangs up.
 */
export async function openRawSocket(
  wsPort: number,
): Promise<{ socket: Socket; closed: Promise<void>; received: () => Buffer }> {
  const socket = tcpConnect(wsPort, '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('error', reject);
  });
  const key = randomBytes(16).toString('base64');
  socket.write(
    `GET / HTTP/1.1\r\nHost: 127.0.0.1:${wsPort}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
      `Sec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
  );
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer): void => {
      chunks.push(chunk);
      const text = Buffer.concat(chunks).toString('latin1');
      if (!text.includes('\r\n\r\n')) return;
      socket.off('data', onData);
      if (!text.startsWith('HTTP/1.1 101')) reject(new Error(`handshake refused: ${text.split('\r\n')[0]}`));
      else resolve();
    };
    socket.on('data', onData);
  });
  const after: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => after.push(chunk));
  return { socket, closed, received: () => Buffer.concat(after) };
}

/** One WebSocket frame: FIN set, the given opcode (1 text, 2 binary), masked unless told not to. */
export function frame(payload: Buffer, options: { opcode?: number; masked?: boolean } = {}): Buffer {
  const masked = options.masked ?? true;
  const opcode = options.opcode ?? 1;
  const length = payload.length;
  const header: number[] = [0x80 | opcode];
  const maskBit = masked ? 0x80 : 0;
  if (length < 126) header.push(maskBit | length);
  else if (length < 65536) header.push(maskBit | 126, length >> 8, length & 0xff);
  else {
    header.push(maskBit | 127, 0, 0, 0, 0);
    header.push((length >>> 24) & 0xff, (length >>> 16) & 0xff, (length >>> 8) & 0xff, length & 0xff);
  }
  if (!masked) return Buffer.concat([Buffer.from(header), payload]);
  const mask = randomBytes(4);
  const body = Buffer.from(payload.map((byte, i) => byte ^ mask[i % 4]!));
  return Buffer.concat([Buffer.from(header), mask, body]);
}

/** The close code in the server's close frame, if it sent one. */
export function closeCodeOf(bytes: Buffer): number | null {
  for (let i = 0; i + 3 < bytes.length; i++) {
    if (bytes[i] === 0x88 && (bytes[i + 1]! & 0x7f) >= 2) return bytes.readUInt16BE(i + 2);
  }
  return null;
}
