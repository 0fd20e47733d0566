import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, type ApiAnswer } from '../../../shared/api';
import { accountingKeys } from './keys';

/** After a change, every list of 'Бухгалтерия' is asked again. */
export function useAccountingRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: accountingKeys.all });
}

/** A change in 'Бухгалтерия' (a document issued, paid, corrected): every list is asked again once it settles. */
export function useAccountingChange<V, A>(send: (variables: V) => Promise<A>) {
  const refresh = useAccountingRefresh();
  return useMutation({ mutationFn: send, onSettled: refresh });
}

type AccountingReading = '/api/accounting/settings' | '/api/accounting/pending';

/** A reading of 'Бухгалтерия' without parameters (the VAT rate, the deals to invoice), asked while `enabled`. */
export function useAccountingReading<P extends AccountingReading>(
  path: P,
  queryKey: readonly string[],
  enabled: boolean,
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => apiGet<ApiAnswer<P, 'get'>>(path.slice(1), { signal }),
    enabled,
  });
}
