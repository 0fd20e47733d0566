import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CategoryDto } from '../../entities/category';
import { formatPrice } from '../../shared/lib/format';
import { FirstLocationProvider } from '../../shared/lib';
import { Link, Outlet } from 'react-router';
import { toast } from '../../shared/toast';
import { jsonResponse, renderRoutes } from '../../test/render';
import { CatalogPage } from './CatalogPage';

const category = (
  id: number,
  name: string,
  slug: string,
  parentId: number | null,
  children: CategoryDto[] = [],
): CategoryDto => ({
  id,
  name,
  slug,
  image: null,
  icon: null,
  parentId,
  position: 0,
  is_name_filter: false,
  children,
});

const tree: CategoryDto[] = [
  category(1, 'Тележка', 'telezhka', null, [
    category(11, 'Колёсные пары', 'kolesnye-pary', 1, [category(111, 'Буксовые узлы', 'buksovye-uzly', 11)]),
    category(12, 'Боковая рама', 'bokovaya-rama', 1),
  ]),
  category(2, 'Автосцепное устройство', 'avtoscepnoe-ustrojstvo', null),
];

const product = (id: number, name: string, price: number | string | null = 10_000) => ({
  id,
  name,
  price,
  description: `Описание товара ${id}`,
  Images: id % 2 ? [{ url: `/uploads/products/${id}.jpg` }] : [],
});

const pageOf = (count: number, total = count, totalPages = 1) => ({
  products: Array.from({ length: count }, (_, index) => product(index + 1, `Товар №${index + 1}`)),
  total,
  totalPages,
});

type Handler = (url: URL) => Response | Promise<Response>;

const fetchMock = vi.fn<typeof fetch>();
let handlers: { tree: Handler; filters: Handler; products: Handler };

function productRequests(): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/products')
    .map((url) => url.searchParams);
}

const lastProductRequest = () => productRequests().at(-1)!;

function renderCatalog(path: string) {
  return renderRoutes(
    [
      { path: '/catalog', element: <CatalogPage /> },
      { path: '/catalog/:category', element: <CatalogPage /> },
    ],
    { path },
  );
}

const sidebar = () => screen.getByRole('navigation', { name: 'Категории товаров' });
const drillDown = () => screen.getByRole('navigation', { name: 'Разделы каталога' });

