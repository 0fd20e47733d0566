export { createAdmin, EMAIL_SCOPE, MESSAGES as IDENTITY_MESSAGES } from './admins.ts';
export { innKind, isValidKpp, ogrnKind, isValidOgrnChecksum } from './russian-ids.ts';
export { innProblem } from './rules.ts';
export { createAuthThrottle, DEFAULT_THROTTLE_POLICY } from './throttle.ts';
export { IdentityCommands, accountId } from './commands.ts';
export { accessGuard } from './access.ts';
export { USERS_PROJECTION, type UserDoc } from './view.ts';
export { IdentityQueries, fullName } from './queries.ts';
export { PasswordResets, RESET_MESSAGES } from './password-reset.ts';
