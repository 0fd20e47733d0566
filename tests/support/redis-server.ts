import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { redisUnavailableReason } from './services.ts';
import { waitFor } from './wait-for.ts';

/** A port nobody listens on now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * A redis-server of the test's own on a free port (never the shared one: a test may stop it).
 * `stop()` ends it like a crash or an outage would; `start()` brings it back on the same port, empty.
 * `pause()` hangs it (SIGSTOP: connections stay open, nothing answers), `resume()` wakes it with its
 * data and the commands sent meanwhile.
 */
export interface OwnRedis {
  readonly url: string;
  readonly port: number;
  start(): Promise<void>;
  stop(): Promise<void>;
  pause(): void;
  resume(): void;
}

export async function ownRedis(options: { started?: boolean } = {}): Promise<OwnRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const handle: OwnRedis = {
    url,
    port,
    async start() {
      if (child) return;
      const started = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: 'ignore',
        },
      );
      child = started;
      let failure: Error | null = null;
      started.once('error', (error) => (failure = error));
      started.once('exit', () => {
        if (child === started) child = null;
      });
      await waitFor(
        async () => {
          if (failure)
            throw new Error(`redis-server could not start (.ci/run installs it): ${String(failure)}`);
          return (await redisUnavailableReason(url, 500)) === null;
        },
        10_000,
        `redis-server on ${port}`,
      );
    },
    async stop() {
      const running = child;
      if (!running) return;
      const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
      running.kill('SIGKILL');
      await exited;
      child = null;
    },
    pause() {
      if (!child) throw new Error('redis-server is not running');
      child.kill('SIGSTOP');
    },
    resume() {
      child?.kill('SIGCONT');
    },
  };
  if (options.started !== false) await handle.start();
  return handle;
}
