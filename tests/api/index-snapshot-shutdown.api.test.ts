import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../support/wait-for.ts';

/**
 * The catalogue index's snapshot across stops of a real server process on the embedded default
 * (ADR 0070, 0103): a stop soon after the first build leaves a complete snapshot and no temporary
 * file, the next start reads it instead of building the index from every document, and a
 * temporary file a killed process left is removed at start.
 */
const root = resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-index-snapshot-'));
const snapshot = join(dataDir, 'catalog-index.v8');
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: '0',
  WS_PORT: '0',
  REDIS_URL: '',
  MONGO_URL: '',
  EVENT_STORE_URL: '',
  READ_STORE: 'sqlite',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'info',
  NODE_ENV: 'test',
};
const temporaries = (): string[] => readdirSync(dataDir).filter((name) => name.endsWith('.tmp'));

interface Run {
  readonly child: ChildProcess;
  readonly lines: Array<{ msg?: string; files?: string[] }>;
  readonly exited: Promise<number | null>;
  url(): string | null;
}

/** The server as `npm start` runs it; `onLine` sees each log line as it comes. */
function start(onLine: (message: string, child: ChildProcess) => void = () => {}): Run {
  const child = spawn(process.execPath, ['--max-semi-space-size=16', join(root, 'backend/app/main.ts')], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Run['lines'] = [];
  let url: string | null = null;
  let rest = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const text = rest + chunk.toString();
    const whole = text.split('\n');
    rest = whole.pop()!;
    for (const line of whole) {
      const started = /Маркетплейс запущен: (\S+)/.exec(line);
      if (started) url = started[1]!.replace('localhost', '127.0.0.1');
      if (!line.startsWith('{')) continue;
      const parsed = JSON.parse(line) as { msg?: string; files?: string[] };
      lines.push(parsed);
      onLine(parsed.msg ?? '', child);
    }
  });
  child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, lines, exited, url: () => url };
}

const said = (run: Run, message: string): boolean => run.lines.some((line) => line.msg === message);

/** A part search, which brings the index up to the read models (built at this first start). */
async function search(run: Run): Promise<boolean> {
  const url = run.url();
  if (!url) return false;
  const answer = await fetch(`${url}/api/products?search=${encodeURIComponent('рама')}&limit=1`).catch(
    () => null,
  );
  return answer?.status === 200;
}

let stale = '';

beforeAll(() => {
  const seeded = spawnSync(
    process.execPath,
    [join(root, 'backend/app/cli/seed-bulk.ts'), '--products', '1000'],
    { env, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  expect(seeded.status).toBe(0);
  // What a server killed in the middle of a snapshot write leaves: its process no longer runs.
  const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid!;
  stale = `${snapshot}.${dead}.tmp`;
  writeFileSync(stale, Buffer.alloc(1 << 20));
}, 240_000);

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the catalogue index snapshot across stops of the server', () => {
  it('a server stopped right after its first build leaves the whole snapshot and no temporary file; the next start restores it', async () => {
    let stopped = false;
    const first = start((message, child) => {
      // Frozen the moment the build is logged (its snapshot starts right after), then stopped as
      // `npm start`'s shutdown does: the signal arrives while the snapshot is under way.
      if (message !== 'catalogue index built from the read model' || stopped) return;
      child.kill('SIGSTOP');
      stopped = true;
      child.kill('SIGTERM');
      child.kill('SIGCONT');
    });
    try {
      // A search now and then brings the index up to the read models as they are built.
      const deadline = Date.now() + 300_000;
      while (!stopped && Date.now() < deadline) {
        await search(first);
        await waitFor(() => stopped, 1000, 'the first build').catch(() => {});
      }
      expect(stopped).toBe(true);
      // Exit code 0: the shutdown ended by itself, not by its deadline.
      expect(await first.exited).toBe(0);
    } finally {
      first.child.kill('SIGKILL');
    }
    expect(
      first.lines.find((line) => line.msg === 'removed snapshot files left by a stopped process')?.files,
    ).toEqual([stale]);
    expect(said(first, 'shutting down')).toBe(true);
    expect(said(first, 'catalogue index snapshot written')).toBe(true);
    expect(temporaries()).toEqual([]);
    expect(existsSync(snapshot)).toBe(true);

    const second = start();
    try {
      await waitFor(() => said(second, 'catalogue index restored from its snapshot'), 120_000, 'the restore');
      expect(await search(second)).toBe(true);
      expect(said(second, 'catalogue index built from the read model')).toBe(false);
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    } finally {
      second.child.kill('SIGKILL');
    }
    expect(temporaries()).toEqual([]);
  }, 600_000);
});
