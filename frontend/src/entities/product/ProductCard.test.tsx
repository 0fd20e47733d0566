import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { formatPrice } from '../../shared/lib/format';
import { STORAGE_KEYS, clearSession, readItem, removeItem, startSession } from '../../shared/session';
import { toast } from '../../shared/toast';
import { ProductCard, ProductCardSkeleton } from './ProductCard';
import { toProduct } from './model';

beforeEach(() => {
  clearSession();
  removeItem(STORAGE_KEYS.postLoginRedirect);
  vi.spyOn(toast, 'warning');
  vi.spyOn(toast, 'error');
});

afterEach(() => {
  cleanup();
  clearSession();
  removeItem(STORAGE_KEYS.postLoginRedirect);
  vi.restoreAllMocks();
});

function renderCard(dto: Record<string, unknown>, path = '/catalog') {
  const product = toProduct(dto)!;
  const router = createMemoryRouter([{ path: '*', element: <ProductCard product={product} /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { card: screen.getByRole('article'), router };
}

const supplierProduct = { id: 3, name: 'Поглощающий аппарат ПМКП-110', price: 54_300, Supplier: { id: 42 } };
const signIn = (id: number) =>
  startSession({
    accessToken: 'a.b.c',
    refreshToken: 'r',
    user: { id, email: `user${id}@example.ru`, role: 'supplier' },
  });

describe('ProductCard', () => {
  it('shows the first image lazily, the name, description, price and both actions', () => {
    const { card } = renderCard({
      id: 3,
      name: 'Поглощающий аппарат ПМКП-110',
      description: 'Полимерный поглощающий аппарат класса Т1.',
      price: 54_300,
      Images: [{ url: 'uploads/p/3-a.jpg' }, { url: '/uploads/p/3-b.jpg' }],
    });

    const image = card.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/uploads/p/3-a.jpg');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('width')).toBe('320');
    expect(
      within(card).getByRole('heading', { level: 3, name: 'Поглощающий аппарат ПМКП-110' }),
    ).toBeTruthy();
    expect(within(card).getByText('Полимерный поглощающий аппарат класса Т1.')).toBeTruthy();
    expect(card.querySelector('data')?.textContent).toBe(formatPrice(54_300));
    expect(
      within(card).getByRole('link', { name: 'Поглощающий аппарат ПМКП-110' }).getAttribute('href'),
    ).toBe('/product/3');
    expect(within(card).getByRole('button', { name: 'Заказать: Поглощающий аппарат ПМКП-110' })).toBeTruthy();
    expect(
      within(card).getByRole('button', { name: 'В корзину: Поглощающий аппарат ПМКП-110' }),
    ).toBeTruthy();
  });

  it('offers a stored picture in its narrower WebP copies, sized for the card', () => {
    const { card } = renderCard({
      ...supplierProduct,
      Images: [{ url: '/uploads/images/0123456789abcdef0123456789abcdef.png' }],
    });
    const image = card.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/uploads/images/0123456789abcdef0123456789abcdef.png');
    expect(image.getAttribute('srcset')).toBe(
      ['400', '800', '1280']
        .map((width) => `/uploads/images/0123456789abcdef0123456789abcdef-w${width}.webp ${width}w`)
        .join(', '),
    );
    expect(image.getAttribute('sizes')).toBe('(max-width: 560px) calc(100vw - 32px), 300px');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['320', '240']);
  });

  it('shows a placeholder without images and "Цена по запросу" without a price', () => {
    const { card } = renderCard({ id: 4, name: 'Клин фрикционный' });
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).getByText('Нет фото')).toBeTruthy();
    expect(within(card).getByText('Цена по запросу')).toBeTruthy();
  });

  it('"В корзину" puts one piece in a guest’s basket, kept in the browser with the price seen, and says so', async () => {
    removeItem('guest_cart');
    vi.spyOn(toast, 'success');
    const { card, router } = renderCard(supplierProduct);
    fireEvent.click(within(card).getByRole('button', { name: /^В корзину/ }));
    fireEvent.click(within(card).getByRole('button', { name: /^В корзину/ }));
    await waitFor(() =>
      expect(JSON.parse(readItem('guest_cart') ?? '[]')).toEqual([
        { productId: 3, quantity: 2, priceAtAdd: 54_300 },
      ]),
    );
    expect(toast.success).toHaveBeenCalledWith('«Поглощающий аппарат ПМКП-110» в корзине');
    expect(router.state.location.pathname).toBe('/catalog');
    removeItem('guest_cart');
  });

  it('"В корзину" tells a supplier that the basket is a buyer’s', async () => {
    signIn(7);
    const { card } = renderCard(supplierProduct);
    fireEvent.click(within(card).getByRole('button', { name: /^В корзину/ }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(expect.stringMatching(/^Корзина есть только у покупателей/)),
    );
  });

  it('has a skeleton hidden from assistive technology', () => {
    render(<ProductCardSkeleton />);
    expect(screen.getByTestId('product-card-skeleton').getAttribute('aria-hidden')).toBe('true');
  });
});

describe('ProductCard order button', () => {
  it('asks a guest to sign in and stores the current path as the post-login redirect', () => {
    const { card, router } = renderCard(supplierProduct, '/catalog/telezhka?page=2');
    fireEvent.click(within(card).getByRole('button', { name: /^Заказать/ }));

    expect(toast.warning).toHaveBeenCalledWith(
      'Оставить заявку может только зарегистрированный пользователь',
    );
    expect(readItem(STORAGE_KEYS.postLoginRedirect)).toBe('/catalog/telezhka?page=2');
    expect(router.state.location.pathname).toBe('/catalog/telezhka');
  });

  it('refuses the supplier an order of their own product', () => {
    signIn(42);
    const { card, router } = renderCard(supplierProduct);
    fireEvent.click(within(card).getByRole('button', { name: /^Заказать/ }));

    expect(toast.error).toHaveBeenCalledWith('Вы не можете оформить заявку на свой товар');
    expect(router.state.location.pathname).toBe('/catalog');
  });

  it('opens the product page for any other signed-in user', async () => {
    signIn(5);
    const { card, router } = renderCard(supplierProduct);
    fireEvent.click(within(card).getByRole('button', { name: /^Заказать/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/product/3'));
    expect(toast.warning).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
    expect(readItem(STORAGE_KEYS.postLoginRedirect)).toBeNull();
  });
});
