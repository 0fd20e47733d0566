import { LifeBuoy, Mail, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { NewPasswordForm, RESET_TEXT, RequestResetForm } from '../../features/auth/forms';
import { contactValue, usePage } from '../../entities/content';
import { LoadingNote, Skeleton } from '../../shared/ui';
import styles from './PasswordRecoveryPage.module.css';

export const RECOVERY_TEXT = {
  title: 'Восстановление доступа',
  lead: 'Задайте новый пароль по ссылке из письма. Если доступа к почте учётной записи нет, поможет служба поддержки.',
  contactsTitle: 'Служба поддержки',
  email: 'Email',
  phone: 'Телефон',
  loading: 'Загрузка контактов...',
  unavailable: 'Контакты службы поддержки временно недоступны.',
  contactsPage: 'Все контакты',
  remembered: 'Вспомнили пароль?',
  login: 'Войти',
} as const;

/** One way to reach the support: its icon and name, then the link. */
function Contact({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className={styles.contact}>
      <dt>
        <Icon size={16} aria-hidden="true" />
        {label}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * '/password-recovery' ('Забыли пароль?'): the e-mail for a reset link, or — opened from that link
 * (`?token=`) — the new password; support contacts from GET /api/pages/contacts beside.
 */
export function PasswordRecoveryPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const page = usePage('contacts');
  const email = contactValue(page.data, 'Email');
  const phone = contactValue(page.data, 'Телефон');

  return (
    <section className={styles.page} aria-labelledby="recovery-title">
      <header className={styles.header}>
        <span className={styles.mark} aria-hidden="true">
          <LifeBuoy size={24} />
        </span>
        <h1 id="recovery-title" className={styles.title}>
          {RECOVERY_TEXT.title}
        </h1>
        <p className={styles.lead}>{RECOVERY_TEXT.lead}</p>
      </header>

      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby="recovery-steps">
          <h2 id="recovery-steps" className={styles.cardTitle}>
            {token ? RESET_TEXT.newTitle : RESET_TEXT.requestTitle}
          </h2>
          {token ? <NewPasswordForm token={token} /> : <RequestResetForm />}
        </section>

        <section className={styles.card} aria-labelledby="recovery-contacts">
          <h2 id="recovery-contacts" className={styles.cardTitle}>
            {RECOVERY_TEXT.contactsTitle}
          </h2>
          {page.isPending ? (
            <div className={styles.contacts}>
              <LoadingNote>{RECOVERY_TEXT.loading}</LoadingNote>
              <Skeleton height={20} width="70%" />
              <Skeleton height={20} width="55%" />
            </div>
          ) : email || phone ? (
            <dl className={styles.contacts}>
              {email && (
                <Contact icon={Mail} label={RECOVERY_TEXT.email}>
                  <a href={`mailto:${email}`}>{email}</a>
                </Contact>
              )}
              {phone && (
                <Contact icon={Phone} label={RECOVERY_TEXT.phone}>
                  <a href={phoneHref(phone)} className="tabular">
                    {phone}
                  </a>
                </Contact>
              )}
            </dl>
          ) : (
            <p className={styles.muted}>{RECOVERY_TEXT.unavailable}</p>
          )}
          <Link to="/contacts" className={styles.more}>
            {RECOVERY_TEXT.contactsPage}
          </Link>
        </section>
      </div>

      <p className={styles.back}>
        {RECOVERY_TEXT.remembered} <Link to="/login">{RECOVERY_TEXT.login}</Link>
      </p>
    </section>
  );
}
