export { SiteManagement } from './SiteManagement';
