import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { CategoryAdmin } from './CategoryAdmin';

const category = (id: number, name: string, parentId: number | null, position: number) => ({
  id,
  name,
  slug: `c-${id}`,
  parentId,
  position,
  is_name_filter: false,
  description: null,
  image: null,
});

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse([category(56, 'Тележка', null, 1), category(66, 'Колёсные пары', 56, 1)])),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the category editor for screen readers', () => {
  it('explains dragging in Russian and announces a move by the categories’ names', async () => {
    renderWithProviders(<CategoryAdmin />);
    const handle = await screen.findByRole('button', { name: /Тележка/, description: /Чтобы взять элемент/ });
    expect(document.body.textContent).not.toMatch(/To pick up a draggable item/);

    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    const spoken = () =>
      [...document.querySelectorAll('[aria-live]')].map((node) => node.textContent).join(' ');
    await waitFor(() => expect(spoken()).toMatch(/«Тележка» над элементом «Тележка»/));
    expect(spoken()).not.toMatch(/draggable|droppable|\b56\b/i);
  });
});
