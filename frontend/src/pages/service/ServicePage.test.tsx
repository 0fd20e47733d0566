import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatPrice } from '../../shared/lib/format';
import { clearSession, startSession, type User } from '../../shared/session';
import { toast } from '../../shared/toast';
import { jsonResponse, renderRoutes } from '../../test/render';
import { ServicePage } from './ServicePage';

const plain = (text: string) => text.replace(/\s+/g, ' ');

const SUPPLIER = { id: 7, firstName: 'Пётр', lastName: 'Сидоров', email: 'supplier@depo.ru' };

function serviceDto(overrides: Record<string, unknown> = {}) {
  return {
    id: 15,
    name: 'Обточка колёсных пар',
    shortDescription: 'Восстановление профиля поверхности катания',
    description: '<p>Обточка на станке <b>КЖ-20</b>.</p><script>bad()</script>',
    price: 12000,
    priceType: 'fixed',
    duration: '2 дня',
    location: 'г. Екатеринбург, ВЧД-2',
    isRemote: false,
    requirements: 'Наличие паспорта колёсной пары',
    images: '["/uploads/s/1.jpg","/uploads/s/2.jpg"]',
    category: { id: 2, name: 'Ремонт колёсных пар', slug: 'remont' },
    supplier: SUPPLIER,
    ...overrides,
  };
}

function signIn(user: Partial<User> = {}) {
  startSession({
    accessToken: 'header.payload.signature',
    refreshToken: 'refresh',
    user: { id: 3, email: 'buyer@zavod.ru', role: 'buyer', phone: '+7 900 111-22-33', ...user } as User,
  });
}

const fetchMock = vi.fn<typeof fetch>();
let serviceHandler: () => Response | Promise<Response>;
let requestHandler: () => Response | Promise<Response>;

function calls(path: string) {
  return fetchMock.mock.calls.filter(
    ([input]) => new URL(String(input), 'http://shop.test').pathname === path,
  );
}

function renderService(path = '/service/15') {
  return renderRoutes([{ path: '/service/:id', element: <ServicePage /> }], { path });
}

beforeEach(() => {
  localStorage.clear();
  clearSession();
  fetchMock.mockReset();
  serviceHandler = () => jsonResponse(serviceDto());
  requestHandler = () => jsonResponse({ id: 1 }, 201);
  fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://shop.test').pathname;
    if (path === '/api/service-requests') return requestHandler();
    if (path.startsWith('/api/services/')) return serviceHandler();
    throw new Error(`Unexpected request ${path}`);
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  clearSession();
  toast.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ServicePage: content', () => {
  it('shows a loading status, then the service', async () => {
    renderService();
    expect(screen.getByRole('status').textContent).toBe('Загрузка услуги...');

    expect(await screen.findByRole('heading', { level: 1, name: 'Обточка колёсных пар' })).toBeTruthy();
    expect(String(calls('/api/services/15')[0]?.[0])).toBe('/api/services/15');
    expect(screen.getByText(plain(`${formatPrice(12000)} фиксированная цена`))).toBeTruthy();
    expect(screen.getByText('2 дня')).toBeTruthy();
    expect(screen.getByText('Пётр Сидоров')).toBeTruthy();
    expect(
      screen.getByRole('group', { name: 'Обточка колёсных пар' }).querySelector('img')?.getAttribute('src'),
    ).toBe('/uploads/s/1.jpg');
    expect(screen.getAllByRole('link', { name: 'Ремонт колёсных пар' })[0]?.getAttribute('href')).toBe(
      '/services/remont',
    );
  });

  it.each([
    ['hourly', 1500, `${formatPrice(1500)} / час`],
    ['daily', 8000, `${formatPrice(8000)} / день`],
    ['custom', 500, formatPrice(500)],
  ])('shows a %s price with its detail suffix', async (priceType, price, text) => {
    serviceHandler = () => jsonResponse(serviceDto({ priceType, price }));
    renderService();
    expect(await screen.findByText(plain(text))).toBeTruthy();
  });

  it.each([
    [{ id: 7, firstName: null, lastName: null, email: 'supplier@depo.ru' }, 'supplier@depo.ru'],
    [{ id: 7 }, 'Поставщик'],
    [null, 'Поставщик не указан'],
  ])('shows the supplier %j as "%s"', async (supplier, text) => {
    serviceHandler = () => jsonResponse(serviceDto({ supplier }));
    renderService();
    expect(await screen.findByText(text, { selector: 'dd' })).toBeTruthy();
  });

  it('shows "Без категории" when the service has none', async () => {
    serviceHandler = () => jsonResponse(serviceDto({ category: null }));
    renderService();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByText('Без категории').length).toBeGreaterThan(0);
  });
});

describe('ServicePage: tabs', () => {
  function openTab(name: string) {
    const tab = screen.getByRole('tab', { name });
    fireEvent.mouseDown(tab, { button: 0 });
    fireEvent.click(tab);
    return screen.getByRole('tabpanel');
  }

  it('opens on "Описание" with the sanitised description', async () => {
    renderService();
    await screen.findByRole('heading', { level: 1 });
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Описание', 'Местоположение', 'Требования']);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('КЖ-20')).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
  });

  it('shows the location and the requirements', async () => {
    renderService();
    await screen.findByRole('heading', { level: 1 });
    expect(within(openTab('Местоположение')).getByText('г. Екатеринбург, ВЧД-2')).toBeTruthy();
    expect(within(openTab('Требования')).getByText('Наличие паспорта колёсной пары')).toBeTruthy();
  });

  it('falls back to the remote text, then to "не указана"; requirements to "не указаны"', async () => {
    serviceHandler = () =>
      jsonResponse(serviceDto({ location: '', isRemote: true, requirements: null, description: '' }));
    const { unmount } = renderService();
    await screen.findByRole('heading', { level: 1 });
    expect(within(screen.getByRole('tabpanel')).getByText('Описание не указано')).toBeTruthy();
    expect(within(openTab('Местоположение')).getByText('Возможно удаленное оказание услуги')).toBeTruthy();
    expect(within(openTab('Требования')).getByText('Дополнительные требования не указаны')).toBeTruthy();
    unmount();

    serviceHandler = () => jsonResponse(serviceDto({ location: null, isRemote: false }));
    renderService();
    await screen.findByRole('heading', { level: 1 });
    expect(
      within(openTab('Местоположение')).getByText('Информация о местоположении не указана'),
    ).toBeTruthy();
  });
});

