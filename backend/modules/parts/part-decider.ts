import { DomainError, badRequest, conflict, notFound, deciderOf } from '../../kit/write/index.ts';
import type { CrossReference, PartEvent } from './events.ts';
import { MESSAGES, designationKey, type PartInput } from './rules.ts';

/** A supplier's proposed cross-reference and what an admin decided on it. */
export interface Proposal extends CrossReference {
  readonly proposalId: number;
  readonly proposedBy: number;
  readonly status: 'pending' | 'approved' | 'rejected';
}

/** Who acts: the role from the access token; `system` is the seed, which acts as an admin. */
export interface PartActor {
  readonly userId: number | null;
  readonly role: 'admin' | 'supplier' | 'buyer' | 'system';
}

export interface PartState {
  readonly exists: boolean;
  readonly partId: number;
  readonly designation: string;
  readonly name: string;
  readonly categoryId: number | null;
  readonly crossReferences: readonly CrossReference[];
  /** The products that became offers of this part (PartOfferAttached); a merge or a split moves them. */
  readonly offers: readonly number[];
  /** The part this one was merged into: it takes no new offer, designation or proposal. */
  readonly mergedInto: number | null;
  /** The parts merged into this one. */
  readonly absorbed: readonly number[];
  readonly proposals: readonly Proposal[];
}

/** What a merge needs to know of the surviving part (read from its own stream). */
export interface SurvivorFacts {
  readonly exists: boolean;
  readonly mergedInto: number | null;
}

/**
 * `holder`: the part whose designation (or «same part» cross-reference) the new designation's key
 * is reserved for, as the reservation stream says (the command service reads it), or null.
 */
export type PartCommand =
  | {
      readonly kind: 'create';
      readonly partId: number;
      readonly part: PartInput;
      readonly actor: PartActor;
      readonly categoryKnown: boolean;
      readonly holder: number | null;
    }
  | {
      readonly kind: 'addCrossReference';
      readonly reference: CrossReference;
      readonly actor: PartActor;
      readonly holder: number | null;
    }
  | { readonly kind: 'removeCrossReference'; readonly designation: string; readonly actor: PartActor }
  /** Records a product as an offer of this part; nothing when it is one already or the part is merged. */
  | { readonly kind: 'attachOffer'; readonly productId: number }
  | {
      readonly kind: 'merge';
      readonly intoPartId: number;
      readonly survivor: SurvivorFacts;
      readonly reason: string;
      readonly actor: PartActor;
    }
  | {
      readonly kind: 'absorb';
      readonly merged: PartState;
      readonly reason: string;
      readonly actor: PartActor;
    }
  | {
      readonly kind: 'split';
      readonly newPartId: number;
      readonly productIds: readonly number[];
      readonly designations: readonly string[];
      readonly reason: string;
      readonly actor: PartActor;
    }
  | {
      readonly kind: 'createSplit';
      readonly partId: number;
      readonly part: PartInput;
      readonly from: PartState;
      readonly productIds: readonly number[];
      readonly designations: readonly string[];
      readonly reason: string;
      readonly actor: PartActor;
    }
  | {
      readonly kind: 'propose';
      readonly proposalId: number;
      readonly reference: CrossReference;
      readonly actor: PartActor;
      readonly holder: number | null;
    }
  | {
      readonly kind: 'approve';
      readonly proposalId: number;
      readonly reason: string;
      readonly actor: PartActor;
      readonly holder: number | null;
    }
  | {
      readonly kind: 'reject';
      readonly proposalId: number;
      readonly reason: string;
      readonly actor: PartActor;
    };

export const noPart: PartState = {
  exists: false,
  partId: 0,
  designation: '',
  name: '',
  categoryId: null,
  crossReferences: [],
  offers: [],
  mergedInto: null,
  absorbed: [],
  proposals: [],
};

const isAdmin = (actor: PartActor): boolean => actor.role === 'admin' || actor.role === 'system';

