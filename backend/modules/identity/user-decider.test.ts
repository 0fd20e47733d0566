import { describe, expect, it } from 'vitest';
import { DeciderSpecification, DomainError } from '../../kit/write/index.ts';
import { identityEvents, type IdentityEvent, type IdentityEventOf } from './events.ts';
import {
  MESSAGES,
  checkProfile,
  checkRegistration,
  normalizePhone,
  type RegistrationInput,
} from './rules.ts';
import { userDecider, type UserCommand } from './user-decider.ts';

const spec = DeciderSpecification.for(userDecider, identityEvents);

function expectRefusal(
  action: () => unknown,
  status: number,
  message: string,
  fields?: Record<string, string>,
): void {
  let error: unknown;
  try {
    action();
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(DomainError);
  expect((error as DomainError).status).toBe(status);
  expect((error as DomainError).message).toBe(message);
  if (fields) expect((error as DomainError).fields).toEqual(fields);
}

const HASH = 'scrypt$131072$8$1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNo';

const registered = (
  role: 'buyer' | 'supplier' | 'admin' = 'supplier',
  userId = 7,
): IdentityEventOf<'UserRegistered'> => ({
  type: 'UserRegistered',
  data: {
    userId,
    email: 'snab@vagonremont.ru',
    passwordHash: HASH,
    role,
    firstName: 'Поставщик',
    lastName: 'ИНН 7707083893',
    middleName: '',
    inn: '7707083893',
    nameIsPlaceholder: true,
  },
});

const register = (over: Partial<Extract<UserCommand, { kind: 'register' }>> = {}): UserCommand => ({
  kind: 'register',
  userId: 7,
  email: 'snab@vagonremont.ru',
  passwordHash: HASH,
  role: 'supplier',
  firstName: 'Поставщик',
  lastName: 'ИНН 7707083893',
  middleName: '',
  inn: '7707083893',
  ...over,
});

const valid: RegistrationInput = {
  email: '  Snab@VagonRemont.RU ',
  inn: '7707083893',
  password: 'секрет1',
  passwordConfirm: 'секрет1',
  role: 'supplier',
  firstName: 'Поставщик',
  lastName: 'ИНН 7707083893',
  middleName: '',
};

describe('registration rules', () => {
  it('normalizes the e-mail and keeps the names as sent', () => {
    expect(checkRegistration(valid)).toEqual({
      email: 'snab@vagonremont.ru',
      inn: '7707083893',
      password: 'секрет1',
      role: 'supplier',
      firstName: 'Поставщик',
      lastName: 'ИНН 7707083893',
      middleName: '',
    });
    expect(checkRegistration({ ...valid, inn: ' 500100732259 ', role: 'buyer' })).toMatchObject({
      inn: '500100732259',
      role: 'buyer',
    });
  });

  it('names every failed rule with its message, the first one as the message', () => {
    expectRefusal(
      () =>
        checkRegistration({
          email: 'нет',
          inn: '',
          password: '12345',
          passwordConfirm: '1234',
          role: 'admin',
        }),
      400,
      MESSAGES.badEmail,
      {
        email: MESSAGES.badEmail,
        inn: MESSAGES.innRequired,
        password: MESSAGES.shortPassword,
        passwordConfirm: MESSAGES.passwordMismatch,
        role: MESSAGES.badRole,
      },
    );
  });

  it('checks each rule on its own', () => {
    const refused = (input: RegistrationInput, field: string, message: string) =>
      expectRefusal(() => checkRegistration(input), 400, message, { [field]: message });
    for (const email of ['', 'a@b', 'a b@c.ru', '@c.ru', 'a@.ru', 'a@b.ru x'])
      refused({ ...valid, email }, 'email', MESSAGES.badEmail);
    refused({ ...valid, inn: undefined }, 'inn', MESSAGES.innRequired);
    for (const inn of ['770708389', '77070838931', 'ИНН7707083'])
      refused({ ...valid, inn }, 'inn', MESSAGES.badInn);
    refused({ ...valid, inn: '7707083894' }, 'inn', MESSAGES.innChecksum);
    refused({ ...valid, inn: '500100732258' }, 'inn', MESSAGES.innChecksum);
    refused({ ...valid, password: '12345', passwordConfirm: '12345' }, 'password', MESSAGES.shortPassword);
    refused(
      { ...valid, password: 'x'.repeat(129), passwordConfirm: 'x'.repeat(129) },
      'password',
      MESSAGES.longPassword,
    );
    refused({ ...valid, passwordConfirm: 'секрет2' }, 'passwordConfirm', MESSAGES.passwordMismatch);
    for (const role of [undefined, 'admin', 'Admin', 'moderator', ''])
      refused({ ...valid, role }, 'role', MESSAGES.badRole);
    refused({ ...valid, firstName: 'Я'.repeat(101) }, 'firstName', MESSAGES.firstNameTooLong);
  });
});

describe('user decider: registration', () => {
  it('registers a buyer or a supplier', () => {
    spec
      .given()
      .when(register())
      .then([registered('supplier')]);
    spec
      .given()
      .when(register({ role: 'buyer' }))
      .then([registered('buyer')]);
  });

  it('never registers an admin, and never twice', () => {
    spec
      .given()
      .when(register({ role: 'admin' }))
      .thenRefused({ status: 400, message: MESSAGES.badRole });
    spec.given(registered()).when(register()).thenRefused({ status: 409, message: MESSAGES.emailTaken });
  });

  it('registers an admin only through its own command (the command line), never over an account', () => {
    const registerAdmin: UserCommand = {
      kind: 'registerAdmin',
      userId: 9,
      email: 'admin@vagon.ru',
      passwordHash: HASH,
    };
    spec
      .given()
      .when(registerAdmin)
      .then([
        {
          type: 'UserRegistered',
          data: {
            userId: 9,
            email: 'admin@vagon.ru',
            passwordHash: HASH,
            role: 'admin',
            firstName: 'Администратор',
            lastName: '',
            middleName: '',
            inn: null,
            nameIsPlaceholder: false,
          },
        },
      ]);
    spec.given(registered()).when(registerAdmin).thenRefused({ status: 409, message: MESSAGES.emailTaken });
  });
});

describe('user decider: profile, avatar, password', () => {
  it('changes the profile, and writes nothing when nothing changes', () => {
    const change = {
      kind: 'changeProfile',
      firstName: 'Иван',
      lastName: 'Петров',
      middleName: 'Сергеевич',
      phone: '+79991234567',
    } as const;
    spec
      .given(registered())
      .when(change)
      .then([
        {
          type: 'UserProfileChanged',
          data: {
            userId: 7,
            firstName: 'Иван',
            lastName: 'Петров',
            middleName: 'Сергеевич',
            phone: '+79991234567',
            nameIsPlaceholder: false,
          },
        },
      ]);
    spec
      .given(registered(), {
        type: 'UserProfileChanged',
        data: {
          userId: 7,
          firstName: 'Иван',
          lastName: 'Петров',
          middleName: 'Сергеевич',
          phone: '+79991234567',
        },
      })
      .when(change)
      .then([]);
    spec.given().when(change).thenRefused({ status: 404, message: MESSAGES.userNotFound });
  });

  it('marks the spec’s default name at registration as no name of the person (ADR 0058)', () => {
    const named = {
      ...registered(),
      data: { ...registered().data, firstName: 'Игорь', lastName: 'Белов', nameIsPlaceholder: false },
    };
    spec
      .given()
      .when(register({ firstName: 'Игорь', lastName: 'Белов' }))
      .then([named]);
    // «Пользователь» with another ИНН than the one registered is a name somebody typed.
    const typed = {
      ...registered(),
      data: { ...registered().data, lastName: 'ИНН 500100732259', nameIsPlaceholder: false },
    };
    spec
      .given()
      .when(register({ lastName: 'ИНН 500100732259' }))
      .then([typed]);
  });

  it('keeps the mark while the name is untouched, and clears it, with the default’s other part, once a name is given', () => {
    spec
      .given(registered())
      .when({ kind: 'changeProfile', phone: '+79991234567' })
      .then([
        {
          type: 'UserProfileChanged',
          data: {
            userId: 7,
            firstName: 'Поставщик',
            lastName: 'ИНН 7707083893',
            middleName: '',
            phone: '+79991234567',
            nameIsPlaceholder: true,
          },
        },
      ]);
    // Only the first name given: «ИНН …» left beside it would read as their surname.
    spec
      .given(registered())
      .when({ kind: 'changeProfile', firstName: 'Игорь' })
      .then([
        {
          type: 'UserProfileChanged',
          data: {
            userId: 7,
            firstName: 'Игорь',
            lastName: '',
            middleName: '',
            phone: null,
            nameIsPlaceholder: false,
          },
        },
      ]);
    spec
      .given(registered())
      .when({ kind: 'changeProfile', firstName: 'Поставщик', lastName: 'Белов' })
      .then([
        {
          type: 'UserProfileChanged',
          data: {
            userId: 7,
            firstName: '',
            lastName: 'Белов',
            middleName: '',
            phone: null,
            nameIsPlaceholder: false,
          },
        },
      ]);
    // A name given stays theirs, whatever it is changed to later.
    const given: IdentityEvent = {
      type: 'UserProfileChanged',
      data: {
        userId: 7,
        firstName: 'Игорь',
        lastName: '',
        middleName: '',
        phone: null,
        nameIsPlaceholder: false,
      },
    };
    spec
      .given(registered(), given)
      .when({ kind: 'changeProfile', lastName: 'Белов' })
      .then([{ type: 'UserProfileChanged', data: { ...given.data, lastName: 'Белов' } }]);
  });

  it('reads the mark of events recorded before it from the names and the ИНН', () => {
    const { nameIsPlaceholder: _flag, ...older } = registered().data;
    const before: IdentityEvent = { type: 'UserRegistered', data: older };
    spec
      .given(before, {
        type: 'UserProfileChanged',
        data: {
          userId: 7,
          firstName: 'Поставщик',
          lastName: 'ИНН 7707083893',
          middleName: '',
          phone: '+79990000000',
        },
      })
      .when({ kind: 'changeProfile', firstName: 'Игорь' })
      .then([
        {
          type: 'UserProfileChanged',
          data: {
            userId: 7,
            firstName: 'Игорь',
            lastName: '',
            middleName: '',
            phone: '+79990000000',
            nameIsPlaceholder: false,
          },
        },
      ]);
    const named: IdentityEvent = {
      type: 'UserRegistered',
      data: { ...older, firstName: 'Игорь', lastName: 'Белов' },
    };
    spec
      .given(named)
      .when({ kind: 'changeProfile', firstName: 'Пётр' })
      .then([
        {
          type: 'UserProfileChanged',
          data: {
            userId: 7,
            firstName: 'Пётр',
            lastName: 'Белов',
            middleName: '',
            phone: null,
            nameIsPlaceholder: false,
          },
        },
      ]);
  });

  it('checks profile fields: lengths and a Russian phone number', () => {
    expect(checkProfile({ firstName: ' Иван ', phone: '8 (999) 123-45-67' })).toEqual({
      firstName: 'Иван',
      phone: '+79991234567',
    });
    expect(checkProfile({ phone: '' })).toEqual({ phone: null });
    expect(checkProfile({})).toEqual({});
    for (const phone of ['+7 999 123-45-67', '89991234567', '+7(999)1234567', '7 999 123 45 67']) {
      expect(normalizePhone(phone), phone).toBe('+79991234567');
    }
    for (const phone of ['12345', '+1 999 123 45 67', '+7 999 123 45 6', 'телефон', '+7 999 123 45 678']) {
      expectRefusal(() => checkProfile({ phone }), 400, MESSAGES.badPhone, { phone: MESSAGES.badPhone });
    }
    expectRefusal(
      () => checkProfile({ lastName: 'Я'.repeat(101), middleName: 'Я'.repeat(101) }),
      400,
      MESSAGES.lastNameTooLong,
      {
        lastName: MESSAGES.lastNameTooLong,
        middleName: MESSAGES.middleNameTooLong,
      },
    );
  });

  it('changes the avatar and the password hash', () => {
    spec
      .given(registered())
      .when({ kind: 'changeAvatar', avatar: '/uploads/avatars/a.png' })
      .then([{ type: 'UserAvatarChanged', data: { userId: 7, avatar: '/uploads/avatars/a.png' } }]);
    spec
      .given(registered())
      .when({ kind: 'changePassword', passwordHash: `${HASH}x` })
      .then([{ type: 'UserPasswordChanged', data: { userId: 7, passwordHash: `${HASH}x` } }]);
  });
});

describe('user decider: blocking and roles (admin decisions)', () => {
  const blocked: IdentityEvent = { type: 'UserBlocked', data: { userId: 7, reason: 'Мошенничество' } };

  it('blocks with a reason, once', () => {
    spec
      .given(registered())
      .when({ kind: 'block', reason: '  Мошенничество ', actorId: '1' })
      .then([blocked]);
    spec.given(registered(), blocked).when({ kind: 'block', reason: 'Ещё раз', actorId: '1' }).then([]);
  });

  it('refuses a block without a reason, of oneself, and of an unknown user', () => {
    spec
      .given(registered())
      .when({ kind: 'block', reason: '  ', actorId: '1' })
      .thenRefused({ status: 400, message: MESSAGES.reasonRequired });
    spec
      .given(registered())
      .when({ kind: 'block', reason: 'x'.repeat(501), actorId: '1' })
      .thenRefused({ status: 400, message: MESSAGES.reasonRequired });
    spec
      .given(registered('admin'))
      .when({ kind: 'block', reason: 'Проверка', actorId: '7' })
      .thenRefused({ status: 400, message: MESSAGES.cannotBlockSelf });
    spec
      .given()
      .when({ kind: 'block', reason: 'Проверка', actorId: '1' })
      .thenRefused({ status: 404, message: MESSAGES.userNotFound });
  });

  it('unblocks with a reason, only a blocked user', () => {
    spec
      .given(registered(), blocked)
      .when({ kind: 'unblock', reason: 'Ошибка' })
      .then([{ type: 'UserUnblocked', data: { userId: 7, reason: 'Ошибка' } }]);
    spec.given(registered()).when({ kind: 'unblock', reason: 'Ошибка' }).then([]);
    spec
      .given(registered(), blocked)
      .when({ kind: 'unblock', reason: '' })
      .thenRefused({ status: 400, message: MESSAGES.reasonRequired });
  });

  it('switches buyer and supplier, never to or from admin', () => {
    spec
      .given(registered('supplier'))
      .when({ kind: 'changeRole', role: 'buyer', reason: 'Просьба пользователя' })
      .then([
        {
          type: 'UserRoleChanged',
          data: { userId: 7, role: 'buyer', previousRole: 'supplier', reason: 'Просьба пользователя' },
        },
      ]);
    spec
      .given(registered('supplier'))
      .when({ kind: 'changeRole', role: 'supplier', reason: 'То же' })
      .then([]);
    spec
      .given(registered('supplier'))
      .when({ kind: 'changeRole', role: 'admin', reason: 'Повышение' })
      .thenRefused({ status: 400, message: MESSAGES.badNewRole });
    spec
      .given(registered('admin'))
      .when({ kind: 'changeRole', role: 'buyer', reason: 'Понижение' })
      .thenRefused({ status: 400, message: MESSAGES.adminRoleFixed });
    spec
      .given(registered('supplier'))
      .when({ kind: 'changeRole', role: 'buyer', reason: '' })
      .thenRefused({ status: 400, message: MESSAGES.reasonRequired });
  });

  it('joins one company only', () => {
    const joined: IdentityEvent = {
      type: 'UserJoinedCompany',
      data: { userId: 7, companyId: 3, isCompanyAdmin: true },
    };
    spec.given(registered()).when({ kind: 'joinCompany', companyId: 3, isCompanyAdmin: true }).then([joined]);
    spec
      .given(registered(), joined)
      .when({ kind: 'joinCompany', companyId: 4, isCompanyAdmin: true })
      .thenRefused({ status: 409, message: MESSAGES.alreadyInCompany });
  });
});
