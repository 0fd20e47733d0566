import { afterEach, describe, expect, it } from 'vitest';
import { getToasts, toast } from '../toast/store';
import { ApiError } from './client';
import { submitForm } from './failure';

afterEach(() => toast.clear());

describe('submitForm', () => {
  it('tells the success and hands the answer on', async () => {
    const seen: number[] = [];
    const errors: Array<Record<string, string>> = [];
    await submitForm(() => Promise.resolve(42), {
      done: 'Склад сохранён',
      failed: 'Не удалось сохранить склад',
      setErrors: (found) => errors.push(found),
      then: (answer) => seen.push(answer),
    });
    expect(seen).toEqual([42]);
    expect(errors).toEqual([]);
    expect(getToasts()).toMatchObject([{ type: 'success', message: 'Склад сохранён' }]);
  });

  it('puts a refusal beside its fields and its reason in a toast, and goes no further', async () => {
    const seen: unknown[] = [];
    const errors: Array<Record<string, string>> = [];
    const refusal = new ApiError(400, 'Bad Request', {
      message: 'Проверьте поля',
      fields: { name: 'Укажите название', count: 3 },
    });
    await submitForm(() => Promise.reject(refusal), {
      done: 'Склад сохранён',
      failed: 'Не удалось сохранить склад',
      setErrors: (found) => errors.push(found),
      then: (answer) => seen.push(answer),
    });
    expect(seen).toEqual([]);
    expect(errors).toEqual([{ name: 'Укажите название' }]);
    expect(getToasts()).toMatchObject([{ type: 'error', message: 'Проверьте поля' }]);
  });

  it('says the action failed when the server gave no reason', async () => {
    await submitForm(() => Promise.reject(new Error('offline')), {
      done: 'Склад сохранён',
      failed: 'Не удалось сохранить склад',
      setErrors: () => undefined,
    });
    expect(getToasts()).toMatchObject([{ type: 'error', message: 'Не удалось сохранить склад' }]);
  });
});
