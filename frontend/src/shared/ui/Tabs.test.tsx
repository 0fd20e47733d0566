import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';

afterEach(cleanup);

describe('Tabs', () => {
  it('opens the first tab by default and switches panels', () => {
    render(
      <Tabs
        label="Информация о товаре"
        items={[
          { value: 'description', label: 'Описание', content: <p>Литая боковая рама</p> },
          { value: 'stock', label: 'Наличие', content: <p>Склад в Екатеринбурге</p> },
        ]}
      />,
    );
    expect(screen.getByRole('tablist', { name: 'Информация о товаре' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Описание' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Литая боковая рама');
    // Radix activates a tab on mousedown (and on focus with the keyboard).
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Наличие' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Склад в Екатеринбурге');
  });
});
