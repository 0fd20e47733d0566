import { Button } from '../../shared/ui';
import styles from '../../shared/ui/StatusPage.module.css';

/** What a page that failed to render shows: a reload, which usually helps. */
export function RouteErrorPage() {
  return (
    <section className={styles.page} role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title" className={styles.title}>
        Что-то пошло не так
      </h1>
      <p className={styles.text}>Страницу не удалось показать. Обновите её — обычно это помогает.</p>
      <Button variant="primary" onClick={() => window.location.reload()}>
        Обновить страницу
      </Button>
    </section>
  );
}
