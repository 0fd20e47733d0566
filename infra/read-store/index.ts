import type { ReadStore } from './types.ts';
import { join } from 'node:path';
import { MemoryReadStore } from './memory.ts';
import { SqliteReadStore } from './sqlite.ts';

export * from './types.ts';
export { MemoryReadStore } from './memory.ts';
export { SqliteReadStore } from './sqlite.ts';

/**
 * MongoDB when a connection string is configured; otherwise collections in memory, or in a SQLite
 * file in the data folder when the read models must outlive the process or be shared with a worker.
 */
export async function createReadStore(options: {
  url?: string | undefined;
  sqlite?: boolean;
  dataDir?: string;
}): Promise<ReadStore> {
  if (options.url) {
    const { MongoReadStore } = await import('./mongo.ts');
    return MongoReadStore.connect(options.url);
  }
  if (options.sqlite) return new SqliteReadStore(join(options.dataDir ?? '.', 'read-models.sqlite'));
  return new MemoryReadStore();
}
