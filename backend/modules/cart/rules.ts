import { Schema } from 'effect';
import { badRequest, decodeInput } from '../../kit/write/index.ts';

/** Limits of a basket (ADR 0068). A quantity bound as the order request's own. */
export const LIMITS = {
  lines: 200,
  quantity: 1_000_000,
  address: 500,
  comment: 2000,
  /** Checkouts kept in the basket's read model for their answer to be read again. */
  checkoutsKept: 20,
} as const;

export const MESSAGES = {
  buyersOnly: 'Корзина есть только у покупателей: поставщики и администраторы заказывают через заявку',
  productNotFound: 'Товар не найден',
  notPublished: 'Товар снят с продажи: его нельзя положить в корзину',
  ownProduct: 'Нельзя положить в корзину свой товар',
  quantity: `Количество — целое число от 1 до ${LIMITS.quantity.toLocaleString('ru-RU')}`,
  tooManyLines: `В корзине не больше ${LIMITS.lines} строк: оформите часть заказа или удалите лишнее`,
  lineNotFound: 'Этой строки нет в корзине',
  empty: 'Корзина пуста',
  productId: 'Номер товара — целое число от 1',
  lines: `Строки корзины: список до ${LIMITS.lines} строк с номером товара и количеством`,
  price: 'Цена — число не меньше 0',
  addressRequired: 'Введите адрес доставки',
  address: `Адрес доставки не длиннее ${LIMITS.address} символов`,
  comment: `Комментарий не длиннее ${LIMITS.comment} символов`,
  checkoutNotFound: 'Оформление не найдено',
} as const;

const Id = Schema.Int.check(Schema.isGreaterThan(0));
const Quantity = Schema.Int.check(Schema.isGreaterThan(0), Schema.isLessThanOrEqualTo(LIMITS.quantity));
const Price = Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0), Schema.isLessThanOrEqualTo(1e10));

const AddBody = Schema.Struct({ productId: Id, quantity: Schema.optional(Quantity) });
const SetBody = Schema.Struct({ quantity: Quantity, acceptPrice: Schema.optional(Schema.Boolean) });
/** A guest's basket as the browser kept it: what they added, and the price they saw then. */
const GuestLines = Schema.Array(
  Schema.Struct({ productId: Id, quantity: Quantity, priceAtAdd: Schema.optional(Schema.NullOr(Price)) }),
).check(Schema.isMaxLength(LIMITS.lines));
const LinesBody = Schema.Struct({ lines: GuestLines });
const CheckoutBody = Schema.Struct({
  deliveryAddress: Schema.Trim.check(Schema.isMaxLength(LIMITS.address)),
  comment: Schema.optional(Schema.NullOr(Schema.Trim.check(Schema.isMaxLength(LIMITS.comment)))),
});

export interface GuestLine {
  readonly productId: number;
  readonly quantity: number;
  readonly priceAtAdd: number | null;
}

export function checkAdd(input: unknown): { productId: number; quantity: number } {
  const body = decodeInput(AddBody, input, { productId: MESSAGES.productId, quantity: MESSAGES.quantity });
  return { productId: body.productId, quantity: body.quantity ?? 1 };
}

export function checkSet(input: unknown): { quantity: number; acceptPrice: boolean } {
  const body = decodeInput(SetBody, input, {
    quantity: MESSAGES.quantity,
    acceptPrice: 'acceptPrice — true или false',
  });
  return { quantity: body.quantity, acceptPrice: body.acceptPrice ?? false };
}

export function checkGuestLines(input: unknown): GuestLine[] {
  const body = decodeInput(LinesBody, input, { lines: MESSAGES.lines });
  return body.lines.map((line) => ({
    productId: line.productId,
    quantity: line.quantity,
    priceAtAdd: line.priceAtAdd ?? null,
  }));
}

export function checkCheckout(input: unknown): { deliveryAddress: string; comment: string | null } {
  const body = decodeInput(CheckoutBody, input, {
    deliveryAddress: MESSAGES.address,
    comment: MESSAGES.comment,
  });
  if (body.deliveryAddress === '')
    throw badRequest(MESSAGES.addressRequired, { deliveryAddress: MESSAGES.addressRequired });
  return { deliveryAddress: body.deliveryAddress, comment: body.comment || null };
}
