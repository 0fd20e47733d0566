import { CircleAlert, Send } from 'lucide-react';
import { fieldSubmit } from '../../shared/lib/fieldSubmit';
import { useFieldForm } from '../../shared/lib/useFieldForm';
import { useHydrated } from '../../shared/lib/useHydrated';
import { toast } from '../../shared/toast';
import { TextField, BusyButton } from '../../shared/ui';
import { useSendFeedback } from './api/sendFeedback';
import {
  EMPTY_FEEDBACK,
  FEEDBACK_FIELDS,
  FEEDBACK_TEXT,
  toFeedbackPayload,
  validateFeedback,
  type FeedbackField,
  type FeedbackSource,
  type FeedbackValues,
} from './model';
import styles from './FeedbackForm.module.css';

export interface FeedbackFormProps {
  /** Which form: home ('Остались вопросы?': name, phone, e-mail, question) or contacts (name, e-mail, message). */
  source: FeedbackSource;
  /** The id of the section heading that names the form. */
  labelledBy?: string;
  className?: string;
}

/**
 * The question form. Checks run on submit and, after a first attempt, as the visitor corrects the
 * fields; the first invalid field gets the focus. A sent question is thanked with a toast and the
 * form is emptied; a failed one keeps what was typed (the API client has toasted the reason).
 */
export function FeedbackForm({ source, labelledBy, className }: FeedbackFormProps) {
  const mutation = useSendFeedback();
  // Before the script runs the form would submit itself as a plain GET and lose the question.
  const hydrated = useHydrated();
  const fields = FEEDBACK_FIELDS[source];
  const form = useFieldForm<FeedbackField, FeedbackValues>({
    initial: EMPTY_FEEDBACK,
    fields,
    validate: (values) => validateFeedback(values, source),
    idPrefix: `feedback-${source}`,
  });
  const { errors } = form;

  const submit = fieldSubmit(form, mutation.isPending, () => {
    mutation.mutate(toFeedbackPayload(form.values, source), {
      onSuccess: () => {
        toast.success(FEEDBACK_TEXT.success);
        form.reset(EMPTY_FEEDBACK);
      },
    });
  });

  const input = (field: Exclude<FeedbackField, 'message'>) => {
    const common = form.field(field);
    if (field === 'name')
      return (
        <TextField key={field} {...common} label={FEEDBACK_TEXT.labels.name} autoComplete="name" required />
      );
    if (field === 'phone')
      return (
        <TextField
          key={field}
          {...common}
          type="tel"
          inputMode="tel"
          label={FEEDBACK_TEXT.labels.phone}
          autoComplete="tel"
          placeholder="+7 (___) ___-__-__"
        />
      );
    return (
      <TextField
        key={field}
        {...common}
        type="email"
        label={FEEDBACK_TEXT.labels.email}
        autoComplete="email"
        placeholder="name@company.ru"
        required={source === 'contacts'}
      />
    );
  };

  const message = form.field('message');
  const messageId = message.id;
  const messageErrorId = `${messageId}-error`;

  return (
    <form
      className={[styles.form, styles[source], className].filter(Boolean).join(' ')}
      aria-labelledby={labelledBy}
      onSubmit={submit}
      noValidate
    >
      <div className={styles.fields}>
        {fields.filter((field): field is Exclude<FeedbackField, 'message'> => field !== 'message').map(input)}
      </div>
      {source === 'home' && <p className={styles.note}>{FEEDBACK_TEXT.contactHint}</p>}
      <div className={styles.field}>
        <label htmlFor={messageId} className={styles.label}>
          {FEEDBACK_TEXT.labels.message[source]}
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        </label>
        <textarea
          id={messageId}
          name="message"
          ref={message.ref}
          className={styles.textarea}
          rows={source === 'home' ? 4 : 6}
          value={message.value}
          onChange={message.onChange}
          required
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? messageErrorId : undefined}
        />
        {errors.message && (
          <p id={messageErrorId} className={styles.error}>
            <CircleAlert size={14} aria-hidden="true" className={styles.errorIcon} />
            <span>{errors.message}</span>
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <BusyButton
          pending={mutation.isPending}
          disabled={!hydrated}
          icon={<Send size={16} aria-hidden="true" />}
          label={FEEDBACK_TEXT.submit}
          pendingLabel={FEEDBACK_TEXT.sending}
        />
      </div>
    </form>
  );
}
