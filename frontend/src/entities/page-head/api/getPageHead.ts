import { queryOptions } from '@tanstack/react-query';
import type { PageHead } from '../../../../../shared/page-head';
import { ApiError, INVALID_RESPONSE_MESSAGE, apiGet, type ApiAnswer } from '../../../shared/api';

/** How long a page's head is taken as it is (Back and Forward within this ask nothing). */
const HEAD_FRESH_MS = 60_000;

/** GET /api/page-head: the head the server writes into the document of `url` (ADR 0059). */
export async function fetchPageHead(url: string, signal?: AbortSignal): Promise<PageHead> {
  const answer = await apiGet<ApiAnswer<'/api/page-head', 'get'>>('api/page-head', {
    query: { path: url },
    // The same for everyone: no token, no refresh, and a failure is the caller's to handle.
    auth: false,
    notify: 'never',
    signal,
  });
  if (typeof answer?.title !== 'string' || !Array.isArray(answer.jsonLd))
    throw new ApiError(200, INVALID_RESPONSE_MESSAGE, answer);
  return answer;
}

export function pageHeadQueryOptions(url: string) {
  return queryOptions({
    queryKey: ['page-head', url] as const,
    queryFn: ({ signal }) => fetchPageHead(url, signal),
    staleTime: HEAD_FRESH_MS,
    // Not asked again and again: the route's own title stands at once (see usePageHead).
    retry: false,
  });
}
