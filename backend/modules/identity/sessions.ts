import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  WrongExpectedRevisionError,
  type EventStore,
  type Position,
  newEventId,
} from '../../../infra/event-store/index.ts';
import {
  DomainError,
  handleCommand,
  loadAggregate,
  toMetadata,
  type CommandContext,
} from '../../kit/write/index.ts';
import { sessionEvents, type RevocationReason, sessionStream } from './events.ts';
import { sessionDecider, type SessionCommand, type SessionState } from './session-decider.ts';

/** A family lives 30 days from its login; rotation does not extend it (the SPA itself ends a
 * session 24 hours after the last sign-in). */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const REFRESH_TOKEN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/;

/** `<sessionId>.<32 random bytes, base64url>`: the family is found from the token itself. */
export function newRefreshToken(sessionId: string): string {
  return `${sessionId}.${randomBytes(32).toString('base64url')}`;
}

export function parseRefreshToken(token: string): { sessionId: string } | null {
  const match = REFRESH_TOKEN.exec(token);
  return match ? { sessionId: match[1]! } : null;
}

/** What is stored instead of a refresh token: SHA-256 (the token has 256 random bits, no salt needed). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface StartedSession {
  readonly sessionId: string;
  readonly refreshToken: string;
  readonly position: Position;
}

export type RotationResult =
  | {
      readonly kind: 'rotated';
      readonly userId: number;
      readonly sessionId: string;
      readonly refreshToken: string;
    }
  | { readonly kind: 'refused' };

/** Commands on refresh-token families (ADR 0010). */
export class SessionCommands {
  private readonly store: EventStore;

  constructor(store: EventStore) {
    this.store = store;
  }

  private run(sessionId: string, command: SessionCommand, context: CommandContext): Promise<Position | null> {
    return handleCommand({
      store: this.store,
      streamId: sessionStream(sessionId),
      decider: sessionDecider,
      codec: sessionEvents,
      command,
      context,
    }).then((result) => result.position);
  }

  async start(userId: number, context: CommandContext): Promise<StartedSession> {
    const sessionId = randomUUID();
    const refreshToken = newRefreshToken(sessionId);
    const expiresAt = new Date(context.now.getTime() + SESSION_TTL_MS).toISOString();
    const position = await this.run(
      sessionId,
      { kind: 'start', sessionId, userId, tokenHash: hashToken(refreshToken), expiresAt },
      context,
    );
    return { sessionId, refreshToken, position: position! };
  }

  /** The family a refresh token names, as the write side sees it (null for a malformed token). */
  async load(refreshToken: string): Promise<{ state: SessionState; revision: number | 'no_stream' } | null> {
    const parsed = parseRefreshToken(refreshToken);
    if (!parsed) return null;
    return loadAggregate(this.store, sessionStream(parsed.sessionId), sessionDecider, sessionEvents);
  }

  /**
   * Rotation, decided once on the state that was read and appended at exactly that revision. A
   * concurrent rotation with the same token makes the append fail: the loser is refused without
   * a retry (a retry would see the token spent and revoke the family of the winner). A spent token
   * revokes the whole family. `allowed` is asked about the user before anything is written.
   */
  async rotate(
    refreshToken: string,
    context: CommandContext,
    allowed: (userId: number) => Promise<boolean>,
  ): Promise<RotationResult> {
    const loaded = await this.load(refreshToken);
    if (!loaded) return { kind: 'refused' };
    const { state, revision } = loaded;
    const nextToken = newRefreshToken(state.sessionId);
    let events;
    try {
      events = sessionDecider.decide(
        {
          kind: 'refresh',
          presentedHash: hashToken(refreshToken),
          nextHash: hashToken(nextToken),
          now: context.now,
        },
        state,
      );
    } catch (error) {
      if (error instanceof DomainError) return { kind: 'refused' };
      throw error;
    }
    const acting = { ...context, userId: String(state.userId) };
    if (events.some((event) => event.type === 'SessionRevoked')) {
      await this.revoke(state.sessionId, 'refresh-token-reuse', acting);
      return { kind: 'refused' };
    }
    if (!(await allowed(state.userId))) return { kind: 'refused' };
    const metadata = toMetadata(acting);
    try {
      await this.store.append(
        sessionStream(state.sessionId),
        events.map((event) => ({
          id: newEventId(),
          type: event.type,
          data: sessionEvents.check(event.type, event.data).data,
          metadata,
        })),
        revision,
      );
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError) return { kind: 'refused' };
      throw error;
    }
    return { kind: 'rotated', userId: state.userId, sessionId: state.sessionId, refreshToken: nextToken };
  }

  /** Ends the family of a token the caller holds (current or spent); anything else changes nothing. */
  async logout(refreshToken: string, context: CommandContext): Promise<Position | null> {
    const parsed = parseRefreshToken(refreshToken);
    if (!parsed) return null;
    return this.run(parsed.sessionId, { kind: 'logout', presentedHash: hashToken(refreshToken) }, context);
  }

  revoke(sessionId: string, reason: RevocationReason, context: CommandContext): Promise<Position | null> {
    return this.run(sessionId, { kind: 'revoke', reason }, context);
  }
}
