// POST /api/admin/navigation, PUT/DELETE /api/admin/navigation/{id}, POST /api/admin/navigation/reorder.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiSchema } from '../../../shared/api';
import { contentKeys } from '../../../entities/content';
import { STORAGE_KEYS, removeItem } from '../../../shared/session';

/** What the menu editor sends for an item (docs/openapi.yaml `NavigationItemInput`, every field given). */
export type NavigationInput = Required<ApiSchema<'NavigationItemInput'>>;

export type NavigationChange =
  | { kind: 'add'; item: NavigationInput }
  | { kind: 'change'; id: number; item: NavigationInput }
  | { kind: 'remove'; id: number }
  | { kind: 'reorder'; orderedIds: number[] };

function send(change: NavigationChange): Promise<unknown> {
  switch (change.kind) {
    case 'add':
      return apiRequest('api/admin/navigation', { method: 'POST', body: change.item, notify: 'never' });
    case 'change':
      return apiRequest(`api/admin/navigation/${change.id}`, {
        method: 'PUT',
        body: change.item,
        notify: 'never',
      });
    case 'remove':
      return apiRequest(`api/admin/navigation/${change.id}`, { method: 'DELETE' });
    case 'reorder':
      return apiRequest('api/admin/navigation/reorder', {
        method: 'POST',
        body: { orderedIds: change.orderedIds },
      });
  }
}

/** The admin's browser drops its 1-hour copy of the menu, so the header shows the change at once. */
export function useNavigationChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: async () => {
      removeItem(STORAGE_KEYS.navigation);
      await queryClient.invalidateQueries({ queryKey: contentKeys.navigation });
    },
  });
}
