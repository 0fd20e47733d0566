import { createHash } from 'node:crypto';
import { WrongExpectedRevisionError, type EventStore, newEventId } from '../../../infra/event-store/index.ts';
import { toMetadata, type CommandContext } from './metadata.ts';
import type { DomainError } from './errors.ts';

const RESERVED = 'ValueReserved';
const RELEASED = 'ValueReleased';
/** What taking a value names: the value in its scope, who takes it, and the error thrown when another holds it. */
type Taking = [scope: string, value: string, owner: string, context: CommandContext, taken: DomainError];

function streamFor(scope: string, value: string): string {
  // Hash the value: it may be an e-mail or any text, and stream names must stay short and safe.
  return `reservation-${scope}-${createHash('sha256').update(value).digest('hex').slice(0, 40)}`;
}

/**
 * Uniqueness across aggregates (one account per e-mail, one company per INN): a reservation stream
 * per value, created with 'no_stream', so two concurrent claims cannot both win.
 */
export class Reservations {
  private readonly store: EventStore;
  constructor(store: EventStore) {
    this.store = store;
  }

  /** The stream of `value`, its last revision and who holds it there (null when nobody does). */
  private async read(scope: string, value: string) {
    const streamId = streamFor(scope, value);
    const last = (await this.store.readStream(streamId)).at(-1);
    const held = last?.type === RESERVED ? (last.data as { owner: string; confirmed?: boolean }) : null;
    return { streamId, revision: last ? last.revision : ('no_stream' as const), held };
  }

  /** Appends one reservation event at the revision read; a concurrent write throws `conflicting` when given. */
  private async write(
    target: { streamId: string; revision: number | 'no_stream' },
    type: typeof RESERVED | typeof RELEASED,
    data: { scope: string; owner: string; confirmed?: boolean },
    context: CommandContext,
    conflicting?: DomainError,
  ): Promise<void> {
    try {
      await this.store.append(
        target.streamId,
        [{ id: newEventId(), type, data, metadata: toMetadata(context) }],
        target.revision,
      );
    } catch (error) {
      if (conflicting && error instanceof WrongExpectedRevisionError) throw conflicting;
      throw error;
    }
  }

  /**
   * Who holds `value` now and whether the hold is confirmed (an admin checked it), or null when
   * nobody does. An unconfirmed holder may be replaced by a confirmation (`confirm`).
   */
  async claim(scope: string, value: string): Promise<{ owner: string; confirmed: boolean } | null> {
    const { held } = await this.read(scope, value);
    return held ? { owner: held.owner, confirmed: held.confirmed === true } : null;
  }

  /**
   * Confirms `owner` as the holder of `value`, taking it over from an unconfirmed holder; throws
   * `taken` when another owner's hold is confirmed. Decided at the stream's revision, so two
   * confirmations at once cannot both win.
   */
  async confirm(...taking: Taking): Promise<void> {
    await this.take(true, ...taking);
  }

  /** Withdraws the confirmation of `owner`'s hold; the hold stays, unconfirmed. */
  async unconfirm(scope: string, value: string, owner: string, context: CommandContext): Promise<void> {
    const current = await this.read(scope, value);
    if (current.held?.owner !== owner || current.held.confirmed !== true) return;
    await this.write(current, RESERVED, { scope, owner, confirmed: false }, context);
  }

  /** Who holds `value` now, or null when nobody does. */
  async holder(scope: string, value: string): Promise<string | null> {
    return (await this.read(scope, value)).held?.owner ?? null;
  }

  /** Reserves `value` for `owner`; throws `taken` (a 409 DomainError) when someone else holds it. */
  async reserve(...taking: Taking): Promise<void> {
    await this.take(false, ...taking);
  }

  /**
   * Takes `value` for `owner` unless another owner's hold stands: any hold for a reservation, a
   * confirmed one for a confirmation (which takes over an unconfirmed hold).
   */
  private async take(confirmed: boolean, ...[scope, value, owner, context, taken]: Taking): Promise<void> {
    const current = await this.read(scope, value);
    const standing = confirmed ? current.held?.confirmed === true : current.held !== null;
    if (standing) {
      if (current.held!.owner === owner) return;
      throw taken;
    }
    await this.write(
      current,
      RESERVED,
      confirmed ? { scope, owner, confirmed } : { scope, owner },
      context,
      taken,
    );
  }

  /**
   * Hands `value` over from `from` to `to` in one append at the revision read, so it is never free
   * in between (a merged part's designations go to the part it was merged into). Nothing when `to`
   * holds it already; throws `taken` when a third owner does, and takes a free value.
   */
  async transfer(
    scope: string,
    value: string,
    from: string,
    to: string,
    context: CommandContext,
    taken: DomainError,
  ): Promise<void> {
    const current = await this.read(scope, value);
    const owner = current.held?.owner ?? null;
    if (owner === to) return;
    if (owner !== null && owner !== from) throw taken;
    await this.write(current, RESERVED, { scope, owner: to }, context, taken);
  }

  /** Frees a value held by `owner` (e.g. an account's e-mail changed). */
  async release(scope: string, value: string, owner: string, context: CommandContext): Promise<void> {
    const current = await this.read(scope, value);
    if (current.held?.owner !== owner) return;
    await this.write(current, RELEASED, { scope, owner }, context);
  }
}
