import { useState, type FormEvent, type ReactNode } from 'react';
import { serverFieldErrors, serverMessage } from '../../shared/api';
import { isEmail } from '../../shared/lib';
import { Button, TextField, type TextFieldProps } from '../../shared/ui';
import { AUTH_TEXT } from './model';
import { AuthSubmit } from './AuthParts';
import styles from './AuthForm.module.css';

/** What every link form's button and failure say. */
export const EMAIL_LINK_TEXT = {
  send: 'Прислать ссылку',
  sending: 'Отправляем...',
  failed: 'Не удалось выполнить запрос. Попробуйте ещё раз.',
} as const;
const texts = EMAIL_LINK_TEXT;

export interface EmailLinkFormProps {
  /** The form's name (its accessible name too). */
  title: string;
  /** What the link is for, above the field. */
  lead: string;
  initialEmail?: string;
  /** Sends the address; the answer's message is the same whatever the address. */
  request: (email: string) => Promise<{ message: string }>;
  /** How the browser fills the address in. */
  input: Pick<TextFieldProps, 'autoComplete' | 'inputMode'>;
  /** The button's icon; with one, the button is the form's wide submit. */
  icon?: ReactNode;
  /** Below the button (another way in). */
  footer?: ReactNode;
}

/** An e-mail in for a link sent by mail (to sign in, to set a new password), then the server's answer. */
export function EmailLinkForm({
  title,
  lead,
  initialEmail = '',
  request,
  input,
  icon,
  footer,
}: EmailLinkFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) return setError(AUTH_TEXT.errors.emailRequired);
    if (!isEmail(value)) return setError(AUTH_TEXT.errors.email);
    setError(null);
    setPending(true);
    try {
      setSent((await request(value)).message);
    } catch (failure) {
      setError(serverFieldErrors(failure).email ?? serverMessage(failure) ?? texts.failed);
    } finally {
      setPending(false);
    }
  };
  if (sent) return <p role="status">{sent}</p>;
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label={title}>
      <p>{lead}</p>
      <TextField
        label={AUTH_TEXT.email}
        type="email"
        {...input}
        required
        value={email}
        error={error ?? undefined}
        onChange={(e) => setEmail(e.target.value)}
      />
      {icon ? (
        <AuthSubmit pending={pending} icon={icon} label={texts.send} pendingLabel={texts.sending} />
      ) : (
        <Button type="submit" variant="primary" disabled={pending}>
          {pending ? texts.sending : texts.send}
        </Button>
      )}
      {footer}
    </form>
  );
}
