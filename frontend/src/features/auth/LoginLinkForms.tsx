import { LogIn, Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { serverMessage } from '../../shared/api';
import { welcomeMessage } from '../../shared/session';
import { toast } from '../../shared/toast';
import { EmailLinkForm } from './EmailLinkForm';
import { confirmLoginLink, requestLoginLink } from './api/loginLink';
import { AUTH_TEXT } from './model';
import { useCompleteSignIn } from './useCompleteSignIn';
import { AuthSubmit, SignInFailure } from './AuthParts';
import styles from './AuthForm.module.css';

export const LOGIN_LINK_TEXT = {
  requestTitle: 'Вход по ссылке из письма',
  requestLead:
    'Если вход по паролю временно закрыт из-за множества неудачных попыток или пароль не под рукой, мы пришлём на почту учётной записи ссылку для входа. Ссылка действует 15 минут и только один раз.',
  confirmTitle: 'Вход по ссылке',
  confirmLead: 'Нажмите «Войти», чтобы войти в учётную запись по ссылке из письма.',
  confirm: 'Войти',
  confirming: 'Вход...',
  again: 'Запросить новую ссылку',
  withPassword: 'Войти с паролем',
} as const;

/** The e-mail in; the same answer whatever the address (POST /api/auth/login-link). */
export function RequestLoginLinkForm({ initialEmail = '' }: { initialEmail?: string }) {
  const T = LOGIN_LINK_TEXT;
  return (
    <EmailLinkForm
      title={T.requestTitle}
      lead={T.requestLead}
      initialEmail={initialEmail}
      request={requestLoginLink}
      input={{ autoComplete: 'username', inputMode: 'email' }}
      icon={<Mail size={16} aria-hidden="true" />}
      footer={
        <p className={styles.switch}>
          <Link to="/login">{T.withPassword}</Link>
        </p>
      }
    />
  );
}

/**
 * The link's landing: the token is spent only on «Войти», never on opening the page, so a mail
 * scanner that follows links cannot use it up (POST /api/auth/login-link/confirm).
 */
export function ConfirmLoginLinkForm({ token }: { token: string }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const complete = useCompleteSignIn();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setFailure(null);
    setPending(true);
    complete.prepare();
    try {
      const auth = await confirmLoginLink(token, AUTH_TEXT.loginFailed);
      toast.success(welcomeMessage(auth.user));
      await complete(auth);
    } catch (error) {
      setFailure(serverMessage(error) ?? AUTH_TEXT.loginFailed);
      setPending(false);
    }
  };
  return (
    <form
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={LOGIN_LINK_TEXT.confirmTitle}
    >
      {failure && (
        <SignInFailure title={AUTH_TEXT.loginFailedTitle}>
          {failure} <Link to="/login-link">{LOGIN_LINK_TEXT.again}</Link>
        </SignInFailure>
      )}
      <p>{LOGIN_LINK_TEXT.confirmLead}</p>
      <AuthSubmit
        pending={pending}
        icon={<LogIn size={16} aria-hidden="true" />}
        label={LOGIN_LINK_TEXT.confirm}
        pendingLabel={LOGIN_LINK_TEXT.confirming}
      />
    </form>
  );
}
