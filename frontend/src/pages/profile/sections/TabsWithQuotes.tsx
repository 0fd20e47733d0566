import { useSearchParams } from 'react-router';
import { ConversationThread } from '../../../features/messages';
import { QUOTE_TEXT, QuoteRequestsBoard } from '../../../features/quote-requests';
import { Tabs, type TabItem } from '../../../shared/ui';

/** `?<name>=<id>` of a notice's link: the id, or null when absent or not an id. */
function useIdParam(name: 'quote' | 'chat'): number | null {
  const [params] = useSearchParams();
  const value = params.get(name);
  return value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
}

/** The request for quotes' conversations are the messages' threads (ADR 0072). */
const quoteThread = (conversationKey: string) => <ConversationThread conversationKey={conversationKey} />;

/**
 * A section's tabs with the requests for quotes second (ADR 0069). A notice's link (`?quote=<id>`)
 * opens that tab with the request, and `?chat=<supplier>` beside it (a message's notice) that
 * supplier's thread; otherwise the first tab is open.
 */
export function TabsWithQuotes({
  label,
  quotes,
  items: [first, ...rest],
}: {
  label: string;
  /** Whose requests: the buyer's own, or the ones a supplier was invited to answer. */
  quotes: 'buyer' | 'supplier';
  items: readonly [TabItem, ...TabItem[]];
}) {
  const quote = useIdParam('quote');
  const chat = useIdParam('chat');
  const board = (
    <QuoteRequestsBoard side={quotes} initialOpen={quote} initialChat={chat} thread={quoteThread} />
  );
  return (
    <Tabs
      label={label}
      defaultValue={quote === null ? first.value : 'quotes'}
      items={[first, { value: 'quotes', label: QUOTE_TEXT.tab, content: board }, ...rest]}
    />
  );
}
