// Public surface of the catalogue's picks for a request for quotes (ADR 0069, 0072): per person in this browser, a guest's merged at sign-in.
export {
  PICKED_OFFERS_KEY,
  PICKED_OFFERS_LIMIT,
  clearPickedOffers,
  mergeGuestPicks,
  pickedOffers,
  togglePickedOffer,
  useGuestPicksMerge,
  usePickOwner,
  usePickedOffers,
  type PickOwner,
} from './picks';
