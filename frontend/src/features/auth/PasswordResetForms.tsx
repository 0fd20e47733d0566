import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { serverFieldErrors, serverMessage } from '../../shared/api';
import { Button, TextField } from '../../shared/ui';
import { EMAIL_LINK_TEXT, EmailLinkForm } from './EmailLinkForm';
import { confirmPasswordReset, requestPasswordReset } from './api/passwordReset';
import { AUTH_TEXT, PASSWORD_MIN_LENGTH } from './model';
import styles from './AuthForm.module.css';

export const RESET_TEXT = {
  requestTitle: 'Ссылка для смены пароля',
  requestLead:
    'Укажите email учётной записи: мы пришлём ссылку, по которой можно задать новый пароль. Ссылка действует один час.',
  newTitle: 'Новый пароль',
  newLead:
    'Задайте новый пароль. После смены все ваши сеансы завершатся: войдите снова на каждом устройстве.',
  save: 'Сменить пароль',
  saving: 'Сохраняем...',
  done: 'Пароль изменён. Войдите с новым паролем.',
  toLogin: 'Войти',
  again: 'Запросить новую ссылку',
} as const;

/** 'Забыли пароль?': the e-mail in, the same answer whatever the address (POST /api/auth/password-reset). */
export function RequestResetForm() {
  const T = RESET_TEXT;
  return (
    <EmailLinkForm
      title={T.requestTitle}
      lead={T.requestLead}
      request={requestPasswordReset}
      input={{ autoComplete: 'email' }}
    />
  );
}

/** The link's form: a new password twice, by the registration rule (POST /api/auth/password-reset/confirm). */
export function NewPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (password.length < PASSWORD_MIN_LENGTH) local.password = AUTH_TEXT.errors.password;
    if (confirm !== password) local.passwordConfirm = AUTH_TEXT.errors.passwordConfirm;
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setPending(true);
    try {
      await confirmPasswordReset(token, password, confirm);
      setDone(true);
    } catch (failure) {
      const fields = serverFieldErrors(failure);
      setErrors(
        Object.keys(fields).length > 0 ? fields : { token: serverMessage(failure) ?? EMAIL_LINK_TEXT.failed },
      );
    } finally {
      setPending(false);
    }
  };
  if (done) {
    return (
      <p role="status">
        {RESET_TEXT.done} <Link to="/login">{RESET_TEXT.toLogin}</Link>
      </p>
    );
  }
  return (
    <form
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={RESET_TEXT.newTitle}
    >
      <p>{RESET_TEXT.newLead}</p>
      {errors.token && (
        <p role="alert">
          {errors.token} <Link to="/password-recovery">{RESET_TEXT.again}</Link>
        </p>
      )}
      <TextField
        label={AUTH_TEXT.password}
        type="password"
        autoComplete="new-password"
        required
        hint={AUTH_TEXT.passwordHint}
        value={password}
        error={errors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <TextField
        label={AUTH_TEXT.passwordConfirm}
        type="password"
        autoComplete="new-password"
        required
        value={confirm}
        error={errors.passwordConfirm}
        onChange={(e) => setConfirm(e.target.value)}
      />
      <Button type="submit" variant="primary" disabled={pending}>
        {pending ? RESET_TEXT.saving : RESET_TEXT.save}
      </Button>
    </form>
  );
}
