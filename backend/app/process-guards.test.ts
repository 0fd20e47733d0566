import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { MemoryPubSub } from '../../infra/pubsub/index.ts';
import { waitFor } from '../../tests/support/wait-for.ts';
import { errorHandler } from '../kit/http/index.ts';

const GUARDS = resolve(import.meta.dirname, 'process-guards.ts');

/** Runs a module in a fresh Node process; resolves with its exit code and output. */
function runScript(source: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', source], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((done) => child.once('exit', (code) => done({ code, output })));
}

const REJECT_THEN_SERVE = `
  Promise.reject(new Error('listener failed'));
  setTimeout(() => { console.log('still serving'); process.exit(0); }, 50);
`;

describe('no rejected promise ends the process', () => {
  it('without the guard, Node exits on an unhandled rejection (what the guard prevents)', async () => {
    const { code, output } = await runScript(REJECT_THEN_SERVE);
    expect(code).not.toBe(0);
    expect(output).not.toContain('still serving');
  });

  it('with the guard, the rejection is logged and the process keeps serving', async () => {
    const { code, output } = await runScript(`
      const { logUnhandledRejections } = await import(${JSON.stringify(GUARDS)});
      logUnhandledRejections({ error: (object, message) => console.log(message, String(object.err)) });
      ${REJECT_THEN_SERVE}
    `);
    expect(output).toContain('unhandled promise rejection Error: listener failed');
    expect(output).toContain('still serving');
    expect(code).toBe(0);
  });

  it('a failing async route answers 500 with the Russian message, and the logger hears why', async () => {
    const logged: unknown[] = [];
    const app = express();
    app.get('/fails', async () => {
      await Promise.resolve();
      throw new Error('read store went away');
    });
    app.use(errorHandler({ error: (object) => void logged.push(object) }));
    const server = app.listen(0);
    await new Promise((ready) => server.once('listening', ready));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/fails`);
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({
        message: 'Произошла ошибка сервера. Попробуйте позже',
        code: 'server_error',
      });
      expect(logged).toHaveLength(1);
    } finally {
      server.close();
    }
  });

  it('an async pub/sub listener that rejects is reported, and the other listeners still get the message', async () => {
    const failures: unknown[] = [];
    const pubsub = new MemoryPubSub({ onHandlerError: (_channel, error) => void failures.push(error) });
    const received: unknown[] = [];
    await pubsub.subscribe('channel', async () => {
      await Promise.resolve();
      throw new Error('handler failed');
    });
    await pubsub.subscribe('channel', (message) => void received.push(message));
    await pubsub.publish('channel', { n: 1 });
    await waitFor(() => failures.length === 1 && received.length === 1, 5000, 'the message handled');
    expect(received).toEqual([{ n: 1 }]);
    expect(failures).toEqual([new Error('handler failed')]);
  });
});
