export { LocationTab, SERVICE_TEXT, ServicePage } from './ServicePage';
export { REQUEST_TEXT, ServiceRequestModal, initialRequest } from './ServiceRequestModal';
