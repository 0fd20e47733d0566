import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START as ESDB_START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  type AllStreamRecordedEvent,
  type EventData,
  type Position as EsdbPosition,
  type ReadPosition,
  type RecordedEvent as EsdbRecordedEvent,
  type StreamingRead,
} from '@eventstore/db-client';
import {
  START,
  WrongExpectedRevisionError,
  comparePositions,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type Position,
  type RecordedEvent,
  type Subscription,
} from './types.ts';

/** Events read per round trip by readAll/headPosition; system events are filtered client-side. */
const PAGE = 512;
/** The newest events are mostly the product's own; a small backwards page usually finds the head. */
const HEAD_PAGE = 32;
/** Servers before 22.6 report this (2^64 - 1) as the position of events read from a stream. */
const UNKNOWN_POSITION = 18446744073709551615n;

function fromEsdbPosition(position: EsdbPosition): Position {
  return { commit: Number(position.commit), prepare: Number(position.prepare) };
}

function toReadPosition(position: Position): ReadPosition {
  if (comparePositions(position, START) <= 0) return ESDB_START;
  return { commit: BigInt(position.commit), prepare: BigInt(position.prepare) };
}

/** System events ($statistics, $metadata, projections' links...) never reach the product. */
function isSystem(event: { type: string; streamId: string }): boolean {
  return event.type.startsWith('$') || event.streamId.startsWith('$');
}

function toRecorded(event: EsdbRecordedEvent, position: EsdbPosition | undefined): RecordedEvent {
  const known = position !== undefined && position.commit !== UNKNOWN_POSITION;
  return {
    id: event.id,
    streamId: event.streamId,
    revision: Number(event.revision),
    type: event.type,
    data: event.isJson ? event.data : JSON.parse(Buffer.from(event.data).toString('utf8')),
    metadata: event.metadata as unknown as EventMetadata,
    // Only $all reads carry a position reliably; a stream read on an old server has none.
    position: known ? fromEsdbPosition(position) : START,
    created: event.created.toISOString(),
  };
}

/** Iterates a read; stopping early cancels the gRPC call, which merely unpiping would leave open. */
async function* each<E>(read: StreamingRead<E>): AsyncGenerator<E> {
  let finished = false;
  try {
    for await (const item of read) yield item;
    finished = true;
  } finally {
    if (!finished) await read.cancel();
  }
}

function toEventData(event: NewEvent): EventData {
  // The product's event id doubles as the ESDB event id, so ESDB's idempotency checks use it.
  return {
    id: event.id,
    contentType: 'application/json',
    type: event.type,
    data: event.data as Record<string, unknown>,
    metadata: event.metadata as unknown as Record<string, unknown>,
  } as EventData;
}

/** Event store on EventStoreDB / KurrentDB (gRPC client). */
export class EventStoreDbEventStore implements EventStore {
  readonly kind = 'eventstoredb' as const;
  private readonly client: EventStoreDBClient;

  private constructor(client: EventStoreDBClient) {
    this.client = client;
  }

  static async connect(url: string): Promise<EventStoreDbEventStore> {
    const store = new EventStoreDbEventStore(EventStoreDBClient.connectionString(url));
    try {
      // The client connects lazily; one read makes a wrong URL fail at start-up, not at first use.
      await store.headPosition();
    } catch (error) {
      await store.close();
      throw error;
    }
    return store;
  }

  /** Every append to EventStoreDB is its own write: the task just runs. */
  appendsTogether<T>(task: () => Promise<T>): Promise<T> {
    return task();
  }

