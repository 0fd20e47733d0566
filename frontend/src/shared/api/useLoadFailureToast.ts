import { useEffect, useState } from 'react';
import { toast } from '../toast';
import { ApiError } from './client';

/**
 * The error toast of a failed read that is told, not only logged (the catalogue, a product).
 * `failedAt` is the query's `errorUpdatedAt`: a re-render or a retry in flight toasts nothing, a
 * new failure toasts again. A failure cached before this screen opened is not news, and one that
 * ended the session was told by the API client already.
 */
export function useLoadFailureToast(
  error: unknown,
  failedAt: number,
  describe: (error: unknown) => string,
): void {
  const [openedAt] = useState(Date.now);
  const fresh = failedAt >= openedAt && !(error instanceof ApiError && error.sessionEnded);
  const message = error && fresh ? describe(error) : null;
  useEffect(() => {
    if (message !== null) toast.error(message);
  }, [message, failedAt]);
}
