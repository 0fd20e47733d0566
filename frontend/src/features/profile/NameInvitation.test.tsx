import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession, startSession, updateUser, type User } from '../../shared/session';
import { renderWithProviders } from '../../test/render';
import { NameInvitation } from './NameInvitation';

/** Registered with the spec's default name: the server says they gave none (ADR 0058). */
const registered: User = {
  id: 5,
  email: 'snab@vagonservis.ru',
  role: 'supplier',
  firstName: 'Поставщик',
  lastName: 'ИНН 7707083893',
  displayName: 'ООО «Вагонсервис»',
  shortName: 'ООО «Вагонсервис»',
  nameGiven: false,
};

beforeEach(() => {
  window.localStorage.clear();
  clearSession();
});
afterEach(cleanup);

describe('the invitation to enter a name', () => {
  it('invites, says how they are seen now, links to the profile, and never says the default', () => {
    startSession({ accessToken: 'a.b.c', refreshToken: 'r', user: registered });
    renderWithProviders(<NameInvitation />);
    const note = screen.getByRole('complementary', { name: 'Приглашение указать имя' });
    expect(note.textContent).toContain('Укажите ваше имя — так его увидят партнёры.');
    expect(note.textContent).toContain('Пока вас видят как ООО «Вагонсервис».');
    expect(note.textContent).not.toMatch(/Поставщик|ИНН/);
    expect(screen.getByRole('link', { name: 'Указать имя' }).getAttribute('href')).toBe('/profile/profile');
  });

  it('goes once a name is given, and stays hidden for that user once hidden', () => {
    startSession({ accessToken: 'a.b.c', refreshToken: 'r', user: registered });
    const view = renderWithProviders(<NameInvitation />);
    act(() => updateUser({ ...registered, firstName: 'Андрей', displayName: 'Андрей', nameGiven: true }));
    expect(screen.queryByRole('complementary')).toBeNull();
    view.unmount();

    startSession({ accessToken: 'a.b.c', refreshToken: 'r', user: registered });
    renderWithProviders(<NameInvitation />);
    fireEvent.click(screen.getByRole('button', { name: 'Скрыть' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    cleanup();
    renderWithProviders(<NameInvitation />);
    expect(screen.queryByRole('complementary')).toBeNull();
    // Another account in the same browser is still invited.
    startSession({ accessToken: 'a.b.c', refreshToken: 'r', user: { ...registered, id: 6 } });
    cleanup();
    renderWithProviders(<NameInvitation />);
    expect(screen.getByRole('complementary', { name: 'Приглашение указать имя' })).toBeTruthy();
  });
});
