import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts, subscribe, toast } from './store';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  toast.clear();
  vi.useRealTimers();
});

const only = () => {
  const [first, ...rest] = getToasts();
  expect(rest).toHaveLength(0);
  return first;
};

describe('toast store', () => {
  it('shows a toast with the default title of its type', () => {
    toast.success('Пароль успешно изменен');
    expect(only()).toMatchObject({
      type: 'success',
      title: 'Успех',
      message: 'Пароль успешно изменен',
      state: 'open',
    });
    toast.clear();
    toast.error('Не удалось загрузить товары');
    expect(only()).toMatchObject({ type: 'error', title: 'Ошибка' });
    toast.clear();
    toast.warning('Категория не найдена');
    expect(only()).toMatchObject({ type: 'warning', title: 'Предупреждение' });
    toast.clear();
    toast.info('Функция прикрепления файла будет доступна в ближайшее время');
    expect(only()).toMatchObject({ type: 'info', title: undefined });
  });

  it('takes a title of its own and defaults show() to info', () => {
    toast.success('Ваша заявка успешно отправлена', 'Заявка');
    expect(getToasts()[0]?.title).toBe('Заявка');
    const id = toast.show({ message: 'Обновлено' });
    expect(getToasts().find((t) => t.id === id)).toMatchObject({ type: 'info', duration: 5000 });
  });

  it('closes after 5000 ms, fades for 300 ms, then is removed', () => {
    toast.info('Сообщение');
    vi.advanceTimersByTime(4999);
    expect(only()?.state).toBe('open');
    vi.advanceTimersByTime(1);
    expect(only()?.state).toBe('closing');
    vi.advanceTimersByTime(299);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('honours its own duration, and 0 keeps it until dismissed', () => {
    toast.show({ type: 'warning', message: 'Коротко', duration: 1000 });
    const sticky = toast.show({ type: 'info', message: 'Надолго', duration: 0 });
    vi.advanceTimersByTime(1300);
    expect(getToasts().map((t) => t.message)).toEqual(['Надолго']);
    vi.advanceTimersByTime(60_000);
    expect(getToasts()).toHaveLength(1);
    toast.dismiss(sticky);
    vi.advanceTimersByTime(300);
    expect(getToasts()).toHaveLength(0);
  });

  it('pauses and resumes with the time that was left', () => {
    const id = toast.error('Ошибка сети');
    vi.advanceTimersByTime(2000);
    toast.pause(id);
    vi.advanceTimersByTime(20_000);
    expect(only()?.state).toBe('open');
    toast.resume(id);
    vi.advanceTimersByTime(2999);
    expect(only()?.state).toBe('open');
    vi.advanceTimersByTime(1);
    expect(only()?.state).toBe('closing');
  });

  it('treats repeated pause and resume as one', () => {
    const id = toast.info('Сообщение');
    vi.advanceTimersByTime(1000);
    toast.pause(id);
    toast.pause(id);
    vi.advanceTimersByTime(1000);
    toast.resume(id);
    toast.resume(id);
    vi.advanceTimersByTime(3999);
    expect(only()?.state).toBe('open');
    vi.advanceTimersByTime(1);
    expect(only()?.state).toBe('closing');
  });

  it('dismisses at once, with the fade', () => {
    const id = toast.success('Готово');
    toast.dismiss(id);
    expect(only()?.state).toBe('closing');
    toast.dismiss(id);
    vi.advanceTimersByTime(300);
    expect(getToasts()).toHaveLength(0);
    expect(() => toast.dismiss('toast-unknown')).not.toThrow();
  });

  it('does not stack the same toast raised again within a second', () => {
    const first = toast.error('Не удалось связаться с сервером');
    vi.advanceTimersByTime(999);
    expect(toast.error('Не удалось связаться с сервером')).toBe(first);
    expect(getToasts()).toHaveLength(1);
    // Another text, type or title is another toast.
    toast.error('Запрашиваемый ресурс не найден');
    toast.warning('Не удалось связаться с сервером');
    toast.error('Не удалось связаться с сервером', 'Сеть');
    expect(getToasts()).toHaveLength(4);
    vi.advanceTimersByTime(1);
    toast.error('Не удалось связаться с сервером');
    expect(getToasts()).toHaveLength(5);
  });

  it('keeps the snapshot stable between changes and notifies subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribe(listener);
    const before = getToasts();
    expect(getToasts()).toBe(before);
    toast.info('Раз');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getToasts()).not.toBe(before);
    unsubscribe();
    toast.info('Два');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
