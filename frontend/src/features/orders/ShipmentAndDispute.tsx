import { useState, type FormEvent, type ReactNode } from 'react';
import { submitForm } from '../../shared/api';
import { formatDate } from '../../shared/lib';
import {
  DetailList,
  DetailSection,
  Field,
  Options,
  SubmitRow,
  TextField,
  workspaceStyles as styles,
  TextAreaField,
} from '../../shared/ui';
import { useOrderStep } from './api/orderStep';
import { RestockForm } from './RestockForm';
import {
  DISPUTE_CAUSES,
  ORDER_TEXT as T,
  disputeTone,
  type DisputeCause,
  type Order,
  type OrderAction,
} from './model';

/*
 * Shipping with a waybill and the dispute of a shipped order (ADR 0060): the seller's shipment form,
 * the buyer's dispute, the seller's answer and the admin's decision, and what all three sides see.
 */

/** A step sent from a form: its field messages stand beside the fields, its refusal in a toast. */
function useStepForm(order: Order, action: OrderAction, onDone: () => void) {
  const step = useOrderStep();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = async (event: FormEvent, body: Record<string, unknown>) => {
    event.preventDefault();
    await submitForm(() => step.mutateAsync({ id: order.id, action, body }), {
      done: T.done,
      failed: 'Действие не выполнено',
      setErrors,
      then: onDone,
    });
  };
  return { send, errors, pending: step.isPending };
}

function StepForm({
  label,
  children,
  onSubmit,
}: {
  label: string;
  children: ReactNode;
  onSubmit: (event: FormEvent) => void;
}) {
  return (
    <form className={styles.acceptForm} onSubmit={onSubmit} noValidate aria-label={label}>
      {children}
    </form>
  );
}

function TextArea({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <TextAreaField label={label} error={error} rows={3} maxLength={1000} value={value} onChange={onChange} />
  );
}

/** The seller ships a delivery: the carrier and the waybill (ТТН) or tracking number. */
export function ShipForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const form = useStepForm(order, 'ship', onDone);
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const F = T.shipForm;
  return (
    <StepForm
      label={T.panel.shipment}
      onSubmit={(event) =>
        void form.send(event, {
          carrier: carrier.trim() || null,
          trackingNumber: trackingNumber.trim() || null,
        })
      }
    >
      <TextField
        label={F.carrier}
        hint={F.carrierHint}
        required
        maxLength={200}
        value={carrier}
        error={form.errors.carrier}
        onChange={(e) => setCarrier(e.target.value)}
      />
      <TextField
        label={F.trackingNumber}
        required
        maxLength={100}
        value={trackingNumber}
        error={form.errors.trackingNumber}
        onChange={(e) => setTrackingNumber(e.target.value)}
      />
      <SubmitRow label={F.submit} pending={form.pending} onCancel={onDone} />
    </StepForm>
  );
}

/** The buyer disputes a shipped or received order: why, and what happened. */
export function DisputeForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const form = useStepForm(order, 'openDispute', onDone);
  const [cause, setCause] = useState<DisputeCause>('notReceived');
  const [details, setDetails] = useState('');
  const F = T.disputeForm;
  return (
    <StepForm
      label={T.panel.dispute}
      onSubmit={(event) => void form.send(event, { cause, details: details.trim() || null })}
    >
      <Field label={F.cause}>
        <select
          className={styles.input}
          value={cause}
          onChange={(e) => setCause(e.target.value as DisputeCause)}
        >
          <Options of={DISPUTE_CAUSES} />
        </select>
      </Field>
      <TextArea label={F.details} value={details} error={form.errors.details} onChange={setDetails} />
      <SubmitRow label={F.submit} pending={form.pending} onCancel={onDone} />
    </StepForm>
  );
}

/** The seller answers the dispute. */
export function AnswerForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const form = useStepForm(order, 'answerDispute', onDone);
  const [answer, setAnswer] = useState('');
  const F = T.answerForm;
  return (
    <StepForm
      label={T.actions.answerDispute}
      onSubmit={(event) => void form.send(event, { answer: answer.trim() || null })}
    >
      <TextArea label={F.answer} value={answer} error={form.errors.answer} onChange={setAnswer} />
      <SubmitRow label={F.submit} pending={form.pending} onCancel={onDone} />
    </StepForm>
  );
}

