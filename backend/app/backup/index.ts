export { createBackup, backupFolderName, type BackupProgress, type BackupSummary } from './create-backup.ts';
export { restoreBackup, type RestoreProgress, type RestoreSummary } from './restore-backup.ts';
export { BackupError } from './backup-error.ts';
export { MANIFEST_FILE, parseManifest, type Manifest } from './manifest.ts';
export {
  BACKUPS_FOLDER,
  DATA_DIR_ENTRIES,
  EVENT_STORE_FILE,
  JWT_SECRET_FILE,
  UPLOADS_FOLDER,
} from './data-dir.ts';
