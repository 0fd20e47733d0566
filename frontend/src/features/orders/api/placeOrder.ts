import { apiRequest, type ApiAnswer } from '../../../shared/api';

/** What the order form sends. */
export interface OrderRequest {
  productId: number;
  quantity: number;
  deliveryType: 'pickup' | 'delivery';
  warehouseId?: number;
  deliveryAddress?: string;
  comment?: string;
  serviceIds?: number[];
  contractId?: number;
}

/** POST /api/orders. No toast here: the modal tells the server's reason once. */
export function placeOrder(request: OrderRequest) {
  return apiRequest<ApiAnswer<'/api/orders', 'post'>>('api/orders', {
    method: 'POST',
    create: true,
    body: request,
    notify: 'never',
  });
}
