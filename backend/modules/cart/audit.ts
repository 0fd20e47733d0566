import type { AuditCatalog } from '../../kit/write/index.ts';
import type { CartEvent } from './events.ts';

// A basket is the buyer's own scratch list: routine history, never a decision anyone moderates.
const person = (userId: number) => ({ entityType: 'user', entityId: String(userId), routine: true }) as const;

/** How the basket's events read in a buyer's history. */
export const cartAudit: AuditCatalog<CartEvent> = {
  CartLineAdded: (d) => ({
    ...person(d.buyerId),
    action: `Положил в корзину: ${d.name}`,
    changes: [{ field: 'Количество', value: String(d.quantity) }],
  }),
  CartLineQuantitySet: (d) => ({
    ...person(d.buyerId),
    action: 'Изменил количество в корзине',
    changes: [{ field: 'Количество', value: String(d.quantity) }],
  }),
  CartLinePriceAccepted: (d) => ({
    ...person(d.buyerId),
    action: 'Принял новую цену в корзине',
    changes: [{ field: 'Цена за шт.', value: String(d.price) }],
  }),
  CartLineRemoved: (d) => ({ ...person(d.buyerId), action: 'Удалил строку корзины' }),
  CartEmptied: (d) => ({ ...person(d.buyerId), action: 'Очистил корзину' }),
  CartLinesOrdered: (d) => ({
    ...person(d.buyerId),
    action: 'Оформил заявки из корзины',
    changes: d.orders.map((order) => ({ field: 'Заявка', value: order.number })),
  }),
  CartCheckedOut: (d) => ({
    ...person(d.buyerId),
    action: 'Оформил корзину',
    changes: d.failures.map((failure) => ({ field: `Товар № ${failure.productId}`, value: failure.message })),
  }),
};