describe('ServicePage: request button', () => {
  it('is hidden from guests, who are offered to sign in', async () => {
    renderService();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Заказать услугу' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Войдите' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fservice%2F15',
    );
  });

  it("is hidden from the service's own supplier", async () => {
    signIn({ id: 7, role: 'supplier' });
    renderService();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Заказать услугу' })).toBeNull();
    expect(screen.getByText('Это ваша услуга: заказать её нельзя.')).toBeTruthy();
  });

  it('is shown to another signed-in user, another supplier included', async () => {
    signIn({ id: 8, role: 'supplier' });
    renderService();
    expect(await screen.findByRole('button', { name: 'Заказать услугу' })).toBeTruthy();
  });
});

describe('ServicePage: request modal', () => {
  async function openModal() {
    fireEvent.click(await screen.findByRole('button', { name: 'Заказать услугу' }));
    return screen.findByRole('dialog', { name: 'Заявка на услугу' });
  }

  it('has the fields, prefilled contacts, and posts the request', async () => {
    signIn();
    const success = vi.spyOn(toast, 'success');
    renderService();
    const dialog = await openModal();

    const phone = within(dialog).getByLabelText('Контактный телефон') as HTMLInputElement;
    const email = within(dialog).getByLabelText('Контактный e-mail') as HTMLInputElement;
    const date = within(dialog).getByLabelText('Желаемая дата') as HTMLInputElement;
    expect(phone.type).toBe('tel');
    expect(email.type).toBe('email');
    expect(date.type).toBe('date');
    expect(phone.value).toBe('+7 900 111-22-33');
    expect(email.value).toBe('buyer@zavod.ru');
    expect(within(dialog).getByRole('button', { name: 'Отмена' })).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Опишите задачу'), {
      target: { value: '4 колёсные пары' },
    });
    fireEvent.change(date, { target: { value: '2030-05-20' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отправить заявку' }));

    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Заявка успешно отправлена. Поставщик свяжется с вами.'),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [, init] = calls('/api/service-requests')[0]!;
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      serviceId: 15,
      description: '4 колёсные пары',
      contactPhone: '+7 900 111-22-33',
      contactEmail: 'buyer@zavod.ru',
      preferredDate: '2030-05-20',
    });

    // Reopened after success: a fresh form with the user's contacts.
    const again = await openModal();
    expect((within(again).getByLabelText('Опишите задачу') as HTMLTextAreaElement).value).toBe('');
    expect((within(again).getByLabelText('Желаемая дата') as HTMLInputElement).value).toBe('');
    expect((within(again).getByLabelText('Контактный телефон') as HTMLInputElement).value).toBe(
      '+7 900 111-22-33',
    );
  });

  it('shows "Отправка..." and a disabled button while sending', async () => {
    signIn();
    let answer: (response: Response) => void = () => undefined;
    requestHandler = () => new Promise((resolve) => (answer = resolve));
    renderService();
    const dialog = await openModal();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отправить заявку' }));
    const sending = await within(dialog).findByRole('button', { name: 'Отправка...' });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer(jsonResponse({ id: 2 }, 201)));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("toasts the server's message once and keeps the form open", async () => {
    signIn();
    requestHandler = () => jsonResponse({ message: 'Вы уже отправили заявку на эту услугу' }, 409);
    const error = vi.spyOn(toast, 'error');
    renderService();
    const dialog = await openModal();
    fireEvent.change(within(dialog).getByLabelText('Опишите задачу'), { target: { value: 'Текст' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отправить заявку' }));

    await waitFor(() => expect(error).toHaveBeenCalledWith('Вы уже отправили заявку на эту услугу'));
    expect(error).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect((within(dialog).getByLabelText('Опишите задачу') as HTMLTextAreaElement).value).toBe('Текст');
  });

  it('toasts the fallback when the server sends no message', async () => {
    signIn();
    requestHandler = () => new Response('Bad gateway', { status: 502 });
    const error = vi.spyOn(toast, 'error');
    renderService();
    const dialog = await openModal();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отправить заявку' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Не удалось отправить заявку. Пожалуйста, попробуйте позже.'),
    );
    expect(error).toHaveBeenCalledTimes(1);
  });
});

describe('ServicePage: failures', () => {
  it('says "Услуга не найдена" on 404', async () => {
    serviceHandler = () => jsonResponse({ message: 'Service not found' }, 404);
    renderService('/service/999');
    expect(await screen.findByText('Услуга не найдена')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Все услуги' }).getAttribute('href')).toBe('/services');
  });

  it("shows the server's message on another failure", async () => {
    serviceHandler = () => jsonResponse({ message: 'Услуга снята с публикации' }, 410);
    renderService();
    expect((await screen.findByRole('alert')).textContent).toContain('Услуга снята с публикации');
  });

  it('shows "Не удалось загрузить услугу" without a message', async () => {
    serviceHandler = () => Promise.reject(new TypeError('Failed to fetch'));
    renderService();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Не удалось загрузить услугу');
    expect(within(alert).getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });
});