beforeEach(() => {
  handlers = {
    tree: () => jsonResponse(tree),
    filters: () => jsonResponse({ name: [], quality: ['Новые', 'Отремонтированные'] }),
    products: () => jsonResponse(pageOf(3)),
  };
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/categories') return handlers.tree(url);
    if (url.pathname.startsWith('/api/categories/filters/')) return handlers.filters(url);
    if (url.pathname === '/api/products') return handlers.products(url);
    return jsonResponse({ message: 'Не найдено' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(toast, 'warning');
  vi.spyOn(toast, 'error');
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('CatalogPage states', () => {
  it('shows "Загрузка категорий..." and "Загрузка товаров..." while loading', () => {
    fetchMock.mockReturnValue(new Promise<Response>(() => {}));
    renderCatalog('/catalog');

    // Sidebar and phone list each announce it; CSS shows one of them.
    expect(screen.getAllByText('Загрузка категорий...').length).toBeGreaterThan(0);
    expect(screen.getByText('Загрузка товаров...')).toBeTruthy();
    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(12);
  });

  it('keeps the products waiting for the tree on a category URL', async () => {
    let releaseTree: () => void = () => {};
    handlers.tree = () => new Promise((resolve) => (releaseTree = () => resolve(jsonResponse(tree))));
    renderCatalog('/catalog/kolesnye-pary');

    expect(screen.getByText('Загрузка товаров...')).toBeTruthy();
    expect(productRequests()).toHaveLength(0);

    releaseTree();
    expect(await screen.findByRole('heading', { level: 1, name: 'Колёсные пары' })).toBeTruthy();
    await waitFor(() => expect(productRequests()).toHaveLength(1));
    expect(lastProductRequest().get('categoryId')).toBe('11');
  });

  it('lists the products as cards with a price, a product link and the order and cart actions', async () => {
    renderCatalog('/catalog');

    const list = await screen.findByRole('region', { name: 'Товары' });
    await within(list).findByRole('heading', { name: 'Товар №1' });
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    const first = within(list).getAllByRole('article')[0]!;
    expect(within(first).getByRole('link', { name: 'Товар №1' }).getAttribute('href')).toBe('/product/1');
    expect(within(first).getByRole('button', { name: 'Заказать: Товар №1' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'В корзину: Товар №1' })).toBeTruthy();
    expect(first.querySelector('data')?.textContent).toBe(formatPrice(10_000));
    expect(screen.getByText('Найдено: 3 товара')).toBeTruthy();
    expect(screen.getByText('Показано 1-3 из 3 записей')).toBeTruthy();

    const request = lastProductRequest();
    expect(Object.fromEntries(request)).toEqual({ limit: '12', page: '1', status: 'published' });
  });

  it('shows "Товары не найдены" for an empty list', async () => {
    handlers.products = () => jsonResponse({ products: [], total: 0, totalPages: 0 });
    renderCatalog('/catalog');

    expect(await screen.findByText('Товары не найдены')).toBeTruthy();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it("toasts the server's message once, shows the error state and retries", async () => {
    handlers.products = () => jsonResponse({ message: 'Маршрут не найден' }, 404);
    renderCatalog('/catalog');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Не удалось загрузить товары')).toBeTruthy();
    expect(within(alert).getByText('Маршрут не найден')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith('Маршрут не найден');

    handlers.products = () => jsonResponse(pageOf(2));
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { name: 'Товар №2' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(toast.error).toHaveBeenCalledTimes(1);
  });

  it('toasts "Не удалось загрузить товары" for each failure without a server message', async () => {
    handlers.products = () =>
      new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } });
    renderCatalog('/catalog');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Не удалось загрузить товары')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith('Не удалось загрузить товары');

    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(2));
  });

  it('shows the error state and the default toast when the server cannot be reached', async () => {
    handlers.products = () => Promise.reject(new TypeError('Failed to fetch'));
    renderCatalog('/catalog');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Не удалось загрузить товары')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('Не удалось загрузить товары');
  });
});

describe('CatalogPage without the category tree (logged only)', () => {
  beforeEach(() => {
    handlers.tree = () => jsonResponse({ message: 'Каталог недоступен' }, 503);
  });

  it('lists the products with empty category lists and no error text', async () => {
    renderCatalog('/catalog');

    expect(await screen.findByRole('heading', { name: 'Товар №1' })).toBeTruthy();
    expect(within(sidebar()).queryByRole('link', { name: 'Тележка' })).toBeNull();
    expect(within(drillDown()).queryAllByRole('link')).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Каталог недоступен')).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('leaves the list of a category URL empty, without a warning', async () => {
    renderCatalog('/catalog/kolesnye-pary');

    const results = screen.getByRole('region', { name: 'Товары' });
    expect(await within(results).findByText('Товары не найдены')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Каталог' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Каталог недоступен')).toBeNull();
    expect(productRequests()).toHaveLength(0);
    expect(toast.warning).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('CatalogPage heading', () => {
  it('is "Каталог" at the root', async () => {
    renderCatalog('/catalog');
    expect(await screen.findByRole('heading', { level: 1, name: 'Каталог' })).toBeTruthy();
  });

  it('is the category name on a category URL, and products are asked for that category', async () => {
    renderCatalog('/catalog/kolesnye-pary');

    expect(await screen.findByRole('heading', { level: 1, name: 'Колёсные пары' })).toBeTruthy();
    await waitFor(() => expect(productRequests()).toHaveLength(1));
    expect(Object.fromEntries(lastProductRequest())).toEqual({
      limit: '12',
      page: '1',
      status: 'published',
      categoryId: '11',
      include_subcategories: 'true',
    });
    expect(within(sidebar()).getByRole('link', { name: 'Колёсные пары' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('names the search query on /catalog?search=', async () => {
    renderCatalog('/catalog?search=букса');

    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Результаты поиска по запросу букса',
    });
    expect(heading.textContent).toBe('Результаты поиска по запросу букса');
    await waitFor(() => expect(productRequests()).toHaveLength(1));
    expect(lastProductRequest().get('search')).toBe('букса');
  });
});

describe('CatalogPage filters', () => {
  beforeEach(() => {
    handlers.filters = () =>
      jsonResponse({ name: ['Рама боковая', 'Балка надрессорная'], quality: ['Новые', 'Отремонтированные'] });
  });

  const nameGroup = () => screen.getByRole('group', { name: 'Наименование' });

  it('offers "Качество" only after a name is chosen and sends the filters', async () => {
    const { router } = renderCatalog('/catalog/telezhka');

    const names = await screen.findByRole('group', { name: 'Наименование' });
    expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/categories/filters/1')).toBe(true);
    expect(
      within(names)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Рама боковая', 'Балка надрессорная']);
    expect(screen.queryByRole('group', { name: 'Качество' })).toBeNull();

    fireEvent.click(within(names).getByRole('button', { name: 'Рама боковая' }));
    const quality = await screen.findByRole('group', { name: 'Качество' });
    expect(
      within(nameGroup()).getByRole('button', { name: 'Рама боковая' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await waitFor(() => expect(lastProductRequest().get('name')).toBe('Рама боковая'));
    expect(lastProductRequest().get('quality')).toBeNull();
    expect(router.state.location.search).toBe(
      `?name=${encodeURIComponent('Рама боковая').replace(/%20/g, '+')}`,
    );

    fireEvent.click(within(quality).getByRole('button', { name: 'Новые' }));
    await waitFor(() => expect(lastProductRequest().get('quality')).toBe('Новые'));
    expect(lastProductRequest().get('name')).toBe('Рама боковая');
    expect(lastProductRequest().get('categoryId')).toBe('1');
  });

  it('deselects an active filter on a second click', async () => {
    renderCatalog('/catalog/telezhka?name=Рама+боковая&quality=Новые');

    const quality = await screen.findByRole('group', { name: 'Качество' });
    const active = within(quality).getByRole('button', { name: 'Новые' });
    expect(active.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(lastProductRequest().get('quality')).toBe('Новые'));

    fireEvent.click(active);
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'Качество' }))
          .getByRole('button', { name: 'Новые' })
          .getAttribute('aria-pressed'),
      ).toBe('false'),
    );
    await waitFor(() => expect(lastProductRequest().get('quality')).toBeNull());
    expect(lastProductRequest().get('name')).toBe('Рама боковая');

    // Deselecting the name also drops the quality group.
    fireEvent.click(within(nameGroup()).getByRole('button', { name: 'Рама боковая' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Качество' })).toBeNull());
    await waitFor(() => expect(lastProductRequest().get('name')).toBeNull());
  });

  it('falls back to the default filters when they cannot be loaded (logged only)', async () => {
    handlers.filters = () => jsonResponse({ message: 'Ошибка' }, 500);
    renderCatalog('/catalog/telezhka?name=Рама+боковая');

    // No name filters to offer; the quality defaults still apply to a name from the URL.
    const quality = await screen.findByRole('group', { name: 'Качество' });
    expect(
      within(quality)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Новые', 'Отремонтированные']);
    expect(console.warn).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows no filter buttons at the catalogue root', async () => {
    renderCatalog('/catalog');
    await screen.findByRole('heading', { name: 'Товар №1' });
    expect(screen.queryByRole('group', { name: 'Наименование' })).toBeNull();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/filters/'))).toBe(false);
  });
});

describe('CatalogPage category selection', () => {
  it('resets page and filters and moves to /catalog/{slug}', async () => {
    const { router } = renderCatalog('/catalog/telezhka?name=Рама+боковая&quality=Новые&page=3');
    await waitFor(() => expect(lastProductRequest()?.get('page')).toBe('3'));

    fireEvent.click(within(sidebar()).getByRole('link', { name: 'Колёсные пары' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/catalog/kolesnye-pary'));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('heading', { level: 1, name: 'Колёсные пары' })).toBeTruthy();
    await waitFor(() => expect(lastProductRequest().get('categoryId')).toBe('11'));
    expect(lastProductRequest().get('page')).toBe('1');
    expect(lastProductRequest().get('name')).toBeNull();
    expect(lastProductRequest().get('quality')).toBeNull();
  });

  it('does nothing when the chosen category is clicked again', async () => {
    handlers.products = () => jsonResponse(pageOf(3, 30, 3));
    const { router } = renderCatalog('/catalog/kolesnye-pary?page=2');
    await screen.findByRole('heading', { level: 1, name: 'Колёсные пары' });
    const before = router.state.location;

    fireEvent.click(within(sidebar()).getByRole('link', { name: 'Колёсные пары' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(router.state.location.key).toBe(before.key);

    fireEvent.click(within(drillDown()).getByRole('link', { name: 'Буксовые узлы' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalog/buksovye-uzly'));

    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.key).toBe(before.key));
    expect(router.state.location.search).toBe('?page=2');
  });

  it('climbs to the parent with "назад" on phones, then to /catalog', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { router } = renderCatalog('/catalog/buksovye-uzly');
    await screen.findByRole('heading', { level: 1, name: 'Буксовые узлы' });

    fireEvent.click(within(drillDown()).getByRole('button', { name: 'назад' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalog/kolesnye-pary'));

    vi.setSystemTime(Date.now() + 1000);
    fireEvent.click(within(drillDown()).getByRole('button', { name: 'назад' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalog/telezhka'));

    vi.setSystemTime(Date.now() + 1000);
    fireEvent.click(within(drillDown()).getByRole('button', { name: 'назад' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalog'));
    expect(within(drillDown()).queryByRole('button', { name: 'назад' })).toBeNull();
  });

  it('drills down on phones: the chosen category lists its children', async () => {
    const { router } = renderCatalog('/catalog');
    await screen.findByRole('navigation', { name: 'Разделы каталога' });
    const roots = within(drillDown())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(roots).toEqual(['Тележка', 'Автосцепное устройство']);

    fireEvent.click(within(drillDown()).getByRole('link', { name: 'Тележка' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalog/telezhka'));
    await waitFor(() =>
      expect(
        within(drillDown())
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Колёсные пары', 'Боковая рама']),
    );
  });
});

describe('CatalogPage unknown category', () => {
  it('shows the catalogue root without a warning on the first load', async () => {
    const { router } = renderCatalog('/catalog/net-takoj');

    expect(await screen.findByRole('heading', { level: 1, name: 'Каталог' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalog'));
    expect(toast.warning).not.toHaveBeenCalled();
    await waitFor(() => expect(productRequests()).toHaveLength(1));
    expect(lastProductRequest().get('categoryId')).toBeNull();
  });

  it('warns "Категория не найдена" and clears the selection when reached later', async () => {
    const { router } = renderCatalog('/catalog/telezhka');
    await screen.findByRole('heading', { level: 1, name: 'Тележка' });

    await router.navigate('/catalog/net-takoj');

    await waitFor(() => expect(toast.warning).toHaveBeenCalledWith('Категория не найдена'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalog'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Каталог' })).toBeTruthy();
  });
});

describe('CatalogPage unknown category reached from another page', () => {
  // The shell remembers where the app opened; the catalogue mounts only when it is reached.
  function renderShell(path: string) {
    return renderRoutes(
      [
        {
          element: (
            <FirstLocationProvider>
              <Outlet />
            </FirstLocationProvider>
          ),
          children: [
            { path: '/news', element: <Link to="/catalog/net-takoj">Старая ссылка</Link> },
            { path: '/catalog', element: <CatalogPage /> },
            { path: '/catalog/:category', element: <CatalogPage /> },
          ],
        },
      ],
      { path },
    );
  }

  it('warns "Категория не найдена" after a link from a page outside the catalogue', async () => {
    const { router } = renderShell('/news');
    fireEvent.click(await screen.findByRole('link', { name: 'Старая ссылка' }));

    await waitFor(() => expect(toast.warning).toHaveBeenCalledWith('Категория не найдена'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalog'));
  });

  it('stays quiet when the app was opened at the unknown category', async () => {
    const { router } = renderShell('/catalog/net-takoj');

    await waitFor(() => expect(router.state.location.pathname).toBe('/catalog'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Каталог' })).toBeTruthy();
    expect(toast.warning).not.toHaveBeenCalled();
  });
});

describe('CatalogPage pagination', () => {
  it('keeps the page in the URL so Back returns to the previous page', async () => {
    handlers.products = (url) => {
      const page = Number(url.searchParams.get('page'));
      return jsonResponse({
        products: [product(page * 100, `Товар страницы ${page}`)],
        total: 30,
        totalPages: 3,
      });
    };
    const { router } = renderCatalog('/catalog');
    await screen.findByRole('heading', { name: 'Товар страницы 1' });

    fireEvent.click(screen.getByRole('button', { name: 'Страница 2' }));
    expect(await screen.findByRole('heading', { name: 'Товар страницы 2' })).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    expect(lastProductRequest().get('page')).toBe('2');

    await router.navigate(-1);
    expect(await screen.findByRole('heading', { name: 'Товар страницы 1' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('goes to the last page when the URL points past the end', async () => {
    handlers.products = () => jsonResponse({ products: [], total: 30, totalPages: 3 });
    const { router } = renderCatalog('/catalog?page=9');
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
  });
});
