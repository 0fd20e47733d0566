import { Paperclip } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ContractChoice } from '../../features/contracts';
import type { Product } from '../../entities/product';
import { placeOrder } from '../../features/orders';
import { ApiError, serverMessage } from '../../shared/api';
import { formatPrice } from '../../shared/lib/format';
import { toast } from '../../shared/toast';
import { Button, Modal } from '../../shared/ui';
import styles from './ProductPage.module.css';

export const ORDER_MODAL_TEXT = {
  title: 'Заявка на товар',
  product: 'Товар',
  quantity: 'Количество',
  sum: 'Сумма по цене каталога',
  deliveryType: 'Способ получения',
  pickup: 'Самовывоз',
  delivery: 'Доставка',
  warehouse: 'Пункт самовывоза',
  inStock: (n: number) => `в наличии ${n} шт.`,
  address: 'Адрес доставки',
  addressPlaceholder: 'Город, улица, дом, организация',
  comment: 'Комментарий для поставщика',
  services: 'Услуги к товару',
  attach: 'Прикрепить файл',
  attachInfo: 'Функция прикрепления файла будет доступна в ближайшее время',
  note: 'Доставка от 2 дней по всей России. Стоимость и сроки рассчитываются при рассмотрении заявки.',
  chooseType: 'Выберите способ получения',
  noPickup: 'Товар недоступен для самовывоза',
  chooseWarehouse: 'Выберите пункт самовывоза',
  enterAddress: 'Введите адрес доставки',
  overStock: (available: number) =>
    `В наличии ${available} шт.: поставщик подтвердит, сколько сможет поставить, и срок поставки остального.`,
  submit: 'Отправить заявку',
  sending: 'Отправка...',
  cancel: 'Отмена',
  success: 'Ваша заявка успешно отправлена',
  failure: 'Не удалось отправить заявку. Пожалуйста, попробуйте позже.',
} as const;

type DeliveryType = 'pickup' | 'delivery';

export interface OrderRequestModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  product: Product;
  quantity: number;
}

/**
 * The order modal: self-pickup from a warehouse holding the part, or
 * delivery to an address; when exactly one warehouse has stock it is chosen with self-pickup.
 * Closing resets the choice, the address and the attachments. `POST /api/orders`.
 */
