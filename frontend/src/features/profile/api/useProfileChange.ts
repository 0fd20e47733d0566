import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meKeys, userOf } from '../../../entities/user';
import { ApiError, INVALID_RESPONSE_MESSAGE, type ApiAnswer } from '../../../shared/api';
import { getSession, updateUser, type User } from '../../../shared/session';
import type { Profile } from '../model';

/** The answer of a profile change (`{ user }`): it replaces the session's user. */
export function acceptUser(answer: ApiAnswer<'/api/users/profile', 'put'>): User {
  const user = userOf(answer);
  if (!user) throw new ApiError(200, INVALID_RESPONSE_MESSAGE, answer);
  if (getSession().user) updateUser(user);
  return user;
}

/** A change of the profile; the profile shown follows the user it answers. */
export function useProfileChange<T>(change: (input: T) => Promise<User>) {
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
