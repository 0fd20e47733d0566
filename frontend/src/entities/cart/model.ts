import type { ApiAnswer } from '../../shared/api';

/** GET /api/cart: the lines compared with the live catalogue, totals per supplier (ADR 0068). */
export type Cart = ApiAnswer<'/api/cart', 'get'>;
export type CartLine = Cart['lines'][number];
export type CartCheckout = ApiAnswer<'/api/cart/checkouts/{id}', 'get'>;
export type MergedCart = ApiAnswer<'/api/cart/merge', 'post'>;

/** A guest's line as the browser keeps it until sign-in: the offer, how many, the price seen. */
export interface GuestLine {
  productId: number;
  quantity: number;
  priceAtAdd: number | null;
}

/** What a card or a product page knows of the offer it adds. */
export interface CartProduct {
  /** The product's id as the page has it (a route's id may be text): only whole numbers go into a basket. */
  id: number | string;
  name: string;
  price: number | null;
}

export const CART_LIMITS = { lines: 200, quantity: 1_000_000 } as const;

export const CART_ENTITY_TEXT = {
  added: (name: string) => `«${name}» в корзине`,
  notFound: 'Товар не найден',
  buyersOnly: 'Корзина есть только у покупателей: поставщики и администраторы заказывают через заявку',
  tooManyLines: `В корзине не больше ${CART_LIMITS.lines} строк: оформите часть заказа или удалите лишнее`,
  merged: (count: number) =>
    `Корзина, собранная до входа, добавлена к вашей: ${count} ${count === 1 ? 'строка' : count < 5 ? 'строки' : 'строк'}`,
  skipped: (count: number) => `Не добавлено из корзины гостя: ${count} (сняты с продажи или ваши товары)`,
} as const;
