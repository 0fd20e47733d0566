import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import type { AdminNews, NewsDraft } from '../model';
import { useInvalidateNews } from './useInvalidateNews';

export interface NewsSave {
  id: number | null;
  draft: NewsDraft;
  /** ISO time to publish at; null keeps (or makes) it a draft. */
  publishedAt: string | null;
}

/** POST /api/admin/news or PUT /api/admin/news/{id}: creates or replaces an item; publication (now or scheduled) in the same request. Failures are shown by the form. */
export function saveNews({ id, draft, publishedAt }: NewsSave): Promise<AdminNews> {
  const body = { ...draft, ...(publishedAt ? { publishedAt } : {}) };
  return id === null
    ? apiRequest<AdminNews>('api/admin/news', { method: 'POST', body, notify: 'never' })
    : apiRequest<AdminNews>(`api/admin/news/${id}`, { method: 'PUT', body, notify: 'never' });
}

export function useSaveNews() {
  const invalidate = useInvalidateNews();
  return useMutation({ mutationFn: saveNews, onSuccess: invalidate });
}
