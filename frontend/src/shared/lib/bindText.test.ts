import type { ChangeEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { bindText } from './bindText';

const typed = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLInputElement>;

describe('bindText', () => {
  it('gives a field its value, its message and a change that sets it by name', () => {
    const set = vi.fn();
    const text = bindText({ name: 'Букса', city: 'Пермь' }, { name: 'Слишком коротко' }, set);
    const name = text('name');
    expect(name.value).toBe('Букса');
    expect(name.error).toBe('Слишком коротко');
    expect(text('city').error).toBeUndefined();
    name.onChange(typed('Букса в сборе'));
    expect(set).toHaveBeenCalledWith('name', 'Букса в сборе');
  });

  it('reads the messages under a prefix when the server names the fields of a nested part', () => {
    const text = bindText({ city: '' }, { 'place.city': 'Укажите город' }, vi.fn(), 'place.');
    expect(text('city').error).toBe('Укажите город');
  });
});
