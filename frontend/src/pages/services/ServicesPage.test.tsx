import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatPrice } from '../../shared/lib/format';
import { toast } from '../../shared/toast';
import { jsonResponse, renderRoutes } from '../../test/render';
import { ServicesPage } from './ServicesPage';

const CATEGORIES = [
  { id: 1, name: 'Ремонт колёсных пар', slug: 'remont-kolesnyh-par', image: null, parentId: null },
  { id: 2, name: 'Обточка колёсных пар', slug: 'obtochka', image: null, parentId: 1 },
  { id: 3, name: 'Дефектоскопия', slug: 'defektoskopiya', image: null, parentId: null },
];

function service(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    name: `Услуга ${id}`,
    shortDescription: `Описание ${id}`,
    price: 1000 * id,
    priceType: 'fixed',
    images: [`/uploads/services/${id}.jpg`],
    category: { id: 1, name: 'Ремонт колёсных пар' },
    ...overrides,
  };
}

/** Text as Testing Library reads it: formatted prices carry no-break spaces. */
const plain = (text: string) => text.replace(/\s+/g, ' ');

type ServicesHandler = (url: URL) => Response | Promise<Response>;

const fetchMock = vi.fn<typeof fetch>();
let servicesHandler: ServicesHandler;
let categoriesHandler: () => Response | Promise<Response>;

function page(services: unknown[], totalItems = services.length, totalPages = 1, currentPage = 1) {
  return jsonResponse({ services, totalItems, totalPages, currentPage });
}

function serviceCalls(): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://shop.test'))
    .filter((url) => url.pathname === '/api/services');
}

function lastQuery(): Record<string, string> {
  return Object.fromEntries(serviceCalls().at(-1)?.searchParams ?? []);
}

function renderServices(path = '/services') {
  return renderRoutes([{ path: '/services/:filter?', element: <ServicesPage /> }], { path });
}

