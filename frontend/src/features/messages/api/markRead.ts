import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationKeys } from '../../../entities/notification';
import { apiRequest } from '../../../shared/api';
import { messageKeys } from './keys';

/** PUT /api/conversations/{key}/read. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) =>
      apiRequest(`api/conversations/${key}/read`, { method: 'PUT', notify: 'never' }),
    // Reading a conversation reads the notices of its messages too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.list }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
      ]),
  });
}
