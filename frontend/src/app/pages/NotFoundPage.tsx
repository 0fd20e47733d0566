import { StatusLink, StatusPage } from '../../shared/ui';

export const NOT_FOUND_TEXT = 'Страница не найдена';

export function NotFoundPage() {
  return (
    <StatusPage code="404" title={NOT_FOUND_TEXT} actions={<StatusLink to="/">На главную</StatusLink>}>
      Адрес набран с ошибкой, или страница была удалена.
    </StatusPage>
  );
}
