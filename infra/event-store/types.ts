/** Position of an event in the global log ($all). Commit and prepare positions follow EventStoreDB;
 * the SQLite adapter uses its global sequence for both. */
export interface Position {
  readonly commit: number;
  readonly prepare: number;
}

export const START: Position = { commit: -1, prepare: -1 };

export function comparePositions(a: Position, b: Position): number {
  return a.commit - b.commit || a.prepare - b.prepare;
}

/** Who did it, when, and why: carried by every event (audit trail, tracing). */
export interface EventMetadata {
  readonly userId: string | null;
  readonly role: string | null;
  readonly at: string;
  readonly correlationId: string;
  readonly causationId: string | null;
}

export interface NewEvent {
  readonly id: string;
  readonly type: string;
  readonly data: unknown;
  readonly metadata: EventMetadata;
}

export interface RecordedEvent {
  readonly id: string;
  readonly streamId: string;
  /** 0-based revision of the event inside its stream. */
  readonly revision: number;
  readonly type: string;
  readonly data: unknown;
  readonly metadata: EventMetadata;
  readonly position: Position;
  readonly created: string;
}

/** 'no_stream' for creation, otherwise the exact revision of the last event read. Never "any". */
export type ExpectedRevision = 'no_stream' | number;

export interface AppendResult {
  /** Revision of the last appended event. */
  readonly nextRevision: number;
  /** Position of the last appended event. */
  readonly position: Position;
}

export class WrongExpectedRevisionError extends Error {
  readonly streamId: string;
  readonly expected: ExpectedRevision;
  readonly actual: number | 'no_stream';
  constructor(streamId: string, expected: ExpectedRevision, actual: number | 'no_stream') {
    super(`Stream ${streamId}: expected revision ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
    this.streamId = streamId;
    this.expected = expected;
    this.actual = actual;
  }
}

export interface Subscription {
  close(): Promise<void>;
}

export interface EventStore {
  readonly kind: 'sqlite' | 'eventstoredb';
  append(streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult>;
  /**
   * Runs `task`; the appends it makes (and the calls it awaits make) may share commits, each still
   * checked at its own expected revision and all or nothing. A long task with many small appends
   * (an import) pays for one commit per batch instead of one per append. The appends of everyone
   * else are committed before they return, as always; the task's are committed before the event
   * loop's next turn, with those of every other task of that turn, and the task settles once they
   * are (ADR 0104). A store without such commits just runs the task.
   */
  appendsTogether<T>(task: () => Promise<T>): Promise<T>;
  /** Events of one stream in order; empty when the stream does not exist. */
  readStream(streamId: string, fromRevision?: number): Promise<RecordedEvent[]>;
  /** Up to `maxCount` non-system events strictly after `after`, in global order. */
  readAll(after: Position, maxCount: number): Promise<RecordedEvent[]>;
  /** Position of the newest event, or START for an empty store. */
  headPosition(): Promise<Position>;
  /** Catch-up subscription to $all strictly after `after`; it turns live once caught up.
   * Events are delivered one at a time, in order; the next waits for the handler's promise.
   * If the handler or the store fails, the subscription stops and `onError` is told. */
  subscribeToAll(
    after: Position,
    onEvent: (event: RecordedEvent) => Promise<void> | void,
    onError?: (error: unknown) => void,
  ): Subscription;
  close(): Promise<void>;
}
