import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { viteBuildArgs } from './vite-build.ts';

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

const sourcesTime = Math.max(
  newestSource('frontend/src'),
  statSync('frontend/index.html').mtimeMs,
  statSync('frontend/vite.config.ts').mtimeMs,
  statSync('frontend/public-chunks.ts').mtimeMs,
);
if (outputs.some((output) => !existsSync(output) || statSync(output).mtimeMs < sourcesTime)) {
  // The first start (and a start after the SPA's sources changed) builds it: tell how long it takes.
  console.log('Сборка интерфейса: при первом запуске около 40 с на двух ядрах, дальше — без сборки.');
  const steps = [
    { title: 'приложение для браузера', ssr: false },
    { title: 'отрисовка публичных страниц на сервере', ssr: true },
  ];
  for (const [index, step] of steps.entries()) {
    const started = Date.now();
    console.log(`  ${index + 1}/${steps.length} ${step.title}…`);
    const result = spawnSync(process.execPath, viteBuildArgs(step.ssr), {
      stdio: 'inherit',
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
    console.log(`  ${index + 1}/${steps.length} готово за ${Math.round((Date.now() - started) / 1000)} с`);
  }
}
