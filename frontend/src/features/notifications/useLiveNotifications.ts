import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notificationKeys } from '../../entities/notification';
import { onRealtime } from '../../shared/realtime';
import { toast } from '../../shared/toast';

/** A pushed notification refreshes the list and the badges, and shows its title for a moment. */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onRealtime('notification', (data) => {
        void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
        const title = (data as { title?: unknown } | null)?.title;
        if (typeof title === 'string') toast.info(title);
      }),
    [queryClient],
  );
}
