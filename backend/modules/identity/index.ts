export { createAdmin, userStream, EMAIL_SCOPE, MESSAGES as IDENTITY_MESSAGES } from './admins.ts';
export { identityEvents, type IdentityEvent } from './events.ts';
export { hashPassword, verifyPassword } from './password.ts';
