import { Schema } from 'effect';
import type { DomainEvent } from './decider.ts';

/** Schemas of the payloads of one module's events, by event type. */
export type EventSchemas = Record<string, Schema.Top>;

export class InvalidEventError extends Error {
  constructor(type: string, reason: string) {
    super(`Event ${type} does not match its schema: ${reason}`);
    this.name = 'InvalidEventError';
  }
}

/**
 * Checks events against their Effect schemas when written and when read, so a bug can neither
 * store a malformed event nor build state from one.
 */
export class EventCodec<Event extends DomainEvent> {
  private readonly schemas: EventSchemas;
  constructor(schemas: EventSchemas) {
    this.schemas = schemas;
  }

  /** One codec over the events of several modules, for a read model that follows more than one. */
  static merge<A extends DomainEvent, B extends DomainEvent>(a: EventCodec<A>, b: EventCodec<B>): EventCodec<A | B> {
    return new EventCodec<A | B>({ ...a.schemas, ...b.schemas });
  }

  get types(): readonly string[] {
    return Object.keys(this.schemas);
  }

  handles(type: string): boolean {
    return Object.hasOwn(this.schemas, type);
  }

  /** Validates a payload; returns the decoded value. */
  check(type: string, data: unknown): Event {
    const schema = this.schemas[type];
    if (!schema) throw new InvalidEventError(type, 'unknown event type');
    try {
      const decoded = Schema.decodeUnknownSync(schema as Schema.Codec<unknown, unknown>)(data);
      return { type, data: decoded } as Event;
    } catch (error) {
      throw new InvalidEventError(type, error instanceof Error ? error.message : String(error));
    }
  }
}
