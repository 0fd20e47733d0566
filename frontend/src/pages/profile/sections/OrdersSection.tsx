import { useSearchParams } from 'react-router';
import { ConversationThread } from '../../../features/messages';
import { OrdersBoard } from '../../../features/orders';
import { QUOTE_TEXT, QuoteRequestsBoard } from '../../../features/quote-requests';
import { ServiceRequestsBoard } from '../../../features/services-cabinet';
import { Tabs } from '../../../shared/ui';

/** `?quote=<id>` (a notice's link): the request for quotes opened in its tab. */
export function useQuoteParam(): number | null {
  const [params] = useSearchParams();
  const quote = params.get('quote');
  return quote && /^[1-9]\d{0,15}$/.test(quote) ? Number(quote) : null;
}

/** `?chat=<supplier>` beside `?quote=` (a message's notice): the request's thread with that supplier opened. */
export function useQuoteChatParam(): number | null {
  const [params] = useSearchParams();
  const chat = params.get('chat');
  return chat && /^[1-9]\d{0,15}$/.test(chat) ? Number(chat) : null;
}

/** The request for quotes' conversations are the messages' threads (ADR 0072). */
export const quoteThread = (conversationKey: string) => (
  <ConversationThread conversationKey={conversationKey} />
);

/** Buyer's 'Мои заказы': the orders for parts, the requests for quotes (ADR 0069) and the requests for services. */
export function OrdersSection() {
  const quote = useQuoteParam();
  const chat = useQuoteChatParam();
  return (
    <Tabs
      label="Мои заказы"
      defaultValue={quote === null ? 'orders' : 'quotes'}
      items={[
        { value: 'orders', label: 'Заказы товаров', content: <OrdersBoard side="buyer" /> },
        {
          value: 'quotes',
          label: QUOTE_TEXT.tab,
          content: (
            <QuoteRequestsBoard side="buyer" initialOpen={quote} initialChat={chat} thread={quoteThread} />
          ),
        },
        { value: 'services', label: 'Заявки на услуги', content: <ServiceRequestsBoard side="requester" /> },
      ]}
    />
  );
}
