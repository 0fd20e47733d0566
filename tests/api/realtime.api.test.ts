import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_CHANNEL } from '../../backend/app/realtime/gateway.ts';
import { createPubSub, type PubSub } from '../../infra/pubsub/index.ts';
import { openClient, openRawSocket, type RealtimeClient } from '../support/realtime-client.ts';
import { ownRedis, type OwnRedis } from '../support/redis-server.ts';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';

const publish = (
  server: TestServer,
  userId: number | string,
  type: 'new_message' | 'notification',
  data: unknown,
) => server.platform.pubsub.publish(REALTIME_CHANNEL, { userId: String(userId), type, data });

/** Proves a socket got nothing: it asks the server something it must answer, and only that answer arrives. */
async function expectNothingReceived(client: RealtimeClient): Promise<void> {
  expect(client.inbox).toEqual([]);
  expect(await client.auth('not-a-token')).toEqual({
    type: 'auth_error',
    data: { message: 'Необходимо войти в систему' },
  });
  expect(client.inbox).toEqual([]);
}

describe('realtime gateway', () => {
  let server: TestServer;
  let buyer: SignedIn;
  let supplier: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    server = await startTestServer({ env: { WS_HEARTBEAT_MS: '150' } });
    buyer = await server.registerUser({ role: 'buyer' });
    supplier = await server.registerUser({ role: 'supplier' });
    admin = await server.createAdmin();
  });
  afterAll(() => server.stop());

  it('an unauthenticated socket receives nothing', async () => {
    const anonymous = await openClient(server.wsPort);
    const owner = await openClient(server.wsPort);
    expect((await owner.auth(buyer.accessToken)).type).toBe('auth_ok');
    await publish(server, buyer.user.id, 'notification', { title: 'Заказ принят' });
    expect(await owner.next()).toEqual({ type: 'notification', data: { title: 'Заказ принят' } });
    await expectNothingReceived(anonymous);
    anonymous.socket.close();
    owner.socket.close();
  });

  it('a socket naming another user id is refused and receives nothing', async () => {
    const intruder = await openClient(server.wsPort);
    // The spec's message carries the user id: with someone else's id, the intruder's own valid token is refused...
    expect((await intruder.auth(supplier.accessToken, buyer.user.id)).type).toBe('auth_error');
    // ...and so is the id with no token at all.
    intruder.socket.send(JSON.stringify({ type: 'auth', userId: buyer.user.id }));
    expect((await intruder.next()).type).toBe('auth_error');
    const owner = await openClient(server.wsPort);
    expect(await owner.auth(buyer.accessToken, buyer.user.id)).toEqual({
      type: 'auth_ok',
      data: { userId: String(buyer.user.id) },
    });
    await publish(server, buyer.user.id, 'new_message', { text: 'Только покупателю' });
    expect((await owner.next()).data).toEqual({ text: 'Только покупателю' });
    await expectNothingReceived(intruder);
    intruder.socket.close();
    owner.socket.close();
  });

  it('two users each receive only their own pushes', async () => {
    const buyerSocket = await openClient(server.wsPort);
    const supplierSocket = await openClient(server.wsPort);
    expect((await buyerSocket.auth(buyer.accessToken, buyer.user.id)).type).toBe('auth_ok');
    expect((await supplierSocket.auth(supplier.accessToken, String(supplier.user.id))).type).toBe('auth_ok');
    await publish(server, supplier.user.id, 'notification', { title: 'Новый заказ' });
    await publish(server, buyer.user.id, 'new_message', { text: 'Ответ поставщика' });
    expect(await supplierSocket.next()).toEqual({ type: 'notification', data: { title: 'Новый заказ' } });
    expect(await buyerSocket.next()).toEqual({ type: 'new_message', data: { text: 'Ответ поставщика' } });
    await expectNothingReceived(buyerSocket);
    await expectNothingReceived(supplierSocket);
    buyerSocket.socket.close();
    supplierSocket.socket.close();
  });

  it('a second auth on one socket leaves the previous user', async () => {
    const client = await openClient(server.wsPort);
    expect((await client.auth(buyer.accessToken)).type).toBe('auth_ok');
    expect((await client.auth(supplier.accessToken)).type).toBe('auth_ok');
    await publish(server, buyer.user.id, 'new_message', { text: 'прежнему пользователю' });
    await publish(server, supplier.user.id, 'new_message', { text: 'нынешнему' });
    expect(await client.next()).toEqual({ type: 'new_message', data: { text: 'нынешнему' } });
    // A refused auth leaves the socket with no user at all.
    expect((await client.auth('not-a-token')).type).toBe('auth_error');
    await publish(server, supplier.user.id, 'new_message', { text: 'после отказа' });
    await expectNothingReceived(client);
    client.socket.close();
  });

  it('closes the socket when its token expires', async () => {
    const client = await openClient(server.wsPort);
    // Valid for 2-3 s (expiry is in whole seconds), so it is still valid when the auth arrives.
    const shortLived = server.platform.tokens.signAccess({ userId: String(buyer.user.id), role: 'buyer' }, 3);
    expect((await client.auth(shortLived)).type).toBe('auth_ok');
    expect(await client.closed).toBe(4401);
  });

  it('closes the socket of a session ended by logout, with nothing pushed to it', async () => {
    const session = await server.login(buyer.user.email, buyer.password);
    const client = await openClient(server.wsPort);
    expect((await client.auth(session.accessToken)).type).toBe('auth_ok');
    const logout = await server.request('/api/auth/logout', {
      method: 'POST',
      json: { refreshToken: session.refreshToken },
    });
    expect(logout.status).toBe(204);
    expect(await client.closed).toBe(4401);
  });

  it('a user blocked after connecting gets nothing more, and cannot authenticate again', async () => {
    const victim = await server.registerUser({ role: 'buyer' });
    const client = await openClient(server.wsPort);
    expect((await client.auth(victim.accessToken)).type).toBe('auth_ok');
    const blocked = await server.request(`/api/admin/users/${victim.user.id}/block`, {
      method: 'PUT',
      token: admin.accessToken,
      json: { reason: 'Проверка службы безопасности' },
    });
    expect(blocked.status).toBe(200);
    await publish(server, victim.user.id, 'new_message', { text: 'после блокировки' });
    expect(await client.closed).toBe(4401);
    expect(client.inbox).toEqual([]);

    const again = await openClient(server.wsPort);
    expect((await again.auth(victim.accessToken)).type).toBe('auth_error');
    again.socket.close();
  });

  it('drops a peer that stops answering pings', async () => {
    // A raw TCP client never answers the server's pings.
    const silent = await openRawSocket(server.wsPort);
    await silent.closed;
    expect(silent.socket.destroyed).toBe(true);
  });

  it('refuses a page of another site and admits a page of its own host', async () => {
    await expect(openClient(server.wsPort, { origin: 'https://evil.example' })).rejects.toThrow(/403/);
    const own = await openClient(server.wsPort, { origin: 'http://127.0.0.1:3000' });
    expect((await own.auth(buyer.accessToken)).type).toBe('auth_ok');
    own.socket.close();
  });
});

