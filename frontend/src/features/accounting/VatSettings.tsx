import { useEffect, useState } from 'react';
import { toast } from '../../shared/toast';
import { Button, Skeleton, StateMessage, workspaceStyles as styles } from '../../shared/ui';
import { useVatRate } from './api/getVatRate';
import { useSetVatRate } from './api/setVatRate';
import local from './Accounting.module.css';
import { ACCOUNTING_TEXT as T, VAT_LABELS, type VatRate } from './model';

const keyOf = (rate: VatRate) => (rate === null ? 'none' : String(rate));

/** The seller's VAT rate for new documents. */
export function VatSettings() {
  const current = useVatRate(true);
  const save = useSetVatRate();
  const [choice, setChoice] = useState<string | null>(null);
  useEffect(() => {
    if (current.data && choice === null) setChoice(keyOf(current.data.vatRate));
  }, [current.data, choice]);
  if (current.isPending) return <Skeleton height={80} />;
  if (current.isError) return <StateMessage kind="error" title={T.loadError} description={current.error.message} action={<Button onClick={() => void current.refetch()}>{T.retry}</Button>} />;
  const submit = async () => {
    const rate = VAT_LABELS.find(([value]) => keyOf(value) === choice)?.[0] ?? null;
    try {
      await save.mutateAsync(rate);
      toast.success(T.settings.saved);
    } catch {
      // The client has shown the server's message.
    }
  };
  return (
    <form className={local.settings} onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      <fieldset className={styles.field}>
        <legend className={styles.label}>{T.settings.title}</legend>
        {VAT_LABELS.map(([value, label]) => (
          <label key={keyOf(value)}>
            <input type="radio" name="vat" value={keyOf(value)} checked={choice === keyOf(value)} onChange={() => setChoice(keyOf(value))} /> {label}
          </label>
        ))}
      </fieldset>
      <p className={styles.muted}>{T.settings.description}</p>
      <div>
        <Button type="submit" variant="primary" disabled={save.isPending || choice === keyOf(current.data.vatRate)}>
          {T.settings.save}
        </Button>
      </div>
    </form>
  );
}
