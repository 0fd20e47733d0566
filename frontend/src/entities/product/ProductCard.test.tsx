import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { formatPrice } from '../../shared/lib/format';
import { ProductCard, ProductCardSkeleton } from './ProductCard';
import { toProduct } from './model';

afterEach(cleanup);

function renderCard(dto: Record<string, unknown>) {
  const product = toProduct(dto)!;
  const router = createMemoryRouter([{ path: '*', element: <ProductCard product={product} /> }], {
    initialEntries: ['/catalog'],
  });
  render(<RouterProvider router={router} />);
  return screen.getByRole('article');
}

describe('ProductCard', () => {
  it('shows the first image lazily, the name, description, price and both actions', () => {
    const card = renderCard({
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
    expect(within(card).getByRole('heading', { level: 3, name: 'Поглощающий аппарат ПМКП-110' })).toBeTruthy();
    expect(within(card).getByText('Полимерный поглощающий аппарат класса Т1.')).toBeTruthy();
    expect(card.querySelector('data')?.textContent).toBe(formatPrice(54_300));
    expect(within(card).getByRole('link', { name: 'Поглощающий аппарат ПМКП-110' }).getAttribute('href')).toBe('/product/3');
    expect(within(card).getByRole('link', { name: 'Заказать: Поглощающий аппарат ПМКП-110' }).getAttribute('href')).toBe(
      '/product/3',
    );
    expect(within(card).getByRole('link', { name: 'В корзину: Поглощающий аппарат ПМКП-110' }).getAttribute('href')).toBe(
      '/cart',
    );
  });

  it('shows a placeholder without images and "Цена по запросу" without a price', () => {
    const card = renderCard({ id: 4, name: 'Клин фрикционный' });
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).getByText('Нет фото')).toBeTruthy();
    expect(within(card).getByText('Цена по запросу')).toBeTruthy();
  });

  it('has a skeleton hidden from assistive technology', () => {
    render(<ProductCardSkeleton />);
    expect(screen.getByTestId('product-card-skeleton').getAttribute('aria-hidden')).toBe('true');
  });
});
