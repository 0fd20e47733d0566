import { Schema } from 'effect';
import { describe, expect, it } from 'vitest';
import { EventCodec, InvalidEventError } from './event-codec.ts';

type Ordered =
  { type: 'Ordered'; data: { id: number } } | { type: 'Cancelled'; data: { id: number; reason: string } };
type Joined = { type: 'Joined'; data: { userId: number } };

const ordered = new EventCodec<Ordered>({
  Ordered: Schema.Struct({ id: Schema.Int }),
  Cancelled: Schema.Struct({ id: Schema.Int, reason: Schema.String }),
});
const joined = new EventCodec<Joined>({ Joined: Schema.Struct({ userId: Schema.Int }) });

describe('EventCodec', () => {
  it('checks a payload against its schema and refuses an unknown type or a wrong shape', () => {
    expect(ordered.check('Ordered', { id: 3 })).toEqual({ type: 'Ordered', data: { id: 3 } });
    expect(() => ordered.check('Ordered', { id: 'три' })).toThrow(InvalidEventError);
    expect(() => ordered.check('Shipped', { id: 3 })).toThrow(/unknown event type/);
  });

  it('merges the codecs of several modules into one over all their types', () => {
    const merged = EventCodec.merge(ordered, joined);
    expect(merged.types).toEqual(['Ordered', 'Cancelled', 'Joined']);
    expect(merged.check('Joined', { userId: 5 })).toEqual({ type: 'Joined', data: { userId: 5 } });
    expect(() => merged.check('Cancelled', { id: 1 })).toThrow(InvalidEventError);
  });

  it('narrows to some of its types, refusing the others and a type it never had', () => {
    const cancellations = ordered.only('Cancelled');
    expect(cancellations.types).toEqual(['Cancelled']);
    expect(cancellations.handles('Ordered')).toBe(false);
    expect(() => cancellations.check('Ordered', { id: 1 })).toThrow(/unknown event type/);
    expect(() => ordered.only('Shipped' as 'Ordered')).toThrow(/unknown event type/);
  });
});
