import { describe, expect, it } from 'vitest';
import { newEventId } from './event-id.ts';

describe('newEventId', () => {
  it('is a UUID version 7: unique, and ids made later sort after earlier ones', async () => {
    const first = Array.from({ length: 1000 }, newEventId);
    await new Promise((resolve) => setTimeout(resolve, 2));
    const later = newEventId();
    for (const id of first)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(first).size).toBe(first.length);
    // The first 48 bits are the time: whatever the random rest, a later millisecond sorts later.
    expect(first.every((id) => id < later)).toBe(true);
    expect(Number.parseInt(later.replaceAll('-', '').slice(0, 12), 16)).toBeLessThanOrEqual(Date.now());
  });
});
