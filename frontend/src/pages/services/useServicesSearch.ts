import { useEffect, useRef, useState } from 'react';
import { useDebouncedCallback } from 'use-debounce';
import { SERVICES_SEARCH_DEBOUNCE_MS } from '../../shared/config/limits';
import type { ServicesUrlState } from './servicesUrl';

/**
 * The services' search box: typed text applies itself SERVICES_SEARCH_DEBOUNCE_MS after the last
 * keystroke (or at once on Enter); an address change from outside (Back, reset) writes back into
 * the box unless the visitor is in the middle of typing. A visitor who follows a link while the
 * typed search still waits is leaving: the pending search is dropped, never pulling them back.
 */
export function useServicesSearch(applied: ServicesUrlState, apply: (search: string) => void) {
  const [input, setInput] = useState(applied.search);
  // Where the visitor was when they started typing: a search that fires elsewhere is dropped.
  const typedAt = useRef<string | null>(null);

  const run = (value: string) => {
    const here = window.location.pathname;
    const left = typedAt.current !== null && here !== typedAt.current && !here.startsWith('/services');
    typedAt.current = null;
    if (left || value.trim() === applied.search) return;
    apply(value.trim());
  };
  const debounced = useDebouncedCallback(run, SERVICES_SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (!debounced.isPending()) setInput(applied.search);
  }, [applied.search, debounced]);

  return {
    input,
    change(value: string) {
      typedAt.current ??= window.location.pathname;
      setInput(value);
      debounced(value);
    },
    /** Enter: the typed text applies now. */
    submit() {
      debounced.cancel();
      run(input);
    },
    /** A link was followed, or the filters were reset: the waiting search is forgotten. */
    cancel() {
      debounced.cancel();
      typedAt.current = null;
    },
    clear() {
      debounced.cancel();
      typedAt.current = null;
      setInput('');
    },
  };
}
