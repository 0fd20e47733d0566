export { LocationTab, SERVICE_TEXT, ServicePage } from './ServicePage';
