import { describe, expect, it } from 'vitest';
import { DomainError, fold } from '../../src/write-kit/index.ts';
import type { SessionEvent } from './events.ts';
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

function given(...events: SessionEvent[]) {
  const state = fold(sessionDecider, events);
  return {
    when: (command: SessionCommand) => ({
      then: (expected: SessionEvent[]) => expect(sessionDecider.decide(command, state)).toEqual(expected),
      refused: () => {
        expect(() => sessionDecider.decide(command, state)).toThrow(DomainError);
        try {
          sessionDecider.decide(command, state);
        } catch (error) {
          expect((error as DomainError).status).toBe(401);
          expect((error as DomainError).message).toBe(MESSAGES.sessionExpired);
        }
      },
    }),
  };
}

describe('refresh-token families: rotation', () => {
  it('starts a family with the hash of its first token', () => {
    given()
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
    given(started)
      .when(refresh(1, 2))
      .then([rotated(1, 2)]);
    given(started, rotated(1, 2))
      .when(refresh(2, 3))
      .then([rotated(2, 3)]);
  });

  it('refuses a token the family never issued, without revoking it', () => {
    given(started, rotated(1, 2)).when(refresh(99, 3)).refused();
  });

  it('refuses an unknown family, a revoked family and an expired one', () => {
    given().when(refresh(1, 2)).refused();
    given(started, revoked('logout')).when(refresh(1, 2)).refused();
    given(started)
      .when(refresh(1, 2, new Date('2026-03-31T10:00:00.000Z')))
      .refused();
  });
});

describe('refresh-token families: reuse detection', () => {
  it('revokes the whole family when a spent token comes back', () => {
    given(started, rotated(1, 2))
      .when(refresh(1, 3))
      .then([revoked('refresh-token-reuse')]);
    given(started, rotated(1, 2), rotated(2, 3))
      .when(refresh(1, 4))
      .then([revoked('refresh-token-reuse')]);
    given(started, rotated(1, 2), rotated(2, 3))
      .when(refresh(2, 4))
      .then([revoked('refresh-token-reuse')]);
  });

  it('after the revocation even the newest token is dead', () => {
    given(started, rotated(1, 2), revoked('refresh-token-reuse')).when(refresh(2, 3)).refused();
  });
});

describe('refresh-token families: logout and revocation', () => {
  it('logs out with the current or a spent token of the family', () => {
    given(started, rotated(1, 2))
      .when({ kind: 'logout', presentedHash: h(2) })
      .then([revoked('logout')]);
    given(started, rotated(1, 2))
      .when({ kind: 'logout', presentedHash: h(1) })
      .then([revoked('logout')]);
  });

  it('ignores a foreign token and a second logout (idempotent)', () => {
    given(started)
      .when({ kind: 'logout', presentedHash: h(5) })
      .then([]);
    given(started, revoked('logout'))
      .when({ kind: 'logout', presentedHash: h(1) })
      .then([]);
    given()
      .when({ kind: 'logout', presentedHash: h(1) })
      .then([]);
  });

  it('revokes an open family once', () => {
    given(started)
      .when({ kind: 'revoke', reason: 'user-blocked' })
      .then([revoked('user-blocked')]);
    given(started, revoked('user-blocked')).when({ kind: 'revoke', reason: 'password-changed' }).then([]);
  });
});
