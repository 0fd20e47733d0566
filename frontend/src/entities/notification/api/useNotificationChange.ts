import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteNotification } from './deleteNotification';
import { notificationKeys } from './keys';
import { readAllNotifications } from './readAllNotifications';
import { readNotification } from './readNotification';

type Change = { kind: 'read'; id: string } | { kind: 'readAll' } | { kind: 'delete'; id: string };

/** Reading one, reading all or deleting one notice; the lists are asked again after any of them. */
export function useNotificationChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) =>
      change.kind === 'readAll'
        ? readAllNotifications()
        : change.kind === 'read'
          ? readNotification(change.id)
          : deleteNotification(change.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
