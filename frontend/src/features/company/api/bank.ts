// GET/PUT /api/companies/:id/bank: the bank for payments, printed on the company's invoices.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, type ApiSchema } from '../../../shared/api';

type BankAnswer = ApiSchema<'CompanyBankAnswer'>;
/** The bank for payments (docs/openapi.yaml `CompanyBankAnswer`). */
export type BankDetails = NonNullable<BankAnswer['bank']>;

const bankKey = (companyId: number) => ['company', companyId, 'bank'] as const;

export function useCompanyBank(companyId: number) {
  return useQuery({
    queryKey: bankKey(companyId),
    queryFn: ({ signal }) => apiGet<BankAnswer>(`api/companies/${companyId}/bank`, { signal }),
  });
}

/** Failures are shown by the form (field messages and a toast). */
export function useUpdateCompanyBank(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bank: BankDetails) =>
      apiRequest<BankAnswer>(`api/companies/${companyId}/bank`, {
        method: 'PUT',
        body: bank,
        notify: 'never',
      }),
    onSuccess: (answer) => queryClient.setQueryData(bankKey(companyId), answer),
  });
}
