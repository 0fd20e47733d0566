import type { RequestHandler } from 'express';
import multer from 'multer';
import { DomainError, badRequest } from '../write/index.ts';

/** How much one multipart request may carry: its one file's size, and how many fields and parts. */
export interface UploadLimits {
  readonly fileSize: number;
  readonly fields: number;
  readonly parts: number;
}

/** The Russian refusals of an upload: a file over the size, or no file in the field. */
export interface UploadRefusals {
  readonly tooLarge: string;
  readonly missing: string;
}

/**
 * Reads the one file of the multipart field `field` into memory: 413 with `tooLarge` for a file
 * over `limits.fileSize`, 400 with `missing` (on that field) for anything else that fails.
 */
export function receiveFile(field: string, limits: UploadLimits, refusals: UploadRefusals): RequestHandler {
  const upload = multer({ storage: multer.memoryStorage(), limits: { ...limits, files: 1 } }).single(field);
  return (req, res, next) =>
    upload(req, res, (error: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE')
        return next(new DomainError(413, 'too_large', refusals.tooLarge));
      next(badRequest(refusals.missing, { [field]: refusals.missing }));
    });
}
