import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PlaceholderPage } from './PlaceholderPage';

afterEach(cleanup);

describe('PlaceholderPage', () => {
  it('defaults to "Добро пожаловать", "Страница в разработке" and a link home', () => {
    renderWithProviders(<PlaceholderPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Добро пожаловать' })).toBeTruthy();
    expect(screen.getByText('Страница в разработке')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Изучите другие страницы' }).getAttribute('href')).toBe('/');
  });

  it('takes its own title and description', () => {
    renderWithProviders(<PlaceholderPage title="Помощь" description="Раздел готовится" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Помощь' })).toBeTruthy();
    expect(screen.getByText('Раздел готовится')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Изучите другие страницы' })).toBeTruthy();
  });
});
