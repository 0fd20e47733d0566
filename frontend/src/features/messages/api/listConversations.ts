import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiAnswer } from '../../../shared/api';
import { messageKeys } from './keys';

/** GET /api/conversations: the person's conversations (admins: all) and the unread count. */
export function useConversations() {
  return useQuery({
    queryKey: messageKeys.list,
    queryFn: ({ signal }) => apiGet<ApiAnswer<'/api/conversations', 'get'>>('api/conversations', { signal }),
  });
}