/** An admin decides: the return accepted (the order is returned) or the dispute rejected, with a reason. */
export function ResolveForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const form = useStepForm(order, 'resolveDispute', onDone);
  const [decision, setDecision] = useState<'returnAccepted' | 'rejected'>('returnAccepted');
  const [reason, setReason] = useState('');
  const F = T.resolveForm;
  return (
    <StepForm
      label={T.actions.resolveDispute}
      onSubmit={(event) => void form.send(event, { decision, reason: reason.trim() || null })}
    >
      <fieldset className={styles.field}>
        <legend className={styles.label}>{F.decision}</legend>
        {(['returnAccepted', 'rejected'] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={`decision-${order.id}`}
              value={value}
              checked={decision === value}
              onChange={() => setDecision(value)}
            />{' '}
            {F[value]}
          </label>
        ))}
      </fieldset>
      <TextArea label={F.reason} value={reason} error={form.errors.reason} onChange={setReason} />
      <SubmitRow label={F.submit} pending={form.pending} onCancel={onDone} />
    </StepForm>
  );
}

const FORM_STEPS: ReadonlySet<OrderAction> = new Set([
  'openDispute',
  'answerDispute',
  'resolveDispute',
  'restock',
]);

/** Whether an action opens a form of its own (a delivery's shipment, the dispute's steps). */
export const opensForm = (action: OrderAction, order: Pick<Order, 'deliveryType'>): boolean =>
  action === 'ship' ? order.deliveryType === 'delivery' : FORM_STEPS.has(action);

/** The step an action opens as a form, or null when it is a button or a reason box. */
export function stepForm(action: OrderAction, order: Order, onDone: () => void): ReactNode {
  if (!opensForm(action, order)) return null;
  switch (action) {
    case 'ship':
      return <ShipForm order={order} onDone={onDone} />;
    case 'openDispute':
      return <DisputeForm order={order} onDone={onDone} />;
    case 'answerDispute':
      return <AnswerForm order={order} onDone={onDone} />;
    case 'resolveDispute':
      return <ResolveForm order={order} onDone={onDone} />;
    case 'restock':
      return <RestockForm order={order} onDone={onDone} />;
    default:
      return null;
  }
}

/** The dispute's badge, in lists and in the panel. */
export function DisputeBadge({ order }: { order: Pick<Order, 'dispute'> }) {
  if (!order.dispute) return null;
  return (
    <span className={styles.badge} data-tone={disputeTone(order.dispute)}>
      {order.dispute.statusLabel}
    </span>
  );
}

/** How the delivery travels, as the buyer, the seller and admins see it. */
export function ShipmentDetails({ shipment }: { shipment: NonNullable<Order['shipment']> }) {
  return (
    <DetailList
      items={[
        { label: T.panel.carrier, value: shipment.carrier },
        {
          label: T.panel.trackingNumber,
          className: 'tabular',
          value: (
            <>
              {shipment.trackingNumber}{' '}
              <span className={styles.muted}>· {formatDate(shipment.shippedAt, { withTime: true })}</span>
            </>
          ),
        },
      ]}
    />
  );
}

/** The dispute: the buyer's cause and words, the seller's answer, the admin's decision. */
export function DisputeDetails({ dispute }: { dispute: NonNullable<Order['dispute']> }) {
  const P = T.panel;
  return (
    <DetailSection title={P.dispute} badge={<DisputeBadge order={{ dispute }} />}>
      <DetailList
        items={[
          {
            label: P.disputeCause,
            value: (
              <>
                {dispute.causeLabel}{' '}
                <span className={styles.muted}>· {formatDate(dispute.openedAt, { withTime: true })}</span>
              </>
            ),
          },
          dispute.details && { label: P.disputeDetails, value: dispute.details },
          dispute.answer && { label: P.disputeAnswer, value: dispute.answer },
          dispute.resolution && { label: P.disputeResolution, value: dispute.resolution },
        ]}
      />
    </DetailSection>
  );
}
