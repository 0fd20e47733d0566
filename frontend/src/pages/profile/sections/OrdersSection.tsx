import { OrdersBoard } from '../../../features/orders';
import { Tabs } from '../../../shared/ui';

/** Buyer's 'Мои заказы': the orders for parts (and, with the services module, the service requests). */
export function OrdersSection() {
  return (
    <Tabs
      label="Мои заказы"
      items={[{ value: 'orders', label: 'Заказы товаров', content: <OrdersBoard side="buyer" /> }]}
    />
  );
}
