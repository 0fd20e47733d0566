// POST /api/feedback — a question from the home or contacts form.
import { useMutation } from '@tanstack/react-query';
import { apiRequest, type ApiAnswer } from '../../../shared/api';
import type { FeedbackPayload } from '../model';

/** A failure is toasted by the API client (a change with `notify: 'auto'`). */
export function sendFeedback(payload: FeedbackPayload) {
  return apiRequest<ApiAnswer<'/api/feedback', 'post'>>('api/feedback', { method: 'POST', body: payload });
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
