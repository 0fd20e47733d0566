import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from './Button';
import { FilterToolbar, SearchAndStatus, type SearchAndStatusProps } from './FilterToolbar';

/** A list's search text and status choice, each as useState gives it, and whether either filters. */
export function useSearchAndStatus<V extends string>() {
  const search = useState('');
  const status = useState<V | ''>('');
  return { search, status, filtered: Boolean(search[0] || status[0]) };
}

/**
 * A list's toolbar (contracts, own services): its search and status choice with «Сбросить», and the
 * button that starts a new one.
 */
export function SearchStatusToolbar<V extends string>({
  texts,
  filter: { search, status },
  options,
  create,
}: Pick<SearchAndStatusProps<V>, 'texts' | 'options'> & {
  filter: ReturnType<typeof useSearchAndStatus<V>>;
  /** The new one's button: its words and what it opens. */
  create: { label: string; onClick: () => void };
}) {
  return (
    <FilterToolbar>
      <SearchAndStatus texts={texts} search={search} status={status} options={options} />
      <Button variant="primary" onClick={create.onClick}>
        <Plus size={14} aria-hidden="true" /> {create.label}
      </Button>
    </FilterToolbar>
  );
}
