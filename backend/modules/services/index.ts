export {
  serviceEvents,
  serviceRequestEvents,
  requestNumber,
  PRICE_TYPES,
  PRICE_TYPE_LABELS,
  SERVICE_STATUSES,
  type ServiceEvent,
  type ServiceRequestEvent,
  type ServiceDetails,
  type PriceType,
  type ServiceStatus,
  type RequestStatus,
  serviceStream,
  serviceRequestStream,
} from './events.ts';
export { serviceDecider, canSeeService, type ServiceActor, type ServiceCommand, type ServiceState } from './service-decider.ts';
export { requestDecider, REQUEST_STATUS_LABELS, type RequestActor } from './request-decider.ts';
export { MESSAGES as SERVICE_MESSAGES, checkServiceDetails } from './rules.ts';
export {
  ServiceCommands,
  SERVICE_SEQUENCE,
  type ServiceCategoryExists,
  type ServiceRequestInput,
} from './commands.ts';
export { ServiceQueries, SERVICE_STATUS_LABELS, type SupplierInfo, type OwnServiceDto, type ServiceRequestDto } from './queries.ts';
export { serviceAudit, serviceRequestAudit } from './audit.ts';
export { serviceSearchTerms, parseServiceQuery, serviceScore, serviceMatcher } from './search.ts';
export {
  SERVICES_PROJECTION,
  SERVICE_REQUESTS_PROJECTION,
  type ServiceDoc,
  type ServiceDto,
  type ServiceRequestDoc,
  type TimelineStep,
} from './view.ts';
