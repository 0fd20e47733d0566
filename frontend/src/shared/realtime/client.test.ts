import { describe, expect, it } from 'vitest';
import { REALTIME_RETRIES, REALTIME_RETRY_MS, connectRealtime, realtimeUrl } from './client';

class FakeSocket {
  static all: FakeSocket[] = [];
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    this.closed = true;
  }
}

function harness() {
  FakeSocket.all = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  const refreshes: boolean[] = [];
  const messages: unknown[] = [];
  const stop = connectRealtime('ws://shop.example:3001', {
    credentials: async (fresh) => {
      refreshes.push(fresh);
      return { userId: '7', token: fresh ? 'new-token' : 'token' };
    },
    onMessage: (message) => messages.push(message),
    createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
    setTimer: (run, ms) => timers.push({ run, ms }),
    clearTimer: () => {},
  });
  return { timers, refreshes, messages, stop };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('realtime client', () => {
  it('connects to port 3001 of the page host, wss on https, or the port the page names', () => {
    expect(realtimeUrl({ protocol: 'http:', hostname: 'localhost' })).toBe('ws://localhost:3001');
    expect(realtimeUrl({ protocol: 'https:', hostname: 'vagonzapchast.ru' })).toBe(
      'wss://vagonzapchast.ru:3001',
    );
    const document = { querySelector: () => ({ content: '3101' }) } as unknown as Document;
    expect(realtimeUrl({ protocol: 'http:', hostname: '127.0.0.1' }, document)).toBe('ws://127.0.0.1:3101');
  });

  it('sends the auth message with the user id and token on open, and hands messages over', async () => {
    const { messages } = harness();
    const socket = FakeSocket.all[0]!;
    socket.onopen!();
    await flush();
    expect(JSON.parse(socket.sent[0]!)).toEqual({ type: 'auth', userId: '7', token: 'token' });
    socket.onmessage!({ data: JSON.stringify({ type: 'notification', data: { id: 'a' } }) });
    socket.onmessage!({ data: 'not json' });
    expect(messages).toEqual([{ type: 'notification', data: { id: 'a' } }]);
  });

  it('retries 5 times 3000 ms apart, refreshing the token before authenticating again; success resets the count', async () => {
    const { timers, refreshes } = harness();
    for (let attempt = 1; attempt <= REALTIME_RETRIES; attempt += 1) {
      FakeSocket.all.at(-1)!.onclose!();
      expect(timers.at(-1)!.ms).toBe(REALTIME_RETRY_MS);
      timers.at(-1)!.run();
    }
    expect(FakeSocket.all).toHaveLength(REALTIME_RETRIES + 1);
    // The fifth retry connects: the count starts again, with a fresh token.
    FakeSocket.all.at(-1)!.onopen!();
    await flush();
    expect(refreshes.at(-1)).toBe(true);
    expect(JSON.parse(FakeSocket.all.at(-1)!.sent[0]!)).toMatchObject({ token: 'new-token' });
    FakeSocket.all.at(-1)!.onclose!();
    expect(timers).toHaveLength(REALTIME_RETRIES + 1);
  });

  it('gives up after 5 failed retries', () => {
    const { timers } = harness();
    for (let attempt = 0; attempt <= REALTIME_RETRIES; attempt += 1) {
      FakeSocket.all.at(-1)!.onclose!();
      timers.at(-1)?.run();
    }
    expect(timers).toHaveLength(REALTIME_RETRIES);
  });

  it('stops for good when closed by the page', () => {
    const { timers, stop } = harness();
    stop();
    expect(FakeSocket.all[0]!.closed).toBe(true);
    FakeSocket.all[0]!.onclose?.();
    expect(timers).toHaveLength(0);
  });
});
