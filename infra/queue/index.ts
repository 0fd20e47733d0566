import type { RedisHealth } from '../redis/link.ts';
import type { JobQueue } from './types.ts';
import { InlineJobQueue } from './inline.ts';

export * from './types.ts';
export { InlineJobQueue } from './inline.ts';

/** BullMQ on Redis when a Redis URL is configured, otherwise an in-process runner. */
export async function createJobQueue(options: {
  redisUrl?: string | undefined;
  prefix?: string;
  onError?: (queue: string, error: unknown) => void;
  /** The deadline of adding a job and of reading counts (REDIS_COMMAND_TIMEOUT_MS). */
  commandTimeoutMs?: number;
  /** Whether Redis answers now: a hung Redis makes the queue unavailable too. */
  health?: RedisHealth | undefined;
}): Promise<JobQueue> {
  if (options.redisUrl) {
    const { BullMqJobQueue } = await import('./bullmq.ts');
    return BullMqJobQueue.connect(options.redisUrl, {
      prefix: options.prefix,
      onError: options.onError,
      commandTimeoutMs: options.commandTimeoutMs,
      health: options.health,
    });
  }
  return new InlineJobQueue(options.onError);
}
