import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { START, SqliteEventStore } from '../../../infra/event-store/index.ts';
import { conflict } from './errors.ts';
import { systemContext } from './metadata.ts';
import { Reservations } from './reservations.ts';

const taken = conflict('Обозначение занято');

describe('Reservations.transfer: a value changes hands without ever being free (ADR 0067)', () => {
  let store: SqliteEventStore;
  let reservations: Reservations;

  beforeEach(() => {
    store = new SqliteEventStore(':memory:');
    reservations = new Reservations(store);
  });
  afterEach(() => store.close());

  it('hands a held value over in one append: the stream goes from one holder to the next, with no release between', async () => {
    await reservations.reserve('part-designation', 'са3', '8', systemContext(), taken);
    await reservations.transfer('part-designation', 'са3', '8', '7', systemContext(), taken);
    expect(await reservations.holder('part-designation', 'са3')).toBe('7');
    const all = await store.readAll(START, 100);
    expect(all.filter((event) => event.type.startsWith('Value')).map((event) => event.type)).toEqual([
      'ValueReserved',
      'ValueReserved',
    ]);
    // The old holder cannot take it back, nor release it.
    await expect(reservations.reserve('part-designation', 'са3', '8', systemContext(), taken)).rejects.toBe(
      taken,
    );
    await reservations.release('part-designation', 'са3', '8', systemContext());
    expect(await reservations.holder('part-designation', 'са3')).toBe('7');
  });

  it('run again, changes nothing; a third holder’s value is refused; a free value is taken', async () => {
    await reservations.reserve('part-designation', 'са3', '8', systemContext(), taken);
    await reservations.transfer('part-designation', 'са3', '8', '7', systemContext(), taken);
    await reservations.transfer('part-designation', 'са3', '8', '7', systemContext(), taken);
    await expect(
      reservations.transfer('part-designation', 'са3', '9', '5', systemContext(), taken),
    ).rejects.toBe(taken);
    expect(await reservations.holder('part-designation', 'са3')).toBe('7');
    await reservations.transfer('part-designation', 'са4', '8', '7', systemContext(), taken);
    expect(await reservations.holder('part-designation', 'са4')).toBe('7');
  });
});