function checkAdmin(actor: PartActor): void {
  if (!isAdmin(actor)) throw new DomainError(403, 'forbidden', MESSAGES.adminOnly);
}

function checkHolder(holder: number | null, partId: number, designation: string): void {
  if (holder !== null && holder !== partId) throw conflict(MESSAGES.designationTaken(designation));
}

/** The keys a part answers to as itself: its designation and its «same part» cross-references. */
export function ownKeys(state: Pick<PartState, 'designation' | 'crossReferences'>): string[] {
  return [
    state.designation,
    ...state.crossReferences.filter((ref) => ref.kind === 'same').map((ref) => ref.designation),
  ].map(designationKey);
}

/** A part that exists and is not merged: what every change but a merge's own steps needs. */
function checkLive(state: PartState): void {
  if (!state.exists) throw notFound(MESSAGES.partNotFound);
  if (state.mergedInto !== null) throw conflict(MESSAGES.partMerged(state.mergedInto));
}

/** A new cross-reference of this part: not its own designation, not one it has. */
function checkNewReference(state: PartState, reference: CrossReference, holder: number | null): void {
  const key = designationKey(reference.designation);
  if (key === designationKey(state.designation))
    throw badRequest(MESSAGES.selfReference, { designation: MESSAGES.selfReference });
  if (state.crossReferences.some((ref) => designationKey(ref.designation) === key))
    throw conflict(MESSAGES.crossReferenceExists);
  // Another part's designation may be named as an analogue or a replacement; only «the same
  // part» claims the designation for this one.
  if (reference.kind === 'same') checkHolder(holder, state.partId, reference.designation);
}

/**
 * What the survivor takes over from a merged part: the merged part's designation and «same part»
 * designations as «same part», its analogues and replacements as they were; none it has already
 * or that names the survivor itself.
 */
export function inheritedReferences(survivor: PartState, merged: PartState): CrossReference[] {
  const source = `объединение с позицией ${merged.partId}`;
  const taken = new Set([
    designationKey(survivor.designation),
    ...survivor.crossReferences.map((ref) => designationKey(ref.designation)),
  ]);
  const candidates: CrossReference[] = [
    { designation: merged.designation, kind: 'same', source },
    ...merged.crossReferences.map((ref) => ({ ...ref, source: ref.source || source })),
  ];
  const result: CrossReference[] = [];
  for (const ref of candidates) {
    const key = designationKey(ref.designation);
    if (taken.has(key)) continue;
    taken.add(key);
    result.push(ref);
  }
  return result;
}

function proposalOf(state: PartState, proposalId: number): Proposal {
  const proposal = state.proposals.find((p) => p.proposalId === proposalId);
  if (!proposal) throw notFound(MESSAGES.proposalNotFound);
  if (proposal.status !== 'pending') throw conflict(MESSAGES.proposalDecided);
  return proposal;
}

