import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { randomUUID } from 'node:crypto';
import { DomainError, type CommandContext } from '../write-kit/index.ts';
import type { AccessClaims, TokenService } from './tokens.ts';

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

/** Reads a Bearer token when present; routes decide whether they need one. */
export function authenticate(tokens: TokenService): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    const header = req.headers.authorization;
    if (header?.startsWith('Bearer ')) {
      const claims = tokens.verifyAccess(header.slice('Bearer '.length).trim());
      if (!claims) return next(new DomainError(401, 'unauthenticated', MESSAGES.unauthenticated));
      req.auth = claims;
    }
    next();
  };
}

export function requireRole(...roles: AccessClaims['role'][]): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!req.auth) return next(new DomainError(401, 'unauthenticated', MESSAGES.unauthenticated));
    if (!roles.includes(req.auth.role)) return next(new DomainError(403, 'forbidden', MESSAGES.forbidden));
    next();
  };
}

/** The command context of a request: who acts, and the request id for correlation. */
export function commandContext(req: Request): CommandContext {
  return {
    userId: req.auth?.userId ?? null,
    role: req.auth?.role ?? null,
    correlationId: req.correlationId ?? randomUUID(),
    causationId: null,
    now: new Date(),
  };
}
