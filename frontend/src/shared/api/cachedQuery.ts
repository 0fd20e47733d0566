import { readJson, writeJson } from '../session';

/** Navigation, contacts, home and guide content live 1 hour in the browser. */
export const BROWSER_CACHE_TTL_MS = 60 * 60 * 1000;

interface Entry<T> {
  at: number;
  data: T;
}

function freshEntry<T>(storageKey: string, ttl: number): Entry<T> | undefined {
  const entry = readJson<Entry<T>>(storageKey);
  if (!entry || typeof entry.at !== 'number' || Date.now() - entry.at >= ttl) return undefined;
  return entry;
}

/**
 * Query options for content cached in memory (TanStack Query's stale time) and in browser storage:
 * a fresh stored copy is the query's initial data, so a reload within the hour asks nothing.
 */
export function browserCached<T>(
  storageKey: string,
  fetcher: (signal: AbortSignal) => Promise<T>,
  ttl = BROWSER_CACHE_TTL_MS,
) {
  return {
    staleTime: ttl,
    gcTime: ttl,
    initialData: () => freshEntry<T>(storageKey, ttl)?.data,
    initialDataUpdatedAt: () => freshEntry<T>(storageKey, ttl)?.at,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<T> => {
      const data = await fetcher(signal);
      writeJson(storageKey, { at: Date.now(), data } satisfies Entry<T>);
      return data;
    },
  };
}
