import { cleanup, fireEvent, getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatPrice } from '../../shared/lib/format';
import {
  STORAGE_KEYS,
  clearSession,
  readItem,
  removeItem,
  startSession,
  type User,
} from '../../shared/session';
import { toast } from '../../shared/toast';
import { jsonResponse, renderRoutes } from '../../test/render';
import { ProductPage } from './ProductPage';

const productDto = {
  id: 7,
  name: 'Колёсная пара РУ1Ш-957-Г',
  price: '285000.00',
  description: 'Колёсная пара для грузовых вагонов колеи 1520 мм.',
  quantity: 12,
  status: 'published',
  Images: [{ url: '/uploads/products/7-1.jpg' }, { url: '/uploads/products/7-2.jpg' }],
  Supplier: { id: 42 },
  Category: { id: 11, name: 'Колёсные пары', slug: 'kolesnye-pary' },
  Stocks: [
    {
      id: 1,
      warehouseId: 10,
      quantity: 8,
      Warehouse: {
        name: 'Склад Екатеринбург',
        address: 'ул. Монтажников, 4',
        city: 'Екатеринбург',
        workingHours: 'Пн–Пт 9:00–18:00',
      },
    },
    {
      id: 2,
      warehouseId: 11,
      quantity: 4,
      Warehouse: {
        name: 'Склад Омск',
        address: 'ул. 10 лет Октября, 1',
        city: 'Омск',
        workingHours: 'Круглосуточно',
      },
    },
  ],
  Characteristics: [
    { name: 'Комплектация', value: 'Полная' },
    { name: 'Завод-изготовитель', value: 'ЕВРАЗ НТМК' },
    { name: 'ГОСТ', value: 'ГОСТ 4835-2013' },
    { name: 'Материал', value: 'Сталь марки 2' },
    { name: 'Вес', value: '1200 кг' },
    { name: 'тип', value: 'РУ1Ш-957-Г' },
  ],
  DeliverySet: {
    items: [
      {
        itemName: 'Ось РУ1Ш',
        quantity: 1,
        unitWeight: 450,
        totalWeight: 450,
        pricePerUnit: 90000,
        totalPrice: 90000,
      },
      {
        itemName: 'Колесо цельнокатаное',
        quantity: 2,
        unitWeight: 375,
        totalWeight: 750,
        pricePerUnit: 97500,
        totalPrice: 195000,
      },
    ],
  },
  NormativeDocuments: [
    {
      name: 'Паспорт колёсной пары',
      standard: 'ГОСТ 4835-2013',
      documentNumber: 'П-123',
      filePath: 'uploads/docs/passport.pdf',
    },
  ],
  ComponentDescriptions: [{ componentName: 'Буксовый узел', description: 'Кассетный подшипник 1726' }],
  Services: [{ id: 5, name: 'Обточка колёсных пар' }],
};

const fetchMock = vi.fn<typeof fetch>();

function renderProduct(path = '/product/7') {
  return renderRoutes(
    [
      { path: '/product/:id', element: <ProductPage /> },
      { path: '/catalog', element: <h1>Каталог</h1> },
    ],
    { path },
  );
}

/** Prices keep their non-breaking spaces: match them as formatted. */
const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

const user = (id: number): User => ({ id, email: `user${id}@example.ru`, role: 'buyer' });

