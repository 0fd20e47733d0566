import { START, type Position } from '../../../infra/event-store/index.ts';
import type { Doc, ReadStore } from '../../../infra/read-store/index.ts';

/** Which collection currently serves a projection's queries. */
interface ActivePointer extends Doc {
  collection: string;
  version: number;
}

interface Checkpoint extends Doc {
  projection: string;
  position: Position;
  updatedAt: string;
}

export const POINTERS = '_projections';
export const CHECKPOINTS = '_checkpoints';

export async function readPointer(store: ReadStore, name: string): Promise<ActivePointer | null> {
  return store.collection<ActivePointer>(POINTERS).get(name);
}

export async function writePointer(
  store: ReadStore,
  name: string,
  collection: string,
  version: number,
): Promise<void> {
  await store.collection<ActivePointer>(POINTERS).upsert({ _id: name, collection, version });
}

export async function readCheckpoint(store: ReadStore, collection: string): Promise<Position> {
  const checkpoint = await store.collection<Checkpoint>(CHECKPOINTS).get(collection);
  return checkpoint?.position ?? START;
}

/** The stored checkpoint of a collection (written with its batch: `ReadStore.writeAll`). */
export function checkpointDoc(collection: string, projection: string, position: Position): Checkpoint {
  return { _id: collection, projection, position, updatedAt: new Date().toISOString() };
}

export async function writeCheckpoint(
  store: ReadStore,
  collection: string,
  projection: string,
  position: Position,
): Promise<void> {
  await store.collection<Checkpoint>(CHECKPOINTS).upsert(checkpointDoc(collection, projection, position));
}

export async function dropProjectionCollection(store: ReadStore, collection: string): Promise<void> {
  await store.dropCollection(collection);
  await store.collection(CHECKPOINTS).delete(collection);
}
