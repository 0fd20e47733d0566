import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  START,
  WrongExpectedRevisionError,
  comparePositions,
  type EventMetadata,
  type EventStore,
  type NewEvent,
  type Position,
  type RecordedEvent,
  type Subscription,
} from '../../infra/event-store/types.ts';
import { waitFor } from '../support/wait-for.ts';

function metadata(overrides: Partial<EventMetadata> = {}): EventMetadata {
  return {
    userId: 'user-1',
    role: 'buyer',
    at: new Date().toISOString(),
    correlationId: randomUUID(),
    causationId: null,
    ...overrides,
  };
}

function event(type: string, data: unknown = {}, meta: Partial<EventMetadata> = {}): NewEvent {
  return { id: randomUUID(), type, data, metadata: metadata(meta) };
}

/**
 * The behaviour every event store adapter must share. The store may already hold events (a
 * shared EventStoreDB), so streams are unique per test and assertions are relative to them.
 */
export function eventStoreContract(name: string, make: () => Promise<EventStore>): void {
  describe(`EventStore contract: ${name}`, () => {
    let store: EventStore;
    const subscriptions: Subscription[] = [];
    const run = randomUUID().slice(0, 8);
    let counter = 0;
    const stream = (label: string): string => `contract${run}-${label}${(counter += 1)}`;

    /** Subscribes and remembers the subscription so that a failing test still closes it. */
    const subscribe = (...args: Parameters<EventStore['subscribeToAll']>): Subscription => {
      const subscription = store.subscribeToAll(...args);
      subscriptions.push(subscription);
      return subscription;
    };

    /** Collects this test's events (by stream) from a subscription, to be awaited with waitFor. */
    const collector = (streams: ReadonlySet<string>) => {
      const received: RecordedEvent[] = [];
      const onEvent = (e: RecordedEvent): void => {
        if (streams.has(e.streamId)) received.push(e);
      };
      return { received, onEvent };
    };

    beforeEach(async () => {
      store = await make();
    });

    afterEach(async () => {
      await Promise.all(subscriptions.splice(0).map((s) => s.close()));
      await store.close();
    });

    it('appends to a new stream with no_stream and reads it back in order', async () => {
      const id = stream('order');
      const events = [event('OrderPlaced', { n: 1 }), event('OrderPaid', { n: 2 })];
      const result = await store.append(id, events, 'no_stream');
      expect(result.nextRevision).toBe(1);

      const read = await store.readStream(id);
      expect(read.map((e) => [e.revision, e.type, e.data, e.id, e.streamId])).toEqual([
        [0, 'OrderPlaced', { n: 1 }, events[0]!.id, id],
        [1, 'OrderPaid', { n: 2 }, events[1]!.id, id],
      ]);
      expect(comparePositions(read[1]!.position, read[0]!.position)).toBeGreaterThan(0);
      expect(Number.isNaN(Date.parse(read[0]!.created))).toBe(false);
    });

    it('rejects no_stream on an existing stream', async () => {
      const id = stream('exists');
      await store.append(id, [event('A')], 'no_stream');
      const attempt = store.append(id, [event('B')], 'no_stream');
      await expect(attempt).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await expect(attempt).rejects.toMatchObject({ streamId: id, expected: 'no_stream', actual: 0 });
      expect(await store.readStream(id)).toHaveLength(1);
    });

    it('appends at the exact expected revision', async () => {
      const id = stream('exact');
      await store.append(id, [event('A'), event('B')], 'no_stream');
      const result = await store.append(id, [event('C')], 1);
      expect(result.nextRevision).toBe(2);
      expect((await store.readStream(id)).map((e) => e.type)).toEqual(['A', 'B', 'C']);
    });

    it('rejects a wrong expected revision and writes nothing', async () => {
      const id = stream('wrong');
      await store.append(id, [event('A'), event('B')], 'no_stream');
      for (const expected of [0, 5]) {
        const attempt = store.append(id, [event('X'), event('Y')], expected);
        await expect(attempt).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        await expect(attempt).rejects.toMatchObject({ streamId: id, expected, actual: 1 });
      }
      expect((await store.readStream(id)).map((e) => e.type)).toEqual(['A', 'B']);

      const missing = stream('missing');
      await expect(store.append(missing, [event('A')], 0)).rejects.toMatchObject({ actual: 'no_stream' });
      expect(await store.readStream(missing)).toEqual([]);
    });

    it('reads a stream from a revision, and an empty list for a missing stream', async () => {
      const id = stream('from');
      await store.append(id, [event('A'), event('B'), event('C')], 'no_stream');
      expect((await store.readStream(id, 1)).map((e) => [e.revision, e.type])).toEqual([
        [1, 'B'],
        [2, 'C'],
      ]);
      expect(await store.readStream(stream('never-written'))).toEqual([]);
    });

    it('round-trips data and metadata', async () => {
      const id = stream('meta');
      const data = {
        title: 'Колодка тормозная',
        price: 1234.5,
        tags: ['ЦНИИ-МПС', 'новая'],
        nested: { ok: true, none: null },
      };
      const meta = { userId: null, role: 'admin', causationId: randomUUID() };
      const written = event('PartListed', data, meta);
      const baseline = await store.headPosition();
      await store.append(id, [written], 'no_stream');
      const [read] = await store.readStream(id);
      expect(read?.data).toEqual(data);
      expect(read?.metadata).toEqual(written.metadata);
      const [fromAll] = (await store.readAll(baseline, 1000)).filter((e) => e.streamId === id);
      expect(fromAll?.metadata).toEqual(written.metadata);
    });

    it('reads $all strictly after a position, in global order, across streams, in batches', async () => {
      const baseline = await store.headPosition();
      const a = stream('all-a');
      const b = stream('all-b');
      await store.append(a, [event('A1')], 'no_stream');
      await store.append(b, [event('B1'), event('B2')], 'no_stream');
      await store.append(a, [event('A2')], 0);
      const ours = new Set([a, b]);

      const all = (await store.readAll(baseline, 1000)).filter((e) => ours.has(e.streamId));
      expect(all.map((e) => e.type)).toEqual(['A1', 'B1', 'B2', 'A2']);
      for (let i = 1; i < all.length; i += 1) {
        expect(comparePositions(all[i]!.position, all[i - 1]!.position)).toBeGreaterThan(0);
      }
      expect(all.every((e) => comparePositions(e.position, baseline) > 0)).toBe(true);

      // Strictly after: the event at the given position is not returned again.
      const afterFirst = (await store.readAll(all[0]!.position, 1000)).filter((e) => ours.has(e.streamId));
      expect(afterFirst.map((e) => e.type)).toEqual(['B1', 'B2', 'A2']);

      // Paging with maxCount visits every event exactly once.
      const paged: RecordedEvent[] = [];
      let cursor: Position = baseline;
      for (let pages = 0; pages < 100; pages += 1) {
        const page = await store.readAll(cursor, 2);
        expect(page.length).toBeLessThanOrEqual(2);
        if (page.length === 0) break;
        paged.push(...page.filter((e) => ours.has(e.streamId)));
        cursor = page.at(-1)!.position;
      }
      expect(paged.map((e) => e.id)).toEqual(all.map((e) => e.id));
      expect(await store.readAll(baseline, 2)).toHaveLength(2);
    });

    it('reports the head position: START when empty, else the position of the last append', async () => {
      const empty = (await store.readAll(START, 1)).length === 0;
      if (empty) expect(await store.headPosition()).toEqual(START);

      const id = stream('head');
      const first = await store.append(id, [event('A')], 'no_stream');
      expect(await store.headPosition()).toEqual(first.position);
      const second = await store.append(id, [event('B'), event('C')], 0);
      expect(comparePositions(second.position, first.position)).toBeGreaterThan(0);
      expect(await store.headPosition()).toEqual(second.position);
      // The append position is that of the last event written, as read from $all.
      const [, last] = (await store.readAll(first.position, 1000)).filter((e) => e.streamId === id);
      expect(last?.type).toBe('C');
      expect(last?.position).toEqual(second.position);
    });

    it('subscribes to $all: catches up from a position, then receives live events, in order', async () => {
      const id = stream('sub');
      const before = await store.append(id, [event('E0')], 'no_stream');
      await store.append(id, [event('E1'), event('E2')], 0);
      const { received, onEvent } = collector(new Set([id]));
      let inFlight = 0;
      let maxInFlight = 0;
      const errors: unknown[] = [];
      subscribe(
        before.position,
        async (e) => {
          inFlight += 1;
          maxInFlight = Math.max(maxInFlight, inFlight);
          await new Promise((resolve) => setTimeout(resolve, 5)); // a slow handler must not overlap
          onEvent(e);
          inFlight -= 1;
        },
        (error) => errors.push(error),
      );
      await waitFor(() => received.length === 2, 10_000, 'catch-up events');
      await store.append(id, [event('E3')], 2);
      await store.append(id, [event('E4'), event('E5')], 3);
      await waitFor(() => received.length === 5, 10_000, 'live events');
      expect(received.map((e) => e.type)).toEqual(['E1', 'E2', 'E3', 'E4', 'E5']);
      expect(received.map((e) => e.revision)).toEqual([1, 2, 3, 4, 5]);
      expect(maxInFlight).toBe(1);
      expect(errors).toEqual([]);
    });

    it('subscribes from START and stops delivering once closed', async () => {
      const id = stream('close');
      await store.append(id, [event('A')], 'no_stream');
      const first = collector(new Set([id]));
      const subscription = subscribe(START, first.onEvent);
      await waitFor(() => first.received.length === 1, 20_000, 'event from START');
      await subscription.close();

      await store.append(id, [event('B')], 0);
      // A second subscription is the witness that B was published; the closed one must not see it.
      const witness = collector(new Set([id]));
      subscribe(first.received[0]!.position, witness.onEvent);
      await waitFor(() => witness.received.length === 1, 10_000, 'witness subscription');
      expect(witness.received[0]?.type).toBe('B');
      expect(first.received.map((e) => e.type)).toEqual(['A']);
    });

    it('stops a subscription and reports the error when the handler throws', async () => {
      const baseline = await store.headPosition();
      const id = stream('fail');
      await store.append(id, [event('A'), event('B')], 'no_stream');
      const seen: string[] = [];
      const errors: unknown[] = [];
      subscribe(
        baseline,
        (e) => {
          if (e.streamId !== id) return;
          seen.push(e.type);
          throw new Error('projection bug');
        },
        (error) => errors.push(error),
      );
      await waitFor(() => errors.length === 1, 10_000, 'onError');
      expect((errors[0] as Error).message).toBe('projection bug');

      await store.append(id, [event('C')], 1);
      const witness = collector(new Set([id]));
      subscribe(baseline, witness.onEvent);
      await waitFor(() => witness.received.length === 3, 10_000, 'witness subscription');
      expect(seen).toEqual(['A']);
      expect(errors).toHaveLength(1);
    });

    it('lets exactly one of 30 concurrent appends with the same expected revision win', async () => {
      const id = stream('race');
      await store.append(id, [event('Created')], 'no_stream');
      const results = await Promise.allSettled(
        Array.from({ length: 30 }, (_, i) => store.append(id, [event('Raced', { i })], 0)),
      );
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(29);
      for (const failure of lost) expect(failure.reason).toBeInstanceOf(WrongExpectedRevisionError);
      const read = await store.readStream(id);
      expect(read.map((e) => e.type)).toEqual(['Created', 'Raced']);
    });

    it('runs a task whose appends share commits: each still at its own expected revision, all kept', async () => {
      const first = stream('together-a');
      const second = stream('together-b');
      const refused = await store.appendsTogether(async () => {
        await store.append(first, [event('Created')], 'no_stream');
        await store.append(second, [event('Created'), event('Changed')], 'no_stream');
        const wrong = await store
          .append(first, [event('Lost')], 'no_stream')
          .catch((error: unknown) => error);
        await store.append(first, [event('Changed')], 0);
        return wrong;
      });
      expect(refused).toBeInstanceOf(WrongExpectedRevisionError);
      expect((await store.readStream(first)).map((e) => e.type)).toEqual(['Created', 'Changed']);
      expect((await store.readStream(second)).map((e) => e.type)).toEqual(['Created', 'Changed']);
    });
  });
}
