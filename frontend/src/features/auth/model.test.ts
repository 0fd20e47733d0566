import { describe, expect, it } from 'vitest';
import {
  EMPTY_REGISTRATION,
  toRegisterPayload,
  validateLogin,
  validateRegistration,
  type RegisterValues,
} from './model';

const valid: RegisterValues = {
  role: 'buyer',
  email: 'snab@zavod.ru',
  inn: '7707083893',
  password: 'secret1',
  passwordConfirm: 'secret1',
  privacy: true,
};

describe('login rules', () => {
  it('email and password are both required', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Введите email',
      password: 'Введите пароль',
    });
    expect(validateLogin({ email: 'snab@zavod', password: 'x' })).toEqual({
      email: 'Введите корректный email',
    });
    expect(validateLogin({ email: ' snab@zavod.ru ', password: 'x' })).toEqual({});
  });
});

describe('registration rules', () => {
  it('an empty form names every rule, word for word', () => {
    expect(validateRegistration(EMPTY_REGISTRATION)).toEqual({
      email: 'Введите корректный email',
      inn: 'Введите номер ИНН',
      password: 'Пароль должен быть не менее 6 символов',
      privacy: 'Необходимо принять политику конфиденциальности',
    });
  });

  it('email: non-empty, with an @ and a dot', () => {
    for (const email of ['snab', 'snab@zavod', '@zavod.ru', 'sn ab@zavod.ru']) {
      expect(validateRegistration({ ...valid, email }).email).toBe('Введите корректный email');
    }
    expect(validateRegistration({ ...valid, email: 'snab@zavod.ru' }).email).toBeUndefined();
  });

  it('ИНН: exactly 10 or exactly 12 digits', () => {
    for (const inn of ['770708389', '77070838931', '7707O83893', '1234567890123']) {
      expect(validateRegistration({ ...valid, inn }).inn).toBe(
        'Введите корректный ИНН (10 цифр для ЮЛ, 12 цифр для ИП)',
      );
    }
    expect(validateRegistration({ ...valid, inn: '500100732259' }).inn).toBeUndefined();
    expect(validateRegistration({ ...valid, inn: '   ' }).inn).toBe('Введите номер ИНН');
  });

  it('password of at least 6 characters and a matching confirmation', () => {
    expect(validateRegistration({ ...valid, password: '12345', passwordConfirm: '12345' }).password).toBe(
      'Пароль должен быть не менее 6 символов',
    );
    expect(validateRegistration({ ...valid, passwordConfirm: 'secret2' }).passwordConfirm).toBe(
      'Пароли не совпадают',
    );
    expect(validateRegistration(valid)).toEqual({});
  });
});

describe('registration payload', () => {
  it('buyers: firstName Пользователь, lastName «ИНН » and the ИНН, middleName empty', () => {
    expect(toRegisterPayload({ ...valid, email: ' snab@zavod.ru ', inn: ' 7707083893 ' })).toEqual({
      email: 'snab@zavod.ru',
      inn: '7707083893',
      password: 'secret1',
      passwordConfirm: 'secret1',
      role: 'buyer',
      firstName: 'Пользователь',
      lastName: 'ИНН 7707083893',
      middleName: '',
    });
  });

  it('suppliers: firstName Поставщик', () => {
    expect(toRegisterPayload({ ...valid, role: 'supplier' })).toMatchObject({
      role: 'supplier',
      firstName: 'Поставщик',
      lastName: 'ИНН 7707083893',
      middleName: '',
    });
  });
});
