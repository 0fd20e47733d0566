// GET /api/accounting/documents, …/pending, …/settings, …/export; POST documents, corrections;
// PUT payment, settings (ADR 0032).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveFile } from '../../shared/lib';
import { apiBlob, apiGet, apiRequest } from '../../shared/api';
import type { AccountingDocument, ExportFormat, PendingDeal, Register, RegisterFilter, VatRate } from './model';

export const accountingKeys = {
  all: ['accounting'] as const,
  register: (filter: RegisterFilter) => ['accounting', 'register', filter] as const,
  pending: ['accounting', 'pending'] as const,
  settings: ['accounting', 'settings'] as const,
};

const queryOf = (filter: RegisterFilter) => ({
  side: filter.side,
  from: filter.from || undefined,
  to: filter.to || undefined,
  type: filter.type || undefined,
  status: filter.status || undefined,
  counterparty: filter.counterparty.trim() || undefined,
});

export function useRegister(filter: RegisterFilter) {
  return useQuery({
    queryKey: accountingKeys.register(filter),
    queryFn: ({ signal }) => apiGet<Register>('api/accounting/documents', { signal, query: queryOf(filter) }),
    placeholderData: keepPreviousData,
  });
}

export function usePendingDeals(enabled: boolean) {
  return useQuery({
    queryKey: accountingKeys.pending,
    queryFn: ({ signal }) => apiGet<{ deals: PendingDeal[] }>('api/accounting/pending', { signal }),
    enabled,
  });
}

export function useVatRate(enabled: boolean) {
  return useQuery({
    queryKey: accountingKeys.settings,
    queryFn: ({ signal }) => apiGet<{ vatRate: VatRate }>('api/accounting/settings', { signal }),
    enabled,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: accountingKeys.all });
}

export function useIssueDocument() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { dealKind: PendingDeal['kind']; dealId: number; docType: 'invoice' | 'closing' }) =>
      apiRequest<AccountingDocument>('api/accounting/documents', { method: 'POST', body }),
    onSettled: refresh,
  });
}

export function useRecordPayment() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, paid }: { id: string; paid: number }) =>
      apiRequest<{ paymentStatus: string; paid: number }>(`api/accounting/documents/${id}/payment`, { method: 'PUT', body: { paid } }),
    onSettled: refresh,
  });
}

export function useCorrectDocument() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiRequest<AccountingDocument>(`api/accounting/documents/${id}/correction`, { method: 'POST', body: { reason } }),
    onSettled: refresh,
  });
}

export function useSetVatRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vatRate: VatRate) => apiRequest<{ vatRate: VatRate }>('api/accounting/settings', { method: 'PUT', body: { vatRate } }),
    onSuccess: (data) => queryClient.setQueryData(accountingKeys.settings, data),
  });
}

/** A document's PDF, saved by the browser (a plain link could not carry the token). */
export async function downloadPdf(document: Pick<AccountingDocument, 'id' | 'docType' | 'year' | 'number'>): Promise<void> {
  saveFile(await apiBlob(`api/accounting/documents/${document.id}/pdf`, { notify: 'always' }), `${document.docType}-${document.year}-${document.number}.pdf`);
}

const EXTENSIONS: Record<ExportFormat, string> = { xlsx: 'xlsx', commerceml: 'xml', csv: 'csv' };

/** The filtered register as a file an accountant loads. */
export async function downloadRegister(filter: RegisterFilter, format: ExportFormat): Promise<void> {
  const blob = await apiBlob('api/accounting/export', { query: { ...queryOf(filter), format }, notify: 'always' });
  saveFile(blob, `reestr-dokumentov-${new Date().toISOString().slice(0, 10)}.${EXTENSIONS[format]}`);
}
