import { describe, expect, it } from 'vitest';
import { isRegistrationName, registrationName } from './index.ts';

describe('the registration name of the spec', () => {
  it('is «Поставщик»/«Пользователь» and «ИНН …» by the role', () => {
    expect(registrationName('supplier', '7707083893')).toEqual({
      firstName: 'Поставщик',
      lastName: 'ИНН 7707083893',
      middleName: '',
    });
    expect(registrationName('buyer', '500100732259')).toEqual({
      firstName: 'Пользователь',
      lastName: 'ИНН 500100732259',
      middleName: '',
    });
  });

  it('is told from a person’s name only when both parts are the default for the ИНН registered', () => {
    expect(
      isRegistrationName({ firstName: 'Пользователь', lastName: 'ИНН 7707083893', inn: '7707083893' }),
    ).toBe(true);
    expect(
      isRegistrationName({ firstName: 'Поставщик', lastName: 'ИНН 7707083893', inn: '7707083893' }),
    ).toBe(true);
    expect(isRegistrationName({ firstName: 'Игорь', lastName: 'ИНН 7707083893', inn: '7707083893' })).toBe(
      false,
    );
    expect(isRegistrationName({ firstName: 'Пользователь', lastName: 'Белов', inn: '7707083893' })).toBe(
      false,
    );
    expect(
      isRegistrationName({ firstName: 'Пользователь', lastName: 'ИНН 7707083893', inn: '500100732259' }),
    ).toBe(false);
    expect(isRegistrationName({ firstName: 'Администратор', lastName: '', inn: null })).toBe(false);
  });
});
