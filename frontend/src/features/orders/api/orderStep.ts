import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiAnswer } from '../../../shared/api';
import type { OrderAction } from '../model';
import { orderKeys } from './keys';

export interface OrderStepRequest {
  id: number;
  action: OrderAction;
  body?: Record<string, unknown>;
}

/** POST /api/orders/{id}/<step> and the admin's POST /api/admin/orders/{id}/<step>: each answers the order. */
const PATHS: Record<OrderAction, (id: number) => string> = {
  accept: (id) => `api/orders/${id}/accept`,
  decline: (id) => `api/orders/${id}/decline`,
  confirm: (id) => `api/orders/${id}/confirm`,
  ship: (id) => `api/orders/${id}/ship`,
  receive: (id) => `api/orders/${id}/receive`,
  close: (id) => `api/orders/${id}/close`,
  cancel: (id) => `api/orders/${id}/cancel`,
  suspend: (id) => `api/admin/orders/${id}/suspend`,
  resume: (id) => `api/admin/orders/${id}/resume`,
  adminCancel: (id) => `api/admin/orders/${id}/cancel`,
  openDispute: (id) => `api/orders/${id}/dispute`,
  answerDispute: (id) => `api/orders/${id}/dispute/answer`,
  resolveDispute: (id) => `api/admin/orders/${id}/dispute/resolve`,
  restock: (id) => `api/orders/${id}/restock`,
};

/** A step of the order; the form shows the refusal (field messages and a toast). */
export function useOrderStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, body }: OrderStepRequest) =>
      apiRequest<ApiAnswer<'/api/orders/{id}/accept', 'post'>>(PATHS[action](id), {
        method: 'POST',
        body: body ?? {},
        notify: 'never',
      }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.one(order.id), order);
      return queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