beforeEach(() => {
  fetchMock.mockReset();
  // The order dialog asks for the contracts in force with this seller: none here.
  fetchMock.mockImplementation(async (input) =>
    String(input).startsWith('/api/contracts/in-force')
      ? jsonResponse({ contracts: [] })
      : jsonResponse(productDto),
  );
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(toast, 'warning');
  vi.spyOn(toast, 'error');
  clearSession();
  removeItem(STORAGE_KEYS.postLoginRedirect);
});

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ProductPage', () => {
  it('shows a skeleton while loading', () => {
    fetchMock.mockReturnValue(new Promise<Response>(() => {}));
    renderProduct();
    expect(screen.getByRole('status').textContent).toBe('Загрузка товара...');
    expect(screen.getByTestId('product-skeleton').getAttribute('aria-hidden')).toBe('true');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/products/7');
  });

  it('renders the loaded product with the characteristics in the spec order', async () => {
    renderProduct();

    expect(await screen.findByRole('heading', { level: 1, name: 'Колёсная пара РУ1Ш-957-Г' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Колёсная пара РУ1Ш-957-Г' })).toBeTruthy();
    expect(
      screen.getByText(formatPrice(285000), { ...exact, selector: 'data' }).closest('p')?.textContent,
    ).toBe(`${formatPrice(285000)} за шт.`);
    expect(screen.getByText('В наличии: 12 шт. на 2 складах')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Колёсные пары' }).getAttribute('href')).toBe(
      '/catalog/kolesnye-pary',
    );
    expect(screen.getByRole('link', { name: 'Обточка колёсных пар' }).getAttribute('href')).toBe(
      '/service/5',
    );

    // 'Описание' is the default tab.
    const tab = screen.getByRole('tab', { name: 'Описание' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Колёсная пара для грузовых вагонов колеи 1520 мм.')).toBeTruthy();
    expect(within(panel).getByText('Колёсные пары')).toBeTruthy();

    const specs = within(panel).getByRole('heading', { name: 'Характеристики' }).parentElement!;
    const names = within(specs)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual(['тип', 'Вес', 'Материал', 'ГОСТ', 'Комплектация', 'Завод-изготовитель']);

    const delivery = within(panel).getByRole('region', { name: 'Комплект поставки' });
    expect(
      within(delivery)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Наименование', 'Количество', 'Вес ед.', 'Общий вес', 'Цена за ед.', 'Сумма']);
    const secondRow = within(delivery).getAllByRole('row')[2]!;
    expect(
      within(secondRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Колесо цельнокатаное', '2', '375', '750', formatPrice(97500), formatPrice(195000)]);

    expect(within(panel).getByText('Буксовый узел')).toBeTruthy();
    expect(within(panel).getByText('Кассетный подшипник 1726')).toBeTruthy();

    const documents = within(panel)
      .getByRole('heading', { name: 'Нормативные документы' })
      .closest('section')!;
    expect(within(documents).getByText('ГОСТ 4835-2013')).toBeTruthy();
    expect(within(documents).getByText('П-123')).toBeTruthy();
    const file = within(documents).getByRole('link', { name: /Открыть: Паспорт колёсной пары/ });
    expect(file.getAttribute('href')).toBe('/uploads/docs/passport.pdf');
  });

  it('switches to "Наличие" and lists the stock per warehouse', async () => {
    renderProduct();
    const tab = await screen.findByRole('tab', { name: 'Наличие' });

    fireEvent.mouseDown(tab, { button: 0 });

    await waitFor(() => expect(tab.getAttribute('aria-selected')).toBe('true'));
    const panel = screen.getByRole('tabpanel');
    const rows = within(panel).getAllByRole('row').slice(1);
    expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ['Склад Екатеринбург', 'Екатеринбург', 'ул. Монтажников, 4', 'Пн–Пт 9:00–18:00', '8 шт.'],
      ['Склад Омск', 'Омск', 'ул. 10 лет Октября, 1', 'Круглосуточно', '4 шт.'],
    ]);
  });

  it('says "Нет данных о наличии" without stock', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ ...productDto, Stocks: [] }));
    renderProduct();
    const tab = await screen.findByRole('tab', { name: 'Наличие' });

    fireEvent.mouseDown(tab, { button: 0 });

    expect(await screen.findByText('Нет данных о наличии')).toBeTruthy();
  });

  it('keeps the quantity at 1 or more', async () => {
    renderProduct();
    const input = (await screen.findByRole('spinbutton', { name: 'Количество' })) as HTMLInputElement;
    const minus = screen.getByRole('button', { name: 'Уменьшить количество' }) as HTMLButtonElement;
    const plus = screen.getByRole('button', { name: 'Увеличить количество' });

    expect(input.value).toBe('1');
    expect(input.getAttribute('type')).toBe('number');
    expect(input.getAttribute('min')).toBe('1');
    expect(minus.disabled).toBe(true);

    fireEvent.click(plus);
    fireEvent.click(plus);
    expect(input.value).toBe('3');
    expect(minus.disabled).toBe(false);
    expect(screen.getByText(formatPrice(3 * 285000), exact)).toBeTruthy();

    fireEvent.click(minus);
    fireEvent.click(minus);
    expect(input.value).toBe('1');
    expect(minus.disabled).toBe(true);
    fireEvent.click(minus);
    expect(input.value).toBe('1');

    fireEvent.change(input, { target: { value: '12' } });
    expect(input.value).toBe('12');
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.blur(input);
    expect(input.value).toBe('1');
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(input.value).toBe('1');
  });

  it('toasts and shows "Товар не найден" with a link to the catalogue on 404', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ message: 'Нет такого товара' }, 404));
    renderProduct('/product/999');

    expect(await screen.findByRole('heading', { level: 1, name: 'Товар не найден' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Перейти в каталог' }).getAttribute('href')).toBe('/catalog');
    expect(screen.queryByRole('button', { name: 'Повторить' })).toBeNull();
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith('Товар не найден');
  });

  it('shows "Товар не найден" for an id that cannot exist, without asking the server', () => {
    renderProduct('/product/0');
    expect(screen.getByRole('heading', { level: 1, name: 'Товар не найден' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('toasts a 500 as a temporary server failure, says "Товар не найден" and retries', async () => {
    fetchMock.mockImplementationOnce(async () => jsonResponse({ message: 'Internal error' }, 500));
    renderProduct();

    expect(await screen.findByRole('heading', { level: 1, name: 'Товар не найден' })).toBeTruthy();
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith(
      'Сервер временно недоступен. Попробуйте позже или обратитесь в поддержку.',
    );
    expect(screen.queryByText('Internal error')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Колёсная пара РУ1Ш-957-Г' })).toBeTruthy();
    expect(toast.error).toHaveBeenCalledTimes(1);
  });

  it("toasts the server's message for another failure, else 'Не удалось загрузить товар'", async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ message: 'Товар снят с публикации' }, 410));
    renderProduct();
    expect(await screen.findByRole('heading', { level: 1, name: 'Товар не найден' })).toBeTruthy();
    expect(toast.error).toHaveBeenLastCalledWith('Товар снят с публикации');
    cleanup();

    fetchMock.mockImplementation(
      async () =>
        new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    );
    renderProduct();
    await waitFor(() => expect(toast.error).toHaveBeenLastCalledWith('Не удалось загрузить товар'));
    expect(screen.getByRole('heading', { level: 1, name: 'Товар не найден' })).toBeTruthy();
  });

  it('toasts once per failure: not again on a re-render, again for another id', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ message: 'Нет такого товара' }, 404));
    const { router } = renderProduct('/product/998');
    await screen.findByRole('heading', { level: 1, name: 'Товар не найден' });
    expect(toast.error).toHaveBeenCalledTimes(1);

    await router.navigate('/product/998?tab=info');
    expect(router.state.location.search).toBe('?tab=info');
    expect(toast.error).toHaveBeenCalledTimes(1);

    await router.navigate('/product/999');
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(2));
    expect(fetchMock.mock.calls.map(([input]) => input)).toEqual(['/api/products/998', '/api/products/999']);
  });

  it('shows the whole category path in the breadcrumb once the tree is there (ADR 0066)', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/api/categories')
        ? jsonResponse([
            {
              id: 1,
              name: 'Ходовая часть',
              slug: 'hodovaya-chast',
              parentId: null,
              children: [{ id: 11, name: 'Колёсные пары', slug: 'kolesnye-pary', parentId: 1, children: [] }],
            },
          ])
        : jsonResponse(productDto),
    );
    renderProduct();
    await screen.findByRole('heading', { level: 1, name: 'Колёсная пара РУ1Ш-957-Г' });
    const crumbs = screen.getByRole('navigation', { name: 'Навигационная цепочка' });
    await within(crumbs).findByRole('link', { name: 'Ходовая часть' });
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Каталог', '/catalog'],
      ['Ходовая часть', '/catalog/hodovaya-chast'],
      ['Колёсные пары', '/catalog/kolesnye-pary'],
    ]);
  });

  it('reloads when the id changes', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/8')
        ? jsonResponse({ id: 8, name: 'Автосцепка СА-3', price: 48500 })
        : jsonResponse(productDto),
    );
    const { router } = renderProduct();
    await screen.findByRole('heading', { level: 1, name: 'Колёсная пара РУ1Ш-957-Г' });
    fireEvent.click(screen.getByRole('button', { name: 'Увеличить количество' }));

    await router.navigate('/product/8');

    expect(await screen.findByRole('heading', { level: 1, name: 'Автосцепка СА-3' })).toBeTruthy();
    expect(
      fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/products')),
    ).toEqual(['/api/products/7', '/api/products/8']);
    expect((screen.getByRole('spinbutton', { name: 'Количество' }) as HTMLInputElement).value).toBe('1');
  });
});