function decide(command: PartCommand, state: PartState): PartEvent[] {
  switch (command.kind) {
    case 'create': {
      checkAdmin(command.actor);
      if (state.exists) throw conflict('Позиция с таким номером уже существует');
      if (!command.categoryKnown) throw badRequest(MESSAGES.categoryId, { categoryId: MESSAGES.categoryId });
      checkHolder(command.holder, command.partId, command.part.designation);
      return [{ type: 'PartCreated', data: { partId: command.partId, ...command.part } }];
    }
    case 'addCrossReference': {
      checkAdmin(command.actor);
      checkLive(state);
      checkNewReference(state, command.reference, command.holder);
      return [{ type: 'PartCrossReferenceAdded', data: { partId: state.partId, ...command.reference } }];
    }
    case 'removeCrossReference': {
      checkAdmin(command.actor);
      checkLive(state);
      const key = designationKey(command.designation);
      const reference = state.crossReferences.find((ref) => designationKey(ref.designation) === key);
      if (!reference) throw notFound(MESSAGES.crossReferenceNotFound);
      return [
        {
          type: 'PartCrossReferenceRemoved',
          data: { partId: state.partId, designation: reference.designation },
        },
      ];
    }
    case 'attachOffer':
      if (!state.exists) throw notFound(MESSAGES.partNotFound);
      // A merged part takes no offer: the command service follows `mergedInto` instead.
      if (state.mergedInto !== null || state.offers.includes(command.productId)) return [];
      return [{ type: 'PartOfferAttached', data: { partId: state.partId, productId: command.productId } }];
    case 'merge': {
      checkAdmin(command.actor);
      if (!state.exists) throw notFound(MESSAGES.partNotFound);
      // Run again after a failure half-way, the merge goes on with its next steps.
      if (state.mergedInto === command.intoPartId) return [];
      if (state.mergedInto !== null) throw conflict(MESSAGES.partMerged(state.mergedInto));
      if (command.intoPartId === state.partId)
        throw badRequest(MESSAGES.mergeIntoItself, { intoPartId: MESSAGES.mergeIntoItself });
      if (!command.survivor.exists)
        throw badRequest(MESSAGES.survivorNotFound, { intoPartId: MESSAGES.survivorNotFound });
      if (command.survivor.mergedInto !== null)
        throw conflict(MESSAGES.mergeIntoMerged(command.intoPartId, command.survivor.mergedInto));
      return [
        {
          type: 'PartMerged',
          data: {
            partId: state.partId,
            intoPartId: command.intoPartId,
            productIds: [...state.offers],
            reason: command.reason,
          },
        },
      ];
    }
    case 'absorb': {
      checkAdmin(command.actor);
      if (!state.exists) throw notFound(MESSAGES.partNotFound);
      if (state.absorbed.includes(command.merged.partId)) return [];
      if (state.mergedInto !== null) throw conflict(MESSAGES.partMerged(state.mergedInto));
      const crossReferences = inheritedReferences(state, command.merged);
      return [
        {
          type: 'PartAbsorbed',
          data: {
            partId: state.partId,
            mergedPartId: command.merged.partId,
            crossReferences,
            reason: command.reason,
          },
        },
      ];
    }
    case 'split': {
      checkAdmin(command.actor);
      checkLive(state);
      if (command.productIds.length === 0 && command.designations.length === 0)
        throw badRequest(MESSAGES.splitNothing, { productIds: MESSAGES.splitNothing });
      const foreign = command.productIds.find((id) => !state.offers.includes(id));
      if (foreign !== undefined)
        throw badRequest(MESSAGES.splitForeignOffer(foreign), {
          productIds: MESSAGES.splitForeignOffer(foreign),
        });
      const designations = command.designations.map((designation) => {
        const ref = state.crossReferences.find(
          (r) => r.kind === 'same' && designationKey(r.designation) === designationKey(designation),
        );
        if (!ref)
          throw badRequest(MESSAGES.splitForeignDesignation(designation), {
            designations: MESSAGES.splitForeignDesignation(designation),
          });
        return ref.designation;
      });
      return [
        {
          type: 'PartSplit',
          data: {
            partId: state.partId,
            newPartId: command.newPartId,
            productIds: [...command.productIds],
            designations,
            reason: command.reason,
          },
        },
      ];
    }
    case 'createSplit': {
      checkAdmin(command.actor);
      if (state.exists) throw conflict('Позиция с таким номером уже существует');
      const moved = new Set(command.designations.map(designationKey));
      const crossReferences = command.from.crossReferences.filter(
        (ref) => ref.kind === 'same' && moved.has(designationKey(ref.designation)),
      );
      return [
        { type: 'PartCreated', data: { partId: command.partId, ...command.part } },
        {
          type: 'PartSplitFrom',
          data: {
            partId: command.partId,
            fromPartId: command.from.partId,
            crossReferences,
            productIds: [...command.productIds],
            reason: command.reason,
          },
        },
      ];
    }
    case 'propose': {
      if (command.actor.role !== 'supplier')
        throw new DomainError(403, 'forbidden', MESSAGES.proposeSupplierOnly);
      checkLive(state);
      checkNewReference(state, command.reference, command.holder);
      const key = designationKey(command.reference.designation);
      const pending = state.proposals.some(
        (p) => p.status === 'pending' && designationKey(p.designation) === key,
      );
      if (pending) throw conflict(MESSAGES.proposalPending);
      return [
        {
          type: 'PartCrossReferenceProposed',
          data: {
            partId: state.partId,
            proposalId: command.proposalId,
            ...command.reference,
            proposedBy: command.actor.userId ?? 0,
          },
        },
      ];
    }
    case 'approve': {
      checkAdmin(command.actor);
      checkLive(state);
      const proposal = proposalOf(state, command.proposalId);
      const reference: CrossReference = {
        designation: proposal.designation,
        kind: proposal.kind,
        source: proposal.source,
      };
      checkNewReference(state, reference, command.holder);
      return [
        {
          type: 'PartCrossReferenceProposalApproved',
          data: {
            partId: state.partId,
            proposalId: proposal.proposalId,
            ...reference,
            reason: command.reason,
          },
        },
      ];
    }
    case 'reject': {
      checkAdmin(command.actor);
      if (!state.exists) throw notFound(MESSAGES.partNotFound);
      proposalOf(state, command.proposalId);
      return [
        {
          type: 'PartCrossReferenceProposalRejected',
          data: { partId: state.partId, proposalId: command.proposalId, reason: command.reason },
        },
      ];
    }
  }
}

