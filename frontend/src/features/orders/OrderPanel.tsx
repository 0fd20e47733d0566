import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { serverFieldErrors, serverMessage } from '../../shared/api';
import { formatDate, formatPrice } from '../../shared/lib';
import { useSession } from '../../shared/session';
import { toast } from '../../shared/toast';
import { Button, SidePanel, Skeleton, StateMessage, TextField, workspaceStyles as styles } from '../../shared/ui';
import { useOrder } from './api/getOrder';
import { useOrderStep } from './api/orderStep';
import { ORDER_TEXT as T, actionsFor, statusTone, type Order, type OrderAction } from './model';
import { RestockDetails } from './RestockForm';
import { DisputeBadge, DisputeDetails, ShipmentDetails, opensForm, stepForm } from './ShipmentAndDispute';

const NEEDS_REASON: ReadonlySet<OrderAction> = new Set(['suspend', 'adminCancel']);
const MAY_HAVE_REASON: ReadonlySet<OrderAction> = new Set(['decline', 'cancel', 'suspend', 'adminCancel']);

export function StatusBadge({ order }: { order: Pick<Order, 'status' | 'statusLabel' | 'suspended' | 'dispute'> }) {
  return (
    <span className={styles.badges}>
      <span className={styles.badge} data-tone={statusTone(order)}>
        {order.suspended ? `${T.suspended} · ${order.statusLabel}` : order.statusLabel}
      </span>
      <DisputeBadge order={order} />
    </span>
  );
}

function AcceptForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const step = useOrderStep();
  const [unitPrice, setUnitPrice] = useState(String(order.listPrice));
  const [quantity, setQuantity] = useState(String(order.quantity));
  const [deliveryDate, setDeliveryDate] = useState('');
  const [terms, setTerms] = useState(order.contract?.terms ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await step.mutateAsync({
        id: order.id,
        action: 'accept',
        body: {
          unitPrice: Number(unitPrice.replace(',', '.')),
          quantity: Number(quantity),
          deliveryDate,
          terms: terms.trim() || null,
        },
      });
      toast.success(T.done);
      onDone();
    } catch (error) {
      setErrors(serverFieldErrors(error));
      toast.error(serverMessage(error) ?? 'Не удалось отправить условия');
    }
  };
  return (
    <form className={styles.acceptForm} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={T.acceptForm.unitPrice}
        inputMode="decimal"
        required
        value={unitPrice}
        error={errors.unitPrice}
        onChange={(e) => setUnitPrice(e.target.value)}
      />
      <TextField
        label={T.acceptForm.quantity}
        inputMode="numeric"
        required
        value={quantity}
        error={errors.quantity}
        onChange={(e) => setQuantity(e.target.value)}
      />
      <TextField
        label={T.acceptForm.deliveryDate}
        type="date"
        required
        value={deliveryDate}
        error={errors.deliveryDate}
        onChange={(e) => setDeliveryDate(e.target.value)}
      />
      <label className={styles.field}>
        <span className={styles.label}>{T.acceptForm.terms}</span>
        <textarea
          className={styles.textarea}
          rows={3}
          maxLength={2000}
          value={terms}
          onChange={(e) => setTerms(e.target.value)}
        />
      </label>
      <Button type="submit" variant="primary" disabled={step.isPending}>
        {T.acceptForm.submit}
      </Button>
    </form>
  );
}

