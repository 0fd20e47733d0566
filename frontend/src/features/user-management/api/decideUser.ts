import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiAnswer } from '../../../shared/api';
import type { UserAction } from '../model';
import { adminUserKeys } from './keys';

export interface UserDecision {
  action: UserAction;
  userId: number;
  reason: string;
  /** For 'role': the new role. */
  role?: 'buyer' | 'supplier';
}

/** PUT /api/admin/users/{id}/block|unblock|role; failures are shown by the dialog (the reason's field message and a toast). */
export function decide({ action, userId, reason, role }: UserDecision) {
  return apiRequest<ApiAnswer<'/api/admin/users/{id}/block', 'put'>>(`api/admin/users/${userId}/${action}`, {
    method: 'PUT',
    body: action === 'role' ? { role, reason: reason.trim() } : { reason: reason.trim() },
    notify: 'never',
  });
}

/** No optimistic change: the list is asked again once the server has decided. */
export function useUserDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}
