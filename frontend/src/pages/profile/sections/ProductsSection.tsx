import { MyProducts } from '../../../features/catalog-workspace';
import { OrdersBoard } from '../../../features/orders';
import { MyPartProposals, PART_ADMIN_TEXT } from '../../../features/part-admin';
import { Tabs } from '../../../shared/ui';

/**
 * Supplier's 'Мои товары': the requests buyers sent for the supplier's parts, the parts themselves, and the supplier's
 * own orders of other suppliers' parts (a supplier buys too; the spec gives them no 'Мои заказы').
 */
export function ProductsSection() {
  return (
    <Tabs
      label="Мои товары"
      items={[
        { value: 'incoming', label: 'Заявки покупателей', content: <OrdersBoard side="seller" /> },
        { value: 'products', label: 'Товары', content: <MyProducts /> },
        { value: 'mine', label: 'Мои заказы', content: <OrdersBoard side="buyer" /> },
        // Suppliers propose cross-references of parts; admins decide (ADR 0067).
        { value: 'cross-references', label: PART_ADMIN_TEXT.proposals, content: <MyPartProposals /> },
      ]}
    />
  );
}
