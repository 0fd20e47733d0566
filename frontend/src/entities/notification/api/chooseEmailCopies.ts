import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiAnswer, type ApiSchema } from '../../../shared/api';
import { notificationKeys } from './keys';

/** PUT /api/notifications/settings: the whole choice of kinds that also come by e-mail. */
export function useChooseEmailCopies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emailTypes: ApiSchema<'NotificationSettings'>['emailTypes']) =>
      apiRequest<ApiAnswer<'/api/notifications/settings', 'put'>>('api/notifications/settings', {
        method: 'PUT',
        body: { emailTypes },
        notify: 'never',
      }),
    onSuccess: (settings) => queryClient.setQueryData(notificationKeys.settings, settings),
  });
}
