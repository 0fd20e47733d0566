import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './Button';
import { StateMessage } from './StateMessage';

afterEach(cleanup);

describe('StateMessage', () => {
  it('announces loading and empty states politely', () => {
    render(<StateMessage kind="loading" title="Загрузка товаров..." />);
    expect(screen.getByRole('status').textContent).toBe('Загрузка товаров...');
    cleanup();
    render(<StateMessage kind="empty" title="Товары не найдены" description="Измените фильтры" />);
    expect(screen.getByRole('status').textContent).toContain('Товары не найдены');
    expect(screen.getByText('Измените фильтры')).toBeTruthy();
  });

  it('announces an error at once, with its action', () => {
    render(
      <StateMessage
        kind="error"
        title="Не удалось загрузить новости. Пожалуйста, попробуйте позже."
        action={<Button>Повторить</Button>}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Не удалось загрузить новости');
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });
});
