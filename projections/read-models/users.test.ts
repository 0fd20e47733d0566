import { describe, expect, it } from 'vitest';
import { recordedEvents } from '../../tests/support/recorded-events.ts';
import { ProjectionSpecification } from '../../backend/kit/read/index.ts';
import { usersProjection } from './users.ts';

const spec = ProjectionSpecification.for(usersProjection);
const HASH = 'scrypt$131072$8$1$c2FsdHNhbHRzYWx0$c2VjcmV0aGFzaHZhbHVl';

const recorded = (events: Array<{ type: string; data: unknown }>) =>
  recordedEvents('user-7', events, { userId: '1', at: (index) => `2026-01-0${index + 1}T00:00:00.000Z` });

const history = recorded([
  {
    type: 'UserRegistered',
    data: {
      userId: 7,
      email: 'snab@vagonremont.ru',
      passwordHash: HASH,
      role: 'supplier',
      firstName: 'Поставщик',
      lastName: 'ИНН 7707083893',
      middleName: '',
      inn: '7707083893',
    },
  },
  {
    type: 'UserProfileChanged',
    data: { userId: 7, firstName: 'Иван', lastName: 'Петров', middleName: '', phone: '+79991234567' },
  },
  { type: 'UserPasswordChanged', data: { userId: 7, passwordHash: `${HASH}2` } },
  { type: 'UserAvatarChanged', data: { userId: 7, avatar: '/uploads/avatars/a.png' } },
  { type: 'UserJoinedCompany', data: { userId: 7, companyId: 3, isCompanyAdmin: true } },
  {
    type: 'UserRoleChanged',
    data: { userId: 7, role: 'buyer', previousRole: 'supplier', reason: 'Просьба' },
  },
  { type: 'UserBlocked', data: { userId: 7, reason: 'Мошенничество' } },
]);

describe('users projection', () => {
  it('keeps one document per account with its latest state and never the password hash', async () => {
    const docs = await spec.project([history]);
    expect(docs).toEqual([
      {
        _id: '7',
        id: 7,
        email: 'snab@vagonremont.ru',
        role: 'buyer',
        firstName: 'Иван',
        lastName: 'Петров',
        middleName: '',
        nameIsPlaceholder: false,
        phone: '+79991234567',
        avatar: '/uploads/avatars/a.png',
        inn: '7707083893',
        companyId: 3,
        isCompanyAdmin: true,
        status: 'blocked',
        statusReason: 'Мошенничество',
        createdAt: '2026-01-01T00:00:00.000Z',
        searchText: 'snab@vagonremont.ru петров иван  7707083893',
      },
    ]);
    expect(JSON.stringify(docs)).not.toContain('scrypt');
  });

  it('gives the same documents when every batch is applied twice', async () => {
    const once = await spec.project([history.slice(0, 3), history.slice(3)]);
    const twice = await spec.project([
      history.slice(0, 3),
      history.slice(0, 3),
      history.slice(3),
      history.slice(3),
    ]);
    expect(twice).toEqual(once);
  });

  it('marks the registration default as no name until a name is given (ADR 0058), also from events before the mark', async () => {
    const [registered, changed] = history;
    const flagged = recorded([
      { type: 'UserRegistered', data: { ...(registered!.data as object), nameIsPlaceholder: true } },
      {
        type: 'UserProfileChanged',
        data: {
          userId: 7,
          firstName: 'Поставщик',
          lastName: 'ИНН 7707083893',
          middleName: '',
          phone: null,
          nameIsPlaceholder: true,
        },
      },
    ]);
    expect((await spec.project([flagged]))[0]).toMatchObject({
      firstName: 'Поставщик',
      nameIsPlaceholder: true,
    });
    // Recorded before the mark existed: read from the names and the ИНН, then from the change.
    expect((await spec.project([history.slice(0, 1)]))[0]).toMatchObject({ nameIsPlaceholder: true });
    expect((await spec.project([[registered!, changed!]]))[0]).toMatchObject({
      firstName: 'Иван',
      nameIsPlaceholder: false,
    });
  });
});
