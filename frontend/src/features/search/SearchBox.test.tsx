import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { formatPrice } from '../../shared/lib/format';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { SearchBox } from './SearchBox';

const PLACEHOLDER = 'Поиск запчастей: название, номер, ГОСТ';

function product(id: number, name: string, price: number | string | null = 1000 * id) {
  return { id, name, price, Images: [{ url: `/uploads/products/${id}.jpg` }] };
}

const sevenProducts = [
  product(1, 'Колесная пара РУ1Ш-957-Г', 285000),
  product(2, 'Колесо цельнокатаное 957 мм', '48500.50'),
  product(3, 'Колодка тормозная композиционная', 1250),
  product(4, 'Корпус автосцепки СА-3', 96000),
  product(5, 'Колпак скользуна', null),
  product(6, 'Клин фрикционный', 3200),
  product(7, 'Колено тормозной магистрали', 900),
];

let fetchSpy: MockInstance<typeof fetch>;

/** Moves the fake clock and lets promises, React Query notifications and effects settle. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Lets the pending request resolve and the drop-down render its answer. */
async function settle() {
  for (let i = 0; i < 3; i += 1) await advance(1);
}

/** The searches of the spec's call (`GET /api/products`); the cards' extras beside it are not one. */
function requestedSearches(): (string | null)[] {
  return fetchSpy.mock.calls
    .map(([input]) => new URL(String(input), 'http://shop.test'))
    .filter((url) => url.pathname === '/api/products')
    .map((url) => url.searchParams.get('search'));
}

function input(): HTMLInputElement {
  return screen.getByRole('combobox', { name: 'Поиск по каталогу' });
}

function type(value: string) {
  fireEvent.change(input(), { target: { value } });
}

/** Types `value`, waits out the debounce and the answer. */
async function search(value: string) {
  type(value);
  await advance(300);
  await settle();
}

function renderSearchBox(path = '/') {
  return renderWithProviders(<SearchBox />, { path });
}

