import { MyProducts } from '../../../features/catalog-workspace';
import { OrdersBoard } from '../../../features/orders';
import { QUOTE_TEXT, QuoteRequestsBoard } from '../../../features/quote-requests';
import { MyPartProposals, PART_ADMIN_TEXT } from '../../../features/part-admin';
import { Tabs } from '../../../shared/ui';
import { quoteThread, useQuoteChatParam, useQuoteParam } from './OrdersSection';

/**
 * Supplier's 'Мои товары': the requests buyers sent for the supplier's parts, the requests for
 * quotes it was invited to answer (ADR 0069), the parts themselves, and the supplier's own orders
 * of other suppliers' parts (a supplier buys too; the spec gives them no 'Мои заказы').
 */
export function ProductsSection() {
  const quote = useQuoteParam();
  const chat = useQuoteChatParam();
  return (
    <Tabs
      label="Мои товары"
      defaultValue={quote === null ? 'incoming' : 'quotes'}
      items={[
        { value: 'incoming', label: 'Заявки покупателей', content: <OrdersBoard side="seller" /> },
        {
          value: 'quotes',
          label: QUOTE_TEXT.tab,
          content: (
            <QuoteRequestsBoard side="supplier" initialOpen={quote} initialChat={chat} thread={quoteThread} />
          ),
        },
        { value: 'products', label: 'Товары', content: <MyProducts /> },
        { value: 'mine', label: 'Мои заказы', content: <OrdersBoard side="buyer" /> },
        // Suppliers propose cross-references of parts; admins decide (ADR 0067).
        { value: 'cross-references', label: PART_ADMIN_TEXT.proposals, content: <MyPartProposals /> },
      ]}
    />
  );
}
