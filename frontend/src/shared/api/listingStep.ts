import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './client';

/** What happens to a listing (a product or a service): its owner's steps and the moderator's. */
export type ListingStep = 'submit' | 'archive' | 'restore' | 'publish' | 'reject';

/**
 * A step of a product or a service by its id: POST /api/{listings}/{id}/{submit|archive|restore},
 * or the moderator's /api/admin/{listings}/{id}/{publish|reject}, a rejection with its reason.
 * `refresh` reloads what shows the listings once the step is settled.
 */
export function useListingStep<Answer>(listings: 'products' | 'services', refresh: () => unknown) {
  return useMutation({
    mutationFn: ({ id, step, reason }: { id: number; step: ListingStep; reason?: string }) =>
      apiRequest<Answer>(
        step === 'publish' || step === 'reject'
          ? `api/admin/${listings}/${id}/${step}`
          : `api/${listings}/${id}/${step}`,
        { method: 'POST', body: step === 'reject' ? { reason } : {}, notify: 'never' },
      ),
    onSettled: refresh,
  });
}
