import { refreshOnPush } from '../../../shared/realtime';

/** Query keys of the signed-in user's own data; all of it is dropped at logout. */
export const meKeys = {
  all: ['me'] as const,
  profile: ['me', 'profile'] as const,
  company: ['me', 'company'] as const,
};

// An admin's decision on the account or its company (a role, a check of the requisites).
refreshOnPush(['account'], meKeys.all);
