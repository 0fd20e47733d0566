import { Link } from 'react-router';
import styles from '../../shared/ui/StatusPage.module.css';

export const NOT_FOUND_TEXT = 'Страница не найдена';

export function NotFoundPage() {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {NOT_FOUND_TEXT}
      </h1>
      <p className={styles.text}>Адрес набран с ошибкой, или страница была удалена.</p>
      <Link to="/" className={styles.action}>
        На главную
      </Link>
    </section>
  );
}
