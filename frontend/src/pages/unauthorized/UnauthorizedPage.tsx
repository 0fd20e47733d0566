import { isAuthenticated, useSession } from '../../shared/session';
import { StatusLink, StatusPage } from '../../shared/ui';

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
    <StatusPage
      code="403"
      title={UNAUTHORIZED_TEXT.title}
      actions={
        <>
          <StatusLink to="/">{UNAUTHORIZED_TEXT.home}</StatusLink>
          <StatusLink to={signedIn ? '/profile' : '/login'}>
            {signedIn ? UNAUTHORIZED_TEXT.cabinet : UNAUTHORIZED_TEXT.login}
          </StatusLink>
        </>
      }
    >
      {UNAUTHORIZED_TEXT.text} {signedIn ? null : UNAUTHORIZED_TEXT.guest}
    </StatusPage>
  );
}
