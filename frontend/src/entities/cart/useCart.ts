import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { ApiError, toastFailure } from '../../shared/api';
import { isAuthenticated, isBuyer, useSession } from '../../shared/session';
import { toast } from '../../shared/toast';
import * as api from './api';
import {
  addGuestLine,
  clearGuestCart,
  guestLines,
  removeGuestLine,
  setGuestQuantity,
  subscribeGuestCart,
} from './guestCart';
import { CART_ENTITY_TEXT, type Cart, type CartProduct, type GuestLine } from './model';

const NO_LINES: readonly GuestLine[] = [];

/** Whose basket this page shows: a buyer's on the server, a guest's in the browser, or none (suppliers, admins). */
export type CartOwner = 'buyer' | 'guest' | 'none';

export function useCartOwner(): CartOwner {
  const session = useSession();
  if (!isAuthenticated(session)) return 'guest';
  return isBuyer(session.user) ? 'buyer' : 'none';
}

function useGuestLines(): readonly GuestLine[] {
  return useSyncExternalStore(subscribeGuestCart, guestLines, () => NO_LINES);
}

/** A buyer's basket as the server keeps it; asked only while a buyer looks. */
function useBuyerCart(owner: CartOwner) {
  return useQuery({
    queryKey: api.cartKeys.mine,
    queryFn: ({ signal }) => api.fetchCart(signal),
    enabled: owner === 'buyer',
  });
}

/** The basket of whoever looks: the server's for a buyer, the browser's priced by the server for a guest. */
export function useCart() {
  const owner = useCartOwner();
  const lines = useGuestLines();
  const mine = useBuyerCart(owner);
  const guest = useQuery({
    queryKey: api.cartKeys.guest(lines),
    queryFn: ({ signal }) => api.previewCart(lines, signal),
    enabled: owner === 'guest' && lines.length > 0,
    placeholderData: (previous) => previous,
  });
  if (owner === 'guest' && lines.length === 0) return { owner, query: guest, cart: EMPTY_CART };
  const query = owner === 'buyer' ? mine : guest;
  return { owner, query, cart: query.data ?? null };
}

export const EMPTY_CART: Cart = { lines: [], suppliers: [], count: 0, total: 0, warnings: 0 };

/** Lines in the basket, for the header's badge: live with every change in this tab (and a guest's in others). */
export function useCartCount(): number {
  const owner = useCartOwner();
  const lines = useGuestLines();
  const mine = useBuyerCart(owner);
  if (owner === 'guest') return lines.length;
  if (owner === 'buyer') return mine.data?.count ?? 0;
  return 0;
}

const CHANGE_FAILED = 'Не удалось изменить корзину';

function toastRefusal(error: unknown) {
  if (error instanceof ApiError) toastFailure(error, CHANGE_FAILED);
  else toast.error(error instanceof Error ? error.message : CHANGE_FAILED);
}

/**
 * The basket's changes for whoever looks: a buyer's go to the server (the answer is the new
 * basket), a guest's stay in the browser. Each tells its failure once, in the server's words.
 */
export function useCartActions() {
  const owner = useCartOwner();
  const queryClient = useQueryClient();
  const apply = async (change: Promise<Cart | null>) => {
    const cart = await change;
    // A read sent before the change must not land after it and show the old basket.
    await queryClient.cancelQueries({ queryKey: api.cartKeys.mine });
    if (cart) queryClient.setQueryData(api.cartKeys.mine, cart);
    else await queryClient.invalidateQueries({ queryKey: api.cartKeys.mine });
  };
  const attempt = async (work: () => Promise<void>): Promise<boolean> => {
    try {
      await work();
      return true;
    } catch (error) {
      toastRefusal(error);
      return false;
    }
  };
  return {
    owner,
    /** «В корзину»: adds pieces of an offer, and says so. */
    add: (product: CartProduct, quantity = 1) =>
      attempt(async () => {
        if (owner === 'none') throw new Error(CART_ENTITY_TEXT.buyersOnly);
        const id = Number(product.id);
        if (!Number.isSafeInteger(id) || id < 1) throw new Error(CART_ENTITY_TEXT.notFound);
        if (owner === 'guest') {
          if (!addGuestLine(id, quantity, product.price)) throw new Error(CART_ENTITY_TEXT.tooManyLines);
        } else await apply(api.addLine(id, quantity));
        toast.success(CART_ENTITY_TEXT.added(product.name));
      }),
    setQuantity: (productId: number, quantity: number) =>
      attempt(async () =>
        owner === 'guest' ? setGuestQuantity(productId, quantity) : apply(api.setLine(productId, quantity)),
      ),
    acceptPrice: (productId: number, quantity: number, price: number) =>
      attempt(async () =>
        owner === 'guest'
          ? setGuestQuantity(productId, quantity, price)
          : apply(api.setLine(productId, quantity, true)),
      ),
    remove: (productId: number) =>
      attempt(async () =>
        owner === 'guest' ? removeGuestLine(productId) : apply(api.removeLine(productId)),
      ),
    empty: () => attempt(async () => (owner === 'guest' ? clearGuestCart() : apply(api.emptyCart()))),
  };
}

/**
 * At sign-in as a buyer, the basket gathered as a guest joins the server's (the larger quantity
 * wins, ADR 0068) and leaves the browser. Mounted once, in the header.
 */
export function useGuestCartMerge(): void {
  const owner = useCartOwner();
  const lines = useGuestLines();
  const queryClient = useQueryClient();
  const merging = useRef(false);
  useEffect(() => {
    if (owner !== 'buyer' || lines.length === 0 || merging.current) return;
    merging.current = true;
    api
      .mergeGuestCart(lines)
      .then(async (merged) => {
        // The basket read at sign-in (still empty of the guest's lines) must not land after the merge.
        await queryClient.cancelQueries({ queryKey: api.cartKeys.mine });
        clearGuestCart();
        if (Array.isArray((merged as Cart).lines)) {
          const { skipped, ...cart } = merged;
          queryClient.setQueryData(api.cartKeys.mine, cart);
          toast.info(CART_ENTITY_TEXT.merged(lines.length - skipped.length));
          if (skipped.length > 0) toast.warning(CART_ENTITY_TEXT.skipped(skipped.length));
        } else void queryClient.invalidateQueries({ queryKey: api.cartKeys.mine });
      })
      .catch(toastRefusal)
      .finally(() => {
        merging.current = false;
      });
  }, [owner, lines, queryClient]);
}
