// POST /api/price-list/preview, POST /api/price-list/import, GET /api/price-list/import/{id},
// GET /api/price-list/export (ADR 0034).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { stringify } from 'csv-stringify/browser/esm/sync';
import { saveFile } from '../../shared/lib';
import { apiBlob, apiGet, apiRequest } from '../../shared/api';

export interface PriceListRow {
  line: number;
  cells: string[];
  errors: string[];
}

export interface PriceListPreview {
  encoding: 'xlsx' | 'utf-8' | 'windows-1251';
  headers: string[];
  mapping: string[];
  fields: Array<{ value: string; label: string }>;
  total: number;
  valid: number;
  toCreate: number;
  toUpdate: number;
  sample: PriceListRow[];
  rejected: PriceListRow[];
  missingPartNumber: boolean;
}

export interface PriceListJob {
  id: string;
  state: 'running' | 'done';
  total: number;
  processed: number;
  created: number;
  updated: number;
  unchanged: number;
  rejected: PriceListRow[];
}

const formOf = (file: File, mapping?: string[]) => {
  const body = new FormData();
  body.append('file', file);
  if (mapping) body.append('mapping', JSON.stringify(mapping));
  return body;
};

export function usePreviewPriceList() {
  return useMutation({
    // The dialog shows a refused file's reason in place: no toast on top of it.
    mutationFn: ({ file, mapping }: { file: File; mapping?: string[] }) =>
      apiRequest<PriceListPreview>('api/price-list/preview', { method: 'POST', body: formOf(file, mapping), notify: 'never' }),
  });
}

export function useStartImport() {
  return useMutation({
    mutationFn: ({ file, mapping }: { file: File; mapping: string[] }) =>
      apiRequest<PriceListJob>('api/price-list/import', { method: 'POST', body: formOf(file, mapping) }),
  });
}

/** The job, asked again every half second while it runs; the seller's products are reloaded once it is done. */
export function useImportJob(id: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['workspace', 'price-list-job', id],
    queryFn: async ({ signal }) => {
      const job = await apiGet<PriceListJob>(`api/price-list/import/${id}`, { signal });
      if (job.state === 'done') await queryClient.invalidateQueries({ queryKey: ['workspace', 'products'] });
      return job;
    },
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.state === 'done' ? false : 500),
  });
}

/** The refused rows as they were, with their reasons in a last column: fix them and upload again. */
export function downloadRejected(headers: string[], rows: PriceListRow[]): void {
  const csv = stringify(
    rows.map((row) => [...headers.map((_, index) => row.cells[index] ?? ''), row.errors.join('; ')]),
    { header: true, columns: [...headers, 'Ошибки'], delimiter: ';', bom: true },
  );
  saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), 'price-list-errors.csv');
}

export async function downloadPriceList(format: 'xlsx' | 'csv'): Promise<void> {
  saveFile(await apiBlob('api/price-list/export', { query: { format }, notify: 'always' }), `price-list-${new Date().toISOString().slice(0, 10)}.${format}`);
}
