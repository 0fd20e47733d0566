import { RESET_MESSAGES, type PasswordResets } from './password-reset.ts';
import { LOGIN_LINK_MESSAGES, type SignInLinks } from './sign-in-links.ts';
import { Router, type Request, type Response } from 'express';
import { Schema } from 'effect';
import type { Position } from '../../../infra/event-store/index.ts';
import type { ReadModels } from '../../kit/read/index.ts';
import {
  clientKey,
  commandContext,
  decodeInput,
  parseId,
  ReadYourWrite,
  receiveFile,
  requireAuth,
  requireRole,
} from '../../kit/http/index.ts';
import { DomainError, badRequest, notFound } from '../../kit/write/index.ts';
import { AVATAR_MAX_BYTES, sniffImage, storeAvatar } from './avatar.ts';
import { UPLOAD_MESSAGES, UnreadableImageError, cleanImage } from '../uploads/index.ts';
import { MESSAGES } from './rules.ts';
import { accountId, type IdentityCommands } from './commands.ts';
import type { UserState } from './user-decider.ts';
import {
  SESSIONS_PROJECTION,
  USERS_PROJECTION,
  adminUserDto,
  profileDto,
  userDto,
  type CompanySummary,
  type UserDoc,
  type UserDto,
} from './view.ts';
import type { IdentityQueries } from './queries.ts';

/** The company shown with a user (`Company`); the companies module answers it. */
export type CompanyLookup = (companyId: number) => Promise<CompanySummary | null>;
/** The companies whose name holds a fragment or whose ИНН it is (the admins' user search). */
export type CompanySearch = (fragment: string) => Promise<number[]>;

export interface IdentityRouterDeps {
  readonly commands: IdentityCommands;
  readonly users: IdentityQueries;
  readonly readModels: ReadModels;
  readonly dataDir: string;
  readonly companyOf: CompanyLookup;
  readonly companiesMatching: CompanySearch;
  /** Self-service password reset; absent, the routes answer 404 (as before it existed). */
  readonly resets?: PasswordResets;
  /** Sign-in by a mailed link (ADR 0053); absent, the routes answer 404. */
  readonly loginLinks?: SignInLinks;
}

const ResetBody = Schema.Struct({ email: Schema.String });
const ConfirmBody = Schema.Struct({
  token: Schema.String,
  password: Schema.String,
  passwordConfirm: Schema.String,
});
const LinkBody = Schema.Struct({ token: Schema.String });

const Text = Schema.optional(Schema.String);

/** Shapes only: every rule with its Russian message is checked by rules.ts. */
const RegisterBody = Schema.Struct({
  email: Text,
  inn: Text,
  password: Text,
  passwordConfirm: Text,
  role: Text,
  firstName: Text,
  lastName: Text,
  middleName: Text,
});
const REGISTER_FIELDS = {
  email: MESSAGES.badEmail,
  inn: MESSAGES.badInn,
  password: MESSAGES.shortPassword,
  passwordConfirm: MESSAGES.passwordMismatch,
  role: MESSAGES.badRole,
  firstName: MESSAGES.firstNameTooLong,
  lastName: MESSAGES.lastNameTooLong,
  middleName: MESSAGES.middleNameTooLong,
} as const;

const LoginBody = Schema.Struct({ email: Text, password: Text });
const LOGIN_FIELDS = { email: MESSAGES.loginRequired, password: MESSAGES.loginRequired } as const;

const RefreshBody = Schema.Struct({ refreshToken: Schema.String });
const REFRESH_FIELDS = { refreshToken: MESSAGES.refreshTokenRequired } as const;

const ProfileBody = Schema.Struct({
  firstName: Text,
  lastName: Text,
  middleName: Text,
  phone: Schema.optional(Schema.NullOr(Schema.String)),
});
const PROFILE_FIELDS = {
  firstName: MESSAGES.firstNameTooLong,
  lastName: MESSAGES.lastNameTooLong,
  middleName: MESSAGES.middleNameTooLong,
  phone: MESSAGES.badPhone,
} as const;

const PasswordBody = Schema.Struct({ currentPassword: Text, newPassword: Text });
const PASSWORD_FIELDS = {
  currentPassword: MESSAGES.currentPasswordRequired,
  newPassword: MESSAGES.shortPassword,
} as const;

const ReasonBody = Schema.Struct({ reason: Text });
const RoleBody = Schema.Struct({ role: Text, reason: Text });
const ADMIN_FIELDS = { reason: MESSAGES.reasonRequired, role: MESSAGES.badNewRole } as const;

const ROLES = ['admin', 'supplier', 'buyer'];
const STATUSES = ['active', 'blocked'];
const SEARCH_MAX_LENGTH = 100;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

const unauthenticated = (): DomainError =>
  new DomainError(401, 'unauthenticated', 'Необходимо войти в систему');

/** The signed-in account's id; tokens of ids that are no account cannot use account routes. */
function me(req: Request): number {
  const id = req.auth ? accountId(req.auth.userId) : null;
  if (id === null) throw unauthenticated();
  return id;
}

