import { Button, StatusPage } from '../../shared/ui';

/** What a page that failed to render shows: a reload, which usually helps. */
export function RouteErrorPage() {
  return (
    <StatusPage
      role="alert"
      title="Что-то пошло не так"
      actions={
        <Button variant="primary" onClick={() => window.location.reload()}>
          Обновить страницу
        </Button>
      }
    >
      Страницу не удалось показать. Обновите её — обычно это помогает.
    </StatusPage>
  );
}
