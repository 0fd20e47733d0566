import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import { loadConfig } from '../../infra/config.ts';
import { createPubSub, type PubSub } from '../../infra/pubsub/index.ts';
import { TokenService } from '../../backend/kit/http/index.ts';
import { REALTIME_CHANNEL } from '../../backend/app/realtime/gateway.ts';
import { startServer } from '../../backend/app/server.ts';
import { freePort, ownRedis } from '../support/redis-server.ts';
import { flood, opened, release } from '../support/socket-flood.ts';
import { startTestServer } from '../support/test-server.ts';

/**
 * npm run bench:realtime — the realtime gateway (ADR 0013):
 * 1. push latency, from the moment a module publishes `{ userId, type, data }` on REALTIME_CHANNEL
 *    (what a command's handler or a projector does right after the command answered) to the
 *    message arriving on the user's socket: on the embedded stack (one process, in-process pub/sub)
 *    and over Redis (the publisher is another process, the socket is on an API process of its own);
 * 2. how many idle authenticated sockets one API process holds within 1 GiB: BENCH_SOCKETS (10,000)
 *    are opened and authenticated, and the server process's RSS is read before and after;
 * 3. end to end on the embedded stack: from sending `POST …/messages` (a supplier writes in a
 *    service request's conversation) to the buyer's socket receiving `new_message`, and the
 *    `notification` of it (projections, read model and pushers included), beside the answer's time.
 * 4. a flood of unauthenticated sockets against an API process with its default caps (ADR 0050):
 *    BENCH_FLOOD (10,000) attempts from 200 addresses of this machine, held without authenticating;
 *    how many the gateway holds and refuses, the server's descriptors and RSS, and the latency of
 *    `GET /api/products` before, during and after the flood.
 * The headline, printed first, is 3: a command's effect on another user's socket. Memory (2) is
 * read in a fresh API process right after a full collection in it (run with --expose-gc).
 * BENCH_PUSHES (1000) changes the number of pushes timed.
 */
const PUSHES = Number(process.env.BENCH_PUSHES ?? 1000);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 10_000);
const FLOOD = Number(process.env.BENCH_FLOOD ?? 10_000);
const SECRET = 'realtime-bench-secret-of-at-least-32-bytes';
const GIB = 2 ** 30;

const mb = (bytes: number): string => `${Math.round(bytes / 2 ** 20)} МиБ`;
const ms = (value: number): string => `${value.toFixed(2)} мс`;
const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const rssOf = (pid: number): number =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

/** RSS of an API process right after a full collection in it (`gc-on-message.ts`). */
async function rssAfterGc(child: ChildProcess): Promise<number> {
  const collected = new Promise<void>((resolve) => {
    const listen = (message: unknown) => {
      if (message !== 'gc-done') return;
      child.off('message', listen);
      resolve();
    };
    child.on('message', listen);
  });
  child.send('gc');
  await collected;
  return rssOf(child.pid!);
}

/** RSS once it has stopped moving (the start-up garbage collected): three samples 1 s apart within 2 MiB. */
async function steadyRss(pid: number): Promise<number> {
  const samples = [rssOf(pid)];
  for (let i = 0; i < 30; i++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    samples.push(rssOf(pid));
    const last = samples.slice(-3);
    if (last.length === 3 && Math.max(...last) - Math.min(...last) < 2 * 2 ** 20) break;
  }
  return samples.at(-1)!;
}

console.log(
  `Машина: ${cpus().length} ядра, ${(totalmem() / 2 ** 30).toFixed(1)} ГиБ ОЗУ, ${cpus()[0]?.model.trim() ?? '?'}, Node ${process.version}`,
);

const tokens = new TokenService(SECRET);

async function authenticatedSocket(wsPort: number, userId: string): Promise<WebSocket> {
  const socket = new WebSocket(`ws://127.0.0.1:${wsPort}`);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'auth', token: tokens.signAccess({ userId, role: 'buyer' }), userId }));
  await new Promise<void>((resolve, reject) => {
    socket.once('message', (raw) => {
      const answer = JSON.parse(String(raw)) as { type: string };
      if (answer.type === 'auth_ok') resolve();
      else reject(new Error(`auth answered ${answer.type}`));
    });
  });
  return socket;
}

/** Publishes PUSHES messages one after another and times each until it arrives on the socket. */
async function pushLatencies(publisher: PubSub, socket: WebSocket, userId: string): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < PUSHES; i++) {
    const arrived = new Promise<void>((resolve) => socket.once('message', () => resolve()));
    const sent = performance.now();
    await publisher.publish(REALTIME_CHANNEL, {
      userId,
      type: 'notification',
      data: { title: `Новый заказ №${i}`, i },
    });
    await arrived;
    latencies.push(performance.now() - sent);
  }
  return latencies.sort((a, b) => a - b);
}

