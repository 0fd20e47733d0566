export { createAdmin, EMAIL_SCOPE, MESSAGES as IDENTITY_MESSAGES } from './admins.ts';
export {
  identityEvents,
  sessionEvents,
  REVOCATION_REASONS,
  type IdentityEvent,
  type IdentityEventOf,
  type SessionEvent,
  type RevocationReason,
  userStream,
  sessionStream,
} from './events.ts';
export { hashPassword, verifyPassword } from './password.ts';
export { innKind, isValidInnChecksum, isValidKpp, ogrnKind, isValidOgrnChecksum } from './russian-ids.ts';
export {
  checkRegistration,
  checkProfile,
  innProblem,
  normalizeEmail,
  normalizePhone,
  PASSWORD_MIN_LENGTH,
  type Registration,
  type RegistrationInput,
} from './rules.ts';
export {
  userDecider,
  type UserCommand,
  type UserState,
  type UserRole,
  type UserStatus,
} from './user-decider.ts';
export { sessionDecider, type SessionCommand, type SessionState } from './session-decider.ts';
export { hashToken, parseRefreshToken, SESSION_TTL_MS } from './sessions.ts';
export {
  createAuthThrottle,
  decideLoginAttempt,
  decideRegistrationAttempt,
  afterLoginAttempt,
  throttleMessage,
  DEFAULT_THROTTLE_POLICY,
  type AuthThrottle,
  type ThrottlePolicy,
  type ThrottleDecision,
  type Counter,
} from './throttle.ts';
export {
  IdentityCommands,
  accountId,
  latest,
  type IdentityDeps,
  type IssuedSession,
  type Membership,
} from './commands.ts';
export { accessGuard } from './access.ts';
export { avatarDirectory, sniffImage, AVATAR_URL_PREFIX, AVATAR_MAX_BYTES } from './avatar.ts';
export {
  USERS_PROJECTION,
  SESSIONS_PROJECTION,
  userDto,
  profileDto,
  adminUserDto,
  searchTextOf,
  type UserDoc,
  type SessionDoc,
  type UserDto,
  type ProfileDto,
  type AdminUserDto,
  type CompanySummary,
} from './view.ts';
export { UserDirectory, fullName, type Person } from './queries.ts';
export { userAudit, sessionAudit, passwordResetAudit } from './audit.ts';
export { PasswordResets, RESET_MESSAGES, RESET_LINK_TTL_MS, type ResetLimiter } from './password-reset.ts';
export { passwordResetEvents, passwordResetStream, type PasswordResetEvent } from './events.ts';
