import { Link } from 'react-router';
import { isAuthenticated, useSession } from '../../shared/session';
import styles from '../../shared/ui/StatusPage.module.css';

export const UNAUTHORIZED_TEXT = {
  title: 'Доступ запрещён',
  text: 'У вас нет прав для просмотра этой страницы.',
  guest: 'Войдите под учётной записью с нужными правами.',
  home: 'На главную',
  login: 'Войти',
  cabinet: 'В личный кабинет',
} as const;

/** '/unauthorized': where a missing role or a section outside the user's role lands. */
export function UnauthorizedPage() {
  const signedIn = isAuthenticated(useSession());
  return (
    <section className={styles.page} aria-labelledby="unauthorized-title">
      <p className={styles.code} aria-hidden="true">
        403
      </p>
      <h1 id="unauthorized-title" className={styles.title}>
        {UNAUTHORIZED_TEXT.title}
      </h1>
      <p className={styles.text}>
        {UNAUTHORIZED_TEXT.text} {signedIn ? null : UNAUTHORIZED_TEXT.guest}
      </p>
      <p className={styles.links}>
        <Link to="/" className={styles.action}>
          {UNAUTHORIZED_TEXT.home}
        </Link>
        <Link to={signedIn ? '/profile' : '/login'} className={styles.action}>
          {signedIn ? UNAUTHORIZED_TEXT.cabinet : UNAUTHORIZED_TEXT.login}
        </Link>
      </p>
    </section>
  );
}
