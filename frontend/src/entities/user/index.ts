export { fetchCurrentUser, meKeys, reloadCurrentUser, userOf } from './api';
