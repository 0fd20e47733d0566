import { useState } from 'react';
import { useDebouncedValue } from '../../../shared/lib';
import { TextField } from '../../../shared/ui';
import { useSearchParts } from '../api/searchParts';

/**
 * A part looked up as the user types: the box's words, the trimmed words once typing pauses, and
 * the first parts they name (asked from two letters on).
 */
export function usePartSearch() {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 300);
  const found = useSearchParts(query, 8);
  return { search, setSearch, query, found };
}

/** The box a part is found by, its designation or name. */
export function PartSearchField({
  label,
  hint,
  search,
}: {
  label: string;
  hint: string;
  search: Pick<ReturnType<typeof usePartSearch>, 'search' | 'setSearch'>;
}) {
  return (
    <TextField
      label={label}
      hint={hint}
      type="search"
      value={search.search}
      maxLength={200}
      onChange={(e) => search.setSearch(e.target.value)}
    />
  );
}
