import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `npm start` builds the SPA and its server renderer when they have never been built or their
 * sources changed since.
 */
const outputs = ['frontend/dist/index.html', 'frontend/dist-server/server.js'];

function newestSource(folder: string): number {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const sourcesTime = Math.max(newestSource('frontend/src'), statSync('frontend/index.html').mtimeMs, statSync('frontend/vite.config.ts').mtimeMs);
if (outputs.some((output) => !existsSync(output) || statSync(output).mtimeMs < sourcesTime)) {
  console.log('Сборка интерфейса…');
  for (const extra of [[], ['--ssr']]) {
    const result = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--config', 'frontend/vite.config.ts', '--logLevel', 'warn', ...extra], {
      stdio: 'inherit',
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
