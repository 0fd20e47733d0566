// The commands under /api/admin/categories: create (and mark as a name filter), rename, move,
// reorder, set the image and icon, delete.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiAnswer } from '../../../shared/api';
import { STORAGE_KEYS, removeItem } from '../../../shared/session';
import { categoryAdminKeys } from './keys';

export type CategoryChange =
  | { kind: 'create'; name: string; slug?: string; parentId: number | null; isNameFilter?: boolean }
  | { kind: 'rename'; id: number; name: string; slug?: string }
  | { kind: 'move'; id: number; parentId: number | null; position?: number }
  | { kind: 'reorder'; parentId: number | null; orderedIds: number[] }
  | { kind: 'image'; id: number; image: string | null; icon: string | null }
  | { kind: 'delete'; id: number };

function send(change: CategoryChange): Promise<unknown> {
  const base = 'api/admin/categories';
  const options = { notify: 'never' as const };
  switch (change.kind) {
    case 'create': {
      const body = {
        name: change.name,
        parentId: change.parentId,
        ...(change.slug ? { slug: change.slug } : {}),
      };
      const { isNameFilter } = change;
      return apiRequest<ApiAnswer<'/api/admin/categories', 'post'>>(base, {
        ...options,
        method: 'POST',
        body,
      }).then((created) =>
        isNameFilter
          ? apiRequest(`${base}/${created.id}/name-filter`, {
              ...options,
              method: 'PUT',
              body: { isNameFilter: true },
            })
          : created,
      );
    }
    case 'rename':
      return apiRequest(`${base}/${change.id}`, {
        ...options,
        method: 'PUT',
        body: { name: change.name, ...(change.slug ? { slug: change.slug } : {}) },
      });
    case 'move':
      return apiRequest(`${base}/${change.id}/move`, {
        ...options,
        method: 'POST',
        body: {
          parentId: change.parentId,
          ...(change.position === undefined ? {} : { position: change.position }),
        },
      });
    case 'reorder':
      return apiRequest(`${base}/reorder`, {
        ...options,
        method: 'POST',
        body: { parentId: change.parentId, orderedIds: change.orderedIds },
      });
    case 'image':
      return apiRequest(`${base}/${change.id}/image`, {
        ...options,
        method: 'PUT',
        body: { image: change.image, icon: change.icon },
      });
    case 'delete':
      return apiRequest(`${base}/${change.id}`, { ...options, method: 'DELETE' });
  }
}

/** Every change is answered once the tree shows it (read-your-writes); the public tree and its browser copy follow. */
export function useCategoryChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: async () => {
      removeItem(STORAGE_KEYS.categories);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: categoryAdminKeys.admin }),
        queryClient.invalidateQueries({ queryKey: categoryAdminKeys.public }),
      ]);
    },
  });
}
