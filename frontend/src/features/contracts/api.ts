// GET/POST /api/contracts, GET/PUT /api/contracts/{id}, POST …/send|sign|request-changes|decline|terminate|scan,
// GET /api/contracts/in-force (ADR 0033).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../shared/api';
import type { Contract, ContractTerms, DisplayStatus } from './model';

export const contractKeys = {
  all: ['contracts'] as const,
  list: (filter: { status: DisplayStatus | ''; search: string }) => ['contracts', 'list', filter] as const,
  one: (id: number) => ['contracts', 'one', id] as const,
  inForce: (sellerId: number) => ['contracts', 'in-force', sellerId] as const,
};

export function useContracts(filter: { status: DisplayStatus | ''; search: string }) {
  return useQuery({
    queryKey: contractKeys.list(filter),
    queryFn: ({ signal }) =>
      apiGet<{ contracts: Contract[] }>('api/contracts', { signal, query: { status: filter.status || undefined, search: filter.search.trim() || undefined } }),
  });
}

export function useContract(id: number | null) {
  return useQuery({
    queryKey: contractKeys.one(id ?? 0),
    queryFn: ({ signal }) => apiGet<Contract>(`api/contracts/${id}`, { signal }),
    enabled: id !== null,
  });
}

/** Contracts in force between my company and the seller's: an order may be placed under one. */
export function useContractsInForce(sellerId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: contractKeys.inForce(sellerId ?? 0),
    queryFn: ({ signal }) => apiGet<{ contracts: Contract[] }>('api/contracts/in-force', { signal, query: { sellerId: sellerId ?? undefined }, notify: 'never' }),
    enabled: enabled && sellerId !== null,
    retry: false,
  });
}

function useChange<V>(mutationFn: (variables: V) => Promise<Contract>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (contract) => queryClient.setQueryData(contractKeys.one(contract.id), contract),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractKeys.all }),
  });
}

export const useProposeContract = () =>
  useChange((body: ContractTerms & { counterpartyInn: string; send: boolean }) => apiRequest<Contract>('api/contracts', { method: 'POST', body }));

export const useReviseContract = () =>
  useChange(({ id, terms }: { id: number; terms: ContractTerms }) => apiRequest<Contract>(`api/contracts/${id}`, { method: 'PUT', body: terms }));

const PATHS = { send: 'send', sign: 'sign', requestChanges: 'request-changes', decline: 'decline', terminate: 'terminate' } as const;
export type ContractStepName = keyof typeof PATHS;

export const useContractStep = () =>
  useChange(({ id, step, text }: { id: number; step: ContractStepName; text?: string }) =>
    apiRequest<Contract>(`api/contracts/${id}/${PATHS[step]}`, {
      method: 'POST',
      body: step === 'requestChanges' ? { comment: text ?? '' } : step === 'decline' || step === 'terminate' ? { reason: text ?? '' } : {},
    }),
  );

export const useAttachScan = () =>
  useChange(async ({ id, file }: { id: number; file: File }) => {
    const body = new FormData();
    body.append('file', file);
    const { url } = await apiRequest<{ url: string }>('api/uploads/documents', { method: 'POST', body });
    return apiRequest<Contract>(`api/contracts/${id}/scan`, { method: 'POST', body: { url } });
  });
