import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { randomUUID } from 'node:crypto';
import { DomainError, type CommandContext } from '../write/index.ts';
import type { AccessClaims, TokenService } from '../auth/index.ts';

export const MESSAGES = {
  unauthenticated: 'Необходимо войти в систему',
  forbidden: 'У вас нет прав для выполнения этого действия',
} as const;

declare module 'express-serve-static-core' {
  interface Request {
    auth?: AccessClaims;
    correlationId?: string;
  }
}

/**
 * A check of a verified token against what the server knows now (a blocked user, a revoked
 * session, a changed role): the claims to act with, or null to refuse the token. The identity
 * module provides it (ADR 0010).
 */
export type AccessGuard = (claims: AccessClaims) => Promise<AccessClaims | null>;

const unauthenticated = (): DomainError => new DomainError(401, 'unauthenticated', MESSAGES.unauthenticated);

/**
 * Reads a Bearer token when present; routes decide whether they need one. A refused token (expired,
 * revoked, of a blocked user) is a 401, so the client refreshes it and asks again, except on reads
 * that answer everyone alike (`answersEveryoneAlike`): there it is ignored and the request is
 * answered as a guest's, since no fresh token could change the answer.
 */
export function authenticate(
  tokens: TokenService,
  guard?: AccessGuard,
  options: { answersEveryoneAlike?: (req: Request) => boolean } = {},
): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const header = req.headers.authorization;
    if (header?.startsWith('Bearer ')) {
      const verified = tokens.verifyAccess(header.slice('Bearer '.length).trim());
      const claims = verified && guard ? await guard(verified) : verified;
      if (claims) req.auth = claims;
      else if (!options.answersEveryoneAlike?.(req)) return next(unauthenticated());
    }
    next();
  };
}

/**
 * A predicate over `GET` paths (Express-style `:param` segments) for `answersEveryoneAlike`: the
 * public reads whose answer does not depend on who asks.
 */
export function publicReads(paths: readonly string[]): (req: Request) => boolean {
  const patterns = paths.map(
    (path) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}/?$`),
  );
  return (req) =>
    (req.method === 'GET' || req.method === 'HEAD') &&
    patterns.some((pattern) => pattern.test(`${req.baseUrl}${req.path}`));
}

/** Any signed-in user. */
export const requireAuth: RequestHandler = (req, _res, next) => {
  if (!req.auth) return next(unauthenticated());
  next();
};

export function requireRole(...roles: AccessClaims['role'][]): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!req.auth) return next(unauthenticated());
    if (!roles.includes(req.auth.role)) return next(new DomainError(403, 'forbidden', MESSAGES.forbidden));
    next();
  };
}

/** The command context of a request: who acts, and the request id for correlation. */
/**
 * The signed-in caller as a module's actor: its user id and its role, narrowed to the roles the
 * route's requireAuth/requireRole let through.
 */
export function callerOf<Role extends string>(
  req: Request,
): { readonly userId: number; readonly role: Role } {
  return { userId: Number(req.auth!.userId), role: req.auth!.role as Role };
}

export function commandContext(req: Request): CommandContext {
  return {
    userId: req.auth?.userId ?? null,
    role: req.auth?.role ?? null,
    correlationId: req.correlationId ?? randomUUID(),
    causationId: null,
    now: new Date(),
  };
}
