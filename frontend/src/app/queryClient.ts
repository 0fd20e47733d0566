import { QueryClient } from '@tanstack/react-query';
import { isRetryableError } from '../shared/api';

export function createQueryClient(): QueryClient {
  return new QueryClient({
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
