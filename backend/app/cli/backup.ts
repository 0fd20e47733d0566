import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import cliProgress from 'cli-progress';
import { loadConfig } from '../../../infra/config.ts';
import { BackupError, createBackup, MANIFEST_FILE } from '../backup/index.ts';
import { counted, EVENTS, FILES, mebibytes, seconds } from './figures.ts';

/**
 * npm run backup -- [--to <folder>]
 * A consistent copy of DATA_DIR's event log, uploaded files and signing secret while the server
 * runs (ADR 0054), with a manifest; by default in DATA_DIR/backups/<time>.
 */
const { values } = parseArgs({ options: { to: { type: 'string' } } });
const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    console.error(`Ошибка конфигурации: ${(error as Error).message}`);
    process.exit(2);
  }
})();
if (config.eventStoreUrl) {
  console.error(
    'EVENT_STORE_URL задан: журнал событий хранит EventStoreDB, и копируют его средствами EventStoreDB ' +
      '(README, «Backup and restore»). npm run backup копирует встроенное хранилище в DATA_DIR.',
  );
  process.exit(2);
}

const bar = new cliProgress.SingleBar(
  { format: 'файлы [{bar}] {value}/{total} | {size}', hideCursor: true },
  cliProgress.Presets.shades_classic,
);
console.log(`Резервная копия ${config.dataDir}`);
try {
  const summary = await createBackup({
    dataDir: config.dataDir,
    to: values.to === undefined ? undefined : resolve(values.to),
    onProgress(progress) {
      switch (progress.step) {
        case 'event-store':
          console.log(
            `журнал событий: ${mebibytes(progress.bytes)}, копия одним шагом (онлайн-копия SQLite)…`,
          );
          break;
        case 'event-store-copied':
          console.log(
            `журнал событий скопирован и проверен за ${seconds(progress.ms)}: ${counted(progress.events, EVENTS)}, ` +
              `позиция ${progress.head}, ${mebibytes(progress.bytes)}`,
          );
          break;
        case 'files':
          if (progress.total > 0) bar.start(progress.total, 0, { size: mebibytes(0) });
          break;
        case 'file':
          bar.update(progress.done, { size: mebibytes(progress.bytes) });
          break;
      }
    },
  });
  bar.stop();
  const { manifest } = summary;
  const filesBytes = manifest.files.reduce((sum, file) => sum + file.bytes, 0);
  console.log(
    `файлы: ${counted(manifest.files.length, FILES)}, ${mebibytes(filesBytes)}` +
      (summary.vanished > 0 ? ` (${summary.vanished} удалены во время копирования и не нужны)` : ''),
  );
  console.log(
    manifest.jwtSecret
      ? 'секрет подписи токенов: скопирован (храните копию так же бережно, как сами данные)'
      : 'секрета подписи токенов в DATA_DIR нет (сервер берёт его из JWT_SECRET): храните JWT_SECRET отдельно',
  );
  for (const left of manifest.notCopied) console.log(`не копируется: ${left.path} — ${left.why}`);
  console.log(
    `Готово за ${seconds(summary.ms)}: ${mebibytes(summary.bytes)}, ${counted(manifest.eventStore.events, EVENTS)} ` +
      `(позиция ${manifest.eventStore.head}), ${counted(manifest.files.length, FILES)}. Копия: ${summary.path} (опись ${MANIFEST_FILE})`,
  );
} catch (error) {
  bar.stop();
  console.error(
    error instanceof BackupError ? error.message : `Копия не создана: ${(error as Error).message}`,
  );
  process.exitCode = 1;
}
