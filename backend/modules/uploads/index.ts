export { sniffFile, storeUpload, UPLOAD_KINDS, SERVED_FOLDERS, type FileKind } from './files.ts';
export { cleanImage, UnreadableImageError, MAX_IMAGE_PIXELS } from './images.ts';
export { createUploadQuota, DEFAULT_UPLOAD_LIMITS, QUOTA_MESSAGES, type UploadLimits, type UploadQuota } from './quota.ts';
export { MESSAGES as UPLOAD_MESSAGES } from './rules.ts';
export { UploadSweeper, DEFAULT_SWEEP, type SweepResult } from './sweeper.ts';
