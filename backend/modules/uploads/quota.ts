import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../../src/http/index.ts';

/** How much one user may upload (ADR 0027). */
export interface UploadLimits {
  readonly filesPerDay: number;
  readonly bytesPerDay: number;
  /** Uploads of one user at the same time, per API process. */
  readonly concurrent: number;
}

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  filesPerDay: 500,
  bytesPerDay: 1024 * 1024 * 1024,
  concurrent: 2,
};

export const QUOTA_MESSAGES = {
  files: (limit: number) => `Превышен дневной лимит загрузок: не больше ${limit} файлов в сутки. Попробуйте завтра`,
  bytes: (limitMb: number) => `Превышен дневной объём загрузок: не больше ${limitMb} МБ в сутки. Попробуйте завтра`,
  concurrent: (limit: number) => `Одновременно можно загружать не больше ${limit} файлов. Дождитесь окончания загрузки`,
} as const;

const DAY_SECONDS = 24 * 60 * 60;

export interface UploadQuota {
  /** Takes a slot for an upload about to be received; the release must be called when it ends. */
  begin(userId: string): Promise<() => void>;
  /** Counts a received file of this size; refuses it (429) when over the daily volume. */
  received(userId: string, bytes: number): Promise<void>;
}

/** Per-user daily counters (Redis when configured, shared by API processes) and an in-process slot count. */
export function createUploadQuota(options: { redis: Redis | null; limits?: UploadLimits; keyPrefix?: string }): UploadQuota {
  const limits = options.limits ?? DEFAULT_UPLOAD_LIMITS;
  const prefix = options.keyPrefix ?? 'uploads';
  const limiter = (name: string, points: number): RateLimiterAbstract => {
    const settings = { keyPrefix: `${prefix}:${name}`, points, duration: DAY_SECONDS };
    if (!options.redis) return new RateLimiterMemory(settings);
    return new RateLimiterRedis({ ...settings, storeClient: options.redis, insuranceLimiter: new RateLimiterMemory(settings) });
  };
  const files = limiter('files', limits.filesPerDay);
  const bytes = limiter('bytes', limits.bytesPerDay);
  const running = new Map<string, number>();

  const refuse = (error: unknown, message: string): never => {
    if (error instanceof RateLimiterRes) {
      throw new TooManyRequestsError(message, Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
    }
    throw error;
  };

  return {
    async begin(userId) {
      const now = running.get(userId) ?? 0;
      if (now >= limits.concurrent) throw new TooManyRequestsError(QUOTA_MESSAGES.concurrent(limits.concurrent), 1);
      running.set(userId, now + 1);
      let released = false;
      const release = (): void => {
        if (released) return;
        released = true;
        const left = (running.get(userId) ?? 1) - 1;
        if (left <= 0) running.delete(userId);
        else running.set(userId, left);
      };
      try {
        await files.consume(userId, 1);
      } catch (error) {
        release();
        refuse(error, QUOTA_MESSAGES.files(limits.filesPerDay));
      }
      return release;
    },
    async received(userId, size) {
      await bytes.consume(userId, Math.max(1, size)).catch((error: unknown) =>
        refuse(error, QUOTA_MESSAGES.bytes(Math.floor(limits.bytesPerDay / (1024 * 1024)))),
      );
    },
  };
}