  async append(
    streamId: string,
    events: readonly NewEvent[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('Nothing to append');
    let result;
    try {
      result = await this.client.appendToStream(streamId, events.map(toEventData), {
        expectedRevision: expected === 'no_stream' ? NO_STREAM : BigInt(expected),
      });
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const actual = typeof error.actualVersion === 'bigint' ? Number(error.actualVersion) : 'no_stream';
        throw new WrongExpectedRevisionError(streamId, expected, actual);
      }
      throw error;
    }
    const nextRevision = Number(result.nextExpectedRevision);
    let position = result.position;
    if (events.length > 1 || position === undefined) {
      // For a multi-event write the reported position need not be the last event's position in
      // $all; read that event back (by revision, so a later writer cannot interfere).
      const [last] = await this.readStreamRaw(streamId, nextRevision, 1);
      if (last?.position !== undefined && last.position.commit !== UNKNOWN_POSITION) position = last.position;
    }
    if (position === undefined)
      throw new Error(`EventStoreDB did not report the position of the append to ${streamId}`);
    return { nextRevision, position: fromEsdbPosition(position) };
  }

  private async readStreamRaw(
    streamId: string,
    fromRevision: number,
    maxCount?: number,
  ): Promise<EsdbRecordedEvent[]> {
    const events: EsdbRecordedEvent[] = [];
    try {
      const read = this.client.readStream(streamId, {
        fromRevision: BigInt(fromRevision),
        direction: FORWARDS,
        ...(maxCount === undefined ? {} : { maxCount }),
      });
      for await (const resolved of read) if (resolved.event) events.push(resolved.event);
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async readStream(streamId: string, fromRevision = 0): Promise<RecordedEvent[]> {
    return (await this.readStreamRaw(streamId, fromRevision)).map((event) =>
      toRecorded(event, event.position),
    );
  }

  async readAll(after: Position, maxCount: number): Promise<RecordedEvent[]> {
    const result: RecordedEvent[] = [];
    if (maxCount <= 0) return result;
    // ESDB's fromPosition is inclusive: everything at or before `cursor` is skipped.
    let cursor = after;
    for (;;) {
      let seen = 0;
      const read = this.client.readAll({
        fromPosition: toReadPosition(cursor),
        maxCount: PAGE,
        direction: FORWARDS,
      });
      for await (const resolved of each(read)) {
        seen += 1;
        const event = resolved.event;
        if (!event) continue;
        const position = fromEsdbPosition(event.position);
        if (comparePositions(position, cursor) <= 0) continue;
        cursor = position;
        if (isSystem(event)) continue;
        result.push(toRecorded(event, event.position));
        if (result.length >= maxCount) break;
      }
      if (result.length >= maxCount || seen < PAGE) return result;
    }
  }

  async headPosition(): Promise<Position> {
    let from: ReadPosition = END;
    for (;;) {
      let seen = 0;
      let oldest: AllStreamRecordedEvent | undefined;
      const read = this.client.readAll({ fromPosition: from, maxCount: HEAD_PAGE, direction: BACKWARDS });
      for await (const resolved of each(read)) {
        seen += 1;
        const event = resolved.event;
        if (!event) continue;
        if (!isSystem(event)) return fromEsdbPosition(event.position);
        oldest = event;
      }
      if (seen < HEAD_PAGE || !oldest) return START;
      from = oldest.position;
    }
  }

  subscribeToAll(
    after: Position,
    onEvent: (event: RecordedEvent) => Promise<void> | void,
    onError: (error: unknown) => void = () => {},
  ): Subscription {
    const subscription = this.client.subscribeToAll({
      fromPosition: toReadPosition(after),
      filter: excludeSystemEvents(),
    });
    let closed = false;
    const stop = async (): Promise<void> => {
      if (closed) return;
      closed = true;
      await subscription.unsubscribe();
      // Cancelling the call does not end the piped stream; destroying it ends the loop below.
      subscription.destroy();
    };
    void (async () => {
      try {
        // Async iteration pulls one event at a time: the next waits for the handler's promise.
        for await (const resolved of subscription) {
          if (closed) return;
          const event = resolved.event;
          if (!event || isSystem(event)) continue;
          // Whether the server treats fromPosition as inclusive or not, "strictly after" holds.
          if (comparePositions(fromEsdbPosition(event.position), after) <= 0) continue;
          await onEvent(toRecorded(event, event.position));
        }
        if (!closed) throw new Error('EventStoreDB ended the $all subscription');
      } catch (error) {
        if (closed) return;
        await stop().catch(() => {});
        onError(error);
      }
    })();
    return { close: stop };
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }
}
