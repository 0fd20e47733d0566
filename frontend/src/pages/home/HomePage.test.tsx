import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../shared/toast';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { HomePage } from './HomePage';

const HOME = {
  banner: { title: 'Запчасти для грузовых вагонов', description: 'Колёсные пары, литьё, автосцепка.' },
  advantages: [
    { title: 'Проверенные поставщики', description: 'Регистрация по ИНН и модерация.' },
    { title: 'Наличие на складах', description: 'Остатки по складам поставщиков.' },
    { title: 'Доставка по всей России', description: 'Доставка от 2 дней.' },
  ],
};

const CATEGORY_TREE = [
  { id: 1, name: 'Тележка', slug: 'telezhka', image: '/uploads/c/1.jpg', parentId: null, children: [] },
  { id: 2, name: 'Автосцепное устройство', slug: 'avtoscepka', image: null, parentId: null, children: [] },
];

const SERVICE_CATEGORIES = [
  { id: 10, name: 'Ремонт колёсных пар', slug: 'remont', image: null, parentId: null },
  { id: 11, name: 'Обточка', slug: 'obtochka', image: null, parentId: 10 },
  { id: 12, name: 'Логистика', slug: 'logistika', image: null, parentId: null },
];

function product(id: number) {
  return {
    id,
    name: `Товар ${id}`,
    price: 1000 * id,
    description: 'Описание',
    Images: [],
    status: 'published',
  };
}

type Handler = () => Response | Promise<Response>;
const fetchMock = vi.fn<typeof fetch>();
let routes: Record<string, Handler>;

function requestsTo(path: string): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://shop.test'))
    .filter((url) => url.pathname === path);
}

