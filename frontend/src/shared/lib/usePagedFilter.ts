import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../config/limits';
import { useDebouncedValue } from './useDebouncedValue';

/** A board's filter whose every change goes back to page 1. */
export function usePagedFilter<F extends { page: number }>(empty: F) {
  const [filter, setFilter] = useState<F>(empty);
  const update = (change: Partial<F>) => setFilter((current) => ({ ...current, page: 1, ...change }));
  return { filter, setFilter, update };
}

type TextKeys<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F];

/**
 * A filter's typed words (search, action…): the box shows them at once, the filter gets them once the
 * typing pauses, back on page 1.
 */
export function useTypedFilter<F extends { page: number }>(
  setFilter: Dispatch<SetStateAction<F>>,
  key: TextKeys<F>,
  delayMs = SEARCH_DEBOUNCE_MS,
) {
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text, delayMs);
  useEffect(
    () =>
      setFilter((current) =>
        current[key] === debounced ? current : { ...current, page: 1, [key]: debounced },
      ),
    [debounced, key, setFilter],
  );
  return [text, setText] as const;
}
