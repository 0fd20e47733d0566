import { isDeepStrictEqual } from 'node:util';
import { ModeratedListing, type ListingDraft, deciderOf } from '../../kit/write/index.ts';
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
  | ({ readonly kind: 'create'; readonly serviceId: number } & ListingDraft<ServiceDetails, ServiceActor>)
  | ({ readonly kind: 'edit' } & ListingDraft<ServiceDetails, ServiceActor>)
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

const listing = new ModeratedListing<ServiceState, ServiceActor>(
  {
    visible: (state, actor) => state.exists && canSeeService(state, actor),
    owns: isOwner,
    moderates: isModerator,
    lists: (actor) => actor.role === 'supplier',
  },
  { ...MESSAGES, notFound: MESSAGES.serviceNotFound, taken: 'Услуга с таким номером уже существует' },
);

/** 404 for what the actor may not see (an unknown id tells nothing more), 403 for someone else's. */
export function checkServiceOwner(state: ServiceState, actor: ServiceActor): void {
  listing.checkActor('owner', state, actor);
}

function decide(command: ServiceCommand, state: ServiceState): ServiceEvent[] {
  const serviceId = state.serviceId;
  switch (command.kind) {
    case 'create':
      return [listing.creation('Service', 'serviceId', state, command)];
    case 'edit': {
      listing.checkEdit(state, command);
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
      return listing.stepped('Service', 'serviceId', serviceId, state, command);
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

export const serviceDecider = deciderOf(noService, evolve, decide);
