import type { ReactNode } from 'react';
import { ApiError } from '../api';
import { Button } from './Button';
import { StateMessage } from './StateMessage';

/** What asking again needs (a TanStack Query result has these). */
interface Refetchable {
  readonly isFetching: boolean;
  refetch: () => unknown;
}

/** A public page's failed load with «Повторить», which waits while the page asks again. */
export function RetryState({
  query,
  title,
  retry,
  description,
  headingLevel,
}: {
  query: Refetchable;
  title: ReactNode;
  retry: ReactNode;
  description?: ReactNode;
  headingLevel?: 1;
}) {
  return (
    <StateMessage
      kind="error"
      headingLevel={headingLevel}
      title={title}
      description={description}
      action={
        <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
          {retry}
        </Button>
      }
    />
  );
}

/** A detail page that did not load, as its heading: «не найдено» for a 404, else the error with «Повторить». */
export function DetailLoadFailure({
  query,
  notFound,
  title,
  retry,
}: {
  query: Refetchable & { readonly error: unknown };
  notFound: ReactNode;
  title: ReactNode;
  retry: ReactNode;
}) {
  return query.error instanceof ApiError && query.error.status === 404 ? (
    <StateMessage kind="empty" headingLevel={1} title={notFound} />
  ) : (
    <RetryState query={query} title={title} retry={retry} headingLevel={1} />
  );
}
