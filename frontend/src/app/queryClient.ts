import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isRetryableError } from '../shared/api';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Logged only: a failed read is logged; the screen decides what to show.
    queryCache: new QueryCache({
      onError: (error, query) => console.warn('Запрос не выполнен', query.queryKey, error),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change on a retry; network and server errors get two more tries.
        retry: (failures, error) => failures < 2 && isRetryableError(error),
      },
      mutations: { retry: false },
    },
  });
}
