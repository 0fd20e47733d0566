import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import type { PriceListJob } from '../model';
import { priceListForm } from './priceListForm';

/** POST /api/price-list/import: the job, started in the background. */
export function useStartImport() {
  return useMutation({
    mutationFn: ({ file, mapping }: { file: File; mapping: string[] }) =>
      apiRequest<PriceListJob>('api/price-list/import', {
        method: 'POST',
        body: priceListForm(file, mapping),
      }),
  });
}
