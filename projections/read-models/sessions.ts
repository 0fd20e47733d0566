import { typedProjection } from '../../backend/kit/read/index.ts';
import {
  SESSIONS_PROJECTION,
  sessionEvents,
  type SessionDoc,
  type SessionEvent,
} from '../../backend/modules/identity/published.ts';

/**
 * One document per refresh-token family: whose it is and whether it was revoked, for the access
 * check of every request and for "end all sessions of a user". Token hashes are not copied here.
 */
export const sessionsProjection = typedProjection<SessionDoc, SessionEvent>({
  name: SESSIONS_PROJECTION,
  version: 1,
  events: sessionEvents,
  indexes: [{ fields: { userId: 1 } }],
  keys: (event) => [event.data.sessionId],
  evolve(doc, event) {
    const { type, data } = event;
    switch (type) {
      case 'SessionStarted':
        return {
          _id: data.sessionId,
          sessionId: data.sessionId,
          userId: data.userId,
          startedAt: event.metadata.at,
          expiresAt: data.expiresAt,
          refreshedAt: null,
          revoked: false,
          revokedReason: null,
        };
      case 'SessionRefreshed':
        return doc && { ...doc, refreshedAt: event.metadata.at };
      case 'SessionRevoked':
        return doc && { ...doc, revoked: true, revokedReason: data.reason };
    }
  },
});
