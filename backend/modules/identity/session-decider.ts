import { DomainError, deciderOf } from '../../kit/write/index.ts';
import type { RevocationReason, SessionEvent } from './events.ts';
import { MESSAGES } from './rules.ts';

/**
 * One refresh-token family (stream `session-<sessionId>`): started by a login or a registration,
 * rotated by every refresh, ended by a logout, a detected reuse or an admin's decision.
 */
export interface SessionState {
  readonly status: 'none' | 'active' | 'revoked';
  readonly sessionId: string;
  readonly userId: number;
  /** Hash of the one refresh token that may be used next. */
  readonly currentHash: string;
  /** Hashes of the tokens already used: presenting one again means the family leaked. */
  readonly usedHashes: ReadonlySet<string>;
  readonly expiresAt: string;
}

export type SessionCommand =
  | {
      readonly kind: 'start';
      readonly sessionId: string;
      readonly userId: number;
      readonly tokenHash: string;
      readonly expiresAt: string;
    }
  /** Rotation: the presented token is spent, `nextHash` becomes the current one. */
  | {
      readonly kind: 'refresh';
      readonly presentedHash: string;
      readonly nextHash: string;
      readonly now: Date;
    }
  /** Logout needs a token of the family (current or spent): a session id alone ends nothing. */
  | { readonly kind: 'logout'; readonly presentedHash: string }
  | { readonly kind: 'revoke'; readonly reason: RevocationReason };

export const noSession: SessionState = {
  status: 'none',
  sessionId: '',
  userId: 0,
  currentHash: '',
  usedHashes: new Set(),
  expiresAt: '',
};

export const sessionExpired = (): DomainError =>
  new DomainError(401, 'session_expired', MESSAGES.sessionExpired);

function belongs(state: SessionState, hash: string): boolean {
  return state.currentHash === hash || state.usedHashes.has(hash);
}

function decide(command: SessionCommand, state: SessionState): SessionEvent[] {
  switch (command.kind) {
    case 'start':
      if (state.status !== 'none') throw new DomainError(409, 'conflict', MESSAGES.sessionExpired);
      return [
        {
          type: 'SessionStarted',
          data: {
            sessionId: command.sessionId,
            userId: command.userId,
            tokenHash: command.tokenHash,
            expiresAt: command.expiresAt,
          },
        },
      ];
    case 'refresh': {
      if (state.status !== 'active') throw sessionExpired();
      if (state.usedHashes.has(command.presentedHash)) {
        // A spent token came back: whoever holds the family's tokens, one copy leaked. End it all.
        return [
          { type: 'SessionRevoked', data: { sessionId: state.sessionId, reason: 'refresh-token-reuse' } },
        ];
      }
      if (state.currentHash !== command.presentedHash) throw sessionExpired();
      if (command.now.getTime() >= Date.parse(state.expiresAt)) throw sessionExpired();
      return [
        {
          type: 'SessionRefreshed',
          data: {
            sessionId: state.sessionId,
            tokenHash: command.nextHash,
            previousHash: command.presentedHash,
          },
        },
      ];
    }
    case 'logout':
      if (state.status !== 'active' || !belongs(state, command.presentedHash)) return [];
      return [{ type: 'SessionRevoked', data: { sessionId: state.sessionId, reason: 'logout' } }];
    case 'revoke':
      if (state.status !== 'active') return [];
      return [{ type: 'SessionRevoked', data: { sessionId: state.sessionId, reason: command.reason } }];
  }
}

function evolve(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'SessionStarted':
      return {
        status: 'active',
        sessionId: event.data.sessionId,
        userId: event.data.userId,
        currentHash: event.data.tokenHash,
        usedHashes: new Set(),
        expiresAt: event.data.expiresAt,
      };
    case 'SessionRefreshed':
      return {
        ...state,
        currentHash: event.data.tokenHash,
        usedHashes: new Set([...state.usedHashes, event.data.previousHash]),
      };
    case 'SessionRevoked':
      return { ...state, status: 'revoked' };
  }
}

export const sessionDecider = deciderOf(noSession, evolve, decide);
