export { uploadsRouter, MESSAGES as UPLOAD_MESSAGES } from './http.ts';
export { sniffFile, storeUpload, UPLOAD_KINDS, SERVED_FOLDERS, type FileKind } from './files.ts';
