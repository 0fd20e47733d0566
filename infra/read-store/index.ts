import type { ReadStore } from './types.ts';
import { MemoryReadStore } from './memory.ts';

export * from './types.ts';
export { MemoryReadStore } from './memory.ts';

/** MongoDB when a connection string is configured, otherwise collections in memory. */
export async function createReadStore(options: { url?: string | undefined }): Promise<ReadStore> {
  if (options.url) {
    const { MongoReadStore } = await import('./mongo.ts');
    return MongoReadStore.connect(options.url);
  }
  return new MemoryReadStore();
}
