import { Suspense, lazy, useState } from 'react';
import { useOrderGuard } from '../../entities/product';
import { useHydrated } from '../../shared/lib/useHydrated';
import { Button } from '../../shared/ui';
import type { AskedPart } from './AskQuotesDialog';
import { QUOTE_TEXT } from './text';

// The form is no part of the first paint (ADR 0087): its code comes when the pointer or the focus
// reaches the button, at the latest when it is pressed.
const loadDialog = () => import('./AskQuotesDialog');
const AskQuotesDialog = lazy(() => loadDialog().then((module) => ({ default: module.AskQuotesDialog })));

/**
 * «Запрос предложений» for one part (ADR 0069): the part as the first line and every seller of its
 * offers asked; the same guard as an order (a guest signs in, a seller cannot ask itself).
 */
export function AskQuotesButton({ part }: { part: AskedPart }) {
  const [asking, setAsking] = useState(false);
  const mayOrder = useOrderGuard();
  const hydrated = useHydrated();
  return (
    <>
      <Button
        size="small"
        variant="secondary"
        onClick={() => mayOrder(null) && setAsking(true)}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        disabled={!hydrated}
      >
        {QUOTE_TEXT.create}
      </Button>
      {asking && (
        <Suspense fallback={null}>
          <AskQuotesDialog part={part} onClose={() => setAsking(false)} />
        </Suspense>
      )}
    </>
  );
}
