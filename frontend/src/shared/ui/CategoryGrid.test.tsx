import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { CategoryGrid, CategoryGridSkeleton } from './CategoryGrid';

afterEach(cleanup);

describe('CategoryGrid', () => {
  it('renders one linked tile per category, with its image or a placeholder icon', () => {
    renderWithProviders(
      <CategoryGrid
        label="Категории товаров"
        items={[
          { id: 1, name: 'Колёсные пары', href: '/catalog/kolesnye-pary', image: '/uploads/wheels.jpg' },
          { id: 2, name: 'Автосцепное устройство', href: '/catalog/avtoscepka' },
          { id: 3, name: 'Тормозное оборудование', href: '/catalog/tormoza', image: null },
        ]}
      />,
    );

    const list = screen.getByRole('list', { name: 'Категории товаров' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);

    const wheels = within(list).getByRole('link', { name: 'Колёсные пары' });
    expect(wheels.getAttribute('href')).toBe('/catalog/kolesnye-pary');
    // The picture is decoration: the link is named by the category name alone.
    const image = wheels.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/uploads/wheels.jpg');
    expect(image?.getAttribute('alt')).toBe('');

    const coupler = within(list).getByRole('link', { name: 'Автосцепное устройство' });
    expect(coupler.querySelector('img')).toBeNull();
    expect(coupler.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(
      within(list).getByRole('link', { name: 'Тормозное оборудование' }).querySelector('img'),
    ).toBeNull();
  });

  it('has a skeleton of the same tiles, hidden from screen readers', () => {
    const { container } = renderWithProviders(<CategoryGridSkeleton count={5} />);
    const list = container.querySelector('ul');
    expect(list?.getAttribute('aria-hidden')).toBe('true');
    expect(list?.children).toHaveLength(5);
  });
});
