import { auditEntity, type AuditCatalog } from '../../kit/write/index.ts';
import type { IdentityEvent, PasswordResetEvent, SessionEvent, SignInLinkEvent } from './events.ts';
import { placeholderAtRegistration } from './rules.ts';

const user = auditEntity('user');
const ROLE_NAMES = { admin: 'Администратор', supplier: 'Поставщик', buyer: 'Покупатель' } as const;
const fullName = (d: { firstName: string; lastName: string; email?: string }) =>
  [d.lastName, d.firstName].filter(Boolean).join(' ') || d.email || '';

/** How the accounts' events read in the audit and in a user's history (never a password hash). */
export const userAudit: AuditCatalog<IdentityEvent> = {
  UserRegistered: (d) => ({
    ...user(d.userId),
    action: `Зарегистрирован: ${ROLE_NAMES[d.role]}`,
    // The spec's default name at registration is nobody's name (ADR 0058): the e-mail alone then.
    name: placeholderAtRegistration(d) ? d.email : `${fullName(d)} <${d.email}>`,
  }),
  UserProfileChanged: (d) => ({
    ...user(d.userId),
    action: 'Изменён профиль',
    changes: [
      { field: 'Имя', value: [d.lastName, d.firstName, d.middleName].filter(Boolean).join(' ') || '—' },
    ],
  }),
  UserAvatarChanged: (d) => ({ ...user(d.userId), action: 'Изменён аватар' }),
  UserPasswordChanged: (d) => ({ ...user(d.userId), action: 'Изменён пароль' }),
  UserBlocked: (d) => ({ ...user(d.userId), action: 'Заблокирован', reason: d.reason }),
  UserUnblocked: (d) => ({ ...user(d.userId), action: 'Разблокирован', reason: d.reason }),
  UserRoleChanged: (d) => ({
    ...user(d.userId),
    action: 'Изменена роль',
    reason: d.reason,
    changes: [{ field: 'Роль', value: `${ROLE_NAMES[d.previousRole]} → ${ROLE_NAMES[d.role]}` }],
  }),
  UserJoinedCompany: (d) => ({
    ...user(d.userId),
    action: d.isCompanyAdmin ? 'Создал компанию' : 'Вступил в компанию',
    changes: [{ field: 'Компания', value: String(d.companyId) }],
  }),
};

/** Sign-ins belong to their user's history; refreshes and revocations name no user and are left out. */
export const sessionAudit: AuditCatalog<SessionEvent> = {
  SessionStarted: (d) => ({ ...user(d.userId), action: 'Вход в систему', routine: true }),
  SessionRefreshed: () => null,
  SessionRevoked: () => null,
};

/** Requests and uses of reset links belong to the user's account history (never the token). */
export const passwordResetAudit: AuditCatalog<PasswordResetEvent> = {
  PasswordResetRequested: (d) => ({
    ...user(d.userId),
    action: 'Запрошена смена пароля по ссылке',
  }),
  PasswordResetUsed: (d) => ({
    ...user(d.userId),
    action: 'Пароль изменён по ссылке',
  }),
};

/** Sign-in links belong to the user's account history (never the token); the use starts a session, listed as a sign-in. */
export const signInLinkAudit: AuditCatalog<SignInLinkEvent> = {
  SignInLinkRequested: (d) => ({ ...user(d.userId), action: 'Запрошена ссылка для входа', routine: true }),
  SignInLinkUsed: (d) => ({ ...user(d.userId), action: 'Вход по ссылке из письма', routine: true }),
};
