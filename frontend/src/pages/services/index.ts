export { SERVICES_TEXT, ServicesPage } from './ServicesPage';
export { ServiceCard, ServiceCardSkeleton } from './ServiceCard';
