import { UserRound, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { STORAGE_KEYS, lacksOwnName, readItem, useSession, writeItem } from '../../shared/session';
import { PROFILE_TEXT } from './model';
import styles from './NameInvitation.module.css';

const T = PROFILE_TEXT.invitation;

/** Tells 'Мои данные' to open its form at once (the invitation's link). */
export const EDIT_NAME_STATE = { editName: true } as const;

/**
 * The cabinet's invitation to enter a name, while registration's default is all there is (ADR
 * 0058). It blocks nothing; hidden, it stays hidden for that user in this browser.
 */
export function NameInvitation() {
  const { user } = useSession();
  const [hiddenFor, setHiddenFor] = useState(() => readItem(STORAGE_KEYS.nameInvitationHidden));
  if (!user || !lacksOwnName(user) || hiddenFor === String(user.id)) return null;
  const hide = () => {
    writeItem(STORAGE_KEYS.nameInvitationHidden, String(user.id));
    setHiddenFor(String(user.id));
  };
  return (
    <aside className={styles.invitation} aria-label={T.label}>
      <UserRound className={styles.icon} size={18} aria-hidden="true" />
      <p className={styles.text}>
        <span className={styles.title}>{T.title}</span>{' '}
        {user.displayName ? <span className={styles.now}>{T.now(user.displayName)}</span> : null}
      </p>
      <Link className={styles.action} to="/profile/profile" state={EDIT_NAME_STATE}>
        {T.action}
      </Link>
      <button type="button" className={styles.hide} onClick={hide} aria-label={T.dismiss} title={T.dismiss}>
        <X size={16} aria-hidden="true" />
      </button>
    </aside>
  );
}
