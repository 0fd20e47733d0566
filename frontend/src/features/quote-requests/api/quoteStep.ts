import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { quoteKeys, type QuoteRequest, type QuoteStep } from './keys';

const PATHS: Record<QuoteStep, (id: number) => string> = {
  send: (id) => `api/quote-requests/${id}/send`,
  answers: (id) => `api/quote-requests/${id}/answers`,
  decline: (id) => `api/quote-requests/${id}/decline`,
  extend: (id) => `api/quote-requests/${id}/extend`,
  close: (id) => `api/quote-requests/${id}/close`,
  cancel: (id) => `api/quote-requests/${id}/cancel`,
  award: (id) => `api/quote-requests/${id}/award`,
  suspend: (id) => `api/admin/quote-requests/${id}/suspend`,
  resume: (id) => `api/admin/quote-requests/${id}/resume`,
};

/** A step of the request; each answers the request as the viewer sees it. The caller tells the refusal. */
export function useQuoteStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, step, body }: { id: number; step: QuoteStep; body?: Record<string, unknown> }) =>
      apiRequest<QuoteRequest>(PATHS[step](id), { method: 'POST', body: body ?? {}, notify: 'never' }),
    onSuccess: (request) => {
      if (request && typeof request === 'object' && 'lines' in request)
        queryClient.setQueryData(quoteKeys.one(request.id), request);
      // An award makes orders: their lists refresh too.
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      return queryClient.invalidateQueries({ queryKey: quoteKeys.all });
    },
  });
}
