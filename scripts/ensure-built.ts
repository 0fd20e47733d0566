import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** `npm start` builds the SPA when it has never been built or its sources changed since. */
const dist = 'frontend/dist/index.html';

function newestSource(folder: string): number {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const sourcesTime = Math.max(newestSource('frontend/src'), statSync('frontend/index.html').mtimeMs, statSync('frontend/vite.config.ts').mtimeMs);
if (!existsSync(dist) || statSync(dist).mtimeMs < sourcesTime) {
  console.log('Сборка интерфейса…');
  const result = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--config', 'frontend/vite.config.ts', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
