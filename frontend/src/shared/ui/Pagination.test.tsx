import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListPages, Pagination } from './Pagination';

afterEach(cleanup);

const pageNumbers = () =>
  within(screen.getByRole('navigation', { name: 'Страницы' }))
    .getAllByRole('button', { name: /^Страница \d+$/ })
    .map((button) => Number(button.textContent));

describe('Pagination', () => {
  it('shows the range text and five pages centred on the current one', () => {
    render(<Pagination page={6} totalPages={10} total={95} limit={10} onPageChange={() => {}} />);
    expect(screen.getByText('Показано 51-60 из 95 записей')).toBeTruthy();
    expect(pageNumbers()).toEqual([4, 5, 6, 7, 8]);
    expect(screen.getByRole('button', { name: 'Страница 6' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Страница 5' }).getAttribute('aria-current')).toBeNull();
  });

  it('never shows more than five numbers, and no first or last page or ellipsis outside the window', () => {
    render(<Pagination page={4} totalPages={7} total={70} limit={10} onPageChange={() => {}} />);
    expect(pageNumbers()).toEqual([2, 3, 4, 5, 6]);
    expect(within(screen.getByRole('navigation', { name: 'Страницы' })).queryByText('…')).toBeNull();
  });

  it('shifts the window inward at the ends', () => {
    const { rerender } = render(
      <Pagination page={1} totalPages={10} total={95} limit={10} onPageChange={() => {}} />,
    );
    expect(pageNumbers()).toEqual([1, 2, 3, 4, 5]);
    rerender(<Pagination page={5} totalPages={10} total={95} limit={10} onPageChange={() => {}} />);
    expect(pageNumbers()).toEqual([3, 4, 5, 6, 7]);
    rerender(<Pagination page={10} totalPages={10} total={95} limit={10} onPageChange={() => {}} />);
    expect(pageNumbers()).toEqual([6, 7, 8, 9, 10]);
    expect(screen.getByText('Показано 91-95 из 95 записей')).toBeTruthy();
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(
      <Pagination page={1} totalPages={3} total={30} limit={10} onPageChange={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Предыдущая страница' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Следующая страница' }).hasAttribute('disabled')).toBe(false);
    rerender(<Pagination page={3} totalPages={3} total={30} limit={10} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Предыдущая страница' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Следующая страница' }).hasAttribute('disabled')).toBe(true);
  });

  it('reports the chosen page, and nothing for the current one', () => {
    const onPageChange = vi.fn();
    render(<Pagination page={6} totalPages={10} total={95} limit={10} onPageChange={onPageChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Следующая страница' }));
    fireEvent.click(screen.getByRole('button', { name: 'Предыдущая страница' }));
    fireEvent.click(screen.getByRole('button', { name: 'Страница 8' }));
    fireEvent.click(screen.getByRole('button', { name: 'Страница 4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Страница 6' }));
    expect(onPageChange.mock.calls.map(([page]) => page)).toEqual([7, 5, 8, 4]);
  });

  it('hides the buttons with a single page but keeps the range text', () => {
    render(<Pagination page={1} totalPages={1} total={7} limit={12} onPageChange={() => {}} />);
    expect(screen.getByText('Показано 1-7 из 7 записей')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows 0-0 of 0 for an empty list', () => {
    render(<Pagination page={1} totalPages={0} total={0} limit={12} onPageChange={() => {}} />);
    expect(screen.getByText('Показано 0-0 из 0 записей')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('ListPages', () => {
  it('stands only under an answer of more than one page', () => {
    const { container, rerender } = render(
      <ListPages answer={undefined} page={1} limit={10} onPageChange={() => {}} />,
    );
    expect(container.textContent).toBe('');
    rerender(<ListPages answer={{ totalPages: 1, total: 7 }} page={1} limit={10} onPageChange={() => {}} />);
    expect(container.textContent).toBe('');
    rerender(<ListPages answer={{ totalPages: 3, total: 25 }} page={2} limit={10} onPageChange={() => {}} />);
    expect(screen.getByText('Показано 11-20 из 25 записей')).toBeTruthy();
    expect(pageNumbers()).toEqual([1, 2, 3]);
  });
});
