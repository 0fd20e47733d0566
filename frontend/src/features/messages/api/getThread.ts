import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiAnswer } from '../../../shared/api';
import { messageKeys } from './keys';

/** GET /api/conversations/{key}: one thread; idle while `key` is null. */
export function useThread(key: string | null) {
  return useQuery({
    queryKey: messageKeys.thread(key ?? ''),
    queryFn: ({ signal }) =>
      apiGet<ApiAnswer<'/api/conversations/{key}', 'get'>>(`api/conversations/${key}`, { signal }),
    enabled: key !== null,
  });
}
