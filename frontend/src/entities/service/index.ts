export { createServiceRequest, type ServiceRequestPayload } from './api/createServiceRequest';
export { fetchService, serviceQueryOptions, useService } from './api/getService';
export { serviceKeys } from './api/keys';
export { fetchServices, servicesQueryOptions, useServices, type ServicesPage } from './api/listServices';
export {
  NO_CATEGORY,
  NO_SUPPLIER,
  PRICE_ON_REQUEST,
  PRICE_TYPES,
  PRICE_TYPE_FILTERS,
  SERVICE_SORTS,
  canRequestService,
  categoryName,
  detailPrice,
  detailPriceSuffix,
  foundServicesText,
  isPriceType,
  isServiceSort,
  isServiceSupplier,
  listPrice,
  listPriceSuffix,
  normalizeServiceImages,
  servicePath,
  servicesQuery,
  supplierName,
  toService,
} from './model';
export type {
  PriceType,
  Service,
  ServiceCategoryRef,
  ServiceDto,
  ServiceFilters,
  ServiceSort,
  ServiceSupplier,
} from './model';