export function OrderRequestModal({ open, onOpenChange, product, quantity }: OrderRequestModalProps) {
  const stocked = product.stocks.filter((stock) => stock.quantity > 0 && stock.warehouseId !== null);
  const single = stocked.length === 1 ? stocked[0]!.warehouseId : null;
  const [deliveryType, setDeliveryType] = useState<DeliveryType | null>(single === null ? null : 'pickup');
  const [warehouseId, setWarehouseId] = useState<string | null>(single === null ? null : String(single));
  const [address, setAddress] = useState('');
  const [comment, setComment] = useState('');
  const [serviceIds, setServiceIds] = useState<string[]>([]);
  // A signed contract between my company and the seller's: the request then takes its terms.
  const [contractId, setContractId] = useState('');
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const id = useId();

  // Every opening starts afresh (spec: closing resets delivery type, warehouse, address, attachments).
  useEffect(() => {
    if (open) return;
    setDeliveryType(single === null ? null : 'pickup');
    setWarehouseId(single === null ? null : String(single));
    setAddress('');
    setComment('');
    setServiceIds([]);
    setContractId('');
    setTouched(false);
  }, [open, single]);

  const error =
    deliveryType === null
      ? ORDER_MODAL_TEXT.chooseType
      : deliveryType === 'pickup'
        ? stocked.length === 0
          ? ORDER_MODAL_TEXT.noPickup
          : warehouseId === null
            ? ORDER_MODAL_TEXT.chooseWarehouse
            : null
        : address.trim() === ''
          ? ORDER_MODAL_TEXT.enterAddress
          : null;
  // No type, or pickup with warehouses but none chosen, or sending. A rule that keeps
  // the button disabled says so at once (a message shown only after a submit would never be seen).
  const blockedBy =
    deliveryType === null
      ? ORDER_MODAL_TEXT.chooseType
      : deliveryType === 'pickup' && stocked.length > 0 && warehouseId === null
        ? ORDER_MODAL_TEXT.chooseWarehouse
        : null;
  const disabled = blockedBy !== null || sending;
  const shownError = blockedBy ?? (touched ? error : null);
  // More than the stock can still be asked for: the supplier confirms what it can supply.
  const available =
    deliveryType === 'pickup' && warehouseId !== null
      ? (stocked.find((stock) => String(stock.warehouseId) === warehouseId)?.quantity ?? 0)
      : stocked.reduce((sum, stock) => sum + stock.quantity, 0);
  const overStock = stocked.length > 0 && quantity > available;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (error || deliveryType === null) return;
    setSending(true);
    try {
      await placeOrder({
        productId: Number(product.id),
        quantity,
        deliveryType,
        ...(deliveryType === 'pickup'
          ? { warehouseId: Number(warehouseId) }
          : { deliveryAddress: address.trim() }),
        ...(comment.trim() ? { comment: comment.trim() } : {}),
        ...(serviceIds.length > 0 ? { serviceIds: serviceIds.map(Number) } : {}),
        ...(contractId ? { contractId: Number(contractId) } : {}),
      });
      toast.success(ORDER_MODAL_TEXT.success);
      onOpenChange(false);
    } catch (failure) {
      if (!(failure instanceof ApiError && failure.sessionEnded))
        toast.error(serverMessage(failure) ?? ORDER_MODAL_TEXT.failure);
    } finally {
      setSending(false);
    }
  };

  const formId = `${id}-form`;
  const sum = product.price === null ? '' : formatPrice(product.price * quantity);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={ORDER_MODAL_TEXT.title}
      footer={
        <>
          <Button type="button" onClick={() => onOpenChange(false)}>
            {ORDER_MODAL_TEXT.cancel}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="primary"
            disabled={disabled}
            aria-describedby={blockedBy ? `${formId}-error` : undefined}
          >
            {sending ? ORDER_MODAL_TEXT.sending : ORDER_MODAL_TEXT.submit}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.orderForm} onSubmit={(event) => void submit(event)} noValidate>
        <dl className={styles.orderSummary}>
          <div>
            <dt>{ORDER_MODAL_TEXT.product}</dt>
            <dd>{product.name}</dd>
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

        <fieldset className={styles.orderChoice}>
          <legend>{ORDER_MODAL_TEXT.deliveryType}</legend>
          {(['pickup', 'delivery'] as const).map((type) => (
            <label key={type}>
              <input
                type="radio"
                name={`${id}-type`}
                value={type}
                checked={deliveryType === type}
                onChange={() => setDeliveryType(type)}
              />
              {ORDER_MODAL_TEXT[type]}
            </label>
          ))}
        </fieldset>

        {deliveryType === 'pickup' &&
          (stocked.length === 0 ? (
            <p className={styles.orderError} role="alert">
              {ORDER_MODAL_TEXT.noPickup}
            </p>
          ) : (
            <fieldset className={styles.orderWarehouses}>
              <legend>{ORDER_MODAL_TEXT.warehouse}</legend>
              {stocked.map((stock) => (
                <label key={String(stock.warehouseId)}>
                  <input
                    type="radio"
                    name={`${id}-warehouse`}
                    value={String(stock.warehouseId)}
                    checked={warehouseId === String(stock.warehouseId)}
                    onChange={() => setWarehouseId(String(stock.warehouseId))}
                  />
                  <span>
                    <strong>{stock.warehouse?.name ?? `Склад ${String(stock.warehouseId)}`}</strong>
                    <span className={styles.muted}>
                      {[stock.warehouse?.city, stock.warehouse?.address].filter(Boolean).join(', ')}
                      {stock.warehouse?.workingHours ? ` · ${stock.warehouse.workingHours}` : ''}
                    </span>
                    <span className={styles.numeric}>{ORDER_MODAL_TEXT.inStock(stock.quantity)}</span>
                  </span>
                </label>
              ))}
            </fieldset>
          ))}

        {deliveryType === 'delivery' && (
          <label className={styles.orderField}>
            <span>{ORDER_MODAL_TEXT.address}</span>
            <textarea
              rows={2}
              value={address}
              placeholder={ORDER_MODAL_TEXT.addressPlaceholder}
              maxLength={500}
              onChange={(event) => setAddress(event.target.value)}
            />
          </label>
        )}

        {product.services.length > 0 && (
          <fieldset className={styles.orderChoice}>
            <legend>{ORDER_MODAL_TEXT.services}</legend>
            {product.services.map((service) => (
              <label key={String(service.id)}>
                <input
                  type="checkbox"
                  checked={serviceIds.includes(String(service.id))}
                  onChange={(event) =>
                    setServiceIds((current) =>
                      event.target.checked
                        ? [...current, String(service.id)]
                        : current.filter((one) => one !== String(service.id)),
                    )
                  }
                />
                {service.name}
              </label>
            ))}
          </fieldset>
        )}

        <ContractChoice
          sellerId={product.supplierId}
          open={open}
          choice={[contractId, setContractId]}
          className={styles.orderField}
        />

        <label className={styles.orderField}>
          <span>{ORDER_MODAL_TEXT.comment}</span>
          <textarea
            rows={2}
            value={comment}
            maxLength={1000}
            onChange={(event) => setComment(event.target.value)}
          />
        </label>

        <Button type="button" size="small" onClick={() => toast.info(ORDER_MODAL_TEXT.attachInfo)}>
          <Paperclip size={14} aria-hidden="true" /> {ORDER_MODAL_TEXT.attach}
        </Button>

        {overStock && (
          <p className={styles.orderWarning} role="status">
            {ORDER_MODAL_TEXT.overStock(available)}
          </p>
        )}
        {shownError && shownError !== ORDER_MODAL_TEXT.noPickup && (
          <p id={`${formId}-error`} className={styles.orderError} role={blockedBy ? 'status' : 'alert'}>
            {shownError}
          </p>
        )}
        <p className={styles.deliveryNote}>{ORDER_MODAL_TEXT.note}</p>
      </form>
    </Modal>
  );
}
