import { useState, type FormEvent } from 'react';
import { priceDraftOf, readPriceDraft, type PriceDraft } from './ServiceFilters';
import type { ServicesUrlState } from './servicesUrl';

type Prices = Pick<ServicesUrlState, 'priceFrom' | 'priceTo' | 'priceTypes'>;

/**
 * A draft of the price range and types, as the sidebar and the phone's sheet keep it: edited
 * freely, read on submit (a bad range shows its message until the draft changes again).
 */
export function usePriceDraft(applied: Prices, onApply: (value: Prices) => void) {
  const [draft, setDraft] = useState<PriceDraft>(() => priceDraftOf(applied));
  const [error, setError] = useState<string | undefined>();
  return {
    /** The props of ServiceFilterFields' price part. */
    fields: {
      draft,
      priceError: error,
      onDraftChange(next: PriceDraft) {
        setDraft(next);
        setError(undefined);
      },
    },
    /** Starts again from the applied state (the sheet, when it opens). */
    restart(from: Prices) {
      setDraft(priceDraftOf(from));
      setError(undefined);
    },
    submit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      const read = readPriceDraft(draft);
      if (read.ok) onApply(read.value);
      else setError(read.error);
    },
  };
}
