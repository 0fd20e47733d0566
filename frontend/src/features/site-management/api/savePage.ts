import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import type { PageSlug } from '../model';
import { useAfterPageChange } from './useAfterPageChange';

/** PUT /api/admin/pages/{slug}: `I` is what the page's editor sends. */
export function useSavePage<C>(slug: PageSlug) {
  const after = useAfterPageChange(slug);
  return useMutation({
    mutationFn: (content: C) =>
      apiRequest<C>(`api/admin/pages/${slug}`, { method: 'PUT', body: content, notify: 'never' }),
    onSuccess: after,
  });
}