function Actions({ order }: { order: Order }) {
  const { user } = useSession();
  const step = useOrderStep();
  const [open, setOpen] = useState<OrderAction | null>(null);
  const [reason, setReason] = useState('');
  const actions = user ? actionsFor(order, { id: Number(user.id), role: user.role }) : [];
  if (actions.length === 0) return null;
  const run = async (action: OrderAction) => {
    if (
      NEEDS_REASON.has(action) ||
      (action === 'decline' && order.status === 'requested') ||
      (action === 'cancel' && order.sellerId === Number(user?.id))
    ) {
      if (!reason.trim()) {
        toast.error('Укажите причину');
        return;
      }
    }
    try {
      await step.mutateAsync({
        id: order.id,
        action,
        body: MAY_HAVE_REASON.has(action) ? { reason: reason.trim() || null } : {},
      });
      toast.success(T.done);
      setOpen(null);
      setReason('');
    } catch (error) {
      toast.error(serverMessage(error) ?? 'Действие не выполнено');
    }
  };
  const form = open ? stepForm(open, order, () => setOpen(null)) : null;
  return (
    <div className={styles.actions}>
      {open === 'accept' ? (
        <AcceptForm order={order} onDone={() => setOpen(null)} />
      ) : form ? (
        form
      ) : open ? (
        <div className={styles.reasonBox}>
          <label className={styles.field}>
            <span className={styles.label}>{NEEDS_REASON.has(open) ? T.reason : T.reasonOptional}</span>
            <textarea
              className={styles.textarea}
              rows={2}
              maxLength={1000}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              autoFocus
            />
          </label>
          <div className={styles.row}>
            <Button variant="primary" disabled={step.isPending} onClick={() => void run(open)}>
              {T.send}: {T.actions[open]}
            </Button>
            <Button onClick={() => setOpen(null)}>Отмена</Button>
          </div>
        </div>
      ) : (
        <div className={styles.row}>
          {actions.map((action) => (
            <Button
              key={action}
              variant={['accept', 'confirm', 'ship', 'receive', 'answerDispute', 'resolveDispute', 'restock'].includes(action) ? 'primary' : 'secondary'}
              disabled={step.isPending}
              onClick={() =>
                action === 'accept' || MAY_HAVE_REASON.has(action) || opensForm(action, order)
                  ? setOpen(action)
                  : void run(action)
              }
            >
              {action === 'ship' && order.deliveryType === 'pickup'
                ? T.actions.shipPickup
                : T.actions[action]}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}

function Details({ order }: { order: Order }) {
  const P = T.panel;
  const viewerId = Number(useSession().user?.id);
  return (
    <div className={styles.panelBody}>
      <StatusBadge order={order} />
      <dl className={styles.details}>
        <div>
          <dt>{P.product}</dt>
          <dd>
            {order.productId === null ? order.productName : <a href={`/product/${order.productId}`}>{order.productName}</a>}
            {order.quoteRequest && <span className={styles.muted}>по запросу предложений {order.quoteRequest.number}</span>}
            {order.partNumber && <span className={styles.muted}> · арт. {order.partNumber}</span>}
          </dd>
        </div>
        <div>
          <dt>{P.quantity}</dt>
          <dd className="tabular">{order.quantity} шт.</dd>
        </div>
        <div>
          <dt>{P.listPrice}</dt>
          <dd className="tabular">{formatPrice(order.listPrice)}</dd>
        </div>
        <div>
          <dt>{P.delivery}</dt>
          <dd>
            {order.deliveryType === 'pickup'
              ? P.pickup(order.warehouseName ?? '', order.warehouseAddress)
              : P.deliveryTo(order.deliveryAddress ?? '')}
            {order.aboveStock && (
              <span className={styles.badge} data-tone="wait">
                {T.aboveStock}
              </span>
            )}
          </dd>
        </div>
        {order.services.length > 0 && (
          <div>
            <dt>{P.services}</dt>
            <dd>{order.services.map((s) => s.name).join(', ')}</dd>
          </div>
        )}
        {order.contract && (
          <div>
            <dt>Договор</dt>
            <dd>{order.contract.terms}</dd>
          </div>
        )}
        {order.comment && (
          <div>
            <dt>{P.comment}</dt>
            <dd>{order.comment}</dd>
          </div>
        )}
        <div>
          <dt>{P.buyer}</dt>
          <dd>{order.buyer.name ?? `№ ${order.buyer.id}`}</dd>
        </div>
        <div>
          <dt>{P.seller}</dt>
          <dd>{order.seller.name ?? `№ ${order.seller.id}`}</dd>
        </div>
      </dl>
      {order.offer && (
        <section className={styles.offer} aria-label={P.offer}>
          <h3>{P.offer}</h3>
          <dl className={styles.details}>
            <div>
              <dt>{P.unitPrice}</dt>
              <dd className="tabular">{formatPrice(order.offer.unitPrice)}</dd>
            </div>
            <div>
              <dt>{P.total}</dt>
              <dd className="tabular">{formatPrice(order.total)}</dd>
            </div>
            <div>
              <dt>{P.deliveryDate}</dt>
              <dd>{formatDate(order.offer.deliveryDate)}</dd>
            </div>
            {order.offer.terms && (
              <div>
                <dt>{P.terms}</dt>
                <dd>{order.offer.terms}</dd>
              </div>
            )}
          </dl>
        </section>
      )}
      {order.shipment && (
        <section className={styles.offer} aria-label={P.shipment}>
          <h3>{P.shipment}</h3>
          <dl className={styles.details}>
            <ShipmentDetails shipment={order.shipment} />
          </dl>
        </section>
      )}
      {order.dispute && <DisputeDetails dispute={order.dispute} />}
      {order.restock && <RestockDetails restock={order.restock} />}
      <Actions order={order} />
      <Link to={`/profile/messages?c=order-${order.id}`}>Написать {order.buyerId === viewerId ? 'продавцу' : 'покупателю'}</Link>
      <section aria-label={P.timeline}>
        <h3 className={styles.subheading}>{P.timeline}</h3>
        <ol className={styles.timeline}>
          {order.history.map((step, index) => (
            <li key={index}>
              <span className={styles.timelineWhat}>{step.action}</span>
              <span className={styles.muted}>
                <time dateTime={step.at}>{formatDate(step.at, { withTime: true })}</time>
                {step.actorRole ? ` · ${P.roles[step.actorRole] ?? step.actorRole}` : ''}
              </span>
              {step.details && <span>{step.details}</span>}
              {step.reason && <span>«{step.reason}»</span>}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/** An order beside the list: its terms, its timeline and the viewer's next steps. */
export function OrderPanel({ orderId, onClose }: { orderId: number | null; onClose: () => void }) {
  const order = useOrder(orderId);
  return (
    <SidePanel
      open={orderId !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={order.data ? `Заявка ${order.data.number}` : 'Заявка'}
    >
      {orderId === null ? null : order.isPending ? (
        <Skeleton height={200} />
      ) : order.isError ? (
        <StateMessage
          kind="error"
          title="Не удалось загрузить заявку"
          description={order.error.message}
          action={<Button onClick={() => void order.refetch()}>{T.retry}</Button>}
        />
      ) : (
        <Details order={order.data} />
      )}
    </SidePanel>
  );
}
