import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { Logo } from './parts';

afterEach(cleanup);

describe('Logo', () => {
  it('is named by its visible text plus where it leads, so what a voice user reads is what they say', () => {
    render(
      <MemoryRouter>
        <Logo />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'ВагонЗапчасть — на главную' });
    expect(link.getAttribute('aria-label')).toBeNull();
    expect(link.getAttribute('href')).toBe('/');
    expect(link.textContent).toContain('ВагонЗапчасть');
  });
});