function mockMedia(mobile: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: mobile && query.includes('max-width: 767px'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    })),
  );
}

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  routes = {
    '/api/pages/home': () => jsonResponse(HOME),
    '/api/categories': () => jsonResponse(CATEGORY_TREE),
    '/api/service-categories': () => jsonResponse(SERVICE_CATEGORIES),
    // Spec: the backend has no products endpoint yet.
    '/api/products': () => jsonResponse({ message: 'Not found' }, 404),
  };
  fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://shop.test').pathname;
    const handler = routes[path];
    if (!handler) throw new Error(`Unexpected request ${path}`);
    return handler();
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  toast.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('HomePage: banner and advantages', () => {
  it('shows a skeleton banner while the content loads, then its title and description', async () => {
    let answer: (response: Response) => void = () => undefined;
    routes['/api/pages/home'] = () => new Promise((resolve) => (answer = resolve));
    renderWithProviders(<HomePage />);
    expect(screen.getAllByRole('status').some((node) => node.textContent === 'Загрузка...')).toBe(true);

    answer(jsonResponse(HOME));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Запчасти для грузовых вагонов' }),
    ).toBeTruthy();
    expect(screen.getByText('Колёсные пары, литьё, автосцепка.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Перейти в каталог' }).getAttribute('href')).toBe('/catalog');
  });

  it('shows the three advantages as a grid on larger screens', async () => {
    renderWithProviders(<HomePage />);
    const region = await screen.findByRole('region', { name: 'Наши преимущества' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    expect(within(region).getByRole('heading', { name: 'Наличие на складах' })).toBeTruthy();
    expect(within(region).queryByRole('button')).toBeNull();
  });

  it('turns the advantages into a slider with arrows, dots and autoplay on phones', async () => {
    mockMedia(true);
    renderWithProviders(<HomePage />);
    // The carousel code is loaded on phones only; the grid stands in while it arrives.
    const carousel = await waitFor(() => {
      const region = screen.getByRole('region', { name: 'Наши преимущества' });
      expect(region.getAttribute('aria-roledescription')).toBe('carousel');
      return region;
    });
    expect(within(carousel).getAllByRole('group', { name: /из 3$/ })).toHaveLength(3);
    expect(within(carousel).getByRole('button', { name: 'Назад' })).toBeTruthy();
    expect(within(carousel).getByRole('button', { name: 'Вперёд' })).toBeTruthy();
    expect(within(carousel).getByRole('button', { name: 'Слайд 1' })).toBeTruthy();
    expect(within(carousel).getByRole('button', { name: /автопрокрутку/ })).toBeTruthy();
  });

  it('shows no banner text of its own when the content fails, drops the advantages and toasts nothing', async () => {
    routes['/api/pages/home'] = () => jsonResponse({ message: 'Сбой' }, 500);
    const error = vi.spyOn(toast, 'error');
    renderWithProviders(<HomePage />);
    await waitFor(() =>
      expect(screen.queryAllByRole('status').some((node) => node.textContent === 'Загрузка...')).toBe(false),
    );
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Наши преимущества' })).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });

  it('shows only the banner fields the content has', async () => {
    routes['/api/pages/home'] = () =>
      jsonResponse({ ...HOME, banner: { title: '', description: 'Только описание.' } });
    renderWithProviders(<HomePage />);
    expect(await screen.findByText('Только описание.')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});

describe('HomePage: category blocks', () => {
  it('"Категории товаров" links the root categories to /catalog/{slug}', async () => {
    renderWithProviders(<HomePage />);
    const block = screen.getByRole('region', { name: 'Категории товаров' });
    const link = await within(block).findByRole('link', { name: 'Тележка' });
    expect(link.getAttribute('href')).toBe('/catalog/telezhka');
    expect(within(block).getByRole('link', { name: 'Автосцепное устройство' }).getAttribute('href')).toBe(
      '/catalog/avtoscepka',
    );
    expect(requestsTo('/api/categories')[0]?.searchParams.get('tree_view')).toBe('true');
  });

  it('"Наши услуги" links the root service categories to /services/{slug}', async () => {
    renderWithProviders(<HomePage />);
    const block = screen.getByRole('region', { name: 'Наши услуги' });
    expect(
      (await within(block).findByRole('link', { name: 'Ремонт колёсных пар' })).getAttribute('href'),
    ).toBe('/services/remont');
    expect(within(block).getByRole('link', { name: 'Логистика' }).getAttribute('href')).toBe(
      '/services/logistika',
    );
    expect(within(block).queryByRole('link', { name: 'Обточка' })).toBeNull();
  });
});

describe('HomePage: products of the month', () => {
  it('asks for 4 published products, page 1', async () => {
    renderWithProviders(<HomePage />);
    await waitFor(() => expect(requestsTo('/api/products')).toHaveLength(1));
    const query = requestsTo('/api/products')[0]!.searchParams;
    expect(query.get('limit')).toBe('4');
    expect(query.get('status')).toBe('published');
    expect(query.get('page')).toBe('1');
  });

  it('says "Товары месяца скоро появятся" when the call fails, and toasts nothing', async () => {
    const error = vi.spyOn(toast, 'error');
    renderWithProviders(<HomePage />);
    expect(await screen.findByText('Товары месяца скоро появятся')).toBeTruthy();
    expect(error).not.toHaveBeenCalled();
  });

  it('shows the 4 product cards', async () => {
    routes['/api/products'] = () =>
      jsonResponse({ products: [1, 2, 3, 4].map(product), total: 4, totalPages: 1 });
    renderWithProviders(<HomePage />);
    const block = screen.getByRole('region', { name: 'Товары месяца' });
    expect(await within(block).findByRole('link', { name: 'Товар 1' })).toBeTruthy();
    expect(within(block).getAllByRole('article')).toHaveLength(4);
    expect(within(block).getByRole('link', { name: 'Товар 4' }).getAttribute('href')).toBe('/product/4');
  });
});

describe('HomePage: "Остались вопросы?"', () => {
  it('validates, then sends the question with source home', async () => {
    routes['/api/feedback'] = () => jsonResponse({ id: 1 }, 201);
    const success = vi.spyOn(toast, 'success');
    // jsdom has no layout: the form below the fold is reported on screen at once.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly report: IntersectionObserverCallback) {}
        observe(target: Element) {
          this.report([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
        }
        disconnect() {}
      },
    );
    renderWithProviders(<HomePage />);
    const form = await screen.findByRole('form', { name: 'Остались вопросы?' });
    const submit = within(form).getByRole('button', { name: 'Отправить' });

    fireEvent.click(submit);
    expect(within(form).getByText('Введите имя')).toBeTruthy();
    expect(requestsTo('/api/feedback')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText(/^Ваше имя/), { target: { value: 'Иван' } });
    fireEvent.change(within(form).getByLabelText(/^E-mail/), { target: { value: 'ivan@zavod.ru' } });
    fireEvent.change(within(form).getByLabelText(/^Ваш вопрос/), { target: { value: 'Есть ли СА-3?' } });
    expect((within(form).getByLabelText(/^Телефон/) as HTMLInputElement).type).toBe('tel');
    fireEvent.click(submit);

    await waitFor(() => expect(success).toHaveBeenCalledWith('Спасибо! Мы ответим вам в ближайшее время.'));
    const init = fetchMock.mock.calls.find(([input]) => String(input) === '/api/feedback')?.[1];
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Иван',
      email: 'ivan@zavod.ru',
      message: 'Есть ли СА-3?',
      source: 'home',
    });
  });
});
