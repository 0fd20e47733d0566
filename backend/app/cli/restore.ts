import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { loadConfig } from '../../../infra/config.ts';
import { BackupError, restoreBackup } from '../backup/index.ts';
import { counted, EVENTS, FILES, mebibytes, seconds } from './figures.ts';

/**
 * npm run restore -- --from <backup> [--to <data folder>] [--force]
 * Brings a data folder (DATA_DIR by default) back from a backup of `npm run backup` (ADR 0054);
 * the read models are rebuilt from the restored events when the server starts.
 */
const { values } = parseArgs({
  options: { from: { type: 'string' }, to: { type: 'string' }, force: { type: 'boolean', default: false } },
});
if (!values.from) {
  console.error(
    'Использование: npm run restore -- --from <папка копии> [--to <папка данных, по умолчанию DATA_DIR>] [--force]',
  );
  process.exit(2);
}
const dataDir = (() => {
  if (values.to !== undefined) return resolve(values.to);
  try {
    return loadConfig().dataDir;
  } catch (error) {
    console.error(`Ошибка конфигурации: ${(error as Error).message}`);
    process.exit(2);
  }
})();

if (process.env.EVENT_STORE_URL?.trim()) {
  console.warn(
    'Внимание: задан EVENT_STORE_URL — сервер с ним читает журнал из EventStoreDB, а не восстановленный файл.',
  );
}
console.log(`Восстановление ${dataDir} из ${resolve(values.from)}`);
try {
  const summary = await restoreBackup({
    from: values.from,
    dataDir,
    force: values.force,
    onProgress(progress) {
      if (progress.step === 'verified-manifest') {
        const { manifest } = progress;
        console.log(
          `опись: копия от ${manifest.createdAt}, ${counted(manifest.eventStore.events, EVENTS)} (позиция ${manifest.eventStore.head}), ` +
            `${counted(manifest.files.length, FILES)}; все файлы на месте`,
        );
      } else if (progress.step === 'copying') {
        console.log(`копирую и сверяю контрольные суммы: ${counted(progress.total, FILES)}…`);
      } else if (progress.step === 'event-store-checked') {
        console.log('журнал событий проверен: страницы, число событий и позиция совпадают с описью');
      }
    },
  });
  if (summary.movedAside)
    console.log(
      `прежнее содержимое отложено в ${summary.movedAside} (удалите, когда убедитесь, что всё в порядке)`,
    );
  if (!summary.manifest.jwtSecret)
    console.log('в копии нет секрета подписи: задайте тот же JWT_SECRET, что был у сервера');
  console.log(
    `Готово за ${seconds(summary.ms)}: ${mebibytes(summary.bytes)} в ${summary.dataDir}. ` +
      'Модели чтения построятся заново из событий при запуске сервера.',
  );
} catch (error) {
  console.error(
    error instanceof BackupError ? error.message : `Восстановление не выполнено: ${(error as Error).message}`,
  );
  process.exitCode = 1;
}
