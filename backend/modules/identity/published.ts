/**
 * What the identity module publishes to the read side (read models, the audit, notifications): its
 * events and the streams they live in, how the audit reads them, and the documents of its read
 * models. It loads no HTTP, storage or file handling, so the projection worker stays light; code
 * that runs commands or answers requests uses index.ts (docs/architecture.md).
 */
export {
  identityEvents,
  passwordResetEvents,
  sessionEvents,
  signInLinkEvents,
  userStream,
  type IdentityEvent,
  type IdentityEventOf,
  type SessionEvent,
} from './events.ts';
export { placeholderAfterChange, placeholderAtRegistration } from './rules.ts';
export { passwordResetAudit, sessionAudit, signInLinkAudit, userAudit } from './audit.ts';
export {
  searchTextOf,
  SESSIONS_PROJECTION,
  USERS_PROJECTION,
  type CompanySummary,
  type SessionDoc,
  type UserDoc,
} from './view.ts';
