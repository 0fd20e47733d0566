import { Pencil } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { submitForm } from '../../shared/api';
import { Button, Card, DataList, Skeleton, StateMessage, TextField, LoadError } from '../../shared/ui';
import { useCompanyBank, useUpdateCompanyBank, type BankDetails } from './api/bank';
import styles from './CompanySection.module.css';

export const BANK_TEXT = {
  title: 'Банковские реквизиты',
  bankName: 'Банк',
  bik: 'БИК',
  corrAccount: 'Корреспондентский счёт',
  account: 'Расчётный счёт',
  empty: 'Банковские реквизиты не указаны',
  emptyHint: 'Они печатаются в счетах на оплату, которые вы выставляете покупателям.',
  edit: 'Изменить',
  add: 'Указать',
  save: 'Сохранить',
  cancel: 'Отмена',
  saved: 'Банковские реквизиты сохранены',
  failed: 'Не удалось сохранить банковские реквизиты',
  loadFailed: 'Не удалось загрузить банковские реквизиты',
  retry: 'Повторить',
  hint: 'Счета сверяются с БИК по контрольному ключу Банка России',
} as const;

const EMPTY: BankDetails = { bankName: '', bik: '', corrAccount: '', account: '' };

function BankForm({
  companyId,
  bank,
  onDone,
}: {
  companyId: number;
  bank: BankDetails | null;
  onDone: () => void;
}) {
  const save = useUpdateCompanyBank(companyId);
  const [form, setForm] = useState<BankDetails>(bank ?? EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const field = (key: keyof BankDetails, extra: { inputMode?: 'numeric'; maxLength: number }) => (
    <TextField
      label={BANK_TEXT[key]}
      value={form[key]}
      error={errors[key]}
      onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))}
      {...extra}
    />
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    await submitForm(() => save.mutateAsync(form), {
      done: BANK_TEXT.saved,
      failed: BANK_TEXT.failed,
      setErrors,
      then: onDone,
    });
  };
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} aria-label={BANK_TEXT.title} noValidate>
      <div className={styles.grid}>
        {field('bankName', { maxLength: 200 })}
        {field('bik', { inputMode: 'numeric', maxLength: 9 })}
        {field('corrAccount', { inputMode: 'numeric', maxLength: 24 })}
        {field('account', { inputMode: 'numeric', maxLength: 24 })}
      </div>
      <p className={styles.note}>{BANK_TEXT.hint}</p>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {BANK_TEXT.save}
        </Button>
        <Button onClick={onDone}>{BANK_TEXT.cancel}</Button>
      </div>
    </form>
  );
}

/** The company's bank for payments: shown to its members, changed by its admin. */
export function BankDetailsCard({ companyId, canEdit }: { companyId: number; canEdit: boolean }) {
  const bank = useCompanyBank(companyId);
  const [editing, setEditing] = useState(false);
  const details = bank.data?.bank ?? null;
  return (
    <Card
      title={BANK_TEXT.title}
      actions={
        canEdit && !editing && bank.isSuccess ? (
          <Button size="small" onClick={() => setEditing(true)}>
            <Pencil size={14} aria-hidden="true" />
            {details ? BANK_TEXT.edit : BANK_TEXT.add}
          </Button>
        ) : null
      }
    >
      {bank.isPending ? (
        <Skeleton height={120} />
      ) : bank.isError ? (
        <LoadError query={bank} title={BANK_TEXT.loadFailed} retry={BANK_TEXT.retry} />
      ) : editing ? (
        <BankForm companyId={companyId} bank={details} onDone={() => setEditing(false)} />
      ) : details ? (
        <DataList
          items={[
            { key: 'bankName', label: BANK_TEXT.bankName, value: details.bankName },
            { key: 'bik', label: BANK_TEXT.bik, value: details.bik },
            { key: 'corrAccount', label: BANK_TEXT.corrAccount, value: details.corrAccount },
            { key: 'account', label: BANK_TEXT.account, value: details.account },
          ]}
        />
      ) : (
        <StateMessage kind="empty" title={BANK_TEXT.empty} description={BANK_TEXT.emptyHint} />
      )}
    </Card>
  );
}
