import type { RequestSide } from '../model';
import { refreshOnPush } from '../../../shared/realtime';

/** Query keys of the cabinet's services and service requests (changes refresh `services` as a whole). */
export const servicesCabinetKeys = {
  services: ['services'] as const,
  own: ['services', 'own'] as const,
  moderation: ['services', 'moderation'] as const,
  requestsAll: ['service-requests'] as const,
  requests: (side: RequestSide) => ['service-requests', side] as const,
  request: (id: number) => ['service-requests', 'one', id] as const,
};

// The other party's step on a service request; a moderator's decision on one's own service.
refreshOnPush(['serviceRequest'], servicesCabinetKeys.requestsAll);
refreshOnPush(['service'], servicesCabinetKeys.services);
