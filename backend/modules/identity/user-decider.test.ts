import { describe, expect, it } from 'vitest';
import { DomainError, fold } from '../../src/write-kit/index.ts';
import type { IdentityEvent } from './events.ts';
import {
  MESSAGES,
  checkProfile,
  checkRegistration,
  normalizePhone,
  type RegistrationInput,
} from './rules.ts';
import { userDecider, type UserCommand } from './user-decider.ts';

/** given events / when command / then events (or the refusal). */
function given(...events: IdentityEvent[]) {
  const state = fold(userDecider, events);
  return {
    when: (command: UserCommand) => ({
      then: (expected: IdentityEvent[]) => expect(userDecider.decide(command, state)).toEqual(expected),
      refused: (status: number, message: string) =>
        expectRefusal(() => userDecider.decide(command, state), status, message),
    }),
  };
}

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

const registered = (role: 'buyer' | 'supplier' | 'admin' = 'supplier', userId = 7): IdentityEvent => ({
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

describe('registration rules (spec section 5)', () => {
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
    given()
      .when(register())
      .then([registered('supplier')]);
    given()
      .when(register({ role: 'buyer' }))
      .then([registered('buyer')]);
  });

  it('never registers an admin, and never twice', () => {
    given()
      .when(register({ role: 'admin' }))
      .refused(400, MESSAGES.badRole);
    given(registered()).when(register()).refused(409, MESSAGES.emailTaken);
  });

  it('registers an admin only through its own command (the command line), never over an account', () => {
    const registerAdmin: UserCommand = {
      kind: 'registerAdmin',
      userId: 9,
      email: 'admin@vagon.ru',
      passwordHash: 'scrypt$hash',
    };
    given()
      .when(registerAdmin)
      .then([
        {
          type: 'UserRegistered',
          data: {
            userId: 9,
            email: 'admin@vagon.ru',
            passwordHash: 'scrypt$hash',
            role: 'admin',
            firstName: 'Администратор',
            lastName: '',
            middleName: '',
            inn: null,
          },
        },
      ]);
    given(registered()).when(registerAdmin).refused(409, MESSAGES.emailTaken);
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
    given(registered())
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
          },
        },
      ]);
    given(registered(), {
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
    given().when(change).refused(404, MESSAGES.userNotFound);
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
    given(registered())
      .when({ kind: 'changeAvatar', avatar: '/uploads/avatars/a.png' })
      .then([{ type: 'UserAvatarChanged', data: { userId: 7, avatar: '/uploads/avatars/a.png' } }]);
    given(registered())
      .when({ kind: 'changePassword', passwordHash: `${HASH}x` })
      .then([{ type: 'UserPasswordChanged', data: { userId: 7, passwordHash: `${HASH}x` } }]);
  });
});

describe('user decider: blocking and roles (admin decisions)', () => {
  const blocked: IdentityEvent = { type: 'UserBlocked', data: { userId: 7, reason: 'Мошенничество' } };

  it('blocks with a reason, once', () => {
    given(registered()).when({ kind: 'block', reason: '  Мошенничество ', actorId: '1' }).then([blocked]);
    given(registered(), blocked).when({ kind: 'block', reason: 'Ещё раз', actorId: '1' }).then([]);
  });

  it('refuses a block without a reason, of oneself, and of an unknown user', () => {
    given(registered())
      .when({ kind: 'block', reason: '  ', actorId: '1' })
      .refused(400, MESSAGES.reasonRequired);
    given(registered())
      .when({ kind: 'block', reason: 'x'.repeat(501), actorId: '1' })
      .refused(400, MESSAGES.reasonRequired);
    given(registered('admin'))
      .when({ kind: 'block', reason: 'Проверка', actorId: '7' })
      .refused(400, MESSAGES.cannotBlockSelf);
    given().when({ kind: 'block', reason: 'Проверка', actorId: '1' }).refused(404, MESSAGES.userNotFound);
  });

  it('unblocks with a reason, only a blocked user', () => {
    given(registered(), blocked)
      .when({ kind: 'unblock', reason: 'Ошибка' })
      .then([{ type: 'UserUnblocked', data: { userId: 7, reason: 'Ошибка' } }]);
    given(registered()).when({ kind: 'unblock', reason: 'Ошибка' }).then([]);
    given(registered(), blocked).when({ kind: 'unblock', reason: '' }).refused(400, MESSAGES.reasonRequired);
  });

  it('switches buyer and supplier, never to or from admin', () => {
    given(registered('supplier'))
      .when({ kind: 'changeRole', role: 'buyer', reason: 'Просьба пользователя' })
      .then([
        {
          type: 'UserRoleChanged',
          data: { userId: 7, role: 'buyer', previousRole: 'supplier', reason: 'Просьба пользователя' },
        },
      ]);
    given(registered('supplier')).when({ kind: 'changeRole', role: 'supplier', reason: 'То же' }).then([]);
    given(registered('supplier'))
      .when({ kind: 'changeRole', role: 'admin', reason: 'Повышение' })
      .refused(400, MESSAGES.badNewRole);
    given(registered('admin'))
      .when({ kind: 'changeRole', role: 'buyer', reason: 'Понижение' })
      .refused(400, MESSAGES.adminRoleFixed);
    given(registered('supplier'))
      .when({ kind: 'changeRole', role: 'buyer', reason: '' })
      .refused(400, MESSAGES.reasonRequired);
  });

  it('joins one company only', () => {
    const joined: IdentityEvent = {
      type: 'UserJoinedCompany',
      data: { userId: 7, companyId: 3, isCompanyAdmin: true },
    };
    given(registered()).when({ kind: 'joinCompany', companyId: 3, isCompanyAdmin: true }).then([joined]);
    given(registered(), joined)
      .when({ kind: 'joinCompany', companyId: 4, isCompanyAdmin: true })
      .refused(409, MESSAGES.alreadyInCompany);
  });
});
