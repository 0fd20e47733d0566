import { DomainError, badRequest, conflict, notFound, type Decider } from '../../src/write-kit/index.ts';
import type { CrossReference, PartEvent } from './events.ts';
import { MESSAGES, designationKey, type PartInput } from './rules.ts';

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
  | { readonly kind: 'addCrossReference'; readonly reference: CrossReference; readonly actor: PartActor; readonly holder: number | null }
  | { readonly kind: 'removeCrossReference'; readonly designation: string; readonly actor: PartActor };

export const noPart: PartState = { exists: false, partId: 0, designation: '', name: '', categoryId: null, crossReferences: [] };

const isAdmin = (actor: PartActor): boolean => actor.role === 'admin' || actor.role === 'system';

function checkAdmin(actor: PartActor): void {
  if (!isAdmin(actor)) throw new DomainError(403, 'forbidden', MESSAGES.adminOnly);
}

function checkHolder(holder: number | null, partId: number, designation: string): void {
  if (holder !== null && holder !== partId) throw conflict(MESSAGES.designationTaken(designation));
}

/** The keys a part answers to as itself: its designation and its «same part» cross-references. */
export function ownKeys(state: Pick<PartState, 'designation' | 'crossReferences'>): string[] {
  return [state.designation, ...state.crossReferences.filter((ref) => ref.kind === 'same').map((ref) => ref.designation)].map(designationKey);
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
      if (!state.exists) throw notFound(MESSAGES.partNotFound);
      const { reference } = command;
      const key = designationKey(reference.designation);
      if (key === designationKey(state.designation)) throw badRequest(MESSAGES.selfReference, { designation: MESSAGES.selfReference });
      if (state.crossReferences.some((ref) => designationKey(ref.designation) === key)) throw conflict(MESSAGES.crossReferenceExists);
      // Another part's designation may be named as an analogue or a replacement; only «the same
      // part» claims the designation for this one.
      if (reference.kind === 'same') checkHolder(command.holder, state.partId, reference.designation);
      return [{ type: 'PartCrossReferenceAdded', data: { partId: state.partId, ...reference } }];
    }
    case 'removeCrossReference': {
      checkAdmin(command.actor);
      if (!state.exists) throw notFound(MESSAGES.partNotFound);
      const key = designationKey(command.designation);
      const reference = state.crossReferences.find((ref) => designationKey(ref.designation) === key);
      if (!reference) throw notFound(MESSAGES.crossReferenceNotFound);
      return [{ type: 'PartCrossReferenceRemoved', data: { partId: state.partId, designation: reference.designation } }];
    }
  }
}

function evolve(state: PartState, event: PartEvent): PartState {
  switch (event.type) {
    case 'PartCreated': {
      const { partId, designation, name, categoryId } = event.data;
      return { exists: true, partId, designation, name, categoryId, crossReferences: [] };
    }
    case 'PartCrossReferenceAdded': {
      const { partId: _partId, ...reference } = event.data;
      return { ...state, crossReferences: [...state.crossReferences, reference] };
    }
    case 'PartCrossReferenceRemoved':
      return { ...state, crossReferences: state.crossReferences.filter((ref) => ref.designation !== event.data.designation) };
  }
}

export const partDecider: Decider<PartCommand, PartEvent, PartState> = { initialState: noPart, evolve, decide };