function queryText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function positiveInt(value: unknown, fallback: number, max: number): number {
  const text = queryText(value);
  if (text === '') return fallback;
  const parsed = /^\d{1,6}$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > max) throw badRequest(MESSAGES.badPage);
  return parsed;
}

/** Reads the multipart `avatar` field into memory (at most 2 MB), with Russian refusals. */
const receiveAvatar = receiveFile(
  'avatar',
  { fileSize: AVATAR_MAX_BYTES, fields: 10, parts: 12 },
  { tooLarge: MESSAGES.avatarTooLarge, missing: MESSAGES.avatarRequired },
);

/** The account as the write side knows it, in the shape of the read side's answer (no company yet). */
function writeSideUser(state: UserState): UserDto {
  return userDto({ ...state, id: state.userId });
}

/** Sign-up, sign-in, token rotation, sign-out, the own profile, and the admin's user management. */
export function identityRouter(deps: IdentityRouterDeps): Router {
  const { commands, users, readModels, dataDir, companyOf, companiesMatching } = deps;
  const router = Router();

  const write = new ReadYourWrite(readModels, [USERS_PROJECTION, SESSIONS_PROJECTION]);
  const settled = (position: Position | null) => write.settled(position);
  const userDoc = async (id: number, missing: () => DomainError = unauthenticated): Promise<UserDoc> => {
    const doc = await users.doc(id);
    if (!doc) throw missing();
    return doc;
  };
  const userView = async (id: number): Promise<UserDto> => {
    const doc = await userDoc(id);
    return userDto(doc, doc.companyId === null ? null : await companyOf(doc.companyId));
  };

  // ---- auth ---------------------------------------------------------------------------------

  router.post('/api/auth/register', async (req, res) => {
    const body = decodeInput(RegisterBody, req.body, REGISTER_FIELDS);
    const session = await commands.register(body, clientKey(req), commandContext(req));
    // The account is stored: if the read side cannot confirm it in time, answer with what the write
    // side knows rather than as if the registration had failed (ADR 0013).
    const confirmed = await settled(session.position);
    const doc = confirmed ? null : await users.doc(session.userId);
    res.status(201).json({
      accessToken: session.accessToken,
      refreshToken: session.refreshToken,
      user:
        confirmed || doc
          ? await userView(session.userId)
          : writeSideUser(await commands.load(session.userId)),
    });
  });

  router.post('/api/auth/login', async (req, res) => {
    const body = decodeInput(LoginBody, req.body, LOGIN_FIELDS);
    const session = await commands.login(body, clientKey(req), commandContext(req));
    res.json({
      accessToken: session.accessToken,
      refreshToken: session.refreshToken,
      user: await userView(session.userId),
    });
  });

  // Self-service password reset (ADR 0035): the same answer for every address.
  const { resets } = deps;
  if (resets) {
    router.post('/api/auth/password-reset', async (req, res) => {
      const body = decodeInput(ResetBody, req.body, { email: RESET_MESSAGES.email });
      await resets.request(
        body.email,
        clientKey(req),
        `${req.protocol}://${req.get('host') ?? 'localhost'}`,
        commandContext(req),
      );
      res.json({ message: RESET_MESSAGES.sent });
    });
    router.post('/api/auth/password-reset/confirm', async (req, res) => {
      const body = decodeInput(ConfirmBody, req.body, {
        token: RESET_MESSAGES.invalidLink,
        password: RESET_MESSAGES.invalidLink,
        passwordConfirm: RESET_MESSAGES.passwordsDiffer,
      });
      await settled(
        await resets.confirm(body.token, body.password, body.passwordConfirm, commandContext(req)),
      );
      res.json({ message: RESET_MESSAGES.done });
    });
  }

  // Sign-in by a mailed link (ADR 0053): the same answer for every address; the link bypasses the
  // password throttle, not a block.
  const { loginLinks } = deps;
  if (loginLinks) {
    const origin = (req: Request) => `${req.protocol}://${req.get('host') ?? 'localhost'}`;
    router.post('/api/auth/login-link', async (req, res) => {
      const body = decodeInput(ResetBody, req.body, { email: LOGIN_LINK_MESSAGES.email });
      await loginLinks.request(body.email, clientKey(req), origin(req), commandContext(req));
      res.json({ message: LOGIN_LINK_MESSAGES.sent });
    });
    router.post('/api/auth/login-link/confirm', async (req, res) => {
      const body = decodeInput(LinkBody, req.body, { token: LOGIN_LINK_MESSAGES.invalidLink });
      const session = await loginLinks.confirm(body.token, clientKey(req), commandContext(req));
      res.json({
        accessToken: session.accessToken,
        refreshToken: session.refreshToken,
        user: await userView(session.userId),
      });
    });
  }

  router.post('/api/auth/refresh', async (req, res) => {
    const body = decodeInput(RefreshBody, req.body, REFRESH_FIELDS);
    res.json(await commands.refresh(body.refreshToken, commandContext(req)));
  });

  router.post('/api/auth/logout', async (req, res) => {
    const body = decodeInput(RefreshBody, req.body, REFRESH_FIELDS);
    await write.done(res, await commands.logout(body.refreshToken, commandContext(req)));
  });

  router.get('/api/auth/current-user', requireAuth, async (req, res) => {
    res.json({ user: await userView(me(req)) });
  });

  // ---- own profile --------------------------------------------------------------------------

  const own = Router();
  own.use(requireAuth);

  own.get('/profile', async (req, res) => {
    res.json(profileDto(await userDoc(me(req))));
  });

  own.put('/profile', async (req, res) => {
    const body = decodeInput(ProfileBody, req.body, PROFILE_FIELDS);
    const id = me(req);
    const position = await commands.changeProfile(id, body, commandContext(req));
    await write.changed(res, { id, position }, '/api/users/profile', async () => ({
      user: await userView(id),
    }));
  });

  own.put('/avatar', receiveAvatar, async (req, res) => {
    const id = me(req);
    const file = req.file;
    if (!file) throw badRequest(MESSAGES.avatarRequired, { avatar: MESSAGES.avatarRequired });
    const type = sniffImage(file.buffer);
    if (!type) throw badRequest(MESSAGES.avatarType, { avatar: MESSAGES.avatarType });
    // Stored re-encoded without metadata: no camera data or GPS position is published.
    const clean = await cleanImage(file.buffer, type).catch((error: unknown) => {
      if (error instanceof UnreadableImageError)
        throw badRequest(UPLOAD_MESSAGES.unreadableImage, { avatar: UPLOAD_MESSAGES.unreadableImage });
      throw error;
    });
    const avatar = await storeAvatar(dataDir, clean, type);
    const position = await commands.changeAvatar(id, avatar, commandContext(req));
    await write.changed(res, { id, position }, '/api/users/profile', async () => ({
      user: await userView(id),
    }));
  });

  own.put('/password', async (req, res) => {
    const body = decodeInput(PasswordBody, req.body, PASSWORD_FIELDS);
    const position = await commands.changePassword(
      me(req),
      req.auth?.sid ?? null,
      body,
      clientKey(req),
      commandContext(req),
    );
    await settled(position);
    res.json({ message: MESSAGES.passwordChanged });
  });

  router.use('/api/users', own);

  // ---- admin: user management ---------------------------------------------------------------

  const admin = Router();
  admin.use(requireRole('admin'));
  const target = (req: Request): number => parseId(req.params.id, MESSAGES.userNotFound);
  // The admins see each user's company by its name (ADR 0058).
  const companyName = async (doc: UserDoc) =>
    doc.companyId === null ? null : ((await companyOf(doc.companyId))?.name ?? null);
  const adminDto = async (doc: UserDoc) => adminUserDto(doc, await companyName(doc));
  const adminView = async (id: number) => adminDto(await userDoc(id, () => notFound(MESSAGES.userNotFound)));
  // A change answers the account as changed, or 202 with its Location while the read side lags (ADR 0062).
  const adminChanged = (res: Response, id: number, position: Position | null) =>
    write.changed(res, { id, position }, `/api/admin/users/${id}`, () => adminView(id));

  admin.get('/', async (req, res) => {
    const search = queryText(req.query.search).slice(0, SEARCH_MAX_LENGTH).toLowerCase();
    const role = queryText(req.query.role);
    const status = queryText(req.query.status);
    if (role !== '' && !ROLES.includes(role))
      throw badRequest(MESSAGES.badRoleFilter, { role: MESSAGES.badRoleFilter });
    if (status !== '' && !STATUSES.includes(status))
      throw badRequest(MESSAGES.badStatus, { status: MESSAGES.badStatus });
    const page = positiveInt(req.query.page, 1, 1_000_000);
    const limit = positiveInt(req.query.limit, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
    const companyIds = search === '' ? [] : await companiesMatching(search);
    const { docs, total } = await users.adminPage({ role, status, search, companyIds }, page, limit);
    res.json({
      users: await Promise.all(docs.map(adminDto)),
      total,
      totalPages: Math.ceil(total / limit),
      page,
    });
  });

  admin.get('/:id', async (req, res) => {
    res.json(await adminView(target(req)));
  });

  admin.put('/:id/block', async (req, res) => {
    const body = decodeInput(ReasonBody, req.body, ADMIN_FIELDS);
    const id = target(req);
    await adminChanged(res, id, await commands.block(id, body.reason ?? '', commandContext(req)));
  });

  admin.put('/:id/unblock', async (req, res) => {
    const body = decodeInput(ReasonBody, req.body, ADMIN_FIELDS);
    const id = target(req);
    await adminChanged(res, id, await commands.unblock(id, body.reason ?? '', commandContext(req)));
  });

  admin.put('/:id/role', async (req, res) => {
    const body = decodeInput(RoleBody, req.body, ADMIN_FIELDS);
    const id = target(req);
    await adminChanged(
      res,
      id,
      await commands.changeRole(id, body.role ?? '', body.reason ?? '', commandContext(req)),
    );
  });

  router.use('/api/admin/users', admin);
  return router;
}
