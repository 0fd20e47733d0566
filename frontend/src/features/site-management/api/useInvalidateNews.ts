import { newsKeys } from '../../../entities/news';
import { useInvalidate } from '../../../shared/api';
import { siteKeys } from './keys';

/** The public news pages are asked again too, so the admin sees the change on /news at once. */
export function useInvalidateNews() {
  return useInvalidate(siteKeys.news, newsKeys.all);
}