function sidebar() {
  return screen.getByRole('complementary', { name: 'Фильтры' });
}

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  servicesHandler = () => page([service(1), service(2)]);
  categoriesHandler = () => jsonResponse(CATEGORIES);
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://shop.test');
    if (url.pathname === '/api/service-categories') return categoriesHandler();
    if (url.pathname === '/api/services') return servicesHandler(url);
    throw new Error(`Unexpected request ${url.pathname}`);
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  toast.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ServicesPage: list', () => {
  it('shows skeletons, then asks for page 1, 12 per page, newest first, with no other filter', async () => {
    renderServices();
    expect(screen.getByRole('status').textContent).toBe('Загрузка услуг...');
    expect(screen.getAllByTestId('service-card-skeleton')).toHaveLength(12);

    await screen.findByText('Услуга 1');
    expect(lastQuery()).toEqual({ page: '1', limit: '12', sort: 'newest' });
    expect(screen.getByRole('heading', { level: 1, name: 'Услуги' })).toBeTruthy();
  });

  it.each([
    [1, 'Найдено: 1 услуга'],
    [3, 'Найдено: 3 услуги'],
    [25, 'Найдено: 25 услуг'],
  ])('counts %i services as "%s"', async (total, text) => {
    servicesHandler = () => page([service(1)], total, Math.ceil(total / 12));
    renderServices();
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('heads the results with an h2 between the page’s h1 and the cards’ h3 (headings never skip a level)', async () => {
    servicesHandler = () => page([service(1), service(2)]);
    renderServices();
    expect((await screen.findByRole('heading', { level: 2, name: 'Найдено: 2 услуги' })).tagName).toBe('H2');
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1));
  });

  it('renders cards: image, category or "Без категории", name link, short description and price with the list suffix', async () => {
    servicesHandler = () =>
      page([
        service(1, { priceType: 'hourly', price: 1500 }),
        service(2, { priceType: 'daily', price: '8000.00', category: null, images: '["/a.jpg","/b.jpg"]' }),
        service(3, { priceType: 'fixed', price: 12000, images: null }),
        service(4, { priceType: 'custom', price: 500, images: '/single.png' }),
      ]);
    renderServices();

    const card = (name: string) => screen.getByRole('link', { name }).closest('article')!;
    await screen.findByText('Услуга 1');

    expect(within(card('Услуга 1')).getByText('Ремонт колёсных пар')).toBeTruthy();
    expect(within(card('Услуга 1')).getByText('Описание 1')).toBeTruthy();
    expect(within(card('Услуга 1')).getByText(plain(`${formatPrice(1500)}/час`))).toBeTruthy();
    expect(card('Услуга 1').querySelector('img')?.getAttribute('src')).toBe('/uploads/services/1.jpg');
    expect(screen.getByRole('link', { name: 'Услуга 1' }).getAttribute('href')).toBe('/service/1');

    expect(within(card('Услуга 2')).getByText('Без категории')).toBeTruthy();
    expect(within(card('Услуга 2')).getByText(plain(`${formatPrice(8000)}/день`))).toBeTruthy();
    expect(card('Услуга 2').querySelector('img')?.getAttribute('src')).toBe('/a.jpg');

    expect(within(card('Услуга 3')).getByText(plain(formatPrice(12000)))).toBeTruthy();
    expect(card('Услуга 3').querySelector('img')).toBeNull();

    expect(within(card('Услуга 4')).getByText(plain(formatPrice(500)))).toBeTruthy();
    expect(card('Услуга 4').querySelector('img')?.getAttribute('src')).toBe('/single.png');
  });

  it('shows "Услуги не найдены" with a reset button', async () => {
    servicesHandler = () => page([], 0, 0);
    renderServices('/services?search=xyz');
    const empty = await screen.findByText('Услуги не найдены');
    expect(
      within(empty.closest('[role="status"]')!).getByRole('button', { name: 'Сбросить фильтры' }),
    ).toBeTruthy();
  });

  it('shows the error text with a retry', async () => {
    servicesHandler = () => jsonResponse({ message: 'Сбой' }, 500);
    renderServices();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Не удалось загрузить услуги. Пожалуйста, попробуйте позже.');

    servicesHandler = () => page([service(9)]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Услуга 9')).toBeTruthy();
  });

  it('paginates 12 per page with ?page=, and hides the pagination on one page', async () => {
    servicesHandler = (url) => {
      const current = Number(url.searchParams.get('page'));
      return page([service(current * 100)], 30, 3, current);
    };
    const { router } = renderServices();
    await screen.findByText('Услуга 100');
    expect(screen.getByText('Показано 1-12 из 30 записей')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Страница 2' }));
    await screen.findByText('Услуга 200');
    expect(router.state.location.search).toBe('?page=2');
    expect(lastQuery().page).toBe('2');
  });

  it('has no pagination when everything fits on one page', async () => {
    renderServices();
    await screen.findByText('Услуга 1');
    expect(screen.queryByRole('navigation', { name: 'Страницы' })).toBeNull();
  });
});

