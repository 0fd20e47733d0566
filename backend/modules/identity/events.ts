import { Schema } from 'effect';
import { EventCodec, type DomainEvent } from '../../kit/write/index.ts';

const Id = Schema.Int.check(Schema.isGreaterThan(0));
const Reason = Schema.String.check(Schema.isMinLength(1));
const PublicRole = Schema.Literals(['supplier', 'buyer']);
/** SHA-256 of a refresh token or a reset link's token, hex: a token itself is never stored. */
const TokenHash = Schema.String.check(Schema.isPattern(/^[0-9a-f]{64}$/));

/** Events of one account, stream `user-<id>`. The password hash lives only here. */
const userSchemas = {
  UserRegistered: Schema.Struct({
    userId: Id,
    email: Schema.String.check(Schema.isMinLength(3)),
    passwordHash: Schema.String.check(Schema.isMinLength(20)),
    role: Schema.Literals(['admin', 'supplier', 'buyer']),
    firstName: Schema.String,
    lastName: Schema.String,
    middleName: Schema.String,
    inn: Schema.NullOr(Schema.String),
    /**
     * The name stored is the spec's registration default, no name of the person (ADR 0058).
     * Absent on events recorded before it existed: read from the names and the ИНН then.
     */
    nameIsPlaceholder: Schema.optional(Schema.Boolean),
  }),
  UserProfileChanged: Schema.Struct({
    userId: Id,
    firstName: Schema.String,
    lastName: Schema.String,
    middleName: Schema.String,
    phone: Schema.NullOr(Schema.String),
    /** Still the registration default after this change (ADR 0058); absent on older events. */
    nameIsPlaceholder: Schema.optional(Schema.Boolean),
  }),
  UserAvatarChanged: Schema.Struct({ userId: Id, avatar: Schema.String.check(Schema.isMinLength(1)) }),
  UserPasswordChanged: Schema.Struct({
    userId: Id,
    passwordHash: Schema.String.check(Schema.isMinLength(20)),
  }),
  /** An admin's decision: who decided is in the metadata, why is here. */
  UserBlocked: Schema.Struct({ userId: Id, reason: Reason }),
  UserUnblocked: Schema.Struct({ userId: Id, reason: Reason }),
  UserRoleChanged: Schema.Struct({ userId: Id, role: PublicRole, previousRole: PublicRole, reason: Reason }),
  UserJoinedCompany: Schema.Struct({ userId: Id, companyId: Id, isCompanyAdmin: Schema.Boolean }),
};

/** Why a session family ended. */
export const REVOCATION_REASONS = [
  'logout',
  'refresh-token-reuse',
  'user-blocked',
  'password-changed',
] as const;
export type RevocationReason = (typeof REVOCATION_REASONS)[number];

/** Events of one refresh-token family, stream `session-<sessionId>`. Only token hashes are stored. */
const sessionSchemas = {
  SessionStarted: Schema.Struct({
    sessionId: Schema.String.check(Schema.isMinLength(1)),
    userId: Id,
    tokenHash: TokenHash,
    expiresAt: Schema.String.check(Schema.isMinLength(1)),
  }),
  SessionRefreshed: Schema.Struct({
    sessionId: Schema.String.check(Schema.isMinLength(1)),
    tokenHash: TokenHash,
    previousHash: TokenHash,
  }),
  SessionRevoked: Schema.Struct({
    sessionId: Schema.String.check(Schema.isMinLength(1)),
    reason: Schema.Literals(REVOCATION_REASONS),
  }),
};

type Events<S extends Record<string, Schema.Top>> = {
  [K in keyof S & string]: DomainEvent<K, S[K]['Type']>;
}[keyof S & string];

export type IdentityEvent = Events<typeof userSchemas>;
export type SessionEvent = Events<typeof sessionSchemas>;
export type IdentityEventOf<K extends IdentityEvent['type']> = Extract<IdentityEvent, { type: K }>;

export const identityEvents = new EventCodec<IdentityEvent>(userSchemas);
export const sessionEvents = new EventCodec<SessionEvent>(sessionSchemas);

export const userStream = (userId: number): string => `user-${userId}`;

export const sessionStream = (sessionId: string): string => `session-${sessionId}`;

/** A user's reset links, stream `password-reset-<userId>`: only a hash of each token is stored. */
const passwordResetSchemas = {
  PasswordResetRequested: Schema.Struct({ userId: Id, tokenHash: TokenHash, expiresAt: Schema.String }),
  PasswordResetUsed: Schema.Struct({ userId: Id, tokenHash: TokenHash }),
};
export type PasswordResetEvent = Events<typeof passwordResetSchemas>;
export const passwordResetEvents = new EventCodec<PasswordResetEvent>(passwordResetSchemas);
export const passwordResetStream = (userId: number): string => `password-reset-${userId}`;

/** A user's sign-in links (ADR 0053), stream `sign-in-link-<userId>`: only a hash of each token is stored. */
const signInLinkSchemas = {
  SignInLinkRequested: Schema.Struct({ userId: Id, tokenHash: TokenHash, expiresAt: Schema.String }),
  SignInLinkUsed: Schema.Struct({ userId: Id, tokenHash: TokenHash }),
};
export type SignInLinkEvent = Events<typeof signInLinkSchemas>;
export const signInLinkEvents = new EventCodec<SignInLinkEvent>(signInLinkSchemas);
export const signInLinkStream = (userId: number): string => `sign-in-link-${userId}`;
