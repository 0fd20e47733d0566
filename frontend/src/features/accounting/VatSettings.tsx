import { useEffect, useState } from 'react';
import { VAT_KINDS, vatKindLabel } from '../../../../shared/vat';
import { toast } from '../../shared/toast';
import { Button, Skeleton, workspaceStyles as styles, LoadError } from '../../shared/ui';
import { useVatRate } from './api/getVatRate';
import { useSetVatRate } from './api/setVatRate';
import local from './Accounting.module.css';
import { ACCOUNTING_TEXT as T, type VatKind } from './model';

/** The seller's VAT for new documents: a kind of rate; the rate itself follows from each document's date. */
export function VatSettings() {
  const current = useVatRate(true);
  const save = useSetVatRate();
  const [choice, setChoice] = useState<VatKind | null>(null);
  useEffect(() => {
    if (current.data && choice === null) setChoice(current.data.vatKind);
  }, [current.data, choice]);
  if (current.isPending) return <Skeleton height={80} />;
  if (current.isError) return <LoadError query={current} title={T.loadError} retry={T.retry} />;
  const today = new Date().toISOString();
  const submit = async () => {
    if (choice === null) return;
    try {
      await save.mutateAsync(choice);
      toast.success(T.settings.saved);
    } catch {
      // The client has shown the server's message.
    }
  };
  return (
    <form
      className={local.settings}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <fieldset className={styles.field}>
        <legend className={styles.label}>{T.settings.title}</legend>
        {VAT_KINDS.map((kind) => (
          <label key={kind}>
            <input
              type="radio"
              name="vat"
              value={kind}
              checked={choice === kind}
              onChange={() => setChoice(kind)}
            />{' '}
            {vatKindLabel(kind, today)}
          </label>
        ))}
      </fieldset>
      <p className={styles.muted}>{T.settings.description}</p>
      <div>
        <Button type="submit" variant="primary" disabled={save.isPending || choice === current.data.vatKind}>
          {T.settings.save}
        </Button>
      </div>
    </form>
  );
}
