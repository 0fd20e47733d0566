import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR_MESSAGE } from '../../shared/api';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { CategoryTree } from './CategoryTree';
import type { CategoryDto } from './model';

const tree: CategoryDto[] = [
  {
    id: 1,
    name: 'Тележка',
    slug: 'telezhka',
    image: null,
    icon: null,
    parentId: null,
    position: 0,
    is_name_filter: false,
    children: [
      {
        id: 11,
        name: 'Колёсные пары',
        slug: 'kolesnye-pary',
        image: null,
        icon: null,
        parentId: 1,
        position: 0,
        is_name_filter: false,
        children: [
          {
            id: 111,
            name: 'Буксовые узлы',
            slug: 'buksovye-uzly',
            image: null,
            icon: null,
            parentId: 11,
            position: 0,
            is_name_filter: false,
            children: [],
          },
        ],
      },
      {
        id: 12,
        name: 'Боковая рама',
        slug: 'bokovaya-rama',
        image: null,
        icon: null,
        parent_id: 1,
        position: 1,
        is_name_filter: false,
        children: [],
      },
      {
        id: 13,
        name: 'Фильтр: Рама боковая',
        slug: 'filtr-rama-bokovaya',
        image: null,
        icon: null,
        parentId: 1,
        position: 2,
        is_name_filter: true,
        children: [],
      },
    ],
  },
  {
    id: 2,
    name: 'Автосцепное устройство',
    slug: 'avtoscepnoe-ustrojstvo',
    image: null,
    icon: '/uploads/icons/coupler.svg',
    parentId: null,
    position: 1,
    is_name_filter: false,
    children: [],
  },
];

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CategoryTree', () => {
  it('requests the tree view of /api/categories', async () => {
    fetchMock.mockResolvedValue(jsonResponse(tree));
    renderWithProviders(<CategoryTree />);

    await screen.findByRole('navigation', { name: 'Категории товаров' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/categories?tree_view=true');
  });

  it('renders root categories as headings with their children nested as links', async () => {
    fetchMock.mockResolvedValue(jsonResponse(tree));
    renderWithProviders(<CategoryTree />);

    const nav = await screen.findByRole('navigation', { name: 'Категории товаров' });
    const headings = within(nav).getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Тележка', 'Автосцепное устройство']);

    const root = within(nav).getByRole('link', { name: 'Тележка' });
    expect(root.getAttribute('href')).toBe('/catalog/telezhka');

    const wheelsets = within(nav).getByRole('link', { name: 'Колёсные пары' });
    expect(wheelsets.getAttribute('href')).toBe('/catalog/kolesnye-pary');
    // The child sits in the list of its root's card, the grandchild in the child's own list.
    const rootCard = root.closest('li');
    expect(rootCard).not.toBeNull();
    expect(within(rootCard!).getByRole('link', { name: 'Колёсные пары' })).toBe(wheelsets);
    const wheelsetItem = wheelsets.closest('li')!;
    const axleBoxes = within(wheelsetItem).getByRole('link', { name: 'Буксовые узлы' });
    expect(axleBoxes.getAttribute('href')).toBe('/catalog/buksovye-uzly');
    expect(axleBoxes.closest('ul')?.parentElement).toBe(wheelsetItem);

    // parent_id is read as parentId; name-filter categories are not part of the tree.
    expect(within(rootCard!).getByRole('link', { name: 'Боковая рама' })).toBeTruthy();
    expect(within(nav).queryByText('Фильтр: Рама боковая')).toBeNull();

    expect(screen.getByText(/2 раздела · 3 подкатегории/)).toBeTruthy();
    expect(screen.queryByText('Загрузка категорий...')).toBeNull();
  });

  it('marks the link of the open category as the current page', async () => {
    fetchMock.mockResolvedValue(jsonResponse(tree));
    renderWithProviders(<CategoryTree />, { path: '/catalog/kolesnye-pary' });

    const link = await screen.findByRole('link', { name: 'Колёсные пары' });
    expect(link.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Тележка' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows a skeleton with "Загрузка категорий..." while loading', () => {
    fetchMock.mockReturnValue(new Promise<Response>(() => {}));
    renderWithProviders(<CategoryTree />);

    expect(screen.getByRole('status').textContent).toBe('Загрузка категорий...');
    expect(screen.getByTestId('category-tree-skeleton').getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the error with the server message and retries on "Повторить"', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ message: 'Сервис каталога временно недоступен' }, 503))
      .mockResolvedValueOnce(jsonResponse(tree));
    renderWithProviders(<CategoryTree />);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Не удалось загрузить категории')).toBeTruthy();
    expect(within(alert).getByText('Сервис каталога временно недоступен')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();

    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));

    expect(await screen.findByRole('navigation', { name: 'Категории товаров' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows the error state when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithProviders(<CategoryTree />);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Не удалось загрузить категории')).toBeTruthy();
    expect(within(alert).getByText(NETWORK_ERROR_MESSAGE)).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });

  it('shows "Категории не найдены" with a way to reload when the tree is empty', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse([])).mockResolvedValueOnce(jsonResponse(tree));
    renderWithProviders(<CategoryTree />);

    expect(await screen.findByText('Категории не найдены')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Обновить' }));
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Категории товаров' })).toBeTruthy());
  });
});
