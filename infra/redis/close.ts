import type { Redis } from 'ioredis';

/**
 * Ends a Redis connection within a bound whatever Redis does: QUIT when connected (pending replies
 * arrive first), otherwise disconnect at once. A QUIT on a connection that is reconnecting would
 * wait in the offline queue until Redis returns, holding up shutdown.
 */
export async function closeRedis(redis: Redis, timeoutMs = 1000): Promise<void> {
  if (redis.status !== 'ready') {
    redis.disconnect();
    return;
  }
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  await Promise.race([redis.quit().catch(() => {}), timeout]).finally(() => clearTimeout(timer));
  if ((redis.status as string) !== 'end') redis.disconnect();
}

/** Resolves with `promise`, or rejects after `ms` so a caller can fall back instead of waiting. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
