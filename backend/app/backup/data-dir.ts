import { EVENT_STORE_FILE } from '../../../infra/event-store/index.ts';
import { UPLOADS_FOLDER } from '../../../infra/file-store/index.ts';
import { JWT_SECRET_FILE } from '../../kit/http/index.ts';

export { EVENT_STORE_FILE, UPLOADS_FOLDER, JWT_SECRET_FILE };

/** Where `npm run backup` puts its copies by default, inside the data folder. */
export const BACKUPS_FOLDER = 'backups';

/** What a backup does with an entry of the data folder. */
export interface DataDirEntry {
  readonly copied: boolean;
  readonly what: string;
}

/**
 * Everything the server may keep in DATA_DIR, and whether a backup copies it (ADR 0054). A test
 * runs a server that writes each of them and fails on an entry missing here, so a new durable
 * file cannot be left out of backups unnoticed.
 */
export const DATA_DIR_ENTRIES: Readonly<Record<string, DataDirEntry>> = {
  [EVENT_STORE_FILE]: { copied: true, what: 'журнал событий (SQLite): источник всех данных' },
  [`${EVENT_STORE_FILE}-wal`]: { copied: true, what: 'журнал записи SQLite: входит в копию журнала событий' },
  [`${EVENT_STORE_FILE}-shm`]: { copied: true, what: 'общая память SQLite: входит в копию журнала событий' },
  [UPLOADS_FOLDER]: { copied: true, what: 'загруженные файлы: изображения, документы, аватары' },
  [JWT_SECRET_FILE]: { copied: true, what: 'созданный сервером секрет подписи токенов доступа' },
  'read-models.sqlite': {
    copied: false,
    what: 'модели чтения: строятся заново из событий при запуске',
  },
  'read-models.sqlite-wal': { copied: false, what: 'журнал записи моделей чтения' },
  'read-models.sqlite-shm': { copied: false, what: 'общая память моделей чтения' },
  'catalog-index.v8': {
    copied: false,
    what: 'снимок поискового индекса каталога: строится заново из моделей чтения',
  },
  outbox: { copied: false, what: 'письма, записанные файлами без SMTP_URL (разработка): не данные площадки' },
  [BACKUPS_FOLDER]: { copied: false, what: 'сами резервные копии' },
};

/** Entries a restore leaves where they are and that do not make a data folder "not empty". */
export function keptByRestore(name: string): boolean {
  return name === BACKUPS_FOLDER || name.startsWith('.');
}
