import { comparePositions, type EventStore, type Position } from '../../../infra/event-store/index.ts';
import type { ReadModels } from '../../kit/read/index.ts';
import type { TokenService } from '../../kit/http/index.ts';
import {
  DomainError,
  badRequest,
  handleCommandOn,
  stateOf,
  type CommandContext,
  type Reservations,
  type Sequences,
} from '../../kit/write/index.ts';
import { EMAIL_SCOPE } from './admins.ts';
import { userStream } from './events.ts';
import { identityEvents, type RevocationReason } from './events.ts';
import { hashPassword, verifyPassword } from './password.ts';
import {
  MESSAGES,
  checkProfile,
  checkRegistration,
  normalizeEmail,
  passwordProblem,
  type ProfileInput,
  type RegistrationInput,
} from './rules.ts';
import { sessionExpired } from './session-decider.ts';
import { SessionCommands } from './sessions.ts';
import type { AuthThrottle } from './throttle.ts';
import { userDecider, type UserCommand, type UserRole, type UserState } from './user-decider.ts';
import { SESSIONS_PROJECTION, USERS_PROJECTION, type SessionDoc, type UserDoc } from './view.ts';

export interface IdentityDeps {
  readonly store: EventStore;
  readonly sequences: Sequences;
  readonly reservations: Reservations;
  readonly readModels: ReadModels;
  readonly tokens: TokenService;
  readonly throttle: AuthThrottle;
  /** log2 of scrypt's N for new password hashes (config.passwordCost). */
  readonly passwordCost: number;
}

/** A signed-in session: what login and registration answer (plus the position to wait for). */
export interface IssuedSession {
  readonly userId: number;
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly position: Position;
}

/** A user's place in a company, as the companies module asks for it. */
export interface Membership {
  readonly userId: number;
  readonly role: UserRole;
  readonly companyId: number | null;
  readonly isCompanyAdmin: boolean;
}

export function latest(...positions: ReadonlyArray<Position | null>): Position | null {
  let result: Position | null = null;
  for (const position of positions) {
    if (position && (!result || comparePositions(position, result) > 0)) result = position;
  }
  return result;
}

/** A user id from an access token: real accounts have numeric ids. */
export function accountId(userId: string): number | null {
  return /^[1-9]\d{0,15}$/.test(userId) ? Number(userId) : null;
}

const invalidCredentials = (): DomainError =>
  new DomainError(401, 'invalid_credentials', MESSAGES.invalidCredentials);
const unauthenticated = (): DomainError =>
  new DomainError(401, 'unauthenticated', 'Необходимо войти в систему');

/** The aggregate this module's commands run on. */
const USERS = { streamOf: userStream, decider: userDecider, codec: identityEvents };

/** Accounts, sessions and the admin's decisions on users (ADR 0010). */
export class IdentityCommands {
  private readonly deps: IdentityDeps;
  readonly sessions: SessionCommands;
  /** Spent on unknown e-mails, so that "no such user" takes as long as "wrong password". */
  private dummyHash: Promise<string> | null = null;

  constructor(deps: IdentityDeps) {
    this.deps = deps;
    this.sessions = new SessionCommands(deps.store);
    // Computed ahead, so the first unknown e-mail does not take twice as long as a wrong password.
    this.dummy().catch(() => (this.dummyHash = null));
  }

  private dummy(): Promise<string> {
    return (this.dummyHash ??= this.hash('не-пароль-а-заглушка'));
  }

  private hash(password: string): Promise<string> {
    return hashPassword(password, this.deps.passwordCost);
  }

  private run(userId: number, command: UserCommand, context: CommandContext): Promise<Position | null> {
    return handleCommandOn(this.deps.store, USERS, userId, command, context).then(
      (result) => result.position,
    );
  }

  /** The account as the write side knows it (with its password hash: never leaves this module). */
  async load(userId: number): Promise<UserState> {
    return stateOf(this.deps.store, USERS, userId);
  }

  private async users() {
    return this.deps.readModels.collection<UserDoc>(USERS_PROJECTION);
  }

  private async byEmail(email: string): Promise<UserDoc | null> {
    return (await (await this.users()).find({ email }, { limit: 1 }))[0] ?? null;
  }

  private async issue(user: UserState, context: CommandContext): Promise<IssuedSession> {
    const started = await this.sessions.start(user.userId, actingAs(context, user));
    const accessToken = this.deps.tokens.signAccess({
      userId: String(user.userId),
      role: user.role,
      sid: started.sessionId,
    });
    return {
      userId: user.userId,
      accessToken,
      refreshToken: started.refreshToken,
      position: started.position,
    };
  }

