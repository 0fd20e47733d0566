import { queryOptions, useQuery } from '@tanstack/react-query';
import { meKeys } from '../../../entities/user';
import { apiGet } from '../../../shared/api';
import type { Profile } from '../model';

/** GET /api/users/profile. */
export function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  return apiGet<Profile>('api/users/profile', { signal });
}

export function profileQueryOptions() {
  return queryOptions({ queryKey: meKeys.profile, queryFn: ({ signal }) => fetchProfile(signal) });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
