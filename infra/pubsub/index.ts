import type { PubSub } from './types.ts';
import { MemoryPubSub } from './memory.ts';

export * from './types.ts';
export { MemoryPubSub } from './memory.ts';

/** Redis pub/sub when a Redis URL is configured, otherwise an in-process emitter. */
export async function createPubSub(options: { redisUrl?: string | undefined; prefix?: string }): Promise<PubSub> {
  if (options.redisUrl) {
    const { RedisPubSub } = await import('./redis.ts');
    return RedisPubSub.connect(options.redisUrl, { prefix: options.prefix });
  }
  return new MemoryPubSub();
}
