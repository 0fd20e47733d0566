import { useEffect, useSyncExternalStore } from 'react';
import { isAuthenticated, readJson, useSession, writeJson } from '../../shared/session';
import { toast } from '../../shared/toast';

/**
 * The catalogue's offers picked for one request for quotes (ADR 0069, 0072): kept in this browser
 * (product ids only; their parts, designations and sellers are read when the form opens), so paging
 * and filtering the catalogue keeps the picks. A guest's picks are its own; at sign-in they join
 * the account's and leave the guest's list, as a guest's basket does (ADR 0068).
 */
export const PICKED_OFFERS_KEY = 'quote_offers';
/** As many as a request holds lines. */
export const PICKED_OFFERS_LIMIT = 100;

/** Whose picks: a guest's (null) or a signed-in person's (their id). */
export type PickOwner = string | null;

const keyOf = (owner: PickOwner): string =>
  owner === null ? PICKED_OFFERS_KEY : `${PICKED_OFFERS_KEY}:${owner}`;

export const PICK_TEXT_MERGED = (count: number) =>
  `Товары, отмеченные до входа, добавлены к запросу предложений: ${count}`;

const listeners = new Set<() => void>();
const cached = new Map<string, readonly number[]>();

export function pickedOffers(owner: PickOwner = null): readonly number[] {
  const key = keyOf(owner);
  const known = cached.get(key);
  if (known) return known;
  const stored = readJson<unknown>(key);
  const ids = Array.isArray(stored)
    ? [...new Set(stored.filter((id): id is number => Number.isSafeInteger(id) && id > 0))].slice(
        0,
        PICKED_OFFERS_LIMIT,
      )
    : [];
  cached.set(key, ids);
  return ids;
}

function save(owner: PickOwner, ids: readonly number[]): void {
  cached.set(keyOf(owner), ids);
  writeJson(keyOf(owner), ids);
  for (const listener of listeners) listener();
}

/** Picks or unpicks an offer; false when the list is full. */
export function togglePickedOffer(productId: number, picked: boolean, owner: PickOwner = null): boolean {
  const ids = pickedOffers(owner);
  if (!picked)
    return (
      save(
        owner,
        ids.filter((id) => id !== productId),
      ),
      true
    );
  if (ids.includes(productId)) return true;
  if (ids.length >= PICKED_OFFERS_LIMIT) return false;
  save(owner, [...ids, productId]);
  return true;
}

export const clearPickedOffers = (owner: PickOwner = null) => save(owner, []);

/**
 * The guest's picks join the account's (the account's first, each offer once, up to the limit) and
 * leave the guest's list; answers how many offers were added.
 */
export function mergeGuestPicks(owner: string): number {
  const guest = pickedOffers(null);
  if (guest.length === 0) return 0;
  const mine = pickedOffers(owner);
  const merged = [...new Set([...mine, ...guest])].slice(0, PICKED_OFFERS_LIMIT);
  save(owner, merged);
  save(null, []);
  return merged.length - mine.length;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || !event.key.startsWith(PICKED_OFFERS_KEY)) return;
    cached.delete(event.key);
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whose picks the person looking has: theirs when signed in, else the guest's. */
export function usePickOwner(): PickOwner {
  const session = useSession();
  return isAuthenticated(session) && session.user ? String(session.user.id) : null;
}

const NONE: readonly number[] = [];
export function usePickedOffers(): readonly number[] {
  const owner = usePickOwner();
  return useSyncExternalStore(
    subscribe,
    () => pickedOffers(owner),
    () => NONE,
  );
}

/**
 * At sign-in as someone who may ask for quotes (a buyer or a supplier), the offers picked as a guest
 * join the account's picks and leave the guest's list. Mounted once, in the header.
 */
export function useGuestPicksMerge(): void {
  const session = useSession();
  const guest = useSyncExternalStore(
    subscribe,
    () => pickedOffers(null),
    () => NONE,
  );
  const role = session.user?.role;
  const owner =
    isAuthenticated(session) && session.user && (role === 'buyer' || role === 'supplier')
      ? String(session.user.id)
      : null;
  useEffect(() => {
    if (owner === null || guest.length === 0) return;
    const added = mergeGuestPicks(owner);
    if (added > 0) toast.info(PICK_TEXT_MERGED(added));
  }, [owner, guest]);
}
