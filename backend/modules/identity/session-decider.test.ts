import { describe, it } from 'vitest';
import { DeciderSpecification } from '../../kit/write/index.ts';
import { sessionEvents, type SessionEvent } from './events.ts';
import { MESSAGES } from './rules.ts';
import { sessionDecider, type SessionCommand } from './session-decider.ts';

const h = (n: number): string => n.toString(16).padStart(64, '0');
const NOW = new Date('2026-03-01T10:00:00.000Z');

const started: SessionEvent = {
  type: 'SessionStarted',
  data: { sessionId: 's1', userId: 7, tokenHash: h(1), expiresAt: '2026-03-31T10:00:00.000Z' },
};
const rotated = (from: number, to: number): SessionEvent => ({
  type: 'SessionRefreshed',
  data: { sessionId: 's1', tokenHash: h(to), previousHash: h(from) },
});
const revoked = (
  reason: Extract<SessionEvent, { type: 'SessionRevoked' }>['data']['reason'],
): SessionEvent => ({
  type: 'SessionRevoked',
  data: { sessionId: 's1', reason },
});
const refresh = (presented: number, next: number, now = NOW): SessionCommand => ({
  kind: 'refresh',
  presentedHash: h(presented),
  nextHash: h(next),
  now,
});

const spec = DeciderSpecification.for(sessionDecider, sessionEvents);

describe('refresh-token families: rotation', () => {
  it('starts a family with the hash of its first token', () => {
    spec
      .given()
      .when({
        kind: 'start',
        sessionId: 's1',
        userId: 7,
        tokenHash: h(1),
        expiresAt: '2026-03-31T10:00:00.000Z',
      })
      .then([started]);
  });

  it('rotates: the current token is spent and the next one becomes current', () => {
    spec
      .given(started)
      .when(refresh(1, 2))
      .then([rotated(1, 2)]);
    spec
      .given(started, rotated(1, 2))
      .when(refresh(2, 3))
      .then([rotated(2, 3)]);
  });

  it('refuses a token the family never issued, without revoking it', () => {
    spec
      .given(started, rotated(1, 2))
      .when(refresh(99, 3))
      .thenRefused({ status: 401, message: MESSAGES.sessionExpired });
  });

  it('refuses an unknown family, a revoked family and an expired one', () => {
    spec.given().when(refresh(1, 2)).thenRefused({ status: 401, message: MESSAGES.sessionExpired });
    spec
      .given(started, revoked('logout'))
      .when(refresh(1, 2))
      .thenRefused({ status: 401, message: MESSAGES.sessionExpired });
    spec
      .given(started)
      .when(refresh(1, 2, new Date('2026-03-31T10:00:00.000Z')))
      .thenRefused({ status: 401, message: MESSAGES.sessionExpired });
  });
});

describe('refresh-token families: reuse detection', () => {
  it('revokes the whole family when a spent token comes back', () => {
    spec
      .given(started, rotated(1, 2))
      .when(refresh(1, 3))
      .then([revoked('refresh-token-reuse')]);
    spec
      .given(started, rotated(1, 2), rotated(2, 3))
      .when(refresh(1, 4))
      .then([revoked('refresh-token-reuse')]);
    spec
      .given(started, rotated(1, 2), rotated(2, 3))
      .when(refresh(2, 4))
      .then([revoked('refresh-token-reuse')]);
  });

  it('after the revocation even the newest token is dead', () => {
    spec
      .given(started, rotated(1, 2), revoked('refresh-token-reuse'))
      .when(refresh(2, 3))
      .thenRefused({ status: 401, message: MESSAGES.sessionExpired });
  });
});

describe('refresh-token families: logout and revocation', () => {
  it('logs out with the current or a spent token of the family', () => {
    spec
      .given(started, rotated(1, 2))
      .when({ kind: 'logout', presentedHash: h(2) })
      .then([revoked('logout')]);
    spec
      .given(started, rotated(1, 2))
      .when({ kind: 'logout', presentedHash: h(1) })
      .then([revoked('logout')]);
  });

  it('ignores a foreign token and a second logout (idempotent)', () => {
    spec
      .given(started)
      .when({ kind: 'logout', presentedHash: h(5) })
      .then([]);
    spec
      .given(started, revoked('logout'))
      .when({ kind: 'logout', presentedHash: h(1) })
      .then([]);
    spec
      .given()
      .when({ kind: 'logout', presentedHash: h(1) })
      .then([]);
  });

  it('revokes an open family once', () => {
    spec
      .given(started)
      .when({ kind: 'revoke', reason: 'user-blocked' })
      .then([revoked('user-blocked')]);
    spec
      .given(started, revoked('user-blocked'))
      .when({ kind: 'revoke', reason: 'password-changed' })
      .then([]);
  });
});
