import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import type { PriceListPreview } from '../model';
import { priceListForm } from './priceListForm';

/** POST /api/price-list/preview: the columns, their mapping and every refused row; nothing changes. */
export function usePreviewPriceList() {
  return useMutation({
    // The dialog shows a refused file's reason in place: no toast on top of it.
    mutationFn: ({ file, mapping }: { file: File; mapping?: string[] }) =>
      apiRequest<PriceListPreview>('api/price-list/preview', {
        method: 'POST',
        body: priceListForm(file, mapping),
        notify: 'never',
      }),
  });
}