  /** Public registration: buyers and suppliers only; signs the new user in. */
  async register(input: RegistrationInput, ip: string, context: CommandContext): Promise<IssuedSession> {
    const registration = checkRegistration(input);
    await this.deps.throttle.beginRegistration(ip);
    const taken = new DomainError(409, 'conflict', MESSAGES.emailTaken);
    // Refused on the reservation's own stream before an id is spent (ADR 0052); the reservation
    // below is what guarantees uniqueness when two register at once.
    if (
      (await this.deps.reservations.holder(EMAIL_SCOPE, registration.email)) !== null ||
      (await this.byEmail(registration.email))
    )
      throw taken;
    const passwordHash = await this.hash(registration.password);
    const userId = await this.deps.sequences.allocate('user', context);
    const acting: CommandContext = { ...context, userId: String(userId), role: registration.role };
    await this.deps.reservations.reserve(EMAIL_SCOPE, registration.email, String(userId), acting, taken);
    await this.run(
      userId,
      {
        kind: 'register',
        userId,
        email: registration.email,
        passwordHash,
        role: registration.role,
        firstName: registration.firstName,
        lastName: registration.lastName,
        middleName: registration.middleName,
        inn: registration.inn,
      },
      acting,
    );
    return this.issue(await this.load(userId), context);
  }

  /**
   * One answer for an unknown e-mail and a wrong password, after the same scrypt work; attempts
   * counted per account and per IP before the password is checked; a blocked account is told so
   * only to whoever knows its password.
   */
  async login(
    input: { email?: string | undefined; password?: string | undefined },
    ip: string,
    context: CommandContext,
  ): Promise<IssuedSession> {
    const email = normalizeEmail(input.email ?? '');
    const password = input.password ?? '';
    if (email === '' || password === '') {
      const fields: Record<string, string> = {};
      if (email === '') fields.email = MESSAGES.loginRequired;
      if (password === '') fields.password = MESSAGES.loginRequired;
      throw badRequest(MESSAGES.loginRequired, fields);
    }
    await this.deps.throttle.beginLogin(email, ip);
    const doc = await this.byEmail(email);
    const user = doc ? await this.load(doc.id) : null;
    const matches = user?.exists
      ? await verifyPassword(password, user.passwordHash)
      : (await verifyPassword(password, await this.dummy()), false);
    if (!user || !matches) throw invalidCredentials();
    await this.deps.throttle.loginSucceeded(email, ip);
    if (user.status === 'blocked') throw new DomainError(403, 'blocked', MESSAGES.blocked);
    return this.issue(user, context);
  }

  /**
   * A session for whoever used a mailed sign-in link of the user (the link is spent already): the
   * password throttle is not asked (its failures at this address are forgotten, the pair is known
   * there from now on), a block still holds.
   */
  async signInByLink(userId: number, ip: string, context: CommandContext): Promise<IssuedSession> {
    // Links are mailed to accounts only, and accounts are never removed.
    const user = await this.existing(userId);
    if (user.status === 'blocked') throw new DomainError(403, 'blocked', MESSAGES.blocked);
    await this.deps.throttle.signedInByLink(user.email, ip);
    return this.issue(user, context);
  }

  /** Rotation of a refresh token: a new pair, with the user's current role. */
  async refresh(
    refreshToken: string,
    context: CommandContext,
  ): Promise<{ accessToken: string; refreshToken: string }> {
    let role: UserRole = 'buyer';
    const result = await this.sessions.rotate(refreshToken, context, async (userId) => {
      const user = await this.load(userId);
      role = user.role;
      return user.exists && user.status === 'active';
    });
    if (result.kind === 'refused') throw sessionExpired();
    return {
      accessToken: this.deps.tokens.signAccess({
        userId: String(result.userId),
        role,
        sid: result.sessionId,
      }),
      refreshToken: result.refreshToken,
    };
  }

  logout(refreshToken: string, context: CommandContext): Promise<Position | null> {
    return this.sessions.logout(refreshToken, context);
  }

  /** Revokes every open family of a user but `except` (the caller's own). */
  async revokeSessions(
    userId: number,
    except: string | null,
    reason: RevocationReason,
    context: CommandContext,
  ): Promise<Position | null> {
    // A session started a moment ago must be in the list: wait until the read model has all events.
    await this.deps.readModels.waitFor(await this.deps.store.headPosition(), [SESSIONS_PROJECTION]);
    const open = await (
      await this.deps.readModels.collection<SessionDoc>(SESSIONS_PROJECTION)
    ).find({ userId, revoked: false });
    let position: Position | null = null;
    for (const session of open) {
      if (session.sessionId === except) continue;
      position = latest(position, await this.sessions.revoke(session.sessionId, reason, context));
    }
    return position;
  }

