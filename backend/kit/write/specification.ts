import assert from 'node:assert/strict';
import type { Decider, DomainEvent } from './decider.ts';
import { DomainError } from './errors.ts';
import type { EventCodec } from './event-codec.ts';

/** What a refusal must say: its HTTP status, its Russian message and, when given, its field messages. */
export interface ExpectedRefusal {
  readonly status: number;
  readonly message: string | RegExp;
  readonly fields?: Record<string, string>;
}

/**
 * given events → when command → then events, or then a refusal. The given and the expected events
 * go through the module's event schemas, so a test cannot build state from, or expect, an event that
 * could never be stored. Framework-free (node:assert), so it runs under any test runner.
 *
 * ```ts
 * const spec = DeciderSpecification.for(orderDecider, orderEvents);
 * spec.given(requested).when(accept).then([accepted]);
 * spec.given().when(accept).thenRefused({ status: 404, message: 'Заявка не найдена' });
 * ```
 */
export class DeciderSpecification<Command, Event extends DomainEvent, State> {
  private readonly decider: Decider<Command, Event, State>;
  private readonly codec: EventCodec<Event>;

  private constructor(decider: Decider<Command, Event, State>, codec: EventCodec<Event>) {
    this.decider = decider;
    this.codec = codec;
  }

  static for<Command, Event extends DomainEvent, State>(
    decider: Decider<Command, Event, State>,
    codec: EventCodec<Event>,
  ): DeciderSpecification<Command, Event, State> {
    return new DeciderSpecification(decider, codec);
  }

  given(...events: readonly Event[]) {
    const { decider, codec } = this;
    const state = events
      .map((event) => codec.check(event.type, event.data))
      .reduce((current, event) => decider.evolve(current, event), decider.initialState);
    return {
      /** The state the given events fold to, for assertions on `evolve` itself. */
      state,
      when(command: Command) {
        return {
          then(expected: readonly Event[]): readonly Event[] {
            for (const event of expected) codec.check(event.type, event.data);
            const actual = decider.decide(command, state);
            for (const event of actual) codec.check(event.type, event.data);
            assert.deepStrictEqual(actual, expected);
            return actual;
          },
          thenRefused(refusal: ExpectedRefusal): DomainError {
            let caught: unknown;
            try {
              decider.decide(command, state);
            } catch (error) {
              caught = error;
            }
            assert.ok(caught instanceof DomainError, `expected a DomainError, got ${String(caught)}`);
            assert.equal(caught.status, refusal.status);
            if (typeof refusal.message === 'string') assert.equal(caught.message, refusal.message);
            else assert.match(caught.message, refusal.message);
            if (refusal.fields) assert.deepStrictEqual(caught.fields, refusal.fields);
            return caught;
          },
        };
      },
    };
  }
}
