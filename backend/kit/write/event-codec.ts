import { Schema } from 'effect';
import type { DomainEvent } from './decider.ts';

/** Schemas of the payloads of one module's events, by event type. */
export type EventSchemas = Record<string, Schema.Top>;

/** The event union a codec checks. */
export type EventOf<Codec> = Codec extends EventCodec<infer Event> ? Event : never;

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
  static merge<Codecs extends ReadonlyArray<EventCodec<DomainEvent>>>(
    ...codecs: Codecs
  ): EventCodec<EventOf<Codecs[number]>> {
    return new EventCodec(Object.assign({}, ...codecs.map((codec) => codec.schemas)) as EventSchemas);
  }

  /** The same codec narrowed to some of its types, for a read model that follows only those. */
  only<Type extends Event['type']>(...types: readonly Type[]): EventCodec<Extract<Event, { type: Type }>> {
    const schemas: EventSchemas = {};
    for (const type of types) {
      const schema = this.schemas[type];
      if (!schema) throw new InvalidEventError(type, 'unknown event type');
      schemas[type] = schema;
    }
    return new EventCodec(schemas);
  }

  get types(): readonly string[] {
    return Object.keys(this.schemas);
  }

  handles(type: string): boolean {
    return Object.hasOwn(this.schemas, type);
  }

  /** The schema a type's payload is checked with (the same object in every codec made from this one). */
  schemaOf(type: string): Schema.Top | undefined {
    return Object.hasOwn(this.schemas, type) ? this.schemas[type] : undefined;
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
