import { useListingStep, type ApiAnswer, type ListingStep } from '../../../shared/api';
import { useServicesRefresh } from './useServicesRefresh';

export type ServiceStep = ListingStep;

/** A service's step (shared/api's useListingStep); its lists follow. */
export function useServiceStep() {
  return useListingStep<ApiAnswer<'/api/admin/services/{id}/publish', 'post'>>(
    'services',
    useServicesRefresh(),
  );
}
