import { useListingStep, type ApiAnswer } from '../../../shared/api';
import { useWorkspaceRefresh } from './useWorkspaceRefresh';

/** A product's step (shared/api's useListingStep); the workspace and the catalogue follow. */
export function useProductStep() {
  return useListingStep<ApiAnswer<'/api/products/{id}/submit', 'post'>>('products', useWorkspaceRefresh());
}
