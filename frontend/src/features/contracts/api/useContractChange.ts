import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Contract } from '../model';
import { contractKeys } from './keys';

/** A change that answers the contract: it replaces the cached one, and the lists are asked again. */
export function useContractChange<V>(mutationFn: (variables: V) => Promise<Contract>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (contract) => queryClient.setQueryData(contractKeys.one(contract.id), contract),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractKeys.all }),
  });
}
