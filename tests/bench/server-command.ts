import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The Node flags `npm start` gives the server (`node <flags> backend/app/main.ts` in package.json's
 * `start` script): a bench that runs the server «as npm start runs it» passes the same ones.
 */
export function serverNodeFlags(): string[] {
  const scripts = (
    JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts;
  const command = /(?:^|&&\s*)node\s+((?:--\S+\s+)*)backend\/app\/main\.ts/.exec(scripts.start ?? '');
  if (!command) throw new Error('package.json: the start script does not run backend/app/main.ts with node');
  return command[1]!.split(/\s+/).filter(Boolean);
}

/**
 * As `npm start` does before it runs the server: the SPA and its server renderer built when missing
 * or older than their sources. Without it a fresh checkout's server answers `/` with 404 and a bench
 * waiting for the home page would wait until its limit.
 */
export function buildLikeNpmStart(): void {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const built = spawnSync(process.execPath, ['scripts/ensure-built.ts'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('сборка интерфейса не удалась');
}
