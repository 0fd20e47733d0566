import type { RateCounter, RateCounters } from '../../../infra/rate-limit/index.ts';
import { TooManyRequestsError } from '../../kit/write/index.ts';

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
  files: (limit: number) =>
    `Превышен дневной лимит загрузок: не больше ${limit} файлов в сутки. Попробуйте завтра`,
  bytes: (limitMb: number) =>
    `Превышен дневной объём загрузок: не больше ${limitMb} МБ в сутки. Попробуйте завтра`,
  concurrent: (limit: number) =>
    `Одновременно можно загружать не больше ${limit} файлов. Дождитесь окончания загрузки`,
} as const;

const DAY_SECONDS = 24 * 60 * 60;

export interface UploadQuota {
  /** Takes a slot for an upload about to be received; the release must be called when it ends. */
  begin(userId: string): Promise<() => void>;
  /** Counts a received file of this size; refuses it (429) when over the daily volume. */
  received(userId: string, bytes: number): Promise<void>;
}

/** Per-user daily counters (Redis when configured, shared by API processes) and an in-process slot count. */
export function createUploadQuota(options: {
  counters: RateCounters;
  limits?: UploadLimits;
  keyPrefix?: string;
}): UploadQuota {
  const limits = options.limits ?? DEFAULT_UPLOAD_LIMITS;
  const prefix = options.keyPrefix ?? 'uploads';
  const daily = (name: string, limit: number): RateCounter =>
    options.counters.counter(`${prefix}:${name}`, { limit, windowSeconds: DAY_SECONDS });
  const files = daily('files', limits.filesPerDay);
  const bytes = daily('bytes', limits.bytesPerDay);
  const running = new Map<string, number>();

  /** Counts `points` against the user's day; over the limit, a 429 until the day's window ends. */
  const take = async (
    counter: RateCounter,
    userId: string,
    points: number,
    limit: number,
    message: string,
  ) => {
    const { count, msBeforeReset } = await counter.hit(userId, points);
    if (count > limit) throw new TooManyRequestsError(message, Math.max(1, Math.ceil(msBeforeReset / 1000)));
  };

  return {
    async begin(userId) {
      const now = running.get(userId) ?? 0;
      if (now >= limits.concurrent)
        throw new TooManyRequestsError(QUOTA_MESSAGES.concurrent(limits.concurrent), 1);
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
        await take(files, userId, 1, limits.filesPerDay, QUOTA_MESSAGES.files(limits.filesPerDay));
      } catch (error) {
        release();
        throw error;
      }
      return release;
    },
    async received(userId, size) {
      const limitMb = Math.floor(limits.bytesPerDay / (1024 * 1024));
      await take(bytes, userId, Math.max(1, size), limits.bytesPerDay, QUOTA_MESSAGES.bytes(limitMb));
    },
  };
}
