/**
 * What the services module publishes to the read side (read models, the audit, notifications): its
 * events and the streams they live in, how the audit reads them, and the documents of its read
 * models. It loads no HTTP, storage or file handling, so the projection worker stays light; code
 * that runs commands or answers requests uses index.ts (docs/architecture.md).
 */
export {
  SERVICE_STATUSES,
  serviceEvents,
  serviceRequestEvents,
  serviceRequestStream,
  serviceStream,
  type ServiceDetails,
  type ServiceEvent,
  type ServiceRequestEvent,
} from './events.ts';
export { serviceAudit, serviceRequestAudit } from './audit.ts';
export {
  SERVICE_REQUESTS_PROJECTION,
  SERVICES_PROJECTION,
  type ServiceDoc,
  type ServiceRequestDoc,
} from './view.ts';
export { serviceSearchTerms } from './search.ts';
export {
  REQUEST_STATUSES,
  REQUEST_STATUS_LABELS,
  SERVICE_STATUS_LABELS,
  requestStatusAfter,
  serviceStatusAfter,
} from './statuses.ts';
