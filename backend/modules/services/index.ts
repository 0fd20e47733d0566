export { serviceEvents, type PriceType, serviceStream } from './events.ts';
export { LIMITS as SERVICE_LIMITS, MESSAGES as SERVICE_MESSAGES, checkServiceDetails } from './rules.ts';
export { ServiceCommands, SERVICE_SEQUENCE } from './commands.ts';
export { ServiceQueries, type SupplierInfo } from './queries.ts';
