import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meKeys, reloadCurrentUser } from '../../../entities/user';
import type { Company } from '../model';

/** After a change the user is reloaded: companyId, isCompanyAdmin and Company come with it. */
export function useCompanyChange<T>(change: (input: T) => Promise<Company>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (company) => {
      queryClient.setQueryData(meKeys.company, company);
      await reloadCurrentUser().catch(() => null);
    },
  });
}
