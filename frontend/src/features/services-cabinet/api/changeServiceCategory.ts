// POST /api/admin/service-categories, PUT/DELETE …/{id}, PUT …/{id}/image, POST …/reorder.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentKeys } from '../../../entities/content';
import { serviceKeys } from '../../../entities/service';
import { apiRequest } from '../../../shared/api';

const BASE = 'api/admin/service-categories';

export type ServiceCategoryChange =
  | { kind: 'create'; name: string; parentId: number | null }
  | { kind: 'rename'; id: number; name: string }
  | { kind: 'image'; id: number; image: string }
  | { kind: 'reorder'; parentId: number | null; orderedIds: number[] }
  | { kind: 'delete'; id: number };

/** The server's refusal is told by the screen once: no toast from the client. */
function send(change: ServiceCategoryChange): Promise<unknown> {
  const options = { notify: 'never' as const };
  switch (change.kind) {
    case 'create':
      return apiRequest(BASE, {
        ...options,
        method: 'POST',
        body: { name: change.name, parentId: change.parentId },
      });
    case 'rename':
      return apiRequest(`${BASE}/${change.id}`, { ...options, method: 'PUT', body: { name: change.name } });
    case 'image':
      return apiRequest(`${BASE}/${change.id}/image`, {
        ...options,
        method: 'PUT',
        body: { image: change.image },
      });
    case 'reorder':
      return apiRequest(`${BASE}/reorder`, {
        ...options,
        method: 'POST',
        body: { parentId: change.parentId, orderedIds: change.orderedIds },
      });
    case 'delete':
      return apiRequest(`${BASE}/${change.id}`, { ...options, method: 'DELETE' });
  }
}

/** A change of the service categories; the categories and the public services follow it at once. */
export function useServiceCategoryChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contentKeys.serviceCategories }),
        queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
      ]),
  });
}
