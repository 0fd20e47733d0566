import { createHash, randomUUID } from 'node:crypto';
import {
  WrongExpectedRevisionError,
  type EventStore,
  type Position,
} from '../../../infra/event-store/index.ts';
import { DomainError } from './errors.ts';
import { toMetadata, type CommandContext } from './metadata.ts';

const CLAIMED = 'IdempotencyKeyClaimed';
const ANSWERED = 'IdempotencyKeyAnswered';
const RELEASED = 'IdempotencyKeyReleased';
/** How long a retry waits for the first request with its key to finish before it is told to come back. */
const WAIT_MS = 10_000;
const POLL_MS = 25;
/** A claim with no answer this old was left by a process that died mid-command (ADR 0062). */
export const DEFAULT_CLAIM_LEASE_MS = 120_000;

export const IDEMPOTENCY_MESSAGES = {
  otherBody: 'Ключ Idempotency-Key уже использован для другого запроса: для нового запроса нужен новый ключ',
  inProgress: 'Запрос с этим ключом Idempotency-Key ещё выполняется: повторите его чуть позже',
} as const;

/** What a creation answered the first time: the id it made and where its events are. */
export interface Creation {
  readonly id: number | string;
  readonly position: Position | null;
}

function streamFor(scope: string, owner: string, key: string): string {
  // Hashed: the key is the client's text, and stream names must stay short and safe.
  return `idempotency-${createHash('sha256').update(`${scope}\u0000${owner}\u0000${key}`).digest('hex').slice(0, 40)}`;
}

/**
 * Creations a client may retry (header `Idempotency-Key`, ADR 0062): one stream per scope, owner
 * and key on the write side. The first request claims it at 'no_stream', so of two at once only one
 * runs the command; the other waits for its answer. The answer (the id and position) is appended
 * after the claim, so a retry after a timeout gets the first resource instead of a second one. A
 * refused command releases its claim: the same key may then be sent again.
 */
export class IdempotentCreations {
  private readonly store: EventStore;
  private readonly claimLeaseMs: number;
  private readonly now: () => number;
  private readonly waitMs: number;
  constructor(
    store: EventStore,
    options: { claimLeaseMs?: number; now?: () => number; waitMs?: number } = {},
  ) {
    this.store = store;
    this.waitMs = options.waitMs ?? WAIT_MS;
    this.claimLeaseMs = options.claimLeaseMs ?? DEFAULT_CLAIM_LEASE_MS;
    this.now = options.now ?? Date.now;
  }

  private async state(streamId: string) {
    const events = await this.store.readStream(streamId);
    const last = events.at(-1);
    return {
      revision: last ? last.revision : ('no_stream' as const),
      type: last?.type ?? null,
      since: last ? Date.parse(last.created) : 0,
      data: (last?.data ?? null) as { fingerprint: string; creation?: Creation } | null,
    };
  }

  /**
   * Runs `create` once per key: a repeat with the same `fingerprint` (the request's body) returns
   * the first creation with `replayed`; another body under the same key is refused with 422.
   */
  async once(
    request: { scope: string; owner: string; key: string; fingerprint: string },
    context: CommandContext,
    create: () => Promise<Creation>,
  ): Promise<Creation & { replayed: boolean }> {
    const streamId = streamFor(request.scope, request.owner, request.key);
    const deadline = Date.now() + this.waitMs;
    for (;;) {
      const current = await this.state(streamId);
      if (current.type === CLAIMED || current.type === ANSWERED) {
        if (current.data!.fingerprint !== request.fingerprint)
          throw new DomainError(422, 'idempotency_key_reused', IDEMPOTENCY_MESSAGES.otherBody);
        if (current.type === ANSWERED) return { ...current.data!.creation!, replayed: true };
        // A claim older than the lease was left by a process that died between claim and answer:
        // it is taken over (at its revision, so by one request only) instead of answering 409 for good.
        const stale = this.now() - current.since >= this.claimLeaseMs;
        if (!stale) {
          // Another request with this key is running: its answer is awaited, never duplicated.
          if (Date.now() >= deadline)
            throw new DomainError(409, 'idempotency_key_in_progress', IDEMPOTENCY_MESSAGES.inProgress);
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
          continue;
        }
      }
      const data = { scope: request.scope, owner: request.owner, fingerprint: request.fingerprint };
      let claimedAt: number;
      try {
        claimedAt = await this.append(streamId, CLAIMED, data, current.revision, context);
      } catch (error) {
        if (error instanceof WrongExpectedRevisionError) continue;
        throw error;
      }
      let creation: Creation;
      try {
        creation = await create();
      } catch (error) {
        await this.append(streamId, RELEASED, data, claimedAt, context);
        throw error;
      }
      await this.append(streamId, ANSWERED, { ...data, creation }, claimedAt, context);
      return { ...creation, replayed: false };
    }
  }

  private async append(
    streamId: string,
    type: string,
    data: object,
    revision: number | 'no_stream',
    context: CommandContext,
  ): Promise<number> {
    await this.store.append(
      streamId,
      [{ id: randomUUID(), type, data, metadata: toMetadata(context) }],
      revision,
    );
    return revision === 'no_stream' ? 0 : revision + 1;
  }
}
