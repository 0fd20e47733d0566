import type { EventStore, Position } from '../../../infra/event-store/index.ts';
import {
  PROVISIONAL_ID,
  badRequest,
  conflict,
  decideFirst,
  handleCommandOn,
  stateOf,
  type CommandContext,
  type Reservations,
  type Sequences,
} from '../../kit/write/index.ts';
import type { Actor } from '../catalog/index.ts';
import { backfillOfferAttachments, type BackfillOutcome } from './backfill.ts';
import { partEvents, partStream } from './events.ts';
import { ownKeys, partDecider, type PartActor, type PartCommand, type PartState } from './part-decider.ts';
import {
  MESSAGES,
  checkApproval,
  checkCrossReference,
  checkDesignation,
  checkLink,
  checkMerge,
  checkPartInput,
  checkRejection,
  checkSplit,
  designationKey,
} from './rules.ts';

export const PART_SEQUENCE = 'part';
export const PROPOSAL_SEQUENCE = 'part-proposal';
/**
 * A part is merged at most once and never into a part being merged (ADR 0067): a reservation per
 * merged part, its holder the survivor, taken before the merge writes and checked for the survivor.
 */
export const MERGE_SCOPE = 'part-merge';
/** How many merges a link follows to the surviving part (a chain of merges is this short at most). */
const MAX_MERGE_HOPS = 10;
/** Who records what the system does on its own (the backfill of ADR 0073). */
const SYSTEM_ACTOR: Actor = { userId: null, role: 'system' };
/** One part per designation (its own or a «same part» cross-reference): a reservation per designation key. */
export const DESIGNATION_SCOPE = 'part-designation';

/** Whether a category exists in the catalogue's tree (its own stream). */
export type PartCategoryExists = (categoryId: number) => Promise<boolean>;
/** The catalogue's command that makes a product an offer of a part (or of none); it decides who may. */
export type OfferLink = (
  productId: number,
  partId: number | null,
  actor: Actor,
  context: CommandContext,
  /** A merge's or a split's move: link only while the product is still an offer of this part. */
  onlyFrom?: number,
) => Promise<{ position: Position | null }>;

export interface Outcome {
  readonly id: number;
  readonly position: Position | null;
}

/** The collaborators of PartCommands, given by the composition root. */
interface PartCommandsDeps {
  readonly store: EventStore;
  readonly sequences: Sequences;
  readonly reservations: Reservations;
  readonly categoryExists: PartCategoryExists;
  readonly linkOffer: OfferLink;
}

/** The aggregates this module's commands run on. */
const PARTS = { streamOf: partStream, decider: partDecider, codec: partEvents };

/** Parts (номенклатурные позиции, ADR 0064): admins keep them and their cross-references; offers are linked to them. */
export class PartCommands {
  private readonly deps: PartCommandsDeps;

  constructor(deps: PartCommandsDeps) {
    this.deps = deps;
  }

  async load(partId: number): Promise<PartState> {
    return stateOf(this.deps.store, PARTS, partId);
  }

  /** The part a designation belongs to, as the reservations hold it (the write side), or null. */
  async partByDesignation(designation: string): Promise<number | null> {
    const holder = await this.deps.reservations.holder(DESIGNATION_SCOPE, designationKey(designation));
    return holder === null ? null : Number(holder);
  }

  private async run(partId: number, command: PartCommand, context: CommandContext): Promise<Outcome> {
    return handleCommandOn(this.deps.store, PARTS, partId, command, context);
  }

  /** Decides `command` on the part's stream without writing: a refusal before anything else is written (sequence, reservations). */
  private async decideFirst(partId: number, command: PartCommand): Promise<void> {
    await decideFirst({
      store: this.deps.store,
      streamId: partStream(partId),
      decider: partDecider,
      codec: partEvents,
      command,
    });
  }

