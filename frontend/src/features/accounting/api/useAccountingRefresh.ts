import { useQueryClient } from '@tanstack/react-query';
import { accountingKeys } from './keys';

/** After a change, every list of 'Бухгалтерия' is asked again. */
export function useAccountingRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: accountingKeys.all });
}
