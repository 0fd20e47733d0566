import { CircleAlert, LogIn, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BusyButton } from '../../shared/ui';
import styles from './AuthForm.module.css';
import { AUTH_TEXT } from './model';

/** Keeps `?redirect=` when moving between /login and /register. */
export function useAuthLink(path: '/login' | '/register'): string {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  return redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
}

/** An auth form's wide submit: its icon, and its busy words while the request runs. */
export function AuthSubmit({
  pending,
  icon,
  label,
  pendingLabel,
}: {
  pending: boolean;
  icon: ReactNode;
  label: string;
  pendingLabel: string;
}) {
  return (
    <BusyButton
      className={styles.submit}
      pending={pending}
      icon={icon}
      label={label}
      pendingLabel={pendingLabel}
    />
  );
}

/** A refused sign-in above the form, read out as it appears. */
export function SignInFailure({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="alert" className={styles.failure}>
      <CircleAlert size={18} aria-hidden="true" className={styles.failureIcon} />
      <div>
        <p className={styles.failureTitle}>{title}</p>
        <p>{children}</p>
      </div>
    </div>
  );
}

/** «Нет аккаунта? Зарегистрироваться» and back: a button inside a dialog, a link on a page. */
export function SwitchLink({
  question,
  label,
  onSwitch,
  to,
}: {
  question: string;
  label: string;
  onSwitch: (() => void) | undefined;
  to: string;
}) {
  return (
    <p className={styles.switch}>
      {question}{' '}
      {onSwitch ? (
        <button type="button" className={styles.linkButton} onClick={onSwitch}>
          {label}
        </button>
      ) : (
        <Link to={to}>{label}</Link>
      )}
    </p>
  );
}

/** What login and register end with: their submit, and the way over to the other form. */
const FORM_ENDS = {
  login: {
    icon: <LogIn size={16} aria-hidden="true" />,
    label: AUTH_TEXT.login,
    pendingLabel: AUTH_TEXT.loggingIn,
    question: AUTH_TEXT.noAccount,
    switchLabel: AUTH_TEXT.toRegister,
    other: '/register',
  },
  register: {
    icon: <UserPlus size={16} aria-hidden="true" />,
    label: AUTH_TEXT.register,
    pendingLabel: AUTH_TEXT.registering,
    question: AUTH_TEXT.haveAccount,
    switchLabel: AUTH_TEXT.toLogin,
    other: '/login',
  },
} as const;

/** The last lines of the login or register form: the wide submit, then «Нет аккаунта?…» or back. */
export function AuthFormEnd({
  form,
  pending,
  onSwitch,
}: {
  form: keyof typeof FORM_ENDS;
  pending: boolean;
  onSwitch: (() => void) | undefined;
}) {
  const end = FORM_ENDS[form];
  const link = useAuthLink(end.other);
  return (
    <>
      <AuthSubmit pending={pending} icon={end.icon} label={end.label} pendingLabel={end.pendingLabel} />
      <SwitchLink question={end.question} label={end.switchLabel} onSwitch={onSwitch} to={link} />
    </>
  );
}
