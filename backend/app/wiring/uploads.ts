import { DEFAULT_UPLOAD_LIMITS, createUploadQuota } from '../../modules/uploads/index.ts';
import { uploadsRouter } from '../../modules/uploads/http.ts';
import type { WiringKit } from './kit.ts';

/** Uploaded pictures and documents, within each user's quota. */
export function wireUploads({ platform, counters }: WiringKit) {
  const quota = createUploadQuota({
    counters,
    limits: { ...DEFAULT_UPLOAD_LIMITS, ...platform.config.uploadLimits },
  });
  return { router: uploadsRouter({ files: platform.files, quota }) };
}
