import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, type ApiAnswer } from '../../../shared/api';
import { partAdminKeys } from './keys';

export type ProposalPage = ApiAnswer<'/api/admin/part-proposals', 'get'>;
export type Proposal = ProposalPage['proposals'][number];
export type ProposalStatus = Proposal['status'];

/** GET /api/admin/part-proposals: suppliers' proposed cross-references, for admins (ADR 0067). */
export function useAdminProposals(status: ProposalStatus | '', page: number) {
  return useQuery({
    queryKey: partAdminKeys.adminProposals(status, page),
    queryFn: ({ signal }) =>
      apiGet<ProposalPage>('api/admin/part-proposals', {
        signal,
        query: { status: status || undefined, page, limit: 50 },
      }),
    placeholderData: keepPreviousData,
  });
}