  /** Holds `designation` for the part while `write` runs; a refused write frees it again. */
  private async claiming(
    designation: string,
    partId: number,
    context: CommandContext,
    write: () => Promise<Outcome>,
  ): Promise<Outcome> {
    const key = designationKey(designation);
    const before = await this.deps.reservations.holder(DESIGNATION_SCOPE, key);
    await this.deps.reservations.reserve(
      DESIGNATION_SCOPE,
      key,
      String(partId),
      context,
      conflict(MESSAGES.designationTaken(designation)),
    );
    try {
      return await write();
    } catch (error) {
      if (before === null)
        await this.deps.reservations.release(DESIGNATION_SCOPE, key, String(partId), context);
      throw error;
    }
  }

  /** An admin creates a part under a designation no other part holds. */
  async create(input: unknown, actor: PartActor, context: CommandContext): Promise<Outcome> {
    const part = checkPartInput(input);
    const categoryKnown = part.categoryId === null || (await this.deps.categoryExists(part.categoryId));
    const holder = await this.partByDesignation(part.designation);
    // Refused before an id is spent (ADR 0052); the reservation decides a race.
    partDecider.decide(
      { kind: 'create', partId: PROVISIONAL_ID, part, actor, categoryKnown, holder },
      partDecider.initialState,
    );
    const partId = await this.deps.sequences.allocate(PART_SEQUENCE, context);
    return this.claiming(part.designation, partId, context, () =>
      this.run(partId, { kind: 'create', partId, part, actor, categoryKnown, holder: null }, context),
    );
  }

  async addCrossReference(
    partId: number,
    input: unknown,
    actor: PartActor,
    context: CommandContext,
  ): Promise<Outcome> {
    const reference = checkCrossReference(input);
    const same = reference.kind === 'same' ? reference.designation : null;
    const command = (holder: number | null): PartCommand => ({
      kind: 'addCrossReference',
      reference,
      actor,
      holder,
    });
    return this.referenced(partId, same, command, context);
  }

  /**
   * A cross-reference recorded (added, or a proposal approved), decided first with the part that
   * holds its designation now (`same`: a «same part» reference's designation, else null); a «same
   * part» one then claims the designation for this part.
   */
  private async referenced(
    partId: number,
    same: string | null,
    command: (holder: number | null) => PartCommand,
    context: CommandContext,
  ): Promise<Outcome> {
    const holder = same === null ? null : await this.partByDesignation(same);
    await this.decideFirst(partId, command(holder));
    if (same === null) return this.run(partId, command(holder), context);
    return this.claiming(same, partId, context, () => this.run(partId, command(partId), context));
  }

  async removeCrossReference(
    partId: number,
    input: unknown,
    actor: PartActor,
    context: CommandContext,
  ): Promise<Outcome> {
    const designation = checkDesignation(input);
    const before = await this.load(partId);
    const outcome = await this.run(partId, { kind: 'removeCrossReference', designation, actor }, context);
    const removed = before.crossReferences.find(
      (ref) => designationKey(ref.designation) === designationKey(designation),
    );
    // The designation is free for another part once this one no longer answers to it.
    if (removed?.kind === 'same')
      await this.deps.reservations.release(
        DESIGNATION_SCOPE,
        designationKey(removed.designation),
        String(partId),
        context,
      );
    return outcome;
  }

  /** A seller links their own offer to a part (a moderator any offer); `{ partId: null }` unlinks it. */
  async linkOffer(
    productId: number,
    input: unknown,
    actor: Actor,
    context: CommandContext,
  ): Promise<Outcome & { partId: number | null }> {
    const wanted = checkLink(input);
    if (wanted === null) {
      const { position } = await this.deps.linkOffer(productId, null, actor, context);
      return { id: productId, position, partId: null };
    }
    // A merged part's offers belong to its survivor: a link to it lands there.
    const partId = await this.survivorOf(wanted);
    const { position } = await this.deps.linkOffer(productId, partId, actor, context);
    return this.attach(productId, partId, actor, context, position);
  }

  /**
   * Records products already linked to `partId` as its offers on the part's stream, as a link does
   * (following a merge to the survivor): the backfill of offers linked before the part knew its
   * offers (ADR 0073). Those the part knows already are left; an unknown part records nothing.
   * Answers how many were recorded.
   */
  async recordOffers(
    partId: number,
    productIds: readonly number[],
    context: CommandContext,
  ): Promise<number> {
    const state = await this.load(partId);
    if (!state.exists) return 0;
    let attached = 0;
    for (const productId of productIds) {
      if (state.mergedInto === null && state.offers.includes(productId)) continue;
      const { position } = await this.attach(productId, partId, SYSTEM_ACTOR, context, null);
      if (position !== null) attached += 1;
    }
    return attached;
  }

