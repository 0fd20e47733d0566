import { formatDate, formatPrice } from '../../shared/lib';
import { useSession } from '../../shared/session';
import {
  Button,
  DealDetails,
  DetailList,
  DetailSection,
  OfferForm,
  queryPanel,
  ReasonBox,
  StepButtons,
  TextField,
  useOfferForm,
  useReasonedSteps,
  workspaceStyles as styles,
} from '../../shared/ui';
import { useOrder } from './api/getOrder';
import { useOrderStep } from './api/orderStep';
import { ORDER_TEXT as T, actionsFor, statusTone, type Order, type OrderAction } from './model';
import { RestockDetails } from './RestockForm';
import { DisputeBadge, DisputeDetails, ShipmentDetails, opensForm, stepForm } from './ShipmentAndDispute';

const NEEDS_REASON: ReadonlySet<OrderAction> = new Set(['suspend', 'adminCancel']);
const MAY_HAVE_REASON: ReadonlySet<OrderAction> = new Set(['decline', 'cancel', 'suspend', 'adminCancel']);
const PRIMARY: ReadonlySet<OrderAction> = new Set([
  'accept',
  'confirm',
  'ship',
  'receive',
  'answerDispute',
  'resolveDispute',
  'restock',
]);

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
  const offer = useOfferForm({
    initial: { unitPrice: String(order.listPrice), quantity: String(order.quantity), deliveryDate: '' },
    fields: ['unitPrice', 'quantity', 'deliveryDate'],
    idPrefix: 'accept',
    note: order.contract?.terms ?? '',
    send: ({ unitPrice, quantity, deliveryDate }, terms) => {
      const body = {
        unitPrice: Number(unitPrice.replace(',', '.')),
        quantity: Number(quantity),
        deliveryDate,
        terms,
      };
      return step.mutateAsync({ id: order.id, action: 'accept', body });
    },
    done: T.done,
    failed: 'Не удалось отправить условия',
    onDone,
  });
  return (
    <OfferForm
      offer={offer}
      noteLabel={T.acceptForm.terms}
      footer={
        <Button type="submit" variant="primary" disabled={step.isPending}>
          {T.acceptForm.submit}
        </Button>
      }
    >
      <TextField label={T.acceptForm.unitPrice} inputMode="decimal" required {...offer.field('unitPrice')} />
      <TextField label={T.acceptForm.quantity} inputMode="numeric" required {...offer.field('quantity')} />
      <TextField label={T.acceptForm.deliveryDate} type="date" required {...offer.field('deliveryDate')} />
    </OfferForm>
  );
}

function Actions({ order }: { order: Order }) {
  const { user } = useSession();
  const step = useOrderStep();
  const { open, setOpen, run, box } = useReasonedSteps<OrderAction>({
    send: (action, reason) =>
      step.mutateAsync({ id: order.id, action, body: MAY_HAVE_REASON.has(action) ? { reason } : {} }),
    done: T.done,
    required: (action) =>
      NEEDS_REASON.has(action) ||
      (action === 'decline' && order.status === 'requested') ||
      (action === 'cancel' && order.sellerId === Number(user?.id)),
  });
  const actions = user ? actionsFor(order, { id: Number(user.id), role: user.role }) : [];
  if (actions.length === 0) return null;
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
          submit={`${T.send}: ${T.actions[open]}`}
          cancel="Отмена"
          disabled={step.isPending}
          {...box(open)}
        />
      ) : (
        <StepButtons
          actions={actions}
          primary={(action) => PRIMARY.has(action)}
          disabled={step.isPending}
          onStep={(action) =>
            action === 'accept' || MAY_HAVE_REASON.has(action) || opensForm(action, order)
              ? setOpen(action)
              : void run(action)
          }
          label={(action) =>
            action === 'ship' && order.deliveryType === 'pickup' ? T.actions.shipPickup : T.actions[action]
          }
        />
      )}
    </div>
  );
}

function Details({ order }: { order: Order }) {
  const P = T.panel;
  const viewerId = Number(useSession().user?.id);
  return (
    <DealDetails
      badge={<StatusBadge order={order} />}
      facts={[
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
      chat={{ conversation: `order-${order.id}`, to: order.buyerId === viewerId ? 'продавцу' : 'покупателю' }}
      history={{
        title: P.timeline,
        steps: order.history,
        more: (step) => ({
          after: step.actorRole ? ` · ${P.roles[step.actorRole] ?? step.actorRole}` : '',
          details: step.details,
        }),
      }}
    >
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
          <ShipmentDetails shipment={order.shipment} />
        </DetailSection>
      )}
      {order.dispute && <DisputeDetails dispute={order.dispute} />}
      {order.restock && <RestockDetails restock={order.restock} />}
      <Actions order={order} />
    </DealDetails>
  );
}

/** An order beside the list: its terms, its timeline and the viewer's next steps. */
export const OrderPanel = queryPanel(
  useOrder,
  {
    title: (data) => (data ? `Заявка ${data.number}` : 'Заявка'),
    loadError: 'Не удалось загрузить заявку',
    retry: T.retry,
  },
  (order) => <Details order={order} />,
);
