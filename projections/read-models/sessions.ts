import { defineProjection } from '../runtime/index.ts';
import {
  SESSIONS_PROJECTION,
  sessionEvents,
  type SessionDoc,
  type SessionEvent,
} from '../../backend/modules/identity/index.ts';

/**
 * One document per refresh-token family: whose it is and whether it was revoked, for the access
 * check of every request and for "end all sessions of a user". Token hashes are not copied here.
 */
export const sessionsProjection = defineProjection<SessionDoc>({
  name: SESSIONS_PROJECTION,
  version: 1,
  eventTypes: sessionEvents.types,
  indexes: [{ fields: { userId: 1 } }],
  decode: (type, data) => sessionEvents.check(type, data).data,
  keys: (event) => [(event as unknown as SessionEvent).data.sessionId],
  evolve(doc, event) {
    const { type, data } = event as unknown as SessionEvent;
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
