import { describe, expect, it } from 'vitest';
import { EMPTY_FEEDBACK, isEmail, toFeedbackPayload, validateFeedback } from './model';

const filled = { name: 'Иван', phone: '+7 900 000-00-00', email: 'ivan@zavod.ru', message: 'Есть ли СА-3?' };

describe('isEmail', () => {
  it.each(['a@b.ru', ' snab@vagon-zavod.com ', 'x.y+z@mail.co.uk'])('accepts %s', (value) => {
    expect(isEmail(value)).toBe(true);
  });
  it.each(['', 'ivan', 'ivan@', 'ivan@mail', '@mail.ru', 'iv an@mail.ru'])('rejects %s', (value) => {
    expect(isEmail(value)).toBe(false);
  });
});

describe('validateFeedback: home', () => {
  it('passes a complete form', () => {
    expect(validateFeedback(filled, 'home')).toEqual({});
  });

  it('requires the name and the question', () => {
    expect(validateFeedback({ ...filled, name: ' ', message: '\n' }, 'home')).toEqual({
      name: 'Введите имя',
      message: 'Введите ваш вопрос',
    });
  });

  it('requires a phone or an e-mail, either is enough', () => {
    expect(validateFeedback({ ...filled, phone: '', email: '' }, 'home')).toEqual({
      phone: 'Укажите телефон или email для связи',
      email: 'Укажите телефон или email для связи',
    });
    expect(validateFeedback({ ...filled, email: '' }, 'home')).toEqual({});
    expect(validateFeedback({ ...filled, phone: '' }, 'home')).toEqual({});
  });

  it('checks the e-mail format when one is given', () => {
    expect(validateFeedback({ ...filled, email: 'ivan@zavod' }, 'home')).toEqual({
      email: 'Введите корректный email',
    });
  });

  it('reports every empty field at once', () => {
    expect(Object.keys(validateFeedback(EMPTY_FEEDBACK, 'home')).sort()).toEqual([
      'email',
      'message',
      'name',
      'phone',
    ]);
  });
});

describe('validateFeedback: contacts', () => {
  it('requires name, e-mail and message; the phone is not asked', () => {
    expect(validateFeedback(EMPTY_FEEDBACK, 'contacts')).toEqual({
      name: 'Введите имя',
      email: 'Введите email',
      message: 'Введите сообщение',
    });
    expect(validateFeedback({ ...filled, phone: '' }, 'contacts')).toEqual({});
  });

  it('checks the e-mail format', () => {
    expect(validateFeedback({ ...filled, email: 'нет' }, 'contacts')).toEqual({
      email: 'Введите корректный email',
    });
  });
});

describe('toFeedbackPayload', () => {
  it('home: trimmed name, phone, e-mail and message with the source', () => {
    expect(
      toFeedbackPayload({ name: ' Иван ', phone: ' 8900 ', email: ' i@z.ru ', message: ' ? ' }, 'home'),
    ).toEqual({
      name: 'Иван',
      phone: '8900',
      email: 'i@z.ru',
      message: '?',
      source: 'home',
    });
  });

  it('leaves out a contact that was not given', () => {
    expect(toFeedbackPayload({ ...filled, email: ' ' }, 'home')).toEqual({
      name: 'Иван',
      phone: '+7 900 000-00-00',
      message: 'Есть ли СА-3?',
      source: 'home',
    });
  });

  it('contacts: name, e-mail and message, never a phone', () => {
    expect(toFeedbackPayload(filled, 'contacts')).toEqual({
      name: 'Иван',
      email: 'ivan@zavod.ru',
      message: 'Есть ли СА-3?',
      source: 'contacts',
    });
  });
});
