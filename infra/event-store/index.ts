import { join } from 'node:path';
import type { EventStore } from './types.ts';
import { SqliteEventStore } from './sqlite.ts';

export * from './types.ts';
export { SqliteEventStore } from './sqlite.ts';
export { newEventId } from './event-id.ts';
export {
  copySqliteEventStore,
  inspectSqliteEventStore,
  sqliteEventStoreInUse,
  SqliteEventStoreDamaged,
  type SqliteEventStoreFacts,
} from './sqlite-backup.ts';

/** The embedded event store's file in the data folder. */
export const EVENT_STORE_FILE = 'events.sqlite';

/** EventStoreDB when a connection string is configured, otherwise the SQLite file in the data folder. */
export async function createEventStore(options: {
  url?: string | undefined;
  dataDir: string;
}): Promise<EventStore> {
  if (options.url) {
    const { EventStoreDbEventStore } = await import('./eventstoredb.ts');
    return EventStoreDbEventStore.connect(options.url);
  }
  return new SqliteEventStore(join(options.dataDir, EVENT_STORE_FILE));
}
