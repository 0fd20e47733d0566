import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useParams } from 'react-router';
import { renderRoutes } from '../../test/render';
import { ProductLink, isProductPath } from './ProductLink';

afterEach(cleanup);

function ProductScreen() {
  const { id } = useParams();
  return (
    <>
      <h1>{`Товар ${id}`}</h1>
      <ProductLink productId={Number(id) + 1}>Следующий товар</ProductLink>
    </>
  );
}

const routes = [
  {
    path: '/catalog',
    element: (
      <>
        <h1>Каталог</h1>
        <ProductLink productId={1}>Первый товар</ProductLink>
      </>
    ),
  },
  { path: '/product/:id', element: <ProductScreen /> },
];

describe('ProductLink', () => {
  it('links to /product/{id}', () => {
    renderRoutes(routes, { path: '/catalog' });
    expect(screen.getByRole('link', { name: 'Первый товар' }).getAttribute('href')).toBe('/product/1');
  });

  it('pushes a new entry when leaving a non-product page', async () => {
    const { router } = renderRoutes(routes, { path: '/catalog' });
    fireEvent.click(screen.getByRole('link', { name: 'Первый товар' }));
    expect(await screen.findByRole('heading', { name: 'Товар 1' })).toBeTruthy();
    expect(router.state.historyAction).toBe('PUSH');

    await router.navigate(-1);
    expect(await screen.findByRole('heading', { name: 'Каталог' })).toBeTruthy();
  });

  it('replaces the current entry when moving from one product to another', async () => {
    const { router } = renderRoutes(routes, { path: '/catalog' });
    fireEvent.click(screen.getByRole('link', { name: 'Первый товар' }));
    await screen.findByRole('heading', { name: 'Товар 1' });

    fireEvent.click(screen.getByRole('link', { name: 'Следующий товар' }));
    expect(await screen.findByRole('heading', { name: 'Товар 2' })).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');

    fireEvent.click(screen.getByRole('link', { name: 'Следующий товар' }));
    expect(await screen.findByRole('heading', { name: 'Товар 3' })).toBeTruthy();

    // Back skips the products seen on the way: it leads to the catalogue.
    await router.navigate(-1);
    expect(await screen.findByRole('heading', { name: 'Каталог' })).toBeTruthy();
  });

  it('recognises product paths', () => {
    expect(isProductPath('/product/12')).toBe(true);
    expect(isProductPath('/product/12/')).toBe(true);
    expect(isProductPath('/product')).toBe(false);
    expect(isProductPath('/catalog/product')).toBe(false);
    expect(isProductPath('/products/12')).toBe(false);
  });
});
