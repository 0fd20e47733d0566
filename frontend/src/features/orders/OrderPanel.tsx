import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { serverFieldErrors, serverMessage } from '../../shared/api';
import { formatDate, formatPrice } from '../../shared/lib';
import { useSession } from '../../shared/session';
import { toast } from '../../shared/toast';
import {
  Button,
  DetailList,
  DetailPanel,
  DetailSection,
  ReasonBox,
  TextField,
  Timeline,
  workspaceStyles as styles,
  TextAreaField,
} from '../../shared/ui';
import { useOrder } from './api/getOrder';
import { useOrderStep } from './api/orderStep';
import { ORDER_TEXT as T, actionsFor, statusTone, type Order, type OrderAction } from './model';
import { RestockDetails } from './RestockForm';
import { DisputeBadge, DisputeDetails, ShipmentDetails, opensForm, stepForm } from './ShipmentAndDispute';

const NEEDS_REASON: ReadonlySet<OrderAction> = new Set(['suspend', 'adminCancel']);
const MAY_HAVE_REASON: ReadonlySet<OrderAction> = new Set(['decline', 'cancel', 'suspend', 'adminCancel']);

export function StatusBadge({
  order,
}: {
  order: Pick<Order, 'status' | 'statusLabel' | 'suspended' | 'dispute'>;
}) {
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
      <TextAreaField label={T.acceptForm.terms} rows={3} maxLength={2000} value={terms} onChange={setTerms} />
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
        <ReasonBox
          label={NEEDS_REASON.has(open) ? T.reason : T.reasonOptional}
          value={reason}
          onChange={setReason}
          submit={`${T.send}: ${T.actions[open]}`}
          onSubmit={() => void run(open)}
          cancel="Отмена"
          onCancel={() => setOpen(null)}
          disabled={step.isPending}
        />
      ) : (
        <div className={styles.row}>
          {actions.map((action) => (
            <Button
              key={action}
              variant={
                [
                  'accept',
                  'confirm',
                  'ship',
                  'receive',
                  'answerDispute',
                  'resolveDispute',
                  'restock',
                ].includes(action)
                  ? 'primary'
                  : 'secondary'
              }
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
      <DetailList
        items={[
          {
            label: P.product,
            value: (
              <>
                {order.productId === null ? (
                  order.productName
                ) : (
                  <a href={`/product/${order.productId}`}>{order.productName}</a>
                )}
                {order.quoteRequest && (
                  <span className={styles.muted}>по запросу предложений {order.quoteRequest.number}</span>
                )}
                {order.partNumber && <span className={styles.muted}> · арт. {order.partNumber}</span>}
              </>
            ),
          },
          { label: P.quantity, className: 'tabular', value: <>{order.quantity} шт.</> },
          { label: P.listPrice, className: 'tabular', value: formatPrice(order.listPrice) },
          {
            label: P.delivery,
            value: (
              <>
                {order.deliveryType === 'pickup'
                  ? P.pickup(order.warehouseName ?? '', order.warehouseAddress)
                  : P.deliveryTo(order.deliveryAddress ?? '')}
                {order.aboveStock && (
                  <span className={styles.badge} data-tone="wait">
                    {T.aboveStock}
                  </span>
                )}
              </>
            ),
          },
          order.services.length > 0 && {
            label: P.services,
            value: order.services.map((s) => s.name).join(', '),
          },
          order.contract && { label: 'Договор', value: order.contract.terms },
          order.comment && { label: P.comment, value: order.comment },
          { label: P.buyer, value: order.buyer.name ?? `№ ${order.buyer.id}` },
          { label: P.seller, value: order.seller.name ?? `№ ${order.seller.id}` },
        ]}
      />
      {order.offer && (
        <DetailSection title={P.offer}>
          <DetailList
            items={[
              { label: P.unitPrice, className: 'tabular', value: formatPrice(order.offer.unitPrice) },
              { label: P.total, className: 'tabular', value: formatPrice(order.total) },
              { label: P.deliveryDate, value: formatDate(order.offer.deliveryDate) },
              order.offer.terms && { label: P.terms, value: order.offer.terms },
            ]}
          />
        </DetailSection>
      )}
      {order.shipment && (
        <DetailSection title={P.shipment}>
          <dl className={styles.details}>
            <ShipmentDetails shipment={order.shipment} />
          </dl>
        </DetailSection>
      )}
      {order.dispute && <DisputeDetails dispute={order.dispute} />}
      {order.restock && <RestockDetails restock={order.restock} />}
      <Actions order={order} />
      <Link to={`/profile/messages?c=order-${order.id}`}>
        Написать {order.buyerId === viewerId ? 'продавцу' : 'покупателю'}
      </Link>
      <Timeline
        title={P.timeline}
        steps={order.history.map((step) => ({
          what: step.action,
          at: step.at,
          after: step.actorRole ? ` · ${P.roles[step.actorRole] ?? step.actorRole}` : '',
          details: step.details,
          quote: step.reason,
        }))}
      />
    </div>
  );
}

/** An order beside the list: its terms, its timeline and the viewer's next steps. */
export function OrderPanel({ orderId, onClose }: { orderId: number | null; onClose: () => void }) {
  const order = useOrder(orderId);
  return (
    <DetailPanel
      id={orderId}
      onClose={onClose}
      query={order}
      title={(data) => (data ? `Заявка ${data.number}` : 'Заявка')}
      texts={{ loadError: 'Не удалось загрузить заявку', retry: T.retry }}
    >
      {(data) => <Details order={data} />}
    </DetailPanel>
  );
}
