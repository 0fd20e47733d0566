import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import type { AdminNews } from '../model';
import { useInvalidateNews } from './useInvalidateNews';

export type NewsAction = 'publish' | 'unpublish' | 'delete';

/** POST /api/admin/news/{id}/publish or …/unpublish, or DELETE /api/admin/news/{id}. */
export function actOnNews({ id, action }: { id: number; action: NewsAction }): Promise<unknown> {
  if (action === 'delete') return apiRequest(`api/admin/news/${id}`, { method: 'DELETE' });
  return apiRequest<AdminNews>(`api/admin/news/${id}/${action}`, { method: 'POST', body: {} });
}

export function useNewsAction() {
  const invalidate = useInvalidateNews();
  return useMutation({ mutationFn: actOnNews, onSuccess: invalidate });
}
