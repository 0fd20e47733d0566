export { sniffFile, UPLOAD_KINDS } from './files.ts';
export { cleanImage, UnreadableImageError } from './images.ts';
export { createUploadQuota, DEFAULT_UPLOAD_LIMITS, QUOTA_MESSAGES } from './quota.ts';
export { MESSAGES as UPLOAD_MESSAGES } from './rules.ts';
export { UploadSweeper } from './sweeper.ts';
