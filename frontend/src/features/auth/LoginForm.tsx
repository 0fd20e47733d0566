import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useFieldForm } from '../../shared/lib';
import { welcomeMessage } from '../../shared/session';
import { toast } from '../../shared/toast';
import { TextField } from '../../shared/ui';
import { useLogin } from './api/login';
import {
  AUTH_TEXT,
  serverMessage,
  toLoginPayload,
  validateLogin,
  type LoginField,
  type LoginValues,
} from './model';
import { useCompleteSignIn } from './useCompleteSignIn';
import { AuthFormEnd, SignInFailure } from './AuthParts';
import styles from './AuthForm.module.css';

export interface LoginFormProps {
  /** In the side panel: switch the panel to registration. On the page: a link to /register. */
  onRegister?: () => void;
  /** Called once signed in (the side panel closes). */
  onDone?: () => void;
}

/**
 * Login: email (an e-mail input) and password, both required. A failure stays in
 * the form: 'Ошибка входа' and the server's reason (wrong credentials, a blocked account, too many
 * attempts). Success stores the session, greets the user and moves on (see useCompleteSignIn).
 */
export function LoginForm({ onRegister, onDone }: LoginFormProps) {
  const form = useFieldForm<LoginField, LoginValues>({
    initial: { email: '', password: '' },
    fields: ['email', 'password'],
    validate: validateLogin,
    idPrefix: 'login',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const login = useLogin();
  const complete = useCompleteSignIn();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending || !form.check()) return;
    setFailure(null);
    complete.prepare();
    login.mutate(toLoginPayload(form.values), {
      onSuccess: async (auth) => {
        toast.success(welcomeMessage(auth.user));
        onDone?.();
        await complete(auth);
      },
      onError: (error) => setFailure(serverMessage(error) ?? AUTH_TEXT.loginFailed),
    });
  };

  const field = (name: LoginField) => ({ ...form.field(name), required: true });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={AUTH_TEXT.loginTitle}>
      {failure && <SignInFailure title={AUTH_TEXT.loginFailedTitle}>{failure}</SignInFailure>}
      <TextField
        {...field('email')}
        type="email"
        label={AUTH_TEXT.email}
        autoComplete="username"
        inputMode="email"
      />
      <TextField
        {...field('password')}
        type="password"
        label={AUTH_TEXT.password}
        autoComplete="current-password"
      />
      <p className={styles.forgot}>
        <Link to="/login-link">{AUTH_TEXT.byLink}</Link>
        <Link to="/password-recovery">{AUTH_TEXT.forgot}</Link>
      </p>
      <AuthFormEnd form="login" pending={login.isPending} onSwitch={onRegister} />
    </form>
  );
}