describe('ProductPage order button', () => {
  it('asks an anonymous visitor to sign in and remembers the page', async () => {
    renderProduct('/product/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Оформить заявку' }));

    expect(toast.warning).toHaveBeenCalledWith(
      'Оставить заявку может только зарегистрированный пользователь',
    );
    expect(readItem(STORAGE_KEYS.postLoginRedirect)).toBe('/product/7');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses the supplier an order of their own product', async () => {
    startSession({ accessToken: 'a.b.c', refreshToken: 'r', user: { ...user(42), role: 'supplier' } });
    renderProduct();
    fireEvent.click(await screen.findByRole('button', { name: 'Оформить заявку' }));

    expect(toast.error).toHaveBeenCalledWith('Вы не можете оформить заявку на свой товар');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the request summary for any other signed-in user', async () => {
    startSession({ accessToken: 'a.b.c', refreshToken: 'r', user: user(5) });
    renderProduct();
    fireEvent.click(await screen.findByRole('button', { name: 'Увеличить количество' }));
    fireEvent.click(screen.getByRole('button', { name: 'Оформить заявку' }));

    const dialog = await screen.findByRole('dialog', { name: 'Заявка на товар' });
    expect(within(dialog).getByText('Колёсная пара РУ1Ш-957-Г')).toBeTruthy();
    expect(within(dialog).getByText('2 шт.')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Доставка от 2 дней по всей России. Стоимость и сроки рассчитываются при рассмотрении заявки.',
      ),
    ).toBeTruthy();
    expect(toast.warning).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();

    const closeButtons = within(dialog).getAllByRole('button', { name: 'Закрыть' });
    fireEvent.click(closeButtons.at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