  async changeProfile(
    userId: number,
    input: ProfileInput,
    context: CommandContext,
  ): Promise<Position | null> {
    const changes = checkProfile(input);
    await this.existing(userId);
    // Merged inside the decider, on the state the append is decided on: two partial changes at once both stay.
    return this.run(userId, { kind: 'changeProfile', ...changes }, context);
  }

  changeAvatar(userId: number, avatar: string, context: CommandContext): Promise<Position | null> {
    return this.run(userId, { kind: 'changeAvatar', avatar }, context);
  }

  /**
   * The current password is required and checked (counted like a login attempt); the new one is
   * hashed, and every other session of the user ends.
   */
  async changePassword(
    userId: number,
    sessionId: string | null,
    input: { currentPassword?: string | undefined; newPassword?: string | undefined },
    ip: string,
    context: CommandContext,
  ): Promise<Position | null> {
    const current = input.currentPassword ?? '';
    const next = input.newPassword ?? '';
    const fields: Record<string, string> = {};
    if (current === '') fields.currentPassword = MESSAGES.currentPasswordRequired;
    const problem = passwordProblem(next);
    if (problem) fields.newPassword = problem;
    const first = Object.values(fields)[0];
    if (first !== undefined) throw badRequest(first, fields);

    const user = await this.existing(userId);
    await this.deps.throttle.beginLogin(user.email, ip);
    if (!(await verifyPassword(current, user.passwordHash))) {
      throw badRequest(MESSAGES.wrongCurrentPassword, { currentPassword: MESSAGES.wrongCurrentPassword });
    }
    await this.deps.throttle.loginSucceeded(user.email, ip);
    const changed = await this.run(
      userId,
      { kind: 'changePassword', passwordHash: await this.hash(next) },
      context,
    );
    return latest(changed, await this.revokeSessions(userId, sessionId, 'password-changed', context));
  }

  /** The account holding a normalized e-mail, as its reservation (the write side) says; null for none. */
  async accountByEmail(email: string): Promise<number | null> {
    const holder = await this.deps.reservations.holder(EMAIL_SCOPE, email);
    return holder === null ? null : accountId(holder);
  }

  /** A new password set through a reset link: every session of the user ends. */
  async setPassword(userId: number, password: string, context: CommandContext): Promise<Position | null> {
    const changed = await this.run(
      userId,
      { kind: 'changePassword', passwordHash: await this.hash(password) },
      context,
    );
    return latest(changed, await this.revokeSessions(userId, null, 'password-changed', context));
  }

  /** An admin blocks a user: every session of the user ends at once. */
  async block(userId: number, reason: string, context: CommandContext): Promise<Position | null> {
    const blocked = await this.run(userId, { kind: 'block', reason, actorId: context.userId }, context);
    return latest(blocked, await this.revokeSessions(userId, null, 'user-blocked', context));
  }

  unblock(userId: number, reason: string, context: CommandContext): Promise<Position | null> {
    return this.run(userId, { kind: 'unblock', reason }, context);
  }

  changeRole(
    userId: number,
    role: string,
    reason: string,
    context: CommandContext,
  ): Promise<Position | null> {
    return this.run(userId, { kind: 'changeRole', role, reason }, context);
  }

  /** For the companies module: who the user is in terms of companies (null: no such account). */
  async membership(userId: string): Promise<Membership | null> {
    const id = accountId(userId);
    if (id === null) return null;
    const user = await this.load(id);
    if (!user.exists) return null;
    return { userId: id, role: user.role, companyId: user.companyId, isCompanyAdmin: user.isCompanyAdmin };
  }

  /** The company a user acts for, as their account's stream has it (null: none, or no such account). */
  async companyOf(userId: number): Promise<number | null> {
    return (await this.membership(String(userId)))?.companyId ?? null;
  }

  joinCompany(
    userId: number,
    companyId: number,
    isCompanyAdmin: boolean,
    context: CommandContext,
  ): Promise<Position | null> {
    return this.run(userId, { kind: 'joinCompany', companyId, isCompanyAdmin }, context);
  }

  private async existing(userId: number): Promise<UserState> {
    const user = await this.load(userId);
    if (!user.exists) throw unauthenticated();
    return user;
  }
}

function actingAs(context: CommandContext, user: UserState): CommandContext {
  return { ...context, userId: String(user.userId), role: user.role };
}
