import type { ApiAnswer } from '../../../shared/api';
import { refreshOnPush } from '../../../shared/realtime';

export type QuoteRequest = ApiAnswer<'/api/quote-requests/{id}', 'get'>;
export type QuoteRequestSummary = ApiAnswer<'/api/quote-requests', 'get'>['quoteRequests'][number];
export type QuoteSide = 'buyer' | 'supplier' | 'admin';
export type QuoteStep =
  'send' | 'answers' | 'decline' | 'extend' | 'close' | 'cancel' | 'award' | 'suspend' | 'resume';

export const quoteKeys = {
  all: ['quote-requests'] as const,
  list: (side: QuoteSide) => ['quote-requests', 'list', side] as const,
  one: (id: number) => ['quote-requests', 'one', id] as const,
};

// A new invitation, an answer, an award (notices of kind `order`) refresh both sides' lists and panels.
refreshOnPush(['order'], quoteKeys.all);
