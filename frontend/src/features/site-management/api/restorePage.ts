import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import type { PageSlug } from '../model';
import { useAfterPageChange } from './useAfterPageChange';

/** POST /api/admin/pages/{slug}/restore: an earlier version becomes the page again. */
export function useRestorePage(slug: PageSlug) {
  const after = useAfterPageChange(slug);
  return useMutation({
    mutationFn: (version: number) =>
      apiRequest(`api/admin/pages/${slug}/restore`, { method: 'POST', body: { version } }),
    onSuccess: after,
  });
}
