import { useState, type FormEvent, type ReactNode } from 'react';
import { submitForm } from '../api';
import { useFieldForm } from '../lib';
import { TextAreaField } from './Field';
import styles from './Workspace.module.css';

/**
 * A step's offer (a seller's terms for an order, a supplier's price for a service request): its
 * fields, its free words, and the submit that sends both with the step; the server's messages stand
 * beside their fields, its refusal (or `failed`) in a toast.
 */
export function useOfferForm<F extends string, V extends Record<F, string>>({
  initial,
  fields,
  idPrefix,
  note,
  send,
  done,
  failed,
  onDone,
}: {
  initial: V;
  fields: readonly F[];
  idPrefix: string;
  /** The free words at first (the terms or the comment given before). */
  note: string;
  /** Sends the step with the fields' values and the words (null when empty). */
  send: (values: V, note: string | null) => Promise<unknown>;
  done: string;
  failed: string;
  onDone: () => void;
}) {
  const form = useFieldForm({ initial, fields, validate: () => ({}), idPrefix });
  const [text, setText] = useState(note);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void submitForm(() => send(form.values, text.trim() || null), {
      done,
      failed,
      // The server's messages are keyed by the form's field names.
      setErrors: (errors) => form.setErrors(errors as Partial<Record<F, string>>),
      then: onDone,
    });
  };
  return { field: form.field, note: [text, setText] as const, submit };
}

/** The offer's form: its fields, the free words below them (three rows), then `footer`. */
export function OfferForm({
  offer,
  label,
  noteLabel,
  footer,
  children,
}: {
  offer: Pick<ReturnType<typeof useOfferForm>, 'note' | 'submit'>;
  /** The form's accessible name, where it has one. */
  label?: string;
  noteLabel: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}) {
  const [note, setNote] = offer.note;
  return (
    <form className={styles.acceptForm} onSubmit={offer.submit} noValidate aria-label={label}>
      {children}
      <TextAreaField label={noteLabel} rows={3} maxLength={2000} value={note} onChange={setNote} />
      {footer}
    </form>
  );
}
