import { afterEach, describe, expect, it } from 'vitest';
import {
  clearPickedOffers,
  mergeGuestPicks,
  PICKED_OFFERS_KEY,
  PICKED_OFFERS_LIMIT,
  pickedOffers,
  togglePickedOffer,
} from './picks';

afterEach(() => {
  clearPickedOffers();
  clearPickedOffers('7');
});

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

  it('keeps a guest’s picks apart from an account’s; at sign-in the guest’s join the account’s once each and leave', () => {
    togglePickedOffer(4, true, '7');
    togglePickedOffer(9, true, '7');
    togglePickedOffer(9, true);
    togglePickedOffer(2, true);
    expect(pickedOffers('7')).toEqual([4, 9]);
    expect(pickedOffers()).toEqual([9, 2]);
    expect(mergeGuestPicks('7')).toBe(1);
    expect(pickedOffers('7')).toEqual([4, 9, 2]);
    expect(JSON.parse(window.localStorage.getItem(`${PICKED_OFFERS_KEY}:7`) ?? 'null')).toEqual([4, 9, 2]);
    expect(pickedOffers()).toEqual([]);
    // Nothing left to merge: the account's picks stay as they are.
    expect(mergeGuestPicks('7')).toBe(0);
    expect(pickedOffers('7')).toEqual([4, 9, 2]);
  });

  it('a merge stops at the limit of a request', () => {
    for (let id = 1; id <= PICKED_OFFERS_LIMIT; id += 1) togglePickedOffer(id, true, '7');
    togglePickedOffer(500, true);
    expect(mergeGuestPicks('7')).toBe(0);
    expect(pickedOffers('7')).toHaveLength(PICKED_OFFERS_LIMIT);
    expect(pickedOffers()).toEqual([]);
  });
});
