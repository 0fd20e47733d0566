import { apiRequest, type ApiAnswer } from '../../../shared/api';

/** Service request: what the request form sends. */
export interface ServiceRequestPayload {
  serviceId: number | string;
  description: string;
  contactPhone: string;
  contactEmail: string;
  /** 'YYYY-MM-DD', or null when no date was chosen. */
  preferredDate: string | null;
  /** A signed contract between my company and the supplier's (ADR 0033). */
  contractId?: number;
}

/**
 * POST /api/service-requests. No toast here (`notify: 'never'`): the modal shows the server's
 * message or its own fallback, so a failure is announced once.
 */
export function createServiceRequest(payload: ServiceRequestPayload) {
  return apiRequest<ApiAnswer<'/api/service-requests', 'post'>>('api/service-requests', {
    method: 'POST',
    create: true,
    body: payload,
    notify: 'never',
  });
}
