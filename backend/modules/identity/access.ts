import type { ReadModels } from '../../kit/read/index.ts';
import type { AccessGuard } from '../../kit/http/index.ts';
import { SESSIONS_PROJECTION, USERS_PROJECTION, type SessionDoc, type UserDoc } from './view.ts';

/**
 * What `authenticate` checks after the signature (ADR 0010), by id in the read models (the
 * in-memory store answers in-process; MongoDB by primary key):
 * - a user the users read model knows: refused when blocked; otherwise the token acts with the
 *   user's current role, so a role change applies at once and not only after the next refresh;
 * - a token with a session id (`sid`): refused when that session is revoked or belongs to someone
 *   else. A session the read model does not show yet is not revoked.
 * A token for an id the read model does not know (the tests' synthetic users) keeps its claims.
 */
export function accessGuard(readModels: ReadModels): AccessGuard {
  return async (claims) => {
    const [users, sessions] = await Promise.all([
      readModels.collection<UserDoc>(USERS_PROJECTION),
      readModels.collection<SessionDoc>(SESSIONS_PROJECTION),
    ]);
    const [user, session] = await Promise.all([
      users.get(claims.userId),
      claims.sid ? sessions.get(claims.sid) : null,
    ]);
    if (user?.status === 'blocked') return null;
    if (session && (session.revoked || String(session.userId) !== claims.userId)) return null;
    return user ? { ...claims, role: user.role } : claims;
  };
}