describe('realtime gateway with a configured origin list', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seedDemo: false, env: { WS_ALLOWED_ORIGINS: 'https://vagon.example' } });
  });
  afterAll(() => server.stop());

  it('admits only the listed origins', async () => {
    await expect(openClient(server.wsPort, { origin: 'http://127.0.0.1:3000' })).rejects.toThrow(/403/);
    const listed = await openClient(server.wsPort, { origin: 'https://vagon.example' });
    expect((await listed.auth(server.token('buyer', '7'))).type).toBe('auth_ok');
    listed.socket.close();
  });
});

describe('realtime pushes across API processes over Redis', () => {
  let redis: OwnRedis;
  let server: TestServer;
  let otherProcess: PubSub;

  beforeAll(async () => {
    redis = await ownRedis();
    server = await startTestServer({ seedDemo: false, env: { REDIS_URL: redis.url } });
    // Another API process publishes as the modules do: on REALTIME_CHANNEL through its own Redis connection.
    otherProcess = await createPubSub({ redisUrl: redis.url });
  });
  afterAll(async () => {
    await otherProcess?.close();
    await server?.stop();
    await redis?.stop();
  });

  it('a push published by one process reaches the user on the other, and only that user', async () => {
    const user = await server.registerUser({ role: 'supplier' });
    const other = await server.registerUser({ role: 'buyer' });
    const socket = await openClient(server.wsPort);
    const otherSocket = await openClient(server.wsPort);
    expect((await socket.auth(user.accessToken, user.user.id)).type).toBe('auth_ok');
    expect((await otherSocket.auth(other.accessToken, other.user.id)).type).toBe('auth_ok');
    await otherProcess.publish(REALTIME_CHANNEL, {
      userId: String(user.user.id),
      type: 'notification',
      data: { title: 'Новый заказ №1' },
    });
    expect(await socket.next()).toEqual({ type: 'notification', data: { title: 'Новый заказ №1' } });
    await expectNothingReceived(otherSocket);
    socket.socket.close();
    otherSocket.socket.close();
  });
});
