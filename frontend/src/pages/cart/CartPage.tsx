import { AlertTriangle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { sectionPath } from '../../entities/cabinet';
import {
  useCart,
  useCartActions,
  type Cart,
  type CartCheckout as Checkout,
  type CartLine,
} from '../../entities/cart';
import { productPath } from '../../entities/product';
import { formatPrice } from '../../shared/lib/format';
import { Button, StateMessage, TableFrame, LoadError } from '../../shared/ui';
import { CartCheckout } from './CartCheckout';
import { CartQuoteRequest } from './CartQuoteRequest';
import styles from './CartPage.module.css';

export const CART_TEXT = {
  title: 'Корзина',
  guestNote:
    'Корзина сохранена в этом браузере. Войдите как покупатель, чтобы оформить заказ: строки перейдут в вашу корзину.',
  signIn: 'Войти',
  buyersOnly:
    'Корзина есть только у покупателей: поставщики и администраторы заказывают через заявку на странице товара.',
  loading: 'Загрузка корзины...',
  loadFailed: 'Не удалось загрузить корзину',
  retry: 'Повторить',
  remove: 'Удалить',
  total: 'Итого',
  supplierTotal: 'Итого по поставщику',
  checkout: 'Оформить заказ',
  empty: 'Корзина пуста',
  emptyHint: 'Добавьте предложения кнопкой «В корзину» в каталоге или на странице товара.',
  toCatalog: 'Перейти в каталог',
  product: 'Товар',
  price: 'Цена за шт.',
  quantity: 'Количество',
  sum: 'Сумма',
  unnamedSupplier: 'Поставщик',
  warnings: (count: number) => `Проверьте корзину перед оформлением: изменились строки — ${count}`,
  priceChanged: (was: string, now: string) =>
    `Цена изменилась: было ${was}, сейчас ${now}. Заявка уйдёт по новой цене.`,
  acceptPrice: 'Принять цену',
  unavailable: 'Товар снят с продажи: в заявку он не попадёт, удалите строку',
  aboveStock: (stock: number) =>
    stock > 0
      ? `На складах ${stock} шт.: остальное под заказ, срок сообщит поставщик`
      : 'Нет на складах: под заказ, срок сообщит поставщик',
  suppliers: (count: number) => `Поставщиков: ${count} — каждому уйдёт своя заявка`,
} as const;

/** The quantity of a line: typed and committed on leaving the field or Enter, never below 1. */
function QuantityField({ line, onCommit }: { line: CartLine; onCommit: (quantity: number) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const quantity = Number(draft);
    setDraft(null);
    if (Number.isInteger(quantity) && quantity >= 1 && quantity !== line.quantity) onCommit(quantity);
  };
  return (
    <input
      className={styles.quantityInput}
      type="number"
      inputMode="numeric"
      min={1}
      step={1}
      aria-label={`${CART_TEXT.quantity}: ${line.name}`}
      value={draft ?? String(line.quantity)}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}

function LineNotice({ line, onAccept }: { line: CartLine; onAccept: () => void }) {
  if (line.status === 'unavailable')
    return (
      <p className={styles.warning} role="note">
        <AlertTriangle size={14} aria-hidden="true" />
        {CART_TEXT.unavailable}
      </p>
    );
  if (line.status === 'priceChanged' && line.price !== null)
    return (
      <p className={styles.warning} role="note">
        <AlertTriangle size={14} aria-hidden="true" />
        {CART_TEXT.priceChanged(formatPrice(line.priceAtAdd), formatPrice(line.price))}
        <Button size="small" onClick={onAccept}>
          {CART_TEXT.acceptPrice}
        </Button>
      </p>
    );
  if (line.aboveStock) return <p className={styles.hint}>{CART_TEXT.aboveStock(line.stock)}</p>;
  return null;
}

/** One supplier's lines: each with its price, quantity, sum and removal, then the supplier's total. */
function SupplierLines({ cart, supplier }: { cart: Cart; supplier: Cart['suppliers'][number] }) {
  const actions = useCartActions();
  const lines = cart.lines.filter((line) => line.seller.id === supplier.seller.id);
  const name = supplier.seller.name ?? CART_TEXT.unnamedSupplier;
  return (
    <section className={styles.supplier} aria-label={name} data-testid="cart-supplier">
      <h2 className={styles.supplierName}>{name}</h2>
      <TableFrame label={`${CART_TEXT.title}: ${name}`}>
        <table className={styles.table}>
          {/* The same columns in every supplier's table, so their figures line up down the page. */}
          <colgroup>
            <col />
            <col className={styles.priceColumn} />
            <col className={styles.quantityColumn} />
            <col className={styles.priceColumn} />
            <col className={styles.removeColumn} />
          </colgroup>
          <thead>
            <tr>
              <th scope="col">{CART_TEXT.product}</th>
              <th scope="col" className={styles.numeric}>
                {CART_TEXT.price}
              </th>
              <th scope="col">{CART_TEXT.quantity}</th>
              <th scope="col" className={styles.numeric}>
                {CART_TEXT.sum}
              </th>
              <th scope="col">
                <span className={styles.visuallyHidden}>{CART_TEXT.remove}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.productId} data-testid="cart-line" data-status={line.status}>
                <td data-label={CART_TEXT.product}>
                  <div className={styles.product}>
                    {line.status === 'unavailable' ? (
                      <span className={styles.name}>{line.name}</span>
                    ) : (
                      <Link to={productPath(line.productId)} className={styles.name}>
                        {line.name}
                      </Link>
                    )}
                    {line.partNumber && <span className={styles.partNumber}>{line.partNumber}</span>}
                    <LineNotice
                      line={line}
                      onAccept={() =>
                        void actions.acceptPrice(line.productId, line.quantity, line.price ?? line.priceAtAdd)
                      }
                    />
                  </div>
                </td>
                <td data-label={CART_TEXT.price} className={styles.numeric}>
                  {line.price === null ? '—' : formatPrice(line.price)}
                </td>
                <td data-label={CART_TEXT.quantity}>
                  <QuantityField
                    line={line}
                    onCommit={(quantity) => void actions.setQuantity(line.productId, quantity)}
                  />
                </td>
                <td data-label={CART_TEXT.sum} className={styles.numeric}>
                  {formatPrice(line.total)}
                </td>
                <td>
                  <Button
                    size="small"
                    aria-label={`${CART_TEXT.remove}: ${line.name}`}
                    onClick={() => void actions.remove(line.productId)}
                  >
                    <Trash2 size={16} aria-hidden="true" />
                    {CART_TEXT.remove}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
      <p className={styles.supplierTotal}>
        {CART_TEXT.supplierTotal}: <strong className={styles.total}>{formatPrice(supplier.total)}</strong>
      </p>
    </section>
  );
}

/**
 * The buyer's basket (the spec's cart page — lines, removal, a total in roubles, checkout — made real by ADR 0068): lines of offers from any
 * suppliers, grouped per supplier with their totals, removal, a total in roubles and the checkout
 * button. A line whose price changed or whose offer was withdrawn says so before checkout.
 */
export function CartPage() {
  const { owner, query, cart } = useCart();
  const [done, setDone] = useState<Checkout | null>(null);

  const body = () => {
    if (owner === 'none') return <StateMessage kind="empty" title={CART_TEXT.buyersOnly} />;
    if (!cart && query.isError)
      return <LoadError query={query} title={CART_TEXT.loadFailed} retry={CART_TEXT.retry} detail={false} />;
    if (!cart) return <StateMessage kind="loading" title={CART_TEXT.loading} />;
    if (cart.lines.length === 0)
      return done ? null : (
        <StateMessage
          kind="empty"
          title={CART_TEXT.empty}
          description={CART_TEXT.emptyHint}
          action={<Link to="/catalog">{CART_TEXT.toCatalog}</Link>}
        />
      );
    return (
      <>
        {cart.warnings > 0 && (
          <p className={styles.banner} role="alert">
            <AlertTriangle size={16} aria-hidden="true" />
            {CART_TEXT.warnings(cart.warnings)}
          </p>
        )}
        {cart.suppliers.map((supplier) => (
          <SupplierLines key={supplier.seller.id} cart={cart} supplier={supplier} />
        ))}
        <div className={styles.summary}>
          <span className={styles.muted}>{CART_TEXT.suppliers(cart.suppliers.length)}</span>
          <span>
            {CART_TEXT.total}:{' '}
            <strong className={styles.total} data-testid="cart-total">
              {formatPrice(cart.total)}
            </strong>
          </span>
        </div>
        {owner === 'guest' ? (
          <div className={styles.summary}>
            <Link to="/login?redirect=%2Fcart" className={styles.signIn}>
              {CART_TEXT.signIn}
            </Link>
          </div>
        ) : (
          <CartCheckout
            cart={cart}
            checkoutLabel={CART_TEXT.checkout}
            onDone={setDone}
            aside={<CartQuoteRequest cart={cart} />}
          />
        )}
      </>
    );
  };

  return (
    <section className={styles.page} aria-labelledby="cart-title">
      <h1 id="cart-title" className={styles.title}>
        {CART_TEXT.title}
      </h1>
      {owner === 'guest' && <p className={styles.note}>{CART_TEXT.guestNote}</p>}
      {done && <CheckoutResult checkout={done} />}
      {body()}
    </section>
  );
}

export const RESULT_TEXT = {
  title: 'Заявки отправлены',
  partly: 'Часть заявок не отправлена',
  orders: 'Мои заказы',
  failed: 'Не отправлено',
} as const;

/** What the checkout did, per supplier: the order requests sent (their numbers) and the lines refused with why. */
function CheckoutResult({ checkout }: { checkout: Checkout }) {
  const failed = checkout.suppliers.some((supplier) => supplier.failures.length > 0);
  return (
    <section
      className={styles.result}
      role="status"
      aria-label={failed ? RESULT_TEXT.partly : RESULT_TEXT.title}
      data-testid="checkout-result"
    >
      <h2 className={styles.supplierName}>{failed ? RESULT_TEXT.partly : RESULT_TEXT.title}</h2>
      <ul className={styles.resultList}>
        {checkout.suppliers.map((supplier) => (
          <li key={supplier.seller.id}>
            <strong>{supplier.seller.name ?? CART_TEXT.unnamedSupplier}</strong>
            {supplier.orders.map((order) => (
              <span key={order.orderId} className={styles.ordered}>
                {order.number}: {order.name}, {order.quantity} шт.
              </span>
            ))}
            {supplier.failures.map((failure) => (
              <span key={failure.productId} className={styles.warning}>
                {RESULT_TEXT.failed}: {failure.name} — {failure.message}
              </span>
            ))}
          </li>
        ))}
      </ul>
      <Link to={sectionPath('orders')}>{RESULT_TEXT.orders}</Link>
    </section>
  );
}
