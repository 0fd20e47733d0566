import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './Button';
import { Modal } from './Modal';

afterEach(cleanup);

describe('Modal', () => {
  it('opens from its trigger and closes with the close button or Escape', () => {
    render(
      <Modal
        title="Оформление заявки"
        trigger={<Button>Заказать</Button>}
        footer={<Button>Отправить</Button>}
      >
        <p>Способ получения</p>
      </Modal>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Заказать' }));
    const dialog = screen.getByRole('dialog', { name: 'Оформление заявки' });
    expect(dialog.textContent).toContain('Способ получения');
    expect(screen.getByRole('button', { name: 'Отправить' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Заказать' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
