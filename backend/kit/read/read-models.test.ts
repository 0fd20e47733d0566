import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createEventStore, type EventStore } from '../../../infra/event-store/index.ts';
import { MemoryPubSub } from '../../../infra/pubsub/index.ts';
import { createReadStore, type ReadStore } from '../../../infra/read-store/index.ts';
import { waitFor } from '../../../tests/support/wait-for.ts';
import { PROGRESS_CHANNEL, type ProgressMessage } from './engine.ts';
import { ReadModels } from './read-models.ts';
import { writeCheckpoint, writePointer } from './storage.ts';

describe('ReadModels: progress messages', () => {
  const dir = mkdtempSync(join(tmpdir(), 'read-models-'));
  let events: EventStore | undefined;
  let store: ReadStore | undefined;
  afterEach(async () => {
    await store?.close();
    await events?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a late message (held by a hung Redis) never moves a known position back', async () => {
    events = await createEventStore({ dataDir: dir });
    store = await createReadStore({});
    const pubsub = new MemoryPubSub();
    const readModels = new ReadModels({ store, events, pubsub, definitions: [] });
    await readModels.start();
    const progress = (commit: number): ProgressMessage => ({
      projection: 'users',
      collection: 'users_v1',
      position: { commit, prepare: commit },
      active: true,
    });
    await pubsub.publish(PROGRESS_CHANNEL, progress(20));
    await waitFor(() => readModels.known('users')?.position?.commit === 20, 5_000, 'the first message');
    await pubsub.publish(PROGRESS_CHANNEL, progress(10));
    await pubsub.publish(PROGRESS_CHANNEL, progress(30));
    await waitFor(() => readModels.known('users')?.position?.commit === 30, 5_000, 'the last message');
    await pubsub.publish(PROGRESS_CHANNEL, progress(25));
    // Messages on one channel arrive in order: once a later one is seen, the late one was handled.
    await pubsub.publish(PROGRESS_CHANNEL, { ...progress(0), projection: 'marker' });
    await waitFor(() => readModels.known('marker') !== undefined, 5_000, 'the marker');
    expect(readModels.known('users')?.position?.commit).toBe(30);
    await readModels.stop();
  });

  it('a wait reads the checkpoints in the store when the messages are lost, and once more before giving up', async () => {
    events = await createEventStore({ dataDir: dir });
    store = await createReadStore({});
    const pubsub = new MemoryPubSub();
    const readModels = new ReadModels({ store, events, pubsub, definitions: [] });
    await readModels.start();
    const at = (commit: number) => ({ commit, prepare: commit });
    await pubsub.publish(PROGRESS_CHANNEL, {
      projection: 'users',
      collection: 'users_v1',
      position: at(10),
      active: true,
    } satisfies ProgressMessage);
    await waitFor(() => readModels.known('users')?.position?.commit === 10, 5_000, 'the message');
    // The projection reached 30 and its messages were lost (a reconnect): only the store tells.
    await writePointer(store, 'users', 'users_v1', 1);
    await writeCheckpoint(store, 'users_v1', 'users', at(30));
    expect(await readModels.waitFor(at(30), ['users'], 5_000)).toBe(true);
    await writeCheckpoint(store, 'users_v1', 'users', at(40));
    expect(await readModels.waitFor(at(40), ['users'], 0)).toBe(true);
    expect(await readModels.waitFor(at(50), ['users'], 0)).toBe(false);
    await readModels.stop();
  });
});
