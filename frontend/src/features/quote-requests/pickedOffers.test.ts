import { afterEach, describe, expect, it } from 'vitest';
import { clearPickedOffers, PICKED_OFFERS_KEY, PICKED_OFFERS_LIMIT, pickedOffers, togglePickedOffer } from './pickedOffers';

afterEach(() => clearPickedOffers());

describe('the offers picked in the catalogue for a request for quotes', () => {
  it('keeps each offer once, in the order picked, and in this browser', () => {
    togglePickedOffer(5, true);
    togglePickedOffer(3, true);
    togglePickedOffer(5, true);
    expect(pickedOffers()).toEqual([5, 3]);
    expect(JSON.parse(window.localStorage.getItem(PICKED_OFFERS_KEY) ?? 'null')).toEqual([5, 3]);
    togglePickedOffer(5, false);
    expect(pickedOffers()).toEqual([3]);
  });

  it('refuses an offer over the limit of a request', () => {
    for (let id = 1; id <= PICKED_OFFERS_LIMIT; id += 1) expect(togglePickedOffer(id, true)).toBe(true);
    expect(togglePickedOffer(PICKED_OFFERS_LIMIT + 1, true)).toBe(false);
    expect(pickedOffers()).toHaveLength(PICKED_OFFERS_LIMIT);
  });
});