function report(label: string, latencies: readonly number[], unit = 'сообщений'): void {
  console.log(
    `${label}: p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}, ` +
      `макс. ${ms(latencies.at(-1)!)} (${latencies.length} ${unit})`,
  );
}

/** An API process as `npm start` runs it, on its own data folder; resolves once it listens. */
async function apiProcess(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; port: number; wsPort: number; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-realtime-bench-'));
  const port = await freePort();
  const wsPort = await freePort();
  const child = spawn(
    process.execPath,
    // --expose-gc and a preload that collects when asked: memory is read after a full collection.
    [
      '--expose-gc',
      '--import',
      fileURLToPath(new URL('./gc-on-message.ts', import.meta.url)),
      fileURLToPath(new URL('../../backend/app/main.ts', import.meta.url)),
    ],
    {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        WS_PORT: String(wsPort),
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        JWT_SECRET: SECRET,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Маркетплейс запущен')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`API process exited with ${code}`)));
  });
  return { child, port, wsPort, dataDir };
}

async function stop(process: { child: ChildProcess; dataDir: string }): Promise<void> {
  const exited = new Promise((resolve) => process.child.once('exit', resolve));
  process.child.kill('SIGTERM');
  await exited;
  rmSync(process.dataDir, { recursive: true, force: true });
}

// ---- 3 (the headline, first). end to end: from the command to the other party's socket (embedded)
{
  const server = await startTestServer({ seedDemo: false });
  try {
    const admin = await server.createAdmin();
    const supplier = await server.registerUser({ role: 'supplier' });
    const buyer = await server.registerUser({ role: 'buyer' });
    const answer = async (path: string, token: string, json: unknown = {}) =>
      (await server.request(path, { method: 'POST', token, json })).json() as Promise<{ id: number }>;
    const { id: serviceId } = await answer('/api/services', supplier.accessToken, {
      name: 'Обточка колёсных пар',
      priceType: 'custom',
      location: 'Пермь',
    });
    await answer(`/api/services/${serviceId}/submit`, supplier.accessToken);
    await answer(`/api/admin/services/${serviceId}/publish`, admin.accessToken);
    const { id: requestId } = await answer('/api/service-requests', buyer.accessToken, {
      serviceId,
      description: 'Четыре колёсные пары',
      contactEmail: buyer.user.email,
    });
    const socket = new WebSocket(`ws://127.0.0.1:${server.wsPort}`);
    await new Promise((resolve, reject) => (socket.once('open', resolve), socket.once('error', reject)));
    socket.send(JSON.stringify({ type: 'auth', token: buyer.accessToken, userId: String(buyer.user.id) }));
    await new Promise((resolve) => socket.once('message', resolve));
    const messages: number[] = [];
    const notices: number[] = [];
    const answers: number[] = [];
    const count = Math.min(PUSHES, 200);
    for (let i = 0; i < count; i++) {
      const arrived = new Map<string, number>();
      const arrivals = new Promise<void>((resolve) => {
        const onMessage = (raw: unknown) => {
          const { type } = JSON.parse(String(raw)) as { type: string };
          if (arrived.has(type) || (type !== 'new_message' && type !== 'notification')) return;
          arrived.set(type, performance.now());
          if (arrived.size === 2) {
            socket.off('message', onMessage);
            resolve();
          }
        };
        socket.on('message', onMessage);
      });
      const sent = performance.now();
      const response = await server.request(`/api/conversations/serviceRequest-${requestId}/messages`, {
        method: 'POST',
        token: supplier.accessToken,
        json: { text: `Сообщение ${i}` },
      });
      await response.arrayBuffer();
      answers.push(performance.now() - sent);
      await arrivals;
      messages.push(arrived.get('new_message')! - sent);
      notices.push(arrived.get('notification')! - sent);
    }
    // The command answers once the read model holds the message, and the pushers publish at that
    // moment too: the other party usually has it before the writer has the answer.
    report(
      'Ответ на POST …/messages (команда, проекция, ответ)',
      answers.sort((a, b) => a - b),
    );
    report(
      'ГЛАВНОЕ: от отправки команды до сокета другого пользователя, new_message (встроенный стек)',
      messages.sort((a, b) => a - b),
    );
    report(
      'От отправки команды до сокета другой стороны, notification (встроенный стек)',
      notices.sort((a, b) => a - b),
    );
    socket.close();
  } finally {
    await server.stop();
  }
}

// ---- 1a. embedded: one process, in-process pub/sub -----------------------------------------------
{
  const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-realtime-bench-'));
  const server = await startServer(
    loadConfig({
      DATA_DIR: dataDir,
      PORT: '0',
      WS_PORT: '0',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      JWT_SECRET: SECRET,
    }),
  );
  const socket = await authenticatedSocket(server.wsPort, '1001');
  report(
    'Задержка доставки, встроенный стек (один процесс)',
    await pushLatencies(server.platform.pubsub, socket, '1001'),
  );
  socket.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}

