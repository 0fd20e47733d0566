import { useQueryClient } from '@tanstack/react-query';
import { newsKeys } from '../../../entities/news';
import { siteKeys } from './keys';

/** The public news pages are asked again too, so the admin sees the change on /news at once. */
export function useInvalidateNews() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: siteKeys.news }),
      queryClient.invalidateQueries({ queryKey: newsKeys.all }),
    ]);
}
