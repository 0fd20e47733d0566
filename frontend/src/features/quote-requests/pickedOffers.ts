import { useSyncExternalStore } from 'react';
import { readJson, writeJson } from '../../shared/session';

/**
 * The catalogue's offers picked for one request for quotes (ADR 0069): kept in this browser
 * (product ids only; their parts, designations and sellers are read when the form opens), so paging and
 * filtering the catalogue keeps the picks.
 */
export const PICKED_OFFERS_KEY = 'quote_offers';
/** As many as a request holds lines. */
export const PICKED_OFFERS_LIMIT = 100;

const listeners = new Set<() => void>();
let cached: readonly number[] | null = null;

export function pickedOffers(): readonly number[] {
  if (cached) return cached;
  const stored = readJson<unknown>(PICKED_OFFERS_KEY);
  cached = Array.isArray(stored) ? [...new Set(stored.filter((id): id is number => Number.isSafeInteger(id) && id > 0))].slice(0, PICKED_OFFERS_LIMIT) : [];
  return cached;
}

function save(ids: readonly number[]): void {
  cached = ids;
  writeJson(PICKED_OFFERS_KEY, ids);
  for (const listener of listeners) listener();
}

/** Picks or unpicks an offer; false when the list is full. */
export function togglePickedOffer(productId: number, picked: boolean): boolean {
  const ids = pickedOffers();
  if (!picked) return save(ids.filter((id) => id !== productId)), true;
  if (ids.includes(productId)) return true;
  if (ids.length >= PICKED_OFFERS_LIMIT) return false;
  save([...ids, productId]);
  return true;
}

export const clearPickedOffers = () => save([]);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== PICKED_OFFERS_KEY) return;
    cached = null;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const NONE: readonly number[] = [];
export const usePickedOffers = (): readonly number[] => useSyncExternalStore(subscribe, pickedOffers, () => NONE);