const withoutDesignations = (
  refs: readonly CrossReference[],
  designations: readonly string[],
): CrossReference[] => {
  const keys = new Set(designations.map(designationKey));
  return refs.filter((ref) => !keys.has(designationKey(ref.designation)));
};

const decided = (state: PartState, proposalId: number, status: Proposal['status']): readonly Proposal[] =>
  state.proposals.map((p) => (p.proposalId === proposalId ? { ...p, status } : p));

function evolve(state: PartState, event: PartEvent): PartState {
  switch (event.type) {
    case 'PartCreated': {
      const { partId, designation, name, categoryId } = event.data;
      return { ...noPart, exists: true, partId, designation, name, categoryId };
    }
    case 'PartCrossReferenceAdded': {
      const { partId: _partId, ...reference } = event.data;
      return { ...state, crossReferences: [...state.crossReferences, reference] };
    }
    case 'PartCrossReferenceRemoved':
      return {
        ...state,
        crossReferences: state.crossReferences.filter((ref) => ref.designation !== event.data.designation),
      };
    case 'PartOfferAttached':
      return { ...state, offers: [...state.offers, event.data.productId] };
    case 'PartMerged':
      return { ...state, mergedInto: event.data.intoPartId };
    case 'PartAbsorbed':
      return {
        ...state,
        absorbed: [...state.absorbed, event.data.mergedPartId],
        crossReferences: [...state.crossReferences, ...event.data.crossReferences],
      };
    case 'PartSplit': {
      const moved = new Set(event.data.productIds);
      return {
        ...state,
        offers: state.offers.filter((id) => !moved.has(id)),
        crossReferences: withoutDesignations(state.crossReferences, event.data.designations),
      };
    }
    case 'PartSplitFrom':
      return { ...state, crossReferences: [...state.crossReferences, ...event.data.crossReferences] };
    case 'PartCrossReferenceProposed': {
      const { proposalId, designation, kind, source, proposedBy } = event.data;
      return {
        ...state,
        proposals: [
          ...state.proposals,
          { proposalId, designation, kind, source, proposedBy, status: 'pending' },
        ],
      };
    }
    case 'PartCrossReferenceProposalApproved': {
      const { designation, kind, source } = event.data;
      return {
        ...state,
        proposals: decided(state, event.data.proposalId, 'approved'),
        crossReferences: [...state.crossReferences, { designation, kind, source }],
      };
    }
    case 'PartCrossReferenceProposalRejected':
      return { ...state, proposals: decided(state, event.data.proposalId, 'rejected') };
  }
}

export const partDecider = deciderOf(noPart, evolve, decide);
