import type { EventStore, Position } from '../../../infra/event-store/index.ts';
import {
  PROVISIONAL_ID,
  badRequest,
  conflict,
  decideFirst,
  handleCommand,
  loadAggregate,
  type CommandContext,
  type Reservations,
  type Sequences,
} from '../../src/write-kit/index.ts';
import type { Actor } from '../catalog/index.ts';
import { partEvents, partStream } from './events.ts';
import { partDecider, type PartActor, type PartCommand, type PartState } from './part-decider.ts';
import { MESSAGES, checkCrossReference, checkDesignation, checkLink, checkPartInput, designationKey } from './rules.ts';

export const PART_SEQUENCE = 'part';
/** One part per designation (its own or a «same part» cross-reference): a reservation per designation key. */
export const DESIGNATION_SCOPE = 'part-designation';

/** Whether a category exists in the catalogue's tree (its own stream). */
export type PartCategoryExists = (categoryId: number) => Promise<boolean>;
/** The catalogue's command that makes a product an offer of a part (or of none); it decides who may. */
export type OfferLink = (productId: number, partId: number | null, actor: Actor, context: CommandContext) => Promise<{ position: Position | null }>;

export interface Outcome {
  readonly id: number;
  readonly position: Position | null;
}

/** Parts (номенклатурные позиции, ADR 0064): admins keep them and their cross-references; offers are linked to them. */
export class PartCommands {
  private readonly store: EventStore;
  private readonly sequences: Sequences;
  private readonly reservations: Reservations;
  private readonly categoryExists: PartCategoryExists;
  private readonly linkOfferTo: OfferLink;

  constructor(deps: { store: EventStore; sequences: Sequences; reservations: Reservations; categoryExists: PartCategoryExists; linkOffer: OfferLink }) {
    this.store = deps.store;
    this.sequences = deps.sequences;
    this.reservations = deps.reservations;
    this.categoryExists = deps.categoryExists;
    this.linkOfferTo = deps.linkOffer;
  }

  async load(partId: number): Promise<PartState> {
    return (await loadAggregate(this.store, partStream(partId), partDecider, partEvents)).state;
  }

  /** The part a designation belongs to, as the reservations hold it (the write side), or null. */
  async partByDesignation(designation: string): Promise<number | null> {
    const holder = await this.reservations.holder(DESIGNATION_SCOPE, designationKey(designation));
    return holder === null ? null : Number(holder);
  }

  private async run(partId: number, command: PartCommand, context: CommandContext): Promise<Outcome> {
    const result = await handleCommand({ store: this.store, streamId: partStream(partId), decider: partDecider, codec: partEvents, command, context });
    return { id: partId, position: result.position };
  }

  /** Holds `designation` for the part while `write` runs; a refused write frees it again. */
  private async claiming(designation: string, partId: number, context: CommandContext, write: () => Promise<Outcome>): Promise<Outcome> {
    const key = designationKey(designation);
    const before = await this.reservations.holder(DESIGNATION_SCOPE, key);
    await this.reservations.reserve(DESIGNATION_SCOPE, key, String(partId), context, conflict(MESSAGES.designationTaken(designation)));
    try {
      return await write();
    } catch (error) {
      if (before === null) await this.reservations.release(DESIGNATION_SCOPE, key, String(partId), context);
      throw error;
    }
  }

  /** An admin creates a part under a designation no other part holds. */
  async create(input: unknown, actor: PartActor, context: CommandContext): Promise<Outcome> {
    const part = checkPartInput(input);
    const categoryKnown = part.categoryId === null || (await this.categoryExists(part.categoryId));
    const holder = await this.partByDesignation(part.designation);
    // Refused before an id is spent (ADR 0052); the reservation decides a race.
    partDecider.decide({ kind: 'create', partId: PROVISIONAL_ID, part, actor, categoryKnown, holder }, partDecider.initialState);
    const partId = await this.sequences.allocate(PART_SEQUENCE, context);
    return this.claiming(part.designation, partId, context, () =>
      this.run(partId, { kind: 'create', partId, part, actor, categoryKnown, holder: null }, context),
    );
  }

  async addCrossReference(partId: number, input: unknown, actor: PartActor, context: CommandContext): Promise<Outcome> {
    const reference = checkCrossReference(input);
    const holder = reference.kind === 'same' ? await this.partByDesignation(reference.designation) : null;
    const command: PartCommand = { kind: 'addCrossReference', reference, actor, holder };
    await decideFirst({ store: this.store, streamId: partStream(partId), decider: partDecider, codec: partEvents, command });
    if (reference.kind !== 'same') return this.run(partId, command, context);
    return this.claiming(reference.designation, partId, context, () => this.run(partId, { ...command, holder: partId }, context));
  }

  async removeCrossReference(partId: number, input: unknown, actor: PartActor, context: CommandContext): Promise<Outcome> {
    const designation = checkDesignation(input);
    const before = await this.load(partId);
    const outcome = await this.run(partId, { kind: 'removeCrossReference', designation, actor }, context);
    const removed = before.crossReferences.find((ref) => designationKey(ref.designation) === designationKey(designation));
    // The designation is free for another part once this one no longer answers to it.
    if (removed?.kind === 'same') await this.reservations.release(DESIGNATION_SCOPE, designationKey(removed.designation), String(partId), context);
    return outcome;
  }

  /** A seller links their own offer to a part (a moderator any offer); `{ partId: null }` unlinks it. */
  async linkOffer(productId: number, input: unknown, actor: Actor, context: CommandContext): Promise<Outcome> {
    const partId = checkLink(input);
    if (partId !== null && !(await this.load(partId)).exists) throw badRequest(MESSAGES.partNotFound, { partId: MESSAGES.partNotFound });
    const { position } = await this.linkOfferTo(productId, partId, actor, context);
    return { id: productId, position };
  }
}
