export { UserManagement } from './UserManagement';
export { USERS_TEXT, filterFromParams, validateReason } from './model';
