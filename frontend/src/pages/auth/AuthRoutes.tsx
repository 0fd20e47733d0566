import { GuestOnly } from '../../app/guards';
import { PlaceholderPage } from '../../shared/ui';

/** '/login': guests only; a signed-in user goes to `redirect` or the profile. */
export function LoginRoute() {
  return (
    <GuestOnly>
      <PlaceholderPage title="Вход" description="Вход в личный кабинет: раздел в разработке" />
    </GuestOnly>
  );
}

/** '/register': guests only. */
export function RegisterRoute() {
  return (
    <GuestOnly>
      <PlaceholderPage title="Регистрация" description="Регистрация покупателей и поставщиков: раздел в разработке" />
    </GuestOnly>
  );
}