// ---- 1b. over Redis: published by another process, delivered by an API process ------------------
{
  const redis = await ownRedis();
  const api = await apiProcess({ REDIS_URL: redis.url });
  const otherProcess = await createPubSub({ redisUrl: redis.url });
  try {
    const socket = await authenticatedSocket(api.wsPort, '1002');
    report(
      'Задержка доставки через Redis (публикует другой процесс)',
      await pushLatencies(otherProcess, socket, '1002'),
    );
    socket.close();
  } finally {
    await otherProcess.close();
    await stop(api);
    await redis.stop();
  }
}

// ---- 2. idle authenticated sockets in one API process ---------------------------------------------
{
  // All from this machine's one address, more than the derived caps allow (ADR 0050): raised here.
  const api = await apiProcess({
    WS_MAX_CONNECTIONS: String(SOCKETS),
    WS_MAX_CONNECTIONS_PER_IP: String(SOCKETS),
  });
  const sockets: WebSocket[] = [];
  try {
    // A fresh process, measured after a full collection before and after the sockets.
    const before = await rssAfterGc(api.child);
    const started = performance.now();
    for (let i = 0; i < SOCKETS; i += 200) {
      const batch = Array.from({ length: Math.min(200, SOCKETS - i) }, (_, j) =>
        authenticatedSocket(api.wsPort, String(100_000 + i + j)),
      );
      sockets.push(...(await Promise.all(batch)));
    }
    const seconds = (performance.now() - started) / 1000;
    const after = await rssAfterGc(api.child);
    const perSocket = (after - before) / SOCKETS;
    console.log(
      `${SOCKETS} простаивающих авторизованных сокетов открыты за ${seconds.toFixed(1)} с: RSS нового процесса сервера после сборки мусора ${mb(before)} → ${mb(after)}, ` +
        `≈ ${(perSocket / 1024).toFixed(1)} КиБ на сокет; в 1 ГиБ процесс держит ≈ ${Math.floor((GIB - before) / perSocket).toLocaleString('ru-RU')} ` +
        `(${after < GIB ? 'цель достигнута' : 'ЦЕЛЬ НЕ ДОСТИГНУТА'}: ${SOCKETS} в пределах 1 ГиБ)`,
    );
  } finally {
    for (const socket of sockets) socket.terminate();
    await stop(api);
  }
}

// ---- 4. a flood of unauthenticated sockets: what the gateway holds, and the API meanwhile --------
{
  // The attacker's sockets are held as long as it likes (it could reopen them every 5 s anyway).
  const api = await apiProcess({ WS_AUTH_TIMEOUT_MS: '600000', LOG_LEVEL: 'error' });
  const descriptors = () => readdirSync(`/proc/${api.child.pid}/fd`).length;
  const limit = /Max open files\s+(\d+)/.exec(readFileSync(`/proc/${api.child.pid}/limits`, 'utf8'))?.[1];
  const timedGets = async (count: number, until?: () => boolean): Promise<number[]> => {
    const latencies: number[] = [];
    for (let i = 0; i < count || (until !== undefined && !until()); i++) {
      const sent = performance.now();
      const response = await fetch(`http://127.0.0.1:${api.port}/api/products?limit=20`);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`GET /api/products answered ${response.status}`);
      latencies.push(performance.now() - sent);
    }
    return latencies.sort((a, b) => a - b);
  };
  let attempts: Awaited<ReturnType<typeof flood>> = [];
  try {
    const idleRss = await steadyRss(api.child.pid!);
    const idleFds = descriptors();
    report('GET /api/products до наплыва', await timedGets(200), 'запросов');
    const addresses = Array.from(
      { length: 200 },
      (_, i) => `127.0.${1 + Math.floor(i / 250)}.${2 + (i % 250)}`,
    );
    let flooding = true;
    const during = timedGets(0, () => !flooding);
    const started = performance.now();
    attempts = await flood(api.wsPort, addresses, Math.ceil(FLOOD / addresses.length));
    flooding = false;
    const seconds = (performance.now() - started) / 1000;
    report('GET /api/products во время наплыва', await during, 'запросов');
    const held = opened(attempts).length;
    const refused = attempts.filter((attempt) => attempt.outcome === 'refused').length;
    const dropped = attempts.filter((attempt) => attempt.outcome === 'dropped').length;
    const heldRss = await steadyRss(api.child.pid!);
    console.log(
      `Наплыв ${attempts.length} неавторизованных сокетов с ${addresses.length} адресов за ${seconds.toFixed(1)} с ` +
        `(лимит открытых файлов сервера ${limit}): удержано ${held}, отказано 503 — ${refused}, сброшено без ответа — ${dropped}; ` +
        `дескрипторов сервера ${idleFds} → ${descriptors()}, RSS ${mb(idleRss)} → ${mb(heldRss)}`,
    );
    report('GET /api/products, пока удержаны все сокеты', await timedGets(200), 'запросов');
  } finally {
    release(attempts);
    await stop(api);
  }
}