describe('ServicesPage: filters', () => {
  it('searches 500 ms after the last keystroke', async () => {
    const { router } = renderServices();
    await screen.findByText('Услуга 1');
    const before = serviceCalls().length;

    vi.useFakeTimers();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Поиск услуг' }), { target: { value: 'обто' } });
    await act(async () => vi.advanceTimersByTimeAsync(300));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Поиск услуг' }), {
      target: { value: 'обточка' },
    });
    await act(async () => vi.advanceTimersByTimeAsync(499));
    expect(serviceCalls()).toHaveLength(before);

    await act(async () => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await waitFor(() => expect(serviceCalls()).toHaveLength(before + 1));
    expect(lastQuery()).toMatchObject({ search: 'обточка', page: '1' });
    expect(router.state.location.search).toBe('?search=%D0%BE%D0%B1%D1%82%D0%BE%D1%87%D0%BA%D0%B0');
  });

  it('drops a search still waiting for its pause when a link is clicked: the visitor is leaving', async () => {
    const { router } = renderServices();
    const link = await screen.findByRole('link', { name: 'Услуга 1' });
    const before = serviceCalls().length;
    vi.useFakeTimers();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Поиск услуг' }), {
      target: { value: 'обточка' },
    });
    await act(async () => vi.advanceTimersByTimeAsync(200));
    fireEvent.click(link);
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    vi.useRealTimers();
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/services'));
    expect(router.state.location.search).not.toContain('search=');
    expect(serviceCalls().filter((url) => url.searchParams.has('search'))).toHaveLength(0);
    expect(serviceCalls().length).toBeGreaterThanOrEqual(before);
  });

  it('lists the categories with "Все категории" and moves the route on selection', async () => {
    const { router } = renderServices('/services?page=2');
    await screen.findByText('Услуга 1');
    const filters = sidebar();
    expect((within(filters).getByRole('radio', { name: 'Все категории' }) as HTMLInputElement).checked).toBe(
      true,
    );

    fireEvent.click(await within(filters).findByRole('radio', { name: 'Обточка колёсных пар' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/services/obtochka'));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(lastQuery()).toMatchObject({ categoryId: '2', page: '1' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Обточка колёсных пар' })).toBeTruthy();

    fireEvent.click(within(sidebar()).getByRole('radio', { name: 'Все категории' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/services'));
    await waitFor(() => expect(lastQuery().categoryId).toBeUndefined());
  });

  it('reads the category from the route', async () => {
    renderServices('/services/defektoskopiya');
    await screen.findByText('Услуга 1');
    expect(lastQuery()).toMatchObject({ categoryId: '3' });
    expect(serviceCalls().every((url) => url.searchParams.get('categoryId') === '3')).toBe(true);
    expect(
      (within(sidebar()).getByRole('radio', { name: 'Дефектоскопия' }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('warns about an unknown category and clears it', async () => {
    const warning = vi.spyOn(toast, 'warning');
    const { router } = renderServices('/services/net-takoy?sort=priceAsc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/services'));
    expect(router.state.location.search).toBe('?sort=priceAsc');
    expect(warning).toHaveBeenCalledWith('Категория не найдена');
    await screen.findByText('Услуга 1');
    expect(serviceCalls().some((url) => url.searchParams.has('categoryId'))).toBe(false);
  });

  it('applies prices and price types with "Применить фильтры"', async () => {
    const { router } = renderServices();
    await screen.findByText('Услуга 1');
    const filters = sidebar();
    const from = within(filters).getByRole('spinbutton', { name: 'Цена от' });
    expect(from.getAttribute('min')).toBe('0');
    fireEvent.change(from, { target: { value: '1000' } });
    fireEvent.change(within(filters).getByRole('spinbutton', { name: 'Цена до' }), {
      target: { value: '5000' },
    });
    fireEvent.click(within(filters).getByRole('checkbox', { name: 'Дневная' }));
    fireEvent.click(within(filters).getByRole('checkbox', { name: 'Почасовая' }));
    const before = serviceCalls().length;
    expect(within(filters).getByRole('checkbox', { name: 'Фиксированная' })).toBeTruthy();

    fireEvent.click(within(filters).getByRole('button', { name: 'Применить фильтры' }));
    await waitFor(() => expect(serviceCalls().length).toBe(before + 1));
    expect(lastQuery()).toEqual({
      page: '1',
      limit: '12',
      sort: 'newest',
      priceFrom: '1000',
      priceTo: '5000',
      priceType: 'hourly,daily',
    });
    expect(router.state.location.search).toBe('?priceFrom=1000&priceTo=5000&priceType=hourly%2Cdaily');
  });

  it('refuses a "from" price above the "to" price', async () => {
    renderServices();
    await screen.findByText('Услуга 1');
    const filters = sidebar();
    fireEvent.change(within(filters).getByRole('spinbutton', { name: 'Цена от' }), {
      target: { value: '9000' },
    });
    fireEvent.change(within(filters).getByRole('spinbutton', { name: 'Цена до' }), {
      target: { value: '100' },
    });
    const before = serviceCalls().length;
    fireEvent.click(within(filters).getByRole('button', { name: 'Применить фильтры' }));
    expect(within(filters).getByText('Цена «от» не может быть больше цены «до»')).toBeTruthy();
    expect(serviceCalls().length).toBe(before);
  });

  it('sorts by price', async () => {
    const { router } = renderServices('/services?page=3');
    await screen.findByText('Услуга 1');
    const select = screen.getByRole('combobox', { name: 'Сортировка' }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Сначала новые',
      'Цена: по возрастанию',
      'Цена: по убыванию',
    ]);
    fireEvent.change(select, { target: { value: 'priceDesc' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'priceDesc', page: '1' }));
    expect(router.state.location.search).toBe('?sort=priceDesc');
  });

  it('"Сбросить" clears category, prices, types and search, sorts newest, goes to page 1', async () => {
    const { router } = renderServices(
      '/services/defektoskopiya?search=УЗК&priceFrom=10&priceTo=99&priceType=fixed&sort=priceAsc&page=2',
    );
    await screen.findByText('Услуга 1');
    expect(lastQuery()).toEqual({
      page: '2',
      limit: '12',
      sort: 'priceAsc',
      search: 'УЗК',
      categoryId: '3',
      priceFrom: '10',
      priceTo: '99',
      priceType: 'fixed',
    });
    expect((screen.getByRole('searchbox', { name: 'Поиск услуг' }) as HTMLInputElement).value).toBe('УЗК');
    expect((within(sidebar()).getByRole('spinbutton', { name: 'Цена от' }) as HTMLInputElement).value).toBe(
      '10',
    );

    fireEvent.click(within(sidebar()).getByRole('button', { name: 'Сбросить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/services'));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', limit: '12', sort: 'newest' }));
    expect((screen.getByRole('searchbox', { name: 'Поиск услуг' }) as HTMLInputElement).value).toBe('');
    expect((within(sidebar()).getByRole('spinbutton', { name: 'Цена от' }) as HTMLInputElement).value).toBe(
      '',
    );
    expect(
      (within(sidebar()).getByRole('checkbox', { name: 'Фиксированная' }) as HTMLInputElement).checked,
    ).toBe(false);
    expect((screen.getByRole('combobox', { name: 'Сортировка' }) as HTMLSelectElement).value).toBe('newest');
  });

  it('the empty state reset button resets too', async () => {
    servicesHandler = (url) => (url.searchParams.has('search') ? page([], 0, 0) : page([service(5)]));
    const { router } = renderServices('/services?search=nothing');
    fireEvent.click(await screen.findByRole('button', { name: 'Сбросить фильтры' }));
    await screen.findByText('Услуга 5');
    expect(router.state.location.search).toBe('');
  });

  it('mobile sheet: applies category, prices and types with "Применить" and closes', async () => {
    const { router } = renderServices();
    await screen.findByText('Услуга 1');
    fireEvent.click(screen.getByRole('button', { name: 'Фильтры' }));
    const sheet = await screen.findByRole('dialog', { name: 'Фильтры' });

    fireEvent.click(within(sheet).getByRole('radio', { name: 'Дефектоскопия' }));
    fireEvent.change(within(sheet).getByRole('spinbutton', { name: 'Цена от' }), {
      target: { value: '500' },
    });
    fireEvent.click(within(sheet).getByRole('checkbox', { name: 'Фиксированная' }));
    // Nothing applies before "Применить".
    expect(router.state.location.pathname).toBe('/services');

    fireEvent.click(within(sheet).getByRole('button', { name: 'Применить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/services/defektoskopiya');
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({ categoryId: '3', priceFrom: '500', priceType: 'fixed' }),
    );
    const filters = screen.getByRole('button', { name: 'Фильтры 3' });
    expect(filters.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(filters.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Выбрано фильтров: 3',
    );
  });

  it('mobile sheet: "Сбросить" resets everything and closes', async () => {
    const { router } = renderServices('/services/defektoskopiya?priceType=daily');
    await screen.findByText('Услуга 1');
    fireEvent.click(screen.getByRole('button', { name: /^Фильтры/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Фильтры' });
    expect((within(sheet).getByRole('checkbox', { name: 'Дневная' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(sheet).getByRole('button', { name: 'Сбросить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/services');
    expect(router.state.location.search).toBe('');
  });

  it('says when the categories fail to load', async () => {
    categoriesHandler = () => jsonResponse({ message: 'Сбой' }, 500);
    renderServices();
    await screen.findByText('Услуга 1');
    expect(within(sidebar()).getByText('Не удалось загрузить категории услуг')).toBeTruthy();
  });
});
