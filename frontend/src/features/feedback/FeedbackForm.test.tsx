import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../shared/toast';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { FeedbackForm } from './FeedbackForm';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  toast.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function field(label: string): HTMLInputElement | HTMLTextAreaElement {
  return screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement | HTMLTextAreaElement;
}

function type(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
}

function sentBody(): unknown {
  const init = fetchMock.mock.calls[0]?.[1];
  return JSON.parse(String(init?.body));
}

describe('FeedbackForm (home)', () => {
  it('has name, phone (tel), e-mail (email) and question fields and a submit button', () => {
    renderWithProviders(<FeedbackForm source="home" />);
    expect(field('Ваше имя').tagName).toBe('INPUT');
    expect(field('Телефон').getAttribute('type')).toBe('tel');
    expect(field('E-mail').getAttribute('type')).toBe('email');
    expect(field('Ваш вопрос').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('button', { name: 'Отправить' }).getAttribute('type')).toBe('submit');
  });

  it('shows Russian messages, focuses the first invalid field and sends nothing', () => {
    renderWithProviders(<FeedbackForm source="home" />);
    submit();

    expect(screen.getByText('Введите имя')).toBeTruthy();
    expect(screen.getByText('Введите ваш вопрос')).toBeTruthy();
    expect(screen.getAllByText('Укажите телефон или email для связи')).toHaveLength(2);
    expect(field('Ваше имя').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Ваше имя'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rechecks as the visitor corrects the fields after a first attempt', () => {
    renderWithProviders(<FeedbackForm source="home" />);
    type('E-mail', 'ivan@zavod');
    submit();
    expect(screen.getByText('Введите корректный email')).toBeTruthy();

    type('E-mail', 'ivan@zavod.ru');
    expect(screen.queryByText('Введите корректный email')).toBeNull();
    expect(screen.queryByText('Укажите телефон или email для связи')).toBeNull();
  });

  it('posts the question, thanks the visitor and empties the form', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ id: 1 }, 201));
    const success = vi.spyOn(toast, 'success');
    renderWithProviders(<FeedbackForm source="home" />);

    type('Ваше имя', ' Иван ');
    type('Телефон', '+7 900 123-45-67');
    type('Ваш вопрос', 'Есть ли в наличии корпус автосцепки СА-3?');
    submit();

    await waitFor(() => expect(success).toHaveBeenCalledWith('Спасибо! Мы ответим вам в ближайшее время.'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/feedback');
    expect(init?.method).toBe('POST');
    expect(sentBody()).toEqual({
      name: 'Иван',
      phone: '+7 900 123-45-67',
      message: 'Есть ли в наличии корпус автосцепки СА-3?',
      source: 'home',
    });
    await waitFor(() => expect(field('Ваше имя').value).toBe(''));
    expect(field('Ваш вопрос').value).toBe('');
  });

  it('shows "Отправка..." and blocks a second submit while sending', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderWithProviders(<FeedbackForm source="home" />);
    type('Ваше имя', 'Иван');
    type('E-mail', 'ivan@zavod.ru');
    type('Ваш вопрос', 'Вопрос');
    submit();

    const button = await screen.findByRole('button', { name: 'Отправка...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(button.closest('form')!);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => answer(jsonResponse({ ok: true })));
    await screen.findByRole('button', { name: 'Отправить' });
  });

  it('keeps the values when sending fails (the API client toasts the reason)', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Слишком много обращений' }, 429));
    const error = vi.spyOn(toast, 'error');
    const success = vi.spyOn(toast, 'success');
    renderWithProviders(<FeedbackForm source="home" />);
    type('Ваше имя', 'Иван');
    type('E-mail', 'ivan@zavod.ru');
    type('Ваш вопрос', 'Вопрос');
    submit();

    await waitFor(() => expect(error).toHaveBeenCalledWith('Слишком много обращений'));
    expect(error).toHaveBeenCalledTimes(1);
    expect(success).not.toHaveBeenCalled();
    await screen.findByRole('button', { name: 'Отправить' });
    expect(field('Ваше имя').value).toBe('Иван');
    expect(field('Ваш вопрос').value).toBe('Вопрос');
  });
});

describe('FeedbackForm (contacts)', () => {
  it('has name, e-mail and message, no phone', () => {
    renderWithProviders(<FeedbackForm source="contacts" />);
    expect(field('Ваше имя')).toBeTruthy();
    expect(field('E-mail').getAttribute('type')).toBe('email');
    expect(field('Сообщение').tagName).toBe('TEXTAREA');
    expect(screen.queryByLabelText(/^Телефон/)).toBeNull();
  });

  it('requires the e-mail', () => {
    renderWithProviders(<FeedbackForm source="contacts" />);
    submit();
    expect(screen.getByText('Введите email')).toBeTruthy();
    expect(screen.getByText('Введите сообщение')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts name, e-mail and message with source contacts', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ id: 2 }, 201));
    const success = vi.spyOn(toast, 'success');
    renderWithProviders(<FeedbackForm source="contacts" />);
    type('Ваше имя', 'Мария');
    type('E-mail', 'snab@zavod.ru');
    type('Сообщение', 'Хотим стать поставщиком');
    submit();

    await waitFor(() => expect(success).toHaveBeenCalledWith('Спасибо! Мы ответим вам в ближайшее время.'));
    expect(sentBody()).toEqual({
      name: 'Мария',
      email: 'snab@zavod.ru',
      message: 'Хотим стать поставщиком',
      source: 'contacts',
    });
  });
});
