/** Query keys of the signed-in user's own data; all of it is dropped at logout. */
export const meKeys = {
  all: ['me'] as const,
  profile: ['me', 'profile'] as const,
  company: ['me', 'company'] as const,
};