beforeEach(() => {
  vi.useFakeTimers();
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('SearchBox', () => {
  it('is a labelled combobox with a submit button', () => {
    renderSearchBox();

    const box = input();
    expect(box.getAttribute('placeholder')).toBe(PLACEHOLDER);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    const listboxId = box.getAttribute('aria-controls');
    expect(listboxId).toBeTruthy();
    expect(document.getElementById(listboxId!)?.getAttribute('role')).toBe('listbox');
    expect(screen.getByRole('button', { name: 'Найти' }).getAttribute('type')).toBe('submit');
  });

  it('does not search or open with 1 character', async () => {
    renderSearchBox();

    type('к');
    fireEvent.focus(input());
    await advance(1000);

    expect(fetchSpy).not.toHaveBeenCalled();
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('sends exactly one request 300 ms after 2 characters, none before', async () => {
    fetchSpy.mockResolvedValue(jsonResponse({ products: [] }));
    renderSearchBox();

    type('ко');
    await advance(299);
    expect(fetchSpy).not.toHaveBeenCalled();

    await advance(1);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const url = new URL(String(fetchSpy.mock.calls[0]?.[0]), 'http://shop.test');
    expect(url.pathname).toBe('/api/products');
    expect(url.searchParams.get('search')).toBe('ко');
    expect(url.searchParams.get('limit')).toBe('5');

    await advance(1000);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('sends a single request for the last term when typing quickly', async () => {
    fetchSpy.mockResolvedValue(jsonResponse({ products: [] }));
    renderSearchBox();

    type('ко');
    await advance(100);
    type('кол');
    await advance(150);
    type('коле');
    await advance(299);
    expect(fetchSpy).not.toHaveBeenCalled();

    await advance(1);
    await settle();
    expect(requestedSearches()).toEqual(['коле']);
  });

  it('shows the loading state, then at most 5 results with name and formatted price', async () => {
    let answer!: (response: Response) => void;
    fetchSpy.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderSearchBox();

    type('кол');
    // Debouncing already counts as loading.
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Поиск...');

    await advance(300);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('Поиск...');
    expect(screen.queryByRole('listbox')).toBeNull();

    answer(jsonResponse({ products: sevenProducts, total: 7 }));
    await settle();

    expect(screen.queryByRole('status')).toBeNull();
    const listbox = screen.getByRole('listbox', { name: 'Результаты поиска' });
    const options = within(listbox).getAllByRole('option');
    // 5 products and the 'show all results' entry.
    expect(options).toHaveLength(6);

    const first = options[0]!;
    expect(first.textContent).toContain('Колесная пара РУ1Ш-957-Г');
    expect(first.textContent).toContain(formatPrice(285000));
    expect(formatPrice(285000)).toContain('₽');
    expect(first.getAttribute('href')).toBe('/product/1');
    expect(options[1]!.textContent).toContain(formatPrice(48500.5));

    const image = first.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/uploads/products/1.jpg');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('width')).toBe('40');
    expect(image.getAttribute('height')).toBe('40');

    expect(screen.queryByText('Клин фрикционный')).toBeNull();
    expect(screen.queryByText('Колено тормозной магистрали')).toBeNull();
  });

  it('shows a part offered by several sellers once, «от N ₽ · K предложений», leading to its offers (ADR 0066)', async () => {
    fetchSpy.mockImplementation((input) => {
      const url = new URL(String(input), 'http://shop.test');
      if (url.pathname === '/api/catalog/cards') {
        // The products the list answered, nothing else: no facets of the whole search (ADR 0073).
        expect(url.searchParams.get('ids')).toBe('31,32,33');
        return Promise.resolve(
          jsonResponse({
            cards: [
              { id: 31, cities: ['Самара'], part: { id: 7, offerCount: 3, minPrice: 45000 } },
              { id: 32, cities: [], part: { id: 7, offerCount: 3, minPrice: 45000 } },
              { id: 33, cities: [], part: null },
            ],
          }),
        );
      }
      return Promise.resolve(
        jsonResponse({
          products: [
            { id: 31, name: 'Автосцепка СА-3', price: 52000 },
            { id: 32, name: 'Автосцепка СА-3 (ремонт)', price: 45000 },
            { id: 33, name: 'Корпус автосцепки СА-3', price: 30000 },
          ],
        }),
      );
    });
    renderSearchBox();

    await search('са-3');

    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.getAttribute('href'))).toEqual([
      '/part/7',
      '/product/33',
      '/catalog?search=%D1%81%D0%B0-3',
    ]);
    expect(options[0]!.textContent).toContain(`от ${formatPrice(45000)} · 3 предложения`);
    expect(options[1]!.textContent).toContain(formatPrice(30000));
    expect(screen.queryByText('Автосцепка СА-3 (ремонт)')).toBeNull();
    expect(requestedSearches()).toEqual(['са-3']);
  });

  it('accepts a bare array and shows a placeholder for a product without an image', async () => {
    fetchSpy.mockResolvedValue(
      jsonResponse([
        { id: 'a-17', name: 'Поглощающий аппарат ПМК-110', price: 41000, images: ['uploads/pmk.png'] },
        { id: 18, name: 'Тяговый хомут', price: 15000 },
        { name: 'Без идентификатора', price: 1 },
      ]),
    );
    renderSearchBox();

    await search('аппарат');

    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.getAttribute('href'))).toEqual([
      '/product/a-17',
      '/product/18',
      '/catalog?search=%D0%B0%D0%BF%D0%BF%D0%B0%D1%80%D0%B0%D1%82',
    ]);
    expect(options[0]!.querySelector('img')?.getAttribute('src')).toBe('/uploads/pmk.png');
    expect(options[1]!.querySelector('img')).toBeNull();
    expect(options[1]!.querySelector('[data-placeholder]')).not.toBeNull();
    expect(screen.queryByText('Без идентификатора')).toBeNull();
  });

  it('shows "Ничего не найдено" for an empty answer', async () => {
    fetchSpy.mockResolvedValue(jsonResponse({ products: [], total: 0 }));
    renderSearchBox();

    await search('xyz');

    expect(screen.getByRole('status').textContent).toBe('Ничего не найдено');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryByRole('option')).toBeNull();
  });

  it.each([404, 500])('treats a %i as no results and only logs it', async (status) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchSpy.mockResolvedValue(jsonResponse({ message: 'Ошибка' }, status));
    renderSearchBox();

    await search('колесо');

    expect(screen.getByRole('status').textContent).toBe('Ничего не найдено');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('links "Показать все результаты" to the encoded catalogue search', async () => {
    fetchSpy.mockResolvedValue(jsonResponse({ products: sevenProducts.slice(0, 2) }));
    renderSearchBox();

    await search('  ГОСТ 4835 & 10791  ');

    expect(requestedSearches()).toEqual(['ГОСТ 4835 & 10791']);
    const showAll = screen.getByRole('option', { name: 'Показать все результаты' });
    expect(showAll.getAttribute('href')).toBe(`/catalog?search=${encodeURIComponent('ГОСТ 4835 & 10791')}`);
  });

  it('closes on a click outside and reopens on focus without a new request', async () => {
    fetchSpy.mockResolvedValue(jsonResponse({ products: sevenProducts.slice(0, 3) }));
    renderSearchBox();

    await search('кол');
    expect(screen.getByRole('listbox')).toBeTruthy();

    // Pressing inside the drop-down keeps it open.
    fireEvent.pointerDown(screen.getAllByRole('option')[0]!);
    expect(screen.getByRole('listbox')).toBeTruthy();

    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().value).toBe('кол');

    fireEvent.focus(input());
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option')).toHaveLength(4);
    // Reopening asks nothing again.
    expect(requestedSearches()).toEqual(['кол']);
  });

  it('moves the active option with the arrows (wrapping), Enter opens it and clears the query', async () => {
    fetchSpy.mockResolvedValue(jsonResponse({ products: sevenProducts.slice(0, 2) }));
    const { router } = renderSearchBox('/catalog');

    await search('кол');
    const box = input();
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(box.getAttribute('aria-activedescendant')).toBeNull();

    const activeOption = () => document.getElementById(box.getAttribute('aria-activedescendant') ?? '');

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(activeOption()).toBe(options[0]);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    expect(options[1]!.getAttribute('aria-selected')).toBe('false');

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(activeOption()).toBe(options[2]);
    expect(activeOption()?.textContent).toContain('Показать все результаты');

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(activeOption()).toBe(options[0]);

    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(activeOption()).toBe(options[2]);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(activeOption()).toBe(options[1]);

    fireEvent.keyDown(box, { key: 'Enter' });
    await settle();

    expect(router.state.location.pathname).toBe('/product/2');
    expect(input().value).toBe('');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().getAttribute('aria-activedescendant')).toBeNull();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('Enter without an active option goes to the catalogue search', async () => {
    fetchSpy.mockResolvedValue(jsonResponse({ products: sevenProducts.slice(0, 2) }));
    const { router } = renderSearchBox();

    await search('колесо 957');
    fireEvent.keyDown(input(), { key: 'Enter' });
    await settle();

    expect(router.state.location.pathname).toBe('/catalog');
    expect(router.state.location.search).toBe(`?search=${encodeURIComponent('колесо 957')}`);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('submitting the form goes to the catalogue search; under 2 characters it does nothing', async () => {
    fetchSpy.mockResolvedValue(jsonResponse({ products: [] }));
    const { router } = renderSearchBox('/news');

    type('к');
    fireEvent.click(screen.getByRole('button', { name: 'Найти' }));
    await settle();
    expect(router.state.location.pathname).toBe('/news');

    type('клин');
    fireEvent.click(screen.getByRole('button', { name: 'Найти' }));
    await settle();
    expect(router.state.location.pathname).toBe('/catalog');
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('клин');
  });

  it('Escape closes the drop-down, a second Escape clears the query', async () => {
    fetchSpy.mockResolvedValue(jsonResponse({ products: sevenProducts.slice(0, 2) }));
    renderSearchBox();

    await search('кол');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });

    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().getAttribute('aria-activedescendant')).toBeNull();
    expect(input().value).toBe('кол');

    // ArrowDown reopens it.
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(screen.getByRole('listbox')).toBeTruthy();

    fireEvent.keyDown(input(), { key: 'Escape' });
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(input().value).toBe('');
  });

  it('choosing a result by click navigates to it and clears the query', async () => {
    fetchSpy.mockResolvedValue(jsonResponse({ products: sevenProducts.slice(0, 3) }));
    const { router } = renderSearchBox();

    await search('колодка');
    fireEvent.click(screen.getByRole('option', { name: /Колодка тормозная композиционная/ }));
    await settle();

    expect(router.state.location.pathname).toBe('/product/3');
    expect(input().value).toBe('');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('replaces the history entry when moving from one product to another', async () => {
    fetchSpy.mockResolvedValue(jsonResponse({ products: sevenProducts.slice(0, 3) }));
    const { router } = renderSearchBox('/product/1');

    await search('колодка');
    fireEvent.click(screen.getByRole('option', { name: /Колодка тормозная композиционная/ }));
    await settle();

    expect(router.state.location.pathname).toBe('/product/3');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
