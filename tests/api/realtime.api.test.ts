import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { REALTIME_CHANNEL } from '../../backend/src/realtime/gateway.ts';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';

/** A socket with a queue of what it received, so a test can await the next message. */
async function connect(server: TestServer) {
  const socket = new WebSocket(`ws://127.0.0.1:${server.wsPort}`);
  const inbox: Array<{ type: string; data: unknown }> = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (raw) => {
    inbox.push(JSON.parse(String(raw)) as { type: string; data: unknown });
    waiters.splice(0).forEach((wake) => wake());
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const next = async () => {
    while (inbox.length === 0) await new Promise<void>((wake) => waiters.push(wake));
    return inbox.shift()!;
  };
  return { socket, next, closed };
}

describe('realtime gateway', () => {
  let server: TestServer;
  let buyer: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    server = await startTestServer();
    buyer = await server.registerUser({ role: 'buyer' });
    admin = await server.createAdmin();
  });
  afterAll(() => server.stop());

  const publish = (userId: number, text: string) =>
    server.platform.pubsub.publish(REALTIME_CHANNEL, { userId: String(userId), type: 'new_message', data: { text } });

  it('refuses a forged token and delivers to the authenticated user only', async () => {
    const forged = await connect(server);
    forged.socket.send(JSON.stringify({ type: 'auth', token: 'not-a-token' }));
    expect((await forged.next()).type).toBe('auth_error');
    forged.socket.close();

    const client = await connect(server);
    client.socket.send(JSON.stringify({ type: 'auth', token: buyer.accessToken }));
    expect(await client.next()).toEqual({ type: 'auth_ok', data: { userId: String(buyer.user.id) } });
    await publish(buyer.user.id, 'Новая заявка');
    expect(await client.next()).toEqual({ type: 'new_message', data: { text: 'Новая заявка' } });
    client.socket.close();
  });

  it('a user blocked after connecting gets nothing more, and cannot authenticate again', async () => {
    const client = await connect(server);
    client.socket.send(JSON.stringify({ type: 'auth', token: buyer.accessToken }));
    expect((await client.next()).type).toBe('auth_ok');

    const blocked = await server.request(`/api/admin/users/${buyer.user.id}/block`, {
      method: 'PUT',
      token: admin.accessToken,
      json: { reason: 'Проверка службы безопасности' },
    });
    expect(blocked.status).toBe(200);
    await publish(buyer.user.id, 'после блокировки');
    expect(await client.closed).toBe(4401);

    const again = await connect(server);
    again.socket.send(JSON.stringify({ type: 'auth', token: buyer.accessToken }));
    expect((await again.next()).type).toBe('auth_error');
    again.socket.close();
  });
});
