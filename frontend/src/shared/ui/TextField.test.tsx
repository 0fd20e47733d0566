import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextField } from './TextField';

afterEach(cleanup);

describe('TextField', () => {
  it('labels the input and describes it by its error and hint', () => {
    render(<TextField label="ИНН" hint="10 или 12 цифр" error="Неверный ИНН" required />);
    const input = screen.getByRole('textbox', { name: 'ИНН' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = input
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Неверный ИНН', '10 или 12 цифр']);
    expect(input.hasAttribute('required')).toBe(true);
  });

  it('is valid and undescribed without hint or error', () => {
    render(<TextField label="Телефон" />);
    const input = screen.getByRole('textbox', { name: 'Телефон' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });
});
