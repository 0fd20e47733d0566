import type { ReactNode } from 'react';
import { DetailPanel } from './DetailPanel';
import type { ListQuery } from './ListStates';

/** What a panel made by queryPanel is given: the id of the thing open (null: closed) and the way to close it. */
export interface QueryPanelProps {
  id: number | null;
  onClose: () => void;
}

/**
 * The side panel of one kind of thing (an order, a service request, a contract): the thing asked by
 * its id while open, the panel titled by it, and `body` once it has loaded (DetailPanel).
 */
export function queryPanel<D>(
  useThing: (id: number | null) => ListQuery<D>,
  texts: { title: (data: D | undefined) => string; loadError: string; retry: string },
  body: (data: D) => ReactNode,
) {
  return function Panel({ id, onClose }: QueryPanelProps) {
    const query = useThing(id);
    return (
      <DetailPanel id={id} onClose={onClose} query={query} title={texts.title} texts={texts}>
        {body}
      </DetailPanel>
    );
  };
}
