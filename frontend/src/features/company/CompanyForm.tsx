import { Building2, Save } from 'lucide-react';
import { serverFieldErrors, toastFailure } from '../../shared/api';
import { fieldSubmit, useFieldForm } from '../../shared/lib';
import { toast } from '../../shared/toast';
import { Button, TextField, BusyButton, type TextFieldProps } from '../../shared/ui';
import { useCreateCompany } from './api/createCompany';
import { useUpdateCompany } from './api/updateCompany';
import {
  COMPANY_FIELDS,
  COMPANY_TEXT,
  EMPTY_COMPANY,
  companyValues,
  toCompanyPayload,
  validateCompany,
  type Company,
  type CompanyField,
  type CompanyValues,
} from './model';
import styles from './CompanySection.module.css';

/** Each requisite's label, hint and input constraints, in the form's order; the ИНН is fixed once founded. */
const fieldProps = (editing: boolean): Record<CompanyField, Omit<TextFieldProps, 'name'>> => ({
  name: {
    className: styles.wide,
    label: COMPANY_TEXT.name,
    hint: COMPANY_TEXT.nameHint,
    autoComplete: 'organization',
    maxLength: 200,
    required: true,
  },
  inn: {
    label: COMPANY_TEXT.inn,
    hint: editing ? COMPANY_TEXT.innFixedHint : COMPANY_TEXT.innHint,
    inputMode: 'numeric',
    maxLength: 12,
    readOnly: editing,
    'aria-readonly': editing || undefined,
    required: true,
  },
  kpp: { label: COMPANY_TEXT.kpp, hint: COMPANY_TEXT.kppHint, maxLength: 9, autoCapitalize: 'characters' },
  ogrn: {
    label: COMPANY_TEXT.ogrn,
    hint: COMPANY_TEXT.ogrnHint,
    inputMode: 'numeric',
    maxLength: 15,
    required: true,
  },
  legalAddress: {
    className: styles.wide,
    label: COMPANY_TEXT.legalAddress,
    autoComplete: 'street-address',
    maxLength: 500,
    required: true,
  },
});

export interface CompanyFormProps {
  /** Editing this company; without it the form founds a new one. */
  company?: Company;
  onDone?: () => void;
  onCancel?: () => void;
}

/** The requisites form: founding (POST /api/companies) or editing (PUT /api/companies/:id, ИНН fixed). */
export function CompanyForm({ company, onDone, onCancel }: CompanyFormProps) {
  const editing = company !== undefined;
  const form = useFieldForm<CompanyField, CompanyValues>({
    initial: () => (company ? companyValues(company) : EMPTY_COMPANY),
    fields: COMPANY_FIELDS,
    validate: validateCompany,
    idPrefix: 'company',
  });
  const create = useCreateCompany();
  const update = useUpdateCompany();
  const pending = create.isPending || update.isPending;

  const submit = fieldSubmit(form, pending, () => {
    const payload = toCompanyPayload(form.values);
    // mutateAsync: founding a company reloads the user, which replaces this form by the company's
    // requisites before the mutation settles; the outcome must be told all the same.
    const saving = company ? update.mutateAsync({ id: company.id, payload }) : create.mutateAsync(payload);
    saving.then(
      () => {
        toast.success(company ? COMPANY_TEXT.saved : COMPANY_TEXT.created);
        onDone?.();
      },
      (error: unknown) => {
        form.showServerErrors(serverFieldErrors(error));
        toastFailure(error, company ? COMPANY_TEXT.saveFailed : COMPANY_TEXT.createFailed);
      },
    );
  });
  const field = form.field;
  const props = fieldProps(editing);

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={editing ? COMPANY_TEXT.details : COMPANY_TEXT.createTitle}
    >
      <div className={styles.grid}>
        {COMPANY_FIELDS.map((name) => (
          <TextField key={name} {...field(name)} {...props[name]} />
        ))}
      </div>
      <div className={styles.actions}>
        {onCancel && (
          <Button onClick={onCancel} disabled={pending}>
            {COMPANY_TEXT.cancel}
          </Button>
        )}
        <BusyButton
          pending={pending}
          icon={editing ? <Save size={16} aria-hidden="true" /> : <Building2 size={16} aria-hidden="true" />}
          label={editing ? COMPANY_TEXT.save : COMPANY_TEXT.create}
          pendingLabel={editing ? COMPANY_TEXT.saving : COMPANY_TEXT.creating}
        />
      </div>
    </form>
  );
}
