export { MyServices } from './MyServices';
export { ServiceModeration } from './ServiceModeration';
export { ServiceRequestsBoard } from './ServiceRequestsBoard';
export { ServiceCategoryAdmin } from './ServiceCategoryAdmin';
export type { RequestSide } from './model';
