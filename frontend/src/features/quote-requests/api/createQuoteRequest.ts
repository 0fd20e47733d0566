import { apiRequest } from '../../../shared/api';
import type { QuoteRequest } from './keys';

/** POST /api/quote-requests with an Idempotency-Key (a retry makes no second request). */
export function createQuoteRequest(body: {
  lines: Array<{
    partId?: number | null;
    designation?: string | null;
    name?: string | null;
    quantity: number;
    unit: string;
    condition: 'new' | 'any';
  }>;
  deliveryTo: string;
  wantedBy: string | null;
  paymentTerms: string | null;
  deadline: string;
  comment: string | null;
  attachments: Array<{ url: string; name: string }>;
  supplierIds: number[];
  offerIds: number[];
  categorySuppliers: boolean;
}) {
  return apiRequest<QuoteRequest>('api/quote-requests', {
    method: 'POST',
    body,
    create: true,
    notify: 'never',
  });
}
