import { useState, type ChangeEvent } from 'react';
import { serverFieldErrors } from '../../shared/api';
import { bindText } from '../../shared/lib';
import { toast } from '../../shared/toast';
import { Field, Button, Modal, TextField, workspaceStyles as styles } from '../../shared/ui';
import { useProposeContract } from './api/proposeContract';
import { useReviseContract } from './api/reviseContract';
import { CONTRACTS_TEXT, type Contract, type ContractTerms } from './model';

const E = CONTRACTS_TEXT.editor;
const year = new Date().getFullYear();
const EMPTY: ContractTerms = {
  subject: 'Поставка запасных частей для грузовых вагонов',
  validFrom: `${year}-01-01`,
  validTo: `${year}-12-31`,
  prepaymentPercent: 0,
  deferralDays: 0,
  deliveryTerms: '',
  priceReference: '',
};

/**
 * A new contract (the counterparty by ИНН, the terms) or the terms of one's own draft; the server's
 * field messages show under their fields.
 */
export function ContractEditor({ contract, onClose }: { contract: Contract | null; onClose: () => void }) {
  const propose = useProposeContract();
  const revise = useReviseContract();
  const [inn, setInn] = useState('');
  const [terms, setTerms] = useState<ContractTerms>(contract?.terms ?? EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const pending = propose.isPending || revise.isPending;
  const set = (patch: Partial<ContractTerms>) => setTerms((current) => ({ ...current, ...patch }));
  const text = bindText(terms, errors, (key, value) => set({ [key]: value }));
  /** A figure's box (a percentage, days): empty reads as 0. */
  const figure = (key: 'prepaymentPercent' | 'deferralDays') => ({
    value: String(terms[key]),
    error: errors[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set({ [key]: e.target.value.trim() === '' ? 0 : Number(e.target.value) }),
  });

  const submit = async (send: boolean) => {
    setErrors({});
    try {
      if (contract) {
        await revise.mutateAsync({ id: contract.id, terms });
        toast.success(E.saved);
      } else {
        await propose.mutateAsync({ ...terms, counterpartyInn: inn.trim(), send });
        toast.success(send ? E.sent : E.saved);
      }
      onClose();
    } catch (error) {
      setErrors(serverFieldErrors(error));
    }
  };

  return (
    <Modal
      open
      size="large"
      onOpenChange={(open) => !open && onClose()}
      title={contract ? E.titleEdit(contract.number) : E.titleNew}
      footer={
        <>
          <Button onClick={onClose}>{E.cancel}</Button>
          {contract ? (
            <Button variant="primary" disabled={pending} onClick={() => void submit(false)}>
              {E.save}
            </Button>
          ) : (
            <>
              <Button disabled={pending} onClick={() => void submit(false)}>
                {E.saveDraft}
              </Button>
              <Button variant="primary" disabled={pending} onClick={() => void submit(true)}>
                {E.send}
              </Button>
            </>
          )}
        </>
      }
    >
      <form
        className={styles.panelBody}
        onSubmit={(e) => {
          e.preventDefault();
          void submit(false);
        }}
        aria-label={contract ? E.titleEdit(contract.number) : E.titleNew}
      >
        {!contract && (
          <TextField
            label={E.counterpartyInn}
            hint={E.counterpartyHint}
            inputMode="numeric"
            maxLength={12}
            required
            value={inn}
            error={errors.counterpartyInn}
            onChange={(e) => setInn(e.target.value)}
          />
        )}
        <TextField label={E.subject} required maxLength={500} {...text('subject')} />
        <div className={styles.row}>
          <TextField label={E.validFrom} type="date" required {...text('validFrom')} />
          <TextField label={E.validTo} type="date" required {...text('validTo')} />
          <TextField
            label={E.prepaymentPercent}
            type="number"
            min={0}
            max={100}
            {...figure('prepaymentPercent')}
          />
          <TextField label={E.deferralDays} type="number" min={0} max={365} {...figure('deferralDays')} />
        </div>
        <Field label={E.deliveryTerms}>
          <textarea
            className={styles.textarea}
            rows={2}
            maxLength={2000}
            value={terms.deliveryTerms}
            onChange={(e) => set({ deliveryTerms: e.target.value })}
          />
          {errors.deliveryTerms && (
            <span role="alert" className={styles.muted}>
              {errors.deliveryTerms}
            </span>
          )}
        </Field>
        <TextField label={E.priceReference} maxLength={500} {...text('priceReference')} />
      </form>
    </Modal>
  );
}
