import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ContractChoice } from '../../features/contracts';
import { createServiceRequest, type Service } from '../../entities/service';
import { ApiError, responseMessage } from '../../shared/api';
import type { User } from '../../shared/session';
import { toast } from '../../shared/toast';
import { Button, Modal, TextField } from '../../shared/ui';
import styles from './ServicePage.module.css';

export const REQUEST_TEXT = {
  title: 'Заявка на услугу',
  description: 'Опишите задачу',
  descriptionHint: 'Объём работ, количество изделий, сроки — всё, что поможет поставщику оценить заявку.',
  phone: 'Контактный телефон',
  email: 'Контактный e-mail',
  date: 'Желаемая дата',
  cancel: 'Отмена',
  submit: 'Отправить заявку',
  sending: 'Отправка...',
  success: 'Заявка успешно отправлена. Поставщик свяжется с вами.',
  failure: 'Не удалось отправить заявку. Пожалуйста, попробуйте позже.',
} as const;

interface RequestValues {
  description: string;
  contactPhone: string;
  contactEmail: string;
  preferredDate: string;
}

/** A fresh form: the contacts come from the signed-in user. */
export function initialRequest(user: Pick<User, 'phone' | 'email'> | null | undefined): RequestValues {
  return {
    description: '',
    contactPhone: user?.phone ?? '',
    contactEmail: user?.email ?? '',
    preferredDate: '',
  };
}

/** Today as the date input wants it ('2024-03-05'), in the visitor's time zone. */
function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export interface ServiceRequestModalProps {
  service: Pick<Service, 'id' | 'name'> & { supplierId?: Service['supplierId'] };
  user: User;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The service request: description, phone, e-mail, preferred date. No
 * field is required. Success thanks the user, closes and starts a fresh form;
 * a failure shows the server's message (or the fallback) once and keeps what was typed.
 */
export function ServiceRequestModal({ service, user, open, onOpenChange }: ServiceRequestModalProps) {
  const [values, setValues] = useState<RequestValues>(() => initialRequest(user));
  const formId = useId();
  // A signed contract between my company and the supplier's: the request then takes its terms.
  const [contractId, setContractId] = useState('');
  const mutation = useMutation({
    mutationFn: createServiceRequest,
    onSuccess: () => {
      toast.success(REQUEST_TEXT.success);
      setValues(initialRequest(user));
      onOpenChange(false);
    },
    onError: (error) => {
      // A session that ended has been announced by the API client already.
      if (error instanceof ApiError && error.sessionEnded) return;
      toast.error(responseMessage(error) ?? REQUEST_TEXT.failure);
    },
  });

  const set = (field: keyof RequestValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    mutation.mutate({
      serviceId: service.id,
      description: values.description.trim(),
      contactPhone: values.contactPhone.trim(),
      contactEmail: values.contactEmail.trim(),
      preferredDate: values.preferredDate || null,
      ...(contractId ? { contractId: Number(contractId) } : {}),
    });
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        // Closing while the request is on its way would hide its outcome.
        if (!next && mutation.isPending) return;
        onOpenChange(next);
      }}
      title={REQUEST_TEXT.title}
      description={service.name}
      footer={
        <>
          <Button onClick={() => onOpenChange(false)} disabled={mutation.isPending}>
            {REQUEST_TEXT.cancel}
          </Button>
          <Button type="submit" form={formId} variant="primary" disabled={mutation.isPending}>
            {mutation.isPending ? REQUEST_TEXT.sending : REQUEST_TEXT.submit}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.requestForm} onSubmit={submit} noValidate>
        <div className={styles.textareaField}>
          <label htmlFor={`${formId}-description`} className={styles.fieldLabel}>
            {REQUEST_TEXT.description}
          </label>
          <textarea
            id={`${formId}-description`}
            name="description"
            rows={5}
            className={styles.textarea}
            value={values.description}
            onChange={set('description')}
            aria-describedby={`${formId}-description-hint`}
          />
          <p id={`${formId}-description-hint`} className={styles.fieldHint}>
            {REQUEST_TEXT.descriptionHint}
          </p>
        </div>
        <div className={styles.requestRow}>
          <TextField
            label={REQUEST_TEXT.phone}
            type="tel"
            name="contactPhone"
            autoComplete="tel"
            inputMode="tel"
            value={values.contactPhone}
            onChange={set('contactPhone')}
          />
          <TextField
            label={REQUEST_TEXT.email}
            type="email"
            name="contactEmail"
            autoComplete="email"
            value={values.contactEmail}
            onChange={set('contactEmail')}
          />
        </div>
        <TextField
          label={REQUEST_TEXT.date}
          type="date"
          name="preferredDate"
          min={today()}
          value={values.preferredDate}
          onChange={set('preferredDate')}
          className={styles.dateField}
        />
        <ContractChoice
          sellerId={service.supplierId}
          open={open}
          choice={[contractId, setContractId]}
          labelClassName={styles.fieldLabel}
        />
      </form>
    </Modal>
  );
}
