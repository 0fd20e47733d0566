import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BusyButton } from '../../shared/ui';
import styles from './AuthForm.module.css';

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
