import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePagedFilter, useTypedFilter } from './usePagedFilter';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const EMPTY = { page: 1, search: '', status: '' };

function useBoard() {
  const paged = usePagedFilter(EMPTY);
  const [search, setSearch] = useTypedFilter(paged.setFilter, 'search', 300);
  return { ...paged, search, setSearch };
}

describe('usePagedFilter and useTypedFilter', () => {
  it('sends every change back to page 1', () => {
    const { result } = renderHook(useBoard);
    act(() => result.current.setFilter((current) => ({ ...current, page: 4 })));
    act(() => result.current.update({ status: 'new' }));
    expect(result.current.filter).toEqual({ page: 1, search: '', status: 'new' });
  });

  it('shows typed words at once and filters by them once the typing pauses', () => {
    const { result } = renderHook(useBoard);
    act(() => result.current.setFilter((current) => ({ ...current, page: 3 })));
    act(() => result.current.setSearch('букса'));
    expect(result.current.search).toBe('букса');
    expect(result.current.filter.search).toBe('');
    act(() => vi.advanceTimersByTime(300));
    expect(result.current.filter).toEqual({ page: 1, search: 'букса', status: '' });
  });
});
