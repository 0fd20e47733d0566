import { describe, expect, it } from 'vitest';
import { recordedEvents } from '../../tests/support/recorded-events.ts';
import { ProjectionSpecification } from '../../backend/kit/read/index.ts';
import { companiesProjection } from './companies.ts';

const spec = ProjectionSpecification.for(companiesProjection);

const recorded = (events: Array<{ type: string; data: unknown }>) =>
  recordedEvents((event) => (event.type === 'UserJoinedCompany' ? 'user-7' : 'company-3'), events, {
    userId: '7',
    at: (index) => `2026-01-0${index + 1}T00:00:00.000Z`,
  });

const sber = {
  name: 'ПАО Сбербанк',
  inn: '7707083893',
  kpp: '773601001',
  ogrn: '1027700132195',
  legalAddress: 'Москва',
};
const history = recorded([
  { type: 'CompanyRegistered', data: { companyId: 3, ...sber, founderId: 7 } },
  { type: 'UserJoinedCompany', data: { userId: 7, companyId: 3, isCompanyAdmin: true } },
  { type: 'UserJoinedCompany', data: { userId: 9, companyId: 3, isCompanyAdmin: false } },
  {
    type: 'CompanyDetailsChanged',
    data: {
      companyId: 3,
      name: 'ПАО «Сбербанк России»',
      kpp: sber.kpp,
      ogrn: sber.ogrn,
      legalAddress: 'г. Москва',
    },
  },
  {
    type: 'CompanyRegistered',
    data: { companyId: 4, ...sber, inn: '7736207543', ogrn: '1027700229193', founderId: 8 },
  },
  { type: 'CompanyRegistrationCancelled', data: { companyId: 4, reason: 'founder-joined-another-company' } },
  { type: 'CompanyVerified', data: { companyId: 3 } },
  { type: 'CompanyVerificationRevoked', data: { companyId: 3, reason: 'ОГРН не найден в ЕГРЮЛ' } },
  { type: 'CompanyVerified', data: { companyId: 3 } },
]);

describe('companies projection', () => {
  it('keeps the requisites and the members from the users events; a cancelled company is gone', async () => {
    expect(await spec.project([history])).toEqual([
      {
        _id: '3',
        id: 3,
        name: 'ПАО «Сбербанк России»',
        inn: '7707083893',
        kpp: '773601001',
        ogrn: '1027700132195',
        legalAddress: 'г. Москва',
        founderId: 7,
        memberIds: [7, 9],
        adminIds: [7],
        verified: true,
        verifiedAt: '2026-01-09T00:00:00.000Z',
        verificationNote: null,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-09T00:00:00.000Z',
      },
    ]);
  });

  it('keeps the reason a check was withdrawn', async () => {
    const [doc] = await spec.project([history.slice(0, 8)]);
    expect(doc).toMatchObject({
      verified: false,
      verifiedAt: null,
      verificationNote: 'ОГРН не найден в ЕГРЮЛ',
    });
  });

  it('gives the same documents when every batch is applied twice', async () => {
    const once = await spec.project([history]);
    expect(
      await spec.project([history.slice(0, 3), history.slice(0, 3), history.slice(3), history.slice(2)]),
    ).toEqual(once);
  });
});
