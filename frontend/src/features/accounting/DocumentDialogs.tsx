import { useState } from 'react';
import { formatPrice } from '../../shared/lib';
import { toast } from '../../shared/toast';
import { Field, Button, Modal, workspaceStyles as styles, TextAreaField } from '../../shared/ui';
import { useCorrectDocument } from './api/correctDocument';
import { useRecordPayment } from './api/recordPayment';
import { ACCOUNTING_TEXT as T, type AccountingDocument } from './model';

/** The seller marks what was paid on an invoice in total: nothing, part or all. */
export function PaymentDialog({ document, onClose }: { document: AccountingDocument; onClose: () => void }) {
  const record = useRecordPayment();
  const [paid, setPaid] = useState(String(document.paid || ''));
  const value = Number(paid.replace(',', '.').replace(/\s/g, ''));
  const valid = paid.trim() !== '' && Number.isFinite(value) && value >= 0 && value <= document.total;
  const submit = async () => {
    try {
      await record.mutateAsync({ id: document.id, paid: value });
      toast.success(T.paymentDialog.saved);
      onClose();
    } catch {
      // The client has shown the server's message.
    }
  };
  return (
    <Modal
      open
      size="small"
      onOpenChange={(open) => !open && onClose()}
      title={T.paymentDialog.title(document.number)}
      description={T.paymentDialog.description(formatPrice(document.total))}
      footer={
        <>
          <Button onClick={onClose}>{T.paymentDialog.cancel}</Button>
          <Button variant="primary" disabled={!valid || record.isPending} onClick={() => void submit()}>
            {T.paymentDialog.save}
          </Button>
        </>
      }
    >
      <Field label={T.paymentDialog.paid}>
        <input
          className={styles.input}
          inputMode="decimal"
          value={paid}
          aria-invalid={!valid && paid !== ''}
          onChange={(e) => setPaid(e.target.value)}
        />
      </Field>
      {!valid && paid !== '' && (
        <p className={styles.muted} role="alert">
          {T.paymentDialog.invalid}
        </p>
      )}
      <Button onClick={() => setPaid(String(document.total))}>{T.paymentDialog.full}</Button>
    </Modal>
  );
}

/** A correction: a new document that names this one, with the reason; this one stays as issued. */
export function CorrectionDialog({
  document,
  onClose,
}: {
  document: AccountingDocument;
  onClose: () => void;
}) {
  const correct = useCorrectDocument();
  const [reason, setReason] = useState('');
  const valid = reason.trim().length > 0 && reason.length <= 500;
  const submit = async () => {
    try {
      const issued = await correct.mutateAsync({ id: document.id, reason: reason.trim() });
      toast.success(T.correctionDialog.issued(issued.number));
      onClose();
    } catch {
      // The client has shown the server's message.
    }
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={T.correctionDialog.title(`${document.typeLabel} № ${document.number}`)}
      description={T.correctionDialog.description}
      footer={
        <>
          <Button onClick={onClose}>{T.correctionDialog.cancel}</Button>
          <Button variant="primary" disabled={!valid || correct.isPending} onClick={() => void submit()}>
            {T.correctionDialog.submit}
          </Button>
        </>
      }
    >
      <TextAreaField
        label={T.correctionDialog.reason}
        rows={3}
        maxLength={500}
        value={reason}
        onChange={setReason}
      />
      {reason.length > 0 && !valid && (
        <p className={styles.muted} role="alert">
          {T.correctionDialog.required}
        </p>
      )}
    </Modal>
  );
}
