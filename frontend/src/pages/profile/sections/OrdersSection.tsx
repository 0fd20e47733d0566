import { OrdersBoard } from '../../../features/orders';
import { ServiceRequestsBoard } from '../../../features/services-cabinet';
import { Tabs } from '../../../shared/ui';

/** Buyer's 'Мои заказы': the orders for parts and the requests for services. */
export function OrdersSection() {
  return (
    <Tabs
      label="Мои заказы"
      items={[
        { value: 'orders', label: 'Заказы товаров', content: <OrdersBoard side="buyer" /> },
        { value: 'services', label: 'Заявки на услуги', content: <ServiceRequestsBoard side="requester" /> },
      ]}
    />
  );
}
