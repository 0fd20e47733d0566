import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onRealtime } from './useRealtime';

/*
 * Lists that follow what other people do: a pushed notification names the kind of thing it is
 * about (`order`, `serviceRequest`, `contract` …), and every query a slice registered for that kind
 * is refreshed, whether its screen is open (it refetches at once) or not (it is stale when opened).
 * Each slice registers its own keys beside them, so no one else keeps a copy; a slice whose code
 * was never loaded has nothing cached to refresh.
 */

const keysByKind = new Map<string, QueryKey[]>();

/** Declares that a notification of one of `kinds` may change the queries under `queryKey`. */
export function refreshOnPush(kinds: readonly string[], queryKey: QueryKey): void {
  for (const kind of kinds) {
    const keys = keysByKind.get(kind) ?? [];
    if (!keys.some((known) => JSON.stringify(known) === JSON.stringify(queryKey))) keys.push(queryKey);
    keysByKind.set(kind, keys);
  }
}

/** The query keys a notification of this kind refreshes. */
export function keysRefreshedBy(kind: string): readonly QueryKey[] {
  return keysByKind.get(kind) ?? [];
}

/** Refreshes the queries registered for a pushed notification's kind. */
export async function refreshForNotification(queryClient: QueryClient, notification: unknown): Promise<void> {
  const kind = (notification as { type?: unknown } | null)?.type;
  if (typeof kind !== 'string') return;
  await Promise.all(keysRefreshedBy(kind).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** Refreshes the registered queries on every pushed notification (mounted once, in the app shell). */
export function useLiveRefresh(): void {
  const queryClient = useQueryClient();
  useEffect(
    () => onRealtime('notification', (data) => void refreshForNotification(queryClient, data)),
    [queryClient],
  );
}
