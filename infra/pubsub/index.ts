import type { RedisHealth } from '../redis/link.ts';
import type { PubSub } from './types.ts';
import { MemoryPubSub } from './memory.ts';

export * from './types.ts';
export { MemoryPubSub } from './memory.ts';

/** Redis pub/sub when a Redis URL is configured, otherwise an in-process emitter. */
export async function createPubSub(options: {
  redisUrl?: string | undefined;
  prefix?: string;
  /** Each publish's and subscription's deadline (REDIS_COMMAND_TIMEOUT_MS). */
  commandTimeoutMs?: number;
  /** Whether Redis answers now: while it does not, publishes fail at once. */
  health?: RedisHealth | undefined;
}): Promise<PubSub> {
  if (options.redisUrl) {
    const { RedisPubSub } = await import('./redis.ts');
    return RedisPubSub.connect(options.redisUrl, {
      prefix: options.prefix,
      commandTimeoutMs: options.commandTimeoutMs,
      health: options.health,
    });
  }
  return new MemoryPubSub();
}
