import { useState, type FormEvent, type ReactNode } from 'react';
import { submitForm } from '../../shared/api';
import { bindText, formatDate } from '../../shared/lib';
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

/** What every step form is given: the order and the way back to its panel. */
interface StepFormProps {
  order: Order;
  onDone: () => void;
}

/**
 * A step sent from a form, then «send» and «Отмена»: its field messages stand beside the fields,
 * its refusal in a toast.
 */
function StepForm({
  order,
  onDone,
  action,
  texts,
  body,
  children,
}: StepFormProps & {
  action: OrderAction;
  /** The form's accessible name and its submit. */
  texts: { label: string; submit: string };
  /** The step's body from what was entered. */
  body: () => Record<string, unknown>;
  children: (errors: Record<string, string>) => ReactNode;
}) {
  const step = useOrderStep();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = (event: FormEvent) => {
    event.preventDefault();
    void submitForm(() => step.mutateAsync({ id: order.id, action, body: body() }), {
      done: T.done,
      failed: 'Действие не выполнено',
      setErrors,
      then: onDone,
    });
  };
  return (
    <form className={styles.acceptForm} onSubmit={send} noValidate aria-label={texts.label}>
      {children(errors)}
      <SubmitRow label={texts.submit} pending={step.isPending} onCancel={onDone} />
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
export function ShipForm(props: StepFormProps) {
  const [shipment, setShipment] = useState({ carrier: '', trackingNumber: '' });
  const F = T.shipForm;
  return (
    <StepForm
      {...props}
      action="ship"
      texts={{ label: T.panel.shipment, submit: F.submit }}
      body={() => ({
        carrier: shipment.carrier.trim() || null,
        trackingNumber: shipment.trackingNumber.trim() || null,
      })}
    >
      {(errors) => {
        const text = bindText(shipment, errors, (key, value) => setShipment((s) => ({ ...s, [key]: value })));
        return (
          <>
            <TextField label={F.carrier} hint={F.carrierHint} required maxLength={200} {...text('carrier')} />
            <TextField label={F.trackingNumber} required maxLength={100} {...text('trackingNumber')} />
          </>
        );
      }}
    </StepForm>
  );
}

/** The buyer disputes a shipped or received order: why, and what happened. */
export function DisputeForm(props: StepFormProps) {
  const [cause, setCause] = useState<DisputeCause>('notReceived');
  const [details, setDetails] = useState('');
  const F = T.disputeForm;
  return (
    <StepForm
      {...props}
      action="openDispute"
      texts={{ label: T.panel.dispute, submit: F.submit }}
      body={() => ({ cause, details: details.trim() || null })}
    >
      {(errors) => (
        <>
          <Field label={F.cause}>
            <select
              className={styles.input}
              value={cause}
              onChange={(e) => setCause(e.target.value as DisputeCause)}
            >
              <Options of={DISPUTE_CAUSES} />
            </select>
          </Field>
          <TextArea label={F.details} value={details} error={errors.details} onChange={setDetails} />
        </>
      )}
    </StepForm>
  );
}

/** The seller answers the dispute. */
export function AnswerForm(props: StepFormProps) {
  const [answer, setAnswer] = useState('');
  return (
    <StepForm
      {...props}
      action="answerDispute"
      texts={{ label: T.actions.answerDispute, submit: T.answerForm.submit }}
      body={() => ({ answer: answer.trim() || null })}
    >
      {(errors) => (
        <TextArea label={T.answerForm.answer} value={answer} error={errors.answer} onChange={setAnswer} />
      )}
    </StepForm>
  );
}

/** An admin decides: the return accepted (the order is returned) or the dispute rejected, with a reason. */
export function ResolveForm(props: StepFormProps) {
  const [decision, setDecision] = useState<'returnAccepted' | 'rejected'>('returnAccepted');
  const [reason, setReason] = useState('');
  const F = T.resolveForm;
  return (
    <StepForm
      {...props}
      action="resolveDispute"
      texts={{ label: T.actions.resolveDispute, submit: F.submit }}
      body={() => ({ decision, reason: reason.trim() || null })}
    >
      {(errors) => (
        <>
          <fieldset className={styles.field}>
            <legend className={styles.label}>{F.decision}</legend>
            {(['returnAccepted', 'rejected'] as const).map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name={`decision-${props.order.id}`}
                  value={value}
                  checked={decision === value}
                  onChange={() => setDecision(value)}
                />{' '}
                {F[value]}
              </label>
            ))}
          </fieldset>
          <TextArea label={F.reason} value={reason} error={errors.reason} onChange={setReason} />
        </>
      )}
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