  /** The one-off backfill of ADR 0073 (backfill.ts), unless its marker says it ran. */
  backfillOfferAttachments(context: CommandContext): Promise<BackfillOutcome> {
    return backfillOfferAttachments(this.deps.store, this, context);
  }

  /** The part that `partId` is now: itself, or the part it was (in turn) merged into. */
  async survivorOf(partId: number): Promise<number> {
    let current = partId;
    for (let hop = 0; hop < MAX_MERGE_HOPS; hop += 1) {
      const state = await this.load(current);
      if (!state.exists) throw badRequest(MESSAGES.partNotFound, { partId: MESSAGES.partNotFound });
      if (state.mergedInto === null) return current;
      current = state.mergedInto;
    }
    return current;
  }

  /**
   * Records the product as an offer on the part's own stream, where a merge decides which offers it
   * moves (ADR 0067). A merge writes `PartMerged` at the revision it read: an offer attached before
   * it is in its list and moved by it; one that comes after finds the part merged, and is moved to
   * the survivor here. Either way the offer ends on the survivor.
   */
  private async attach(
    productId: number,
    partId: number,
    actor: Actor,
    context: CommandContext,
    position: Position | null,
  ): Promise<Outcome & { partId: number }> {
    let target = partId;
    let last = position;
    for (let hop = 0; hop < MAX_MERGE_HOPS; hop += 1) {
      const attached = await this.run(target, { kind: 'attachOffer', productId }, context);
      last = attached.position ?? last;
      const state = await this.load(target);
      if (state.mergedInto === null) break;
      const moved = await this.deps.linkOffer(productId, state.mergedInto, actor, context, target);
      last = moved.position ?? last;
      target = state.mergedInto;
    }
    return { id: productId, position: last, partId: target };
  }

  /**
   * An admin merges part `partId` into another (ADR 0067). In order, each step safe to run again:
   * 1. the merge reservation (a part is merged once, never into a part being merged);
   * 2. `PartMerged` on the merged part, with the offers it knows: from then on it takes none;
   * 3. its designations' reservations handed to the survivor, never free in between;
   * 4. `PartAbsorbed` on the survivor: the designations become its cross-references;
   * 5. every offer moved (the product's own `ProductPartLinked`, only while still on the merged part).
   * A merge stopped half-way is finished by running it again.
   */
  async merge(
    partId: number,
    input: unknown,
    actor: PartActor & Actor,
    context: CommandContext,
  ): Promise<Outcome> {
    const { intoPartId, reason } = checkMerge(input);
    const survivor = await this.load(intoPartId);
    const merge: PartCommand = { kind: 'merge', intoPartId, survivor, reason, actor };
    await this.decideFirst(partId, merge);
    await this.deps.reservations.reserve(
      MERGE_SCOPE,
      String(partId),
      String(intoPartId),
      context,
      conflict(MESSAGES.mergeBusy),
    );
    const survivorMerging = await this.deps.reservations.holder(MERGE_SCOPE, String(intoPartId));
    if (survivorMerging !== null) {
      const merged = await this.load(partId);
      if (merged.mergedInto === null)
        await this.deps.reservations.release(MERGE_SCOPE, String(partId), String(intoPartId), context);
      throw conflict(MESSAGES.mergeIntoMerged(intoPartId, Number(survivorMerging)));
    }
    let last = (await this.run(partId, { ...merge, survivor: await this.load(intoPartId) }, context))
      .position;
    const merged = await this.load(partId);
    for (const key of ownKeys(merged)) {
      await this.deps.reservations.transfer(
        DESIGNATION_SCOPE,
        key,
        String(partId),
        String(intoPartId),
        context,
        conflict(MESSAGES.designationTaken(key)),
      );
    }
    last = (await this.run(intoPartId, { kind: 'absorb', merged, reason, actor }, context)).position ?? last;
    for (const productId of merged.offers) {
      const moved = await this.deps.linkOffer(productId, intoPartId, actor, context, partId);
      last = moved.position ?? last;
      last = (await this.attach(productId, intoPartId, actor, context, null)).position ?? last;
    }
    return { id: intoPartId, position: last };
  }

