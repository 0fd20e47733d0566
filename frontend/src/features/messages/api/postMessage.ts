import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiAnswer } from '../../../shared/api';
import { messageKeys } from './keys';
import type { Attachment } from './model';

/** POST /api/conversations/{key}/messages: answers the thread with the new message. */
export function usePostMessage(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: { text: string; attachments: Attachment[] }) =>
      apiRequest<ApiAnswer<'/api/conversations/{key}/messages', 'post'>>(
        `api/conversations/${key}/messages`,
        {
          method: 'POST',
          create: true,
          body: message,
          notify: 'never',
        },
      ),
    onSuccess: (thread) => queryClient.setQueryData(messageKeys.thread(key), thread),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.list }),
  });
}
