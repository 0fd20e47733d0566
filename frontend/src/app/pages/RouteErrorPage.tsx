import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../../shared/ui';
import { NotFoundPage } from './NotFoundPage';
import styles from './StatusPage.module.css';

/** Error boundary of the page routes: a 404 from a route reads as the 404 page, anything else offers a reload. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

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
