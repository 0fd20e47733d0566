import { readJson, writeJson } from '../../shared/session';
import { CART_LIMITS, type GuestLine } from './model';

/** Where a guest's basket lives until they sign in (then it is merged on the server, ADR 0068). */
export const GUEST_CART_KEY = 'guest_cart';

const listeners = new Set<() => void>();
let cached: readonly GuestLine[] | null = null;

const isLine = (value: unknown): value is GuestLine => {
  const line = value as GuestLine | null;
  return (
    typeof line === 'object' &&
    line !== null &&
    Number.isSafeInteger(line.productId) &&
    line.productId > 0 &&
    Number.isSafeInteger(line.quantity) &&
    line.quantity > 0 &&
    (line.priceAtAdd === null || typeof line.priceAtAdd === 'number')
  );
};

/** The guest's lines; what another version or a hand edit left unreadable is dropped. */
export function guestLines(): readonly GuestLine[] {
  if (cached) return cached;
  const stored = readJson<unknown>(GUEST_CART_KEY);
  cached = Array.isArray(stored) ? stored.filter(isLine).slice(0, CART_LIMITS.lines) : [];
  return cached;
}

function save(lines: readonly GuestLine[]): void {
  cached = lines;
  writeJson(GUEST_CART_KEY, lines);
  for (const listener of listeners) listener();
}

/** Adds pieces to a line (or a new line); false when the basket is full. */
export function addGuestLine(productId: number, quantity: number, price: number | null): boolean {
  const lines = guestLines();
  const existing = lines.find((line) => line.productId === productId);
  if (existing)
    return (
      save(
        lines.map((line) =>
          line === existing
            ? { ...line, quantity: Math.min(CART_LIMITS.quantity, line.quantity + quantity) }
            : line,
        ),
      ),
      true
    );
  if (lines.length >= CART_LIMITS.lines) return false;
  save([...lines, { productId, quantity, priceAtAdd: price }]);
  return true;
}

export function setGuestQuantity(
  productId: number,
  quantity: number,
  acceptPrice: number | null = null,
): void {
  save(
    guestLines().map((line) =>
      line.productId === productId
        ? { ...line, quantity, ...(acceptPrice === null ? {} : { priceAtAdd: acceptPrice }) }
        : line,
    ),
  );
}

export function removeGuestLine(productId: number): void {
  save(guestLines().filter((line) => line.productId !== productId));
}

export function clearGuestCart(): void {
  save([]);
}

/** For useSyncExternalStore: this tab's changes, and another tab's through the storage event. */
export function subscribeGuestCart(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== GUEST_CART_KEY) return;
    cached = null;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
