import { useDebounce } from 'use-debounce';

/** `value`, once it has stayed the same for `delayMs` (search boxes ask the server after the pause). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  return useDebounce(value, delayMs)[0];
}
