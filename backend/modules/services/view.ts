import type { Doc } from '../../../infra/read-store/index.ts';
import type { PriceType, RequestStatus, ServiceDetails, ServiceStatus } from './events.ts';

export const SERVICES_PROJECTION = 'services';
export const SERVICE_REQUESTS_PROJECTION = 'serviceRequests';

/** One step of a timeline: who did what, when, and why. */
export interface TimelineStep {
  at: string;
  actorId: string | null;
  actorRole: string | null;
  action: string;
  reason: string | null;
}

/** Read-model document of one service (projection `services`): the current and the public version. */
export interface ServiceDoc extends Doc {
  id: number;
  supplierId: number;
  status: ServiceStatus;
  /** What the supplier wrote last (moderated when submitted). */
  details: ServiceDetails;
  /** What customers see: the version a moderator published; null when none is public. */
  live: ServiceDetails | null;
  /** For the public list: a version is public. */
  isPublic: boolean;
  rejectionReason: string | null;
  /** Words, stems and wrong-layout readings of the public version (see search.ts). */
  searchWords: string[];
  history: TimelineStep[];
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
}

/** Read-model document of one service request (projection `serviceRequests`). */
export interface ServiceRequestDoc extends Doc {
  id: number;
  number: string;
  serviceId: number;
  serviceName: string;
  supplierId: number;
  requesterId: number;
  description: string;
  contactPhone: string;
  contactEmail: string;
  preferredDate: string | null;
  /** The signed contract the request is under, with its terms as one line. */
  contract: { id: number; number: string; terms: string } | null;
  status: RequestStatus;
  quote: { price: number; date: string | null; comment: string | null } | null;
  history: TimelineStep[];
  createdAt: string;
  updatedAt: string;
}

/** A service as the public API answers it (Service). */
export interface ServiceDto {
  id: number;
  name: string;
  shortDescription: string;
  description: string;
  price: number | null;
  priceType: PriceType;
  duration: string;
  location: string;
  isRemote: boolean;
  requirements: string;
  images: string[];
  categoryId: number | null;
  category: { id: number; name: string; slug: string } | null;
  supplierId: number;
  /** Names they gave (null while only registration's default is stored), and how the site names them (ADR 0058). */
  supplier: {
    id: number;
    firstName: string | null;
    lastName: string | null;
    email: string | null;
    displayName: string;
  } | null;
  createdAt: string;
  publishedAt: string | null;
}
