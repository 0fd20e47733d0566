import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, type ApiAnswer } from '../../../shared/api';
import { partAdminKeys } from './keys';

export type OwnProposalPage = ApiAnswer<'/api/supplier/part-proposals', 'get'>;

/** GET /api/supplier/part-proposals: the supplier's own proposals with their status and reason. */
export function useOwnProposals(page: number) {
  return useQuery({
    queryKey: partAdminKeys.ownProposals(page),
    queryFn: ({ signal }) =>
      apiGet<OwnProposalPage>('api/supplier/part-proposals', { signal, query: { page, limit: 50 } }),
    placeholderData: keepPreviousData,
  });
}
