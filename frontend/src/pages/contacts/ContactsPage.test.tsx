import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../shared/toast';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { ContactsPage } from './ContactsPage';

const CONTACTS = {
  title: 'Связаться с нами',
  description: 'Ответим на вопросы о работе площадки.',
  contacts: [
    { type: 'Адрес', value: '107140, г. Москва, ул. Краснопрудная, д. 12' },
    { type: 'Телефон', value: '+7 (495) 123-45-67' },
    { type: 'Email', value: 'info@vagonzapchast.ru' },
    { type: 'Режим работы', value: 'Пн–Пт: 9:00–18:00' },
  ],
  mapCoordinates: { lat: 55.7766, lng: 37.6642 },
};

const fetchMock = vi.fn<typeof fetch>();

function respond(routes: Record<string, () => Response | Promise<Response>>) {
  fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://shop.test').pathname;
    const route = routes[path];
    if (!route) throw new Error(`Unexpected request ${path}`);
    return route();
  });
}

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  toast.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ContactsPage', () => {
  it('shows a loading status and the map placeholder while loading', () => {
    respond({ '/api/pages/contacts': () => new Promise(() => undefined) });
    renderWithProviders(<ContactsPage />);
    expect(screen.getByRole('status').textContent).toBe('Загрузка контактов...');
    expect(screen.getByText('Карта загружается...')).toBeTruthy();
  });

  it('lists the entries with phone and e-mail links and a link to the map', async () => {
    respond({ '/api/pages/contacts': () => jsonResponse(CONTACTS) });
    renderWithProviders(<ContactsPage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Связаться с нами' })).toBeTruthy();
    expect(screen.getByText('Ответим на вопросы о работе площадки.')).toBeTruthy();
    for (const label of ['Адрес', 'Телефон', 'Email', 'Режим работы'])
      expect(screen.getByText(label)).toBeTruthy();
    expect(screen.getByRole('link', { name: '+7 (495) 123-45-67' }).getAttribute('href')).toBe(
      'tel:+74951234567',
    );
    expect(screen.getByRole('link', { name: 'info@vagonzapchast.ru' }).getAttribute('href')).toBe(
      'mailto:info@vagonzapchast.ru',
    );
    expect(screen.getByText('Пн–Пт: 9:00–18:00')).toBeTruthy();
    const map = screen.getByRole('link', { name: 'Открыть на карте' });
    expect(map.getAttribute('href')).toBe('https://yandex.ru/maps/?pt=37.6642,55.7766&z=16&l=map');
    expect(map.getAttribute('target')).toBe('_blank');
  });

  it('has no map link without coordinates', async () => {
    respond({ '/api/pages/contacts': () => jsonResponse({ ...CONTACTS, mapCoordinates: null }) });
    renderWithProviders(<ContactsPage />);
    await screen.findByText('info@vagonzapchast.ru');
    expect(screen.queryByRole('link', { name: 'Открыть на карте' })).toBeNull();
    expect(screen.getByText('Карта загружается...')).toBeTruthy();
  });

  it('keeps the title and the form when the contacts fail to load, without a toast', async () => {
    respond({ '/api/pages/contacts': () => jsonResponse({ message: 'Сбой' }, 500) });
    const error = vi.spyOn(toast, 'error');
    renderWithProviders(<ContactsPage />);
    expect(await screen.findByText('Контактные данные временно недоступны.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Связаться с нами' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Напишите нам' })).toBeTruthy();
    expect(error).not.toHaveBeenCalled();
  });

  it('sends the "Напишите нам" form to /api/feedback with source contacts', async () => {
    respond({
      '/api/pages/contacts': () => jsonResponse(CONTACTS),
      '/api/feedback': () => jsonResponse({ id: 1 }, 201),
    });
    const success = vi.spyOn(toast, 'success');
    renderWithProviders(<ContactsPage />);
    await screen.findByText('info@vagonzapchast.ru');

    fireEvent.change(screen.getByLabelText(/^Ваше имя/), { target: { value: 'Мария' } });
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'snab@zavod.ru' } });
    fireEvent.change(screen.getByLabelText(/^Сообщение/), { target: { value: 'Нужна консультация' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Спасибо! Мы ответим вам в ближайшее время.'));
    const call = fetchMock.mock.calls.find(([input]) => String(input) === '/api/feedback');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      name: 'Мария',
      email: 'snab@zavod.ru',
      message: 'Нужна консультация',
      source: 'contacts',
    });
  });
});
