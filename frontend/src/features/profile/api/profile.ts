// GET /api/users/profile and PUT /api/users/profile, PUT /api/users/avatar, PUT /api/users/password.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { meKeys, userOf } from '../../../entities/user';
import { ApiError, INVALID_RESPONSE_MESSAGE, apiGet, apiRequest } from '../../../shared/api';
import { getSession, updateUser, type User } from '../../../shared/session';
import type { Profile, ProfilePayload } from '../model';

export function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  return apiGet<Profile>('api/users/profile', { signal });
}

export function profileQueryOptions() {
  return queryOptions({ queryKey: meKeys.profile, queryFn: ({ signal }) => fetchProfile(signal) });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}

/** The answer is `{ user }` (or the user itself): it replaces the session's user. */
function acceptUser(answer: unknown): User {
  const user = userOf(answer);
  if (!user) throw new ApiError(200, INVALID_RESPONSE_MESSAGE, answer);
  if (getSession().user) updateUser(user);
  return user;
}

/** Failures are shown by the forms (field messages and a toast): the client does not toast them. */
export async function updateProfile(payload: ProfilePayload): Promise<User> {
  return acceptUser(await apiRequest<unknown>('api/users/profile', { method: 'PUT', body: payload, notify: 'never' }));
}

export async function uploadAvatar(file: File): Promise<User> {
  const body = new FormData();
  body.append('avatar', file);
  return acceptUser(await apiRequest<unknown>('api/users/avatar', { method: 'PUT', body, notify: 'never' }));
}

export function changePassword(payload: { currentPassword: string; newPassword: string }): Promise<{ message?: string }> {
  return apiRequest<{ message?: string }>('api/users/password', { method: 'PUT', body: payload, notify: 'never' });
}

function useProfileChange<T>(change: (input: T) => Promise<User>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (user) =>
      queryClient.setQueryData<Profile>(meKeys.profile, {
        email: user.email,
        firstName: user.firstName ?? '',
        lastName: user.lastName ?? '',
        middleName: user.middleName ?? '',
        phone: user.phone ?? null,
        avatar: user.avatar ?? null,
      }),
  });
}

export function useUpdateProfile() {
  return useProfileChange(updateProfile);
}

export function useUploadAvatar() {
  return useProfileChange(uploadAvatar);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
