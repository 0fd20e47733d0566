import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { cartKeys, checkout, type Cart, type CartCheckout as Checkout } from '../../entities/cart';
import { newIdempotencyKey, serverFieldErrors, toastFailure } from '../../shared/api';
import { Button, TextField } from '../../shared/ui';
import styles from './CartPage.module.css';

export const CHECKOUT_TEXT = {
  address: 'Адрес доставки (адрес или станция)',
  addressRequired: 'Введите адрес доставки',
  comment: 'Комментарий для поставщиков',
  send: (count: number) => `Отправить заявки (${count})`,
  sending: 'Отправка...',
  cancel: 'Отмена',
  note: 'Каждая строка станет заявкой поставщику; цену, срок и доставку поставщик подтвердит в ответе. Строки со снятыми товарами не отправятся.',
  failed: 'Не удалось оформить заказ',
} as const;

/**
 * The checkout button and its form: one address for every supplier's requests (ADR 0068). One
 * Idempotency-Key per filled form, kept while the buyer retries after a failure, so a resend never
 * orders twice; a new form (after a change of the basket) gets a new key.
 */
export function CartCheckout({
  cart,
  checkoutLabel,
  onDone,
  aside,
}: {
  cart: Cart;
  checkoutLabel: string;
  onDone: (checkout: Checkout) => void;
  /** Another way out of the basket, beside the checkout button («Запросить предложения»). */
  aside?: React.ReactNode;
}) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [address, setAddress] = useState('');
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [key, setKey] = useState(newIdempotencyKey);
  const orderable = cart.lines.filter((line) => line.status !== 'unavailable').length;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!address.trim()) return setError(CHECKOUT_TEXT.addressRequired);
    setSending(true);
    try {
      const done = await checkout({ deliveryAddress: address.trim(), comment: comment.trim() || null }, key);
      onDone(done);
      setOpen(false);
      setKey(newIdempotencyKey());
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: cartKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
      ]);
    } catch (failure) {
      setError(serverFieldErrors(failure).deliveryAddress ?? null);
      toastFailure(failure, CHECKOUT_TEXT.failed);
    } finally {
      setSending(false);
    }
  };

  if (!open)
    return (
      <div className={styles.summary}>
        {aside}
        <Button variant="primary" disabled={orderable === 0} onClick={() => setOpen(true)}>
          {checkoutLabel}
        </Button>
      </div>
    );
  return (
    <form className={styles.checkout} onSubmit={(event) => void submit(event)} aria-label={checkoutLabel}>
      <p className={styles.note}>{CHECKOUT_TEXT.note}</p>
      <TextField
        label={CHECKOUT_TEXT.address}
        value={address}
        onChange={(event) => {
          setAddress(event.target.value);
          setError(null);
        }}
        error={error ?? undefined}
        maxLength={500}
        required
      />
      <TextField
        label={CHECKOUT_TEXT.comment}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        maxLength={2000}
      />
      <div className={styles.summary}>
        <Button type="button" onClick={() => setOpen(false)} disabled={sending}>
          {CHECKOUT_TEXT.cancel}
        </Button>
        <Button type="submit" variant="primary" disabled={sending}>
          {sending ? CHECKOUT_TEXT.sending : CHECKOUT_TEXT.send(orderable)}
        </Button>
      </div>
    </form>
  );
}
