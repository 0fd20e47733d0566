import { isDeepStrictEqual } from 'node:util';
import {
  DomainError,
  MODERATED_BY,
  badRequest,
  checkModerationActor,
  conflict,
  moderationEvent,
  moderationStep,
  type Decider,
} from '../../kit/write/index.ts';
import type { ServiceDetails, ServiceEvent, ServiceStatus } from './events.ts';
import { MESSAGES } from './rules.ts';
import { serviceStatusAfter } from './statuses.ts';

/** Who acts: the role from the access token; `system` is the seed, which moderates like an admin. */
export interface ServiceActor {
  readonly userId: number | null;
  readonly role: 'admin' | 'supplier' | 'buyer' | 'system';
}

export interface ServiceState {
  readonly exists: boolean;
  readonly serviceId: number;
  readonly supplierId: number;
  readonly status: ServiceStatus;
  readonly details: ServiceDetails | null;
  /** A version is public (published once, not archived since): its edits are moderated beside it. */
  readonly hasPublicVersion: boolean;
}

export type ServiceCommand =
  | {
      readonly kind: 'create';
      readonly serviceId: number;
      readonly details: ServiceDetails;
      readonly actor: ServiceActor;
      /** The category exists in the service-category tree (the command service reads it). */
      readonly categoryKnown: boolean;
    }
  | {
      readonly kind: 'edit';
      readonly details: ServiceDetails;
      readonly actor: ServiceActor;
      readonly categoryKnown: boolean;
    }
  | { readonly kind: 'submit' | 'publish' | 'archive' | 'restore'; readonly actor: ServiceActor }
  | { readonly kind: 'reject'; readonly actor: ServiceActor; readonly reason: string };

export const noService: ServiceState = {
  exists: false,
  serviceId: 0,
  supplierId: 0,
  status: 'draft',
  details: null,
  hasPublicVersion: false,
};

const forbidden = (message: string): DomainError => new DomainError(403, 'forbidden', message);
const isModerator = (actor: ServiceActor): boolean => actor.role === 'admin' || actor.role === 'system';
const isOwner = (state: Pick<ServiceState, 'supplierId'>, actor: ServiceActor): boolean =>
  actor.role === 'supplier' && actor.userId === state.supplierId;

/** A public version is seen by all; the rest only by its supplier and the moderators. */
export function canSeeService(
  state: Pick<ServiceState, 'supplierId' | 'hasPublicVersion'>,
  actor: ServiceActor | null,
): boolean {
  if (state.hasPublicVersion) return true;
  return actor !== null && (isModerator(actor) || isOwner(state, actor));
}

/** How the actor stands to the service for a moderation step. */
const standing = (state: ServiceState, actor: ServiceActor) => ({
  visible: state.exists && canSeeService(state, actor),
  owner: isOwner(state, actor),
  moderator: isModerator(actor),
});

const STEP_MESSAGES = {
  notFound: MESSAGES.serviceNotFound,
  notOwner: MESSAGES.notOwner,
  moderatorOnly: MESSAGES.moderatorOnly,
};

/** 404 for what the actor may not see (an unknown id tells nothing more), 403 for someone else's. */
export function checkServiceOwner(state: ServiceState, actor: ServiceActor): void {
  checkModerationActor('owner', standing(state, actor), STEP_MESSAGES);
}

function checkCategory(known: boolean): void {
  if (!known) throw badRequest(MESSAGES.categoryNotFound, { categoryId: MESSAGES.categoryNotFound });
}

function decide(command: ServiceCommand, state: ServiceState): ServiceEvent[] {
  const serviceId = state.serviceId;
  switch (command.kind) {
    case 'create': {
      if (state.exists) throw conflict('Услуга с таким номером уже существует');
      if (command.actor.role !== 'supplier' || command.actor.userId === null)
        throw forbidden(MESSAGES.supplierOnly);
      checkCategory(command.categoryKnown);
      return [
        {
          type: 'ServiceCreated',
          data: { serviceId: command.serviceId, supplierId: command.actor.userId, ...command.details },
        },
      ];
    }
    case 'edit': {
      checkServiceOwner(state, command.actor);
      if (state.status === 'archived') throw conflict(MESSAGES.archived);
      checkCategory(command.categoryKnown);
      if (isDeepStrictEqual(state.details, command.details)) return [];
      const events: ServiceEvent[] = [{ type: 'ServiceEdited', data: { serviceId, ...command.details } }];
      // Customers see only what a moderator checked: the edit waits beside the public version.
      if (state.status === 'published') events.push({ type: 'ServiceSubmitted', data: { serviceId } });
      return events;
    }
    case 'submit':
    case 'publish':
    case 'reject':
    case 'archive':
    case 'restore': {
      checkModerationActor(MODERATED_BY[command.kind], standing(state, command.actor), STEP_MESSAGES);
      if (!moderationStep(command.kind, state.status, MESSAGES)) return [];
      return [moderationEvent('Service', 'serviceId', serviceId, command)];
    }
  }
}

function evolve(state: ServiceState, event: ServiceEvent): ServiceState {
  const status = serviceStatusAfter(event) ?? state.status;
  switch (event.type) {
    case 'ServiceCreated': {
      const { serviceId, supplierId, ...details } = event.data;
      return { exists: true, serviceId, supplierId, status, details, hasPublicVersion: false };
    }
    case 'ServiceEdited': {
      const { serviceId: _serviceId, ...details } = event.data;
      return { ...state, details };
    }
    case 'ServicePublished':
      return { ...state, status, hasPublicVersion: true };
    case 'ServiceArchived':
      return { ...state, status, hasPublicVersion: false };
    default:
      return { ...state, status };
  }
}

export const serviceDecider: Decider<ServiceCommand, ServiceEvent, ServiceState> = {
  initialState: noService,
  evolve,
  decide,
};
