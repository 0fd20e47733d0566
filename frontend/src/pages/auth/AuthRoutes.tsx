import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { AUTH_TEXT, GuestOnly } from '../../features/auth';
import {
  ConfirmLoginLinkForm,
  LOGIN_LINK_TEXT,
  LoginForm,
  RegisterForm,
  RequestLoginLinkForm,
} from '../../features/auth/forms';
import styles from './AuthPage.module.css';

function AuthCard({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <section className={styles.page} aria-labelledby="auth-title">
      <div className={styles.card}>
        <header className={styles.header}>
          <h1 id="auth-title" className={styles.title}>
            {title}
          </h1>
          {lead && <p className={styles.lead}>{lead}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}

export const AUTH_PAGE_TEXT = {
  loginLead: 'Войдите, чтобы оформлять заявки на запчасти и услуги и работать в личном кабинете.',
  registerLead:
    'Покупатели и поставщики регистрируются по ИНН организации или индивидуального предпринимателя.',
} as const;

/** A page for guests only (a signed-in user goes to `redirect` or the profile): a card with its form. */
const guestCard = (title: string, lead: string, form: ReactNode) => (
  <GuestOnly>
    <AuthCard title={title} lead={lead}>
      {form}
    </AuthCard>
  </GuestOnly>
);

/** '/login'. */
export const LoginRoute = () => guestCard(AUTH_TEXT.loginTitle, AUTH_PAGE_TEXT.loginLead, <LoginForm />);

/** '/register'. */
export const RegisterRoute = () =>
  guestCard(AUTH_TEXT.registerTitle, AUTH_PAGE_TEXT.registerLead, <RegisterForm />);

/**
 * '/login-link' ('Войти по ссылке из письма'): guests only. Without a token, the e-mail to send a
 * sign-in link to; opened from the letter (`?token=`), the button that signs in with it.
 */
export function LoginLinkRoute() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <GuestOnly>
      {token ? (
        <AuthCard title={LOGIN_LINK_TEXT.confirmTitle}>
          <ConfirmLoginLinkForm token={token} />
        </AuthCard>
      ) : (
        <AuthCard title={LOGIN_LINK_TEXT.requestTitle}>
          <RequestLoginLinkForm />
        </AuthCard>
      )}
    </GuestOnly>
  );
}
