import { formatPrice } from '../../shared/lib/format';
import { Button, Modal } from '../../shared/ui';
import styles from './ProductPage.module.css';

export const ORDER_MODAL_TEXT = {
  title: 'Заявка на товар',
  notice: 'Отправка заявок с сайта станет доступна с выходом раздела заказов, а пока здесь можно проверить состав будущей заявки.',
  product: 'Товар',
  quantity: 'Количество',
  sum: 'Сумма по цене каталога',
  delivery: 'Доставка от 2 дней по всей России. Стоимость и сроки рассчитываются при рассмотрении заявки.',
  close: 'Закрыть',
} as const;

export interface OrderRequestModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  productName: string;
  quantity: number;
  price: number | null;
}

/**
 * The order modal until the orders release: what the request would contain and the delivery note,
 * with nothing that pretends to send it.
 */
export function OrderRequestModal({ open, onOpenChange, productName, quantity, price }: OrderRequestModalProps) {
  const sum = price === null ? '' : formatPrice(price * quantity);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={ORDER_MODAL_TEXT.title}
      description={ORDER_MODAL_TEXT.notice}
      footer={
        <Button variant="primary" onClick={() => onOpenChange(false)}>
          {ORDER_MODAL_TEXT.close}
        </Button>
      }
    >
      <dl className={styles.orderSummary}>
        <div>
          <dt>{ORDER_MODAL_TEXT.product}</dt>
          <dd>{productName}</dd>
        </div>
        <div>
          <dt>{ORDER_MODAL_TEXT.quantity}</dt>
          <dd className={styles.numeric}>{`${quantity} шт.`}</dd>
        </div>
        {sum && (
          <div>
            <dt>{ORDER_MODAL_TEXT.sum}</dt>
            <dd className={styles.numeric}>{sum}</dd>
          </div>
        )}
      </dl>
      <p className={styles.deliveryNote}>{ORDER_MODAL_TEXT.delivery}</p>
    </Modal>
  );
}
