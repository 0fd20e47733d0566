import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatPrice } from '../../shared/lib/format';
import { Button } from '../../shared/ui';
import styles from './CartPage.module.css';

export const CART_TEXT = {
  title: 'Корзина',
  note: 'Корзина работает в демонстрационном режиме: оформить заказ можно заявкой со страницы товара.',
  remove: 'Удалить',
  total: 'Итого',
  checkout: 'Оформить заказ',
  empty: 'Корзина пуста',
  toCatalog: 'Перейти в каталог',
} as const;

interface CartItem {
  id: number;
  name: string;
  price: number;
  quantity: number;
}

/** Cart: a placeholder with two hard-coded sample items. */
const SAMPLE_ITEMS: readonly CartItem[] = [
  { id: 1, name: 'Колёсная пара РУ1Ш-957-Г', price: 285_000, quantity: 1 },
  { id: 2, name: 'Автосцепка СА-3', price: 48_500, quantity: 2 },
];

export function CartPage() {
  const [items, setItems] = useState<readonly CartItem[]>(SAMPLE_ITEMS);
  const total = items.reduce((sum, item) => sum + item.price * item.quantity, 0);

  return (
    <section className={styles.page} aria-labelledby="cart-title">
      <h1 id="cart-title" className={styles.title}>
        {CART_TEXT.title}
      </h1>
      <p className={styles.note}>{CART_TEXT.note}</p>
      {items.length === 0 ? (
        <div className={styles.empty} role="status">
          <p>{CART_TEXT.empty}</p>
          <Link to="/catalog">{CART_TEXT.toCatalog}</Link>
        </div>
      ) : (
        <ul className={styles.list} aria-label="Товары в корзине">
          {items.map((item) => (
            <li key={item.id} className={styles.item}>
              <span className={styles.name}>{item.name}</span>
              <span className={styles.quantity}>{item.quantity} шт.</span>
              <span className={styles.price}>{formatPrice(item.price * item.quantity)}</span>
              <Button
                size="small"
                aria-label={`${CART_TEXT.remove}: ${item.name}`}
                onClick={() => setItems((current) => current.filter((entry) => entry.id !== item.id))}
              >
                <Trash2 size={16} aria-hidden="true" />
                {CART_TEXT.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.summary}>
        <span>
          {CART_TEXT.total}: <strong className={styles.total}>{formatPrice(total)}</strong>
        </span>
        {/* Spec: the checkout button does nothing while the cart is a placeholder. */}
        <Button variant="primary" disabled={items.length === 0}>
          {CART_TEXT.checkout}
        </Button>
      </div>
    </section>
  );
}