  /**
   * An admin splits chosen offers and «same part» designations off a part into a new one (ADR
   * 0067): `PartSplit` on the old part decides what leaves it; the designations' reservations go
   * to the new part, which is created with what it took over; then the offers move.
   */
  async split(
    partId: number,
    input: unknown,
    actor: PartActor & Actor,
    context: CommandContext,
  ): Promise<Outcome> {
    const split = checkSplit(input);
    const categoryKnown =
      split.part.categoryId === null || (await this.deps.categoryExists(split.part.categoryId));
    const holder = await this.partByDesignation(split.part.designation);
    partDecider.decide(
      { kind: 'create', partId: PROVISIONAL_ID, part: split.part, actor, categoryKnown, holder },
      partDecider.initialState,
    );
    const command = {
      kind: 'split' as const,
      newPartId: PROVISIONAL_ID,
      productIds: split.productIds,
      designations: split.designations,
      reason: split.reason,
      actor,
    };
    await this.decideFirst(partId, command);
    const newPartId = await this.deps.sequences.allocate(PART_SEQUENCE, context);
    return this.claiming(split.part.designation, newPartId, context, async () => {
      // The moved designations' sources are read before the split takes them away.
      const before = await this.load(partId);
      await this.run(partId, { ...command, newPartId }, context);
      for (const designation of split.designations) {
        const key = designationKey(designation);
        await this.deps.reservations.transfer(
          DESIGNATION_SCOPE,
          key,
          String(partId),
          String(newPartId),
          context,
          conflict(MESSAGES.designationTaken(designation)),
        );
      }
      let last = (
        await this.run(
          newPartId,
          {
            kind: 'createSplit',
            partId: newPartId,
            part: split.part,
            from: before,
            productIds: split.productIds,
            designations: split.designations,
            reason: split.reason,
            actor,
          },
          context,
        )
      ).position;
      for (const productId of split.productIds) {
        last = (await this.deps.linkOffer(productId, newPartId, actor, context, partId)).position ?? last;
        last = (await this.attach(productId, newPartId, actor, context, null)).position ?? last;
      }
      return { id: newPartId, position: last };
    });
  }

  /** A supplier proposes a cross-reference for a part; an admin decides (ADR 0067). */
  async propose(
    partId: number,
    input: unknown,
    actor: PartActor,
    context: CommandContext,
  ): Promise<Outcome & { proposalId: number }> {
    const reference = checkCrossReference(input);
    const holder = reference.kind === 'same' ? await this.partByDesignation(reference.designation) : null;
    const command = { kind: 'propose' as const, proposalId: PROVISIONAL_ID, reference, actor, holder };
    await this.decideFirst(partId, command);
    const proposalId = await this.deps.sequences.allocate(PROPOSAL_SEQUENCE, context);
    const outcome = await this.run(partId, { ...command, proposalId }, context);
    return { ...outcome, proposalId };
  }

  /** An admin approves a proposal: the cross-reference is added, its designation claimed when it is «the same part». */
  async approve(
    partId: number,
    proposalId: number,
    input: unknown,
    actor: PartActor,
    context: CommandContext,
  ): Promise<Outcome> {
    const reason = checkApproval(input);
    const state = await this.load(partId);
    const proposal = state.proposals.find((p) => p.proposalId === proposalId);
    const same = proposal?.kind === 'same' ? proposal.designation : null;
    const command = (holder: number | null): PartCommand => ({
      kind: 'approve',
      proposalId,
      reason,
      actor,
      holder,
    });
    return this.referenced(partId, same, command, context);
  }

  /** An admin rejects a proposal with a reason the supplier reads. */
  async reject(
    partId: number,
    proposalId: number,
    input: unknown,
    actor: PartActor,
    context: CommandContext,
  ): Promise<Outcome> {
    const reason = checkRejection(input);
    return this.run(partId, { kind: 'reject', proposalId, reason, actor }, context);
  }
}
