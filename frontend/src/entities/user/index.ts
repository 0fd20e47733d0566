export { meKeys } from './api/keys';
export { fetchCurrentUser, reloadCurrentUser, userOf } from './api/getCurrentUser';
