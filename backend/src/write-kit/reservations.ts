import { createHash, randomUUID } from 'node:crypto';
import { WrongExpectedRevisionError, type EventStore } from '../../../infra/event-store/index.ts';
import { toMetadata, type CommandContext } from './metadata.ts';
import type { DomainError } from './errors.ts';

const RESERVED = 'ValueReserved';
const RELEASED = 'ValueReleased';

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

  /**
   * Who holds `value` now and whether the hold is confirmed (an admin checked it), or null when
   * nobody does. An unconfirmed holder may be replaced by a confirmation (`confirm`).
   */
  async claim(scope: string, value: string): Promise<{ owner: string; confirmed: boolean } | null> {
    const last = (await this.store.readStream(streamFor(scope, value))).at(-1);
    if (last?.type !== RESERVED) return null;
    const data = last.data as { owner: string; confirmed?: boolean };
    return { owner: data.owner, confirmed: data.confirmed === true };
  }

  /**
   * Confirms `owner` as the holder of `value`, taking it over from an unconfirmed holder; throws
   * `taken` when another owner's hold is confirmed. Decided at the stream's revision, so two
   * confirmations at once cannot both win.
   */
  async confirm(scope: string, value: string, owner: string, context: CommandContext, taken: DomainError): Promise<void> {
    const streamId = streamFor(scope, value);
    const last = (await this.store.readStream(streamId)).at(-1);
    const held = last?.type === RESERVED ? (last.data as { owner: string; confirmed?: boolean }) : null;
    if (held?.confirmed === true) {
      if (held.owner === owner) return;
      throw taken;
    }
    try {
      await this.store.append(
        streamId,
        [{ id: randomUUID(), type: RESERVED, data: { scope, owner, confirmed: true }, metadata: toMetadata(context) }],
        last ? last.revision : 'no_stream',
      );
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError) throw taken;
      throw error;
    }
  }

  /** Withdraws the confirmation of `owner`'s hold; the hold stays, unconfirmed. */
  async unconfirm(scope: string, value: string, owner: string, context: CommandContext): Promise<void> {
    const streamId = streamFor(scope, value);
    const last = (await this.store.readStream(streamId)).at(-1);
    const held = last?.type === RESERVED ? (last.data as { owner: string; confirmed?: boolean }) : null;
    if (!held || held.owner !== owner || held.confirmed !== true) return;
    await this.store.append(
      streamId,
      [{ id: randomUUID(), type: RESERVED, data: { scope, owner, confirmed: false }, metadata: toMetadata(context) }],
      last!.revision,
    );
  }

  /** Who holds `value` now, or null when nobody does. */
  async holder(scope: string, value: string): Promise<string | null> {
    const last = (await this.store.readStream(streamFor(scope, value))).at(-1);
    return last?.type === RESERVED ? (last.data as { owner: string }).owner : null;
  }

  /** Reserves `value` for `owner`; throws `taken` (a 409 DomainError) when someone else holds it. */
  async reserve(scope: string, value: string, owner: string, context: CommandContext, taken: DomainError): Promise<void> {
    const streamId = streamFor(scope, value);
    const events = await this.store.readStream(streamId);
    const last = events.at(-1);
    if (last?.type === RESERVED) {
      if ((last.data as { owner: string }).owner === owner) return;
      throw taken;
    }
    try {
      await this.store.append(
        streamId,
        [{ id: randomUUID(), type: RESERVED, data: { scope, owner }, metadata: toMetadata(context) }],
        last ? last.revision : 'no_stream',
      );
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError) throw taken;
      throw error;
    }
  }

  /** Frees a value held by `owner` (e.g. an account's e-mail changed). */
  async release(scope: string, value: string, owner: string, context: CommandContext): Promise<void> {
    const streamId = streamFor(scope, value);
    const last = (await this.store.readStream(streamId)).at(-1);
    if (last?.type !== RESERVED || (last.data as { owner: string }).owner !== owner) return;
    await this.store.append(
      streamId,
      [{ id: randomUUID(), type: RELEASED, data: { scope, owner }, metadata: toMetadata(context) }],
      last.revision,
    );
  }
}
