import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/** A refresh after a change: every query under these keys is asked again, all at once. */
export function useInvalidate(...queryKeys: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return () => Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
