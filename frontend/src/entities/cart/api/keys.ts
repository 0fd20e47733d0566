import type { GuestLine } from '../model';

/** Query keys of the basket: every key starts with `cart`. */
export const cartKeys = {
  all: ['cart'] as const,
  mine: ['cart', 'mine'] as const,
  guest: (lines: readonly GuestLine[]) => ['cart', 'guest', lines] as const,
};
