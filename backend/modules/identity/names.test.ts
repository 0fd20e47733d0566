import { describe, expect, it } from 'vitest';
import { givenName, personNames } from './names.ts';

const placeholder = {
  email: 'snab@vrd-samara.ru',
  firstName: 'Пользователь',
  lastName: 'ИНН 7707083893',
  nameIsPlaceholder: true,
};
const named = {
  email: 'snab@vrd-samara.ru',
  firstName: 'Игорь',
  lastName: 'Белов',
  nameIsPlaceholder: false,
};
const COMPANY = 'АО «Вагоноремонтное депо Самара»';

describe('how the site names a person', () => {
  it('never names anyone by the registration default: their company, else their e-mail', () => {
    expect(personNames(placeholder, COMPANY)).toEqual({
      given: null,
      displayName: COMPANY,
      shortName: COMPANY,
      greeting: COMPANY,
      party: COMPANY,
    });
    expect(personNames(placeholder, null)).toEqual({
      given: null,
      displayName: 'snab@vrd-samara.ru',
      shortName: 'snab',
      greeting: null,
      party: 'snab@vrd-samara.ru',
    });
  });

  it('names a person by the name they gave; a deal’s side stays their company', () => {
    expect(personNames(named, COMPANY)).toEqual({
      given: 'Белов Игорь',
      displayName: 'Белов Игорь',
      shortName: 'Игорь',
      greeting: 'Игорь',
      party: COMPANY,
    });
    expect(personNames(named, null).party).toBe('Белов Игорь');
  });

  it('gives the patronymic with the full name, and takes a last name alone as the short name', () => {
    expect(personNames({ ...named, middleName: 'Петрович' }, COMPANY)).toMatchObject({
      displayName: 'Белов Игорь Петрович',
      shortName: 'Игорь',
    });
    expect(personNames({ ...named, firstName: '' }, null).shortName).toBe('Белов');
  });

  it('takes blank parts as no name', () => {
    expect(givenName({ firstName: '  ', lastName: '', nameIsPlaceholder: false })).toBeNull();
    expect(personNames({ ...named, firstName: ' ', lastName: '' }, '  ').displayName).toBe(
      'snab@vrd-samara.ru',
    );
  });
});
