import { describe, expect, it } from 'vitest';
import { cycleIndex } from './cycle';

describe('cycleIndex', () => {
  it('steps forward and backward inside the ring', () => {
    expect(cycleIndex(0, 1, 4)).toBe(1);
    expect(cycleIndex(2, -1, 4)).toBe(1);
  });

  it('goes from the last to the first and from the first to the last', () => {
    expect(cycleIndex(3, 1, 4)).toBe(0);
    expect(cycleIndex(0, -1, 4)).toBe(3);
  });

  it('wraps steps longer than the ring', () => {
    expect(cycleIndex(1, 9, 4)).toBe(2);
    expect(cycleIndex(1, -9, 4)).toBe(0);
  });

  it('stays on the only item and returns 0 for an empty ring', () => {
    expect(cycleIndex(0, 1, 1)).toBe(0);
    expect(cycleIndex(0, -1, 1)).toBe(0);
    expect(cycleIndex(0, 1, 0)).toBe(0);
    expect(cycleIndex(5, -1, 0)).toBe(0);
  });
});
