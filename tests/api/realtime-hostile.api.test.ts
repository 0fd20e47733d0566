import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_CHANNEL } from '../../backend/app/realtime/gateway.ts';
import { closeCodeOf, frame, openClient, openRawSocket } from '../support/realtime-client.ts';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';

/**
 * Hostile clients on the realtime port: each frame below used to end the whole API process. After
 * each, the server must still answer HTTP and a well-behaved client must still get its own pushes.
 */
describe('realtime gateway under hostile clients', () => {
  let server: TestServer;
  let buyer: SignedIn;

  beforeAll(async () => {
    server = await startTestServer({ seedDemo: false });
    buyer = await server.registerUser({ role: 'buyer' });
  });
  afterAll(() => server.stop());

  async function expectServiceUnharmed(): Promise<void> {
    const health = await server.request('/api/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    const client = await openClient(server.wsPort);
    expect((await client.auth(buyer.accessToken, buyer.user.id)).type).toBe('auth_ok');
    await server.platform.pubsub.publish(REALTIME_CHANNEL, {
      userId: String(buyer.user.id),
      type: 'new_message',
      data: { text: 'жив' },
    });
    expect(await client.next()).toEqual({ type: 'new_message', data: { text: 'жив' } });
    client.socket.close();
  }

  /** Sends raw bytes after the handshake; resolves with the close code the server answered. */
  async function sendRaw(bytes: Buffer): Promise<number | null> {
    const raw = await openRawSocket(server.wsPort);
    raw.socket.write(bytes);
    await raw.closed;
    return closeCodeOf(raw.received());
  }

  it('a frame above the size cap closes that socket with 1009', async () => {
    expect(await sendRaw(frame(Buffer.alloc(64 * 1024, 0x61)))).toBe(1009);
    await expectServiceUnharmed();
  });

  it('a text frame with invalid UTF-8 closes that socket with 1007', async () => {
    expect(await sendRaw(frame(Buffer.from([0x7b, 0xff, 0xfe, 0x7d])))).toBe(1007);
    await expectServiceUnharmed();
  });

  it('an unmasked frame closes that socket with 1002', async () => {
    expect(await sendRaw(frame(Buffer.from('{"type":"auth"}'), { masked: false }))).toBe(1002);
    await expectServiceUnharmed();
  });

  it.each(['null', '[]', '"auth"', '42', '{"type":7}', '{not json', '{"__proto__":{"type":"auth"}}'])(
    'the message %s closes that socket with the policy code',
    async (text) => {
      const client = await openClient(server.wsPort);
      client.socket.send(text);
      expect(await client.closed).toBe(1008);
      await expectServiceUnharmed();
    },
  );

  it('auth messages of the wrong shape are refused without closing the socket', async () => {
    const client = await openClient(server.wsPort);
    for (const message of [
      { type: 'auth' },
      { type: 'auth', token: 42 },
      { type: 'auth', token: 'x', userId: { id: 1 } },
    ]) {
      client.socket.send(JSON.stringify(message));
      expect((await client.next()).type).toBe('auth_error');
    }
    client.socket.close();
  });

  it('a binary frame closes that socket with 1003', async () => {
    const client = await openClient(server.wsPort);
    client.socket.send(Buffer.from([1, 2, 3]));
    expect(await client.closed).toBe(1003);
    await expectServiceUnharmed();
  });

  it('a flood of messages closes that socket with the policy code', async () => {
    const client = await openClient(server.wsPort);
    for (let i = 0; i < 500; i++) client.socket.send(JSON.stringify({ type: 'noise', i }));
    expect(await client.closed).toBe(1008);
    await expectServiceUnharmed();
  });

  it('a flood of pings closes that socket with the policy code', async () => {
    const client = await openClient(server.wsPort);
    for (let i = 0; i < 500; i++) client.socket.ping();
    expect(await client.closed).toBe(1008);
    await expectServiceUnharmed();
  });

  it('a flood of auth messages with a valid token closes the socket and leaves no trace', async () => {
    const client = await openClient(server.wsPort);
    for (let i = 0; i < 200; i++)
      client.socket.send(JSON.stringify({ type: 'auth', token: buyer.accessToken }));
    expect(await client.closed).toBe(1008);
    await expectServiceUnharmed();
  });
});
