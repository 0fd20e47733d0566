import { describe, expect, it } from 'vitest';
import { DeciderSpecification, DomainError } from '../../kit/write/index.ts';
import { IDENTITY_MESSAGES } from '../identity/index.ts';
import { canView, companyDecider, type Actor } from './decider.ts';
import { companyEvents, type CompanyEvent } from './events.ts';
import { MESSAGES, checkCompanyDetails, type CompanyDetails, type CompanyInput } from './rules.ts';

function refusal(action: () => unknown): DomainError {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return error as DomainError;
  }
  throw new Error('expected a refusal');
}

const spec = DeciderSpecification.for(companyDecider, companyEvents);

const sber: CompanyDetails = {
  name: 'ПАО Сбербанк',
  inn: '7707083893',
  kpp: '773601001',
  ogrn: '1027700132195',
  legalAddress: '117312, г. Москва, ул. Вавилова, д. 19',
};
const soleTrader: CompanyInput = {
  name: 'ИП Иванов И. И.',
  inn: '500100732259',
  ogrn: '304500116000157',
  legalAddress: 'Московская обл., г. Ногинск',
};

const supplier: Actor = { userId: 7, role: 'supplier', companyId: null, isCompanyAdmin: false };
const companyAdmin: Actor = { userId: 7, role: 'supplier', companyId: 3, isCompanyAdmin: true };
const registered: CompanyEvent = { type: 'CompanyRegistered', data: { companyId: 3, ...sber, founderId: 7 } };

describe('company rules: requisites', () => {
  it('accepts an organisation (ИНН 10, КПП, ОГРН 13) and a sole proprietor (ИНН 12, no КПП, ОГРНИП 15)', () => {
    expect(checkCompanyDetails({ ...sber, kpp: ' 773601001 ', name: '  ПАО Сбербанк ' })).toEqual(sber);
    expect(checkCompanyDetails({ ...soleTrader, kpp: '' })).toEqual({ ...soleTrader, kpp: null });
    expect(checkCompanyDetails({ ...soleTrader, kpp: null })).toEqual({ ...soleTrader, kpp: null });
    expect(checkCompanyDetails({ ...sber, kpp: '7736ab001' }).kpp).toBe('7736AB001');
  });

  it('names every failed field with its Russian message', () => {
    const error = refusal(() => checkCompanyDetails({}));
    expect(error.status).toBe(400);
    expect(error.fields).toEqual({
      name: MESSAGES.nameRequired,
      inn: IDENTITY_MESSAGES.innRequired,
      ogrn: MESSAGES.ogrnRequired,
      legalAddress: MESSAGES.addressRequired,
    });
    expect(error.message).toBe(MESSAGES.nameRequired);
  });

  it('checks the ИНН form and check digits', () => {
    expect(refusal(() => checkCompanyDetails({ ...sber, inn: '77070838' })).fields).toMatchObject({
      inn: IDENTITY_MESSAGES.badInn,
    });
    expect(refusal(() => checkCompanyDetails({ ...sber, inn: '7707083894' })).fields).toEqual({
      inn: IDENTITY_MESSAGES.innChecksum,
    });
  });

  it('requires a КПП of an organisation and refuses one of a sole proprietor', () => {
    expect(refusal(() => checkCompanyDetails({ ...sber, kpp: null })).fields).toEqual({
      kpp: MESSAGES.kppRequired,
    });
    expect(refusal(() => checkCompanyDetails({ ...sber, kpp: '77360100' })).fields).toEqual({
      kpp: MESSAGES.badKpp,
    });
    expect(refusal(() => checkCompanyDetails({ ...soleTrader, kpp: '773601001' })).fields).toEqual({
      kpp: MESSAGES.kppForIndividual,
    });
  });

  it('matches ОГРН to organisations and ОГРНИП to sole proprietors, with the check digit', () => {
    expect(refusal(() => checkCompanyDetails({ ...sber, ogrn: '304500116000157' })).fields).toEqual({
      ogrn: MESSAGES.ogrnForLegal,
    });
    expect(refusal(() => checkCompanyDetails({ ...soleTrader, ogrn: '1027700132195' })).fields).toEqual({
      ogrn: MESSAGES.ogrnForIndividual,
    });
    expect(refusal(() => checkCompanyDetails({ ...sber, ogrn: '1027700132196' })).fields).toEqual({
      ogrn: MESSAGES.ogrnChecksum,
    });
    expect(refusal(() => checkCompanyDetails({ ...soleTrader, ogrn: '304500116000158' })).fields).toEqual({
      ogrn: MESSAGES.ogrnChecksum,
    });
    expect(refusal(() => checkCompanyDetails({ ...sber, ogrn: '10277001321' })).fields).toEqual({
      ogrn: MESSAGES.badOgrn,
    });
  });

  it('bounds name and address', () => {
    expect(refusal(() => checkCompanyDetails({ ...sber, name: 'Я'.repeat(201) })).fields).toEqual({
      name: MESSAGES.nameRequired,
    });
    expect(refusal(() => checkCompanyDetails({ ...sber, legalAddress: '  ' })).fields).toEqual({
      legalAddress: MESSAGES.addressRequired,
    });
  });
});

describe('company decider', () => {
  const siteAdmin: Actor = { userId: 1, role: 'admin', companyId: null, isCompanyAdmin: false };
  const verified: CompanyEvent = { type: 'CompanyVerified', data: { companyId: 3 } };

  it('a site admin verifies a company and withdraws the check with a reason; nobody else may', () => {
    spec.given(registered).when({ kind: 'verify', actor: siteAdmin }).then([verified]);
    spec.given(registered, verified).when({ kind: 'verify', actor: siteAdmin }).then([]);
    spec
      .given(registered)
      .when({ kind: 'verify', actor: companyAdmin })
      .thenRefused({ status: 403, message: MESSAGES.adminOnly });
    spec
      .given()
      .when({ kind: 'verify', actor: siteAdmin })
      .thenRefused({ status: 404, message: MESSAGES.notFound });
    spec
      .given(registered, verified)
      .when({ kind: 'revokeVerification', actor: siteAdmin, reason: ' ОГРН не найден в ЕГРЮЛ ' })
      .then([
        { type: 'CompanyVerificationRevoked', data: { companyId: 3, reason: 'ОГРН не найден в ЕГРЮЛ' } },
      ]);
    spec
      .given(registered, verified)
      .when({ kind: 'revokeVerification', actor: siteAdmin, reason: '  ' })
      .thenRefused({ status: 400, message: MESSAGES.reasonRequired });
    spec
      .given(registered, verified)
      .when({ kind: 'revokeVerification', actor: supplier, reason: 'Нет' })
      .thenRefused({ status: 403, message: MESSAGES.adminOnly });
    spec.given(registered).when({ kind: 'revokeVerification', actor: siteAdmin, reason: 'Нет' }).then([]);
  });

  it('withdraws the check when the company changes its requisites itself, not when a site admin does', () => {
    const changed = { ...sber, legalAddress: '117997, г. Москва, ул. Вавилова, д. 19' };
    const event: CompanyEvent = {
      type: 'CompanyDetailsChanged',
      data: {
        companyId: 3,
        name: sber.name,
        kpp: sber.kpp,
        ogrn: sber.ogrn,
        legalAddress: changed.legalAddress,
      },
    };
    spec
      .given(registered, verified)
      .when({ kind: 'change', details: changed, actor: companyAdmin })
      .then([
        event,
        { type: 'CompanyVerificationRevoked', data: { companyId: 3, reason: MESSAGES.requisitesChanged } },
      ]);
    spec
      .given(registered, verified)
      .when({ kind: 'change', details: changed, actor: siteAdmin })
      .then([event]);
  });

  it('registers a company founded by a buyer or supplier without one', () => {
    spec
      .given()
      .when({ kind: 'register', companyId: 3, details: sber, founder: supplier })
      .then([registered]);
    spec
      .given()
      .when({ kind: 'register', companyId: 3, details: sber, founder: { ...supplier, role: 'buyer' } })
      .then([registered]);
  });

  it('refuses a founder who is an admin or already in a company', () => {
    spec
      .given()
      .when({ kind: 'register', companyId: 3, details: sber, founder: { ...supplier, role: 'admin' } })
      .thenRefused({ status: 403, message: MESSAGES.founderRole });
    spec
      .given()
      .when({ kind: 'register', companyId: 3, details: sber, founder: companyAdmin })
      .thenRefused({ status: 409, message: MESSAGES.alreadyInCompany });
  });

  it('lets its company admin and site admins change the requisites, not the ИНН', () => {
    const changed = { ...sber, name: 'ПАО «Сбербанк России»' };
    const event: CompanyEvent = {
      type: 'CompanyDetailsChanged',
      data: {
        companyId: 3,
        name: changed.name,
        kpp: sber.kpp,
        ogrn: sber.ogrn,
        legalAddress: sber.legalAddress,
      },
    };
    spec.given(registered).when({ kind: 'change', details: changed, actor: companyAdmin }).then([event]);
    spec
      .given(registered)
      .when({
        kind: 'change',
        details: changed,
        actor: { userId: 1, role: 'admin', companyId: null, isCompanyAdmin: false },
      })
      .then([event]);
    spec.given(registered).when({ kind: 'change', details: sber, actor: companyAdmin }).then([]);
    spec
      .given(registered)
      .when({ kind: 'change', details: { ...sber, inn: '7736207543' }, actor: companyAdmin })
      .thenRefused({ status: 400, message: MESSAGES.innFixed });
  });

  it('refuses strangers, plain members and unknown companies', () => {
    spec
      .given(registered)
      .when({ kind: 'change', details: sber, actor: supplier })
      .thenRefused({ status: 403, message: MESSAGES.notMember });
    spec
      .given(registered)
      .when({ kind: 'change', details: sber, actor: { ...companyAdmin, companyId: 4 } })
      .thenRefused({ status: 403, message: MESSAGES.notMember });
    spec
      .given(registered)
      .when({ kind: 'change', details: sber, actor: { ...companyAdmin, isCompanyAdmin: false } })
      .thenRefused({ status: 403, message: MESSAGES.notCompanyAdmin });
    spec
      .given()
      .when({ kind: 'change', details: sber, actor: companyAdmin })
      .thenRefused({ status: 404, message: MESSAGES.notFound });
  });

  it('cancels a registration whose founder could not join', () => {
    spec
      .given(registered)
      .when({ kind: 'cancel', reason: 'founder-joined-another-company' })
      .then([
        {
          type: 'CompanyRegistrationCancelled',
          data: { companyId: 3, reason: 'founder-joined-another-company' },
        },
      ]);
    spec.given().when({ kind: 'cancel', reason: 'x' }).then([]);
  });

  it('shows a company to its members and to site admins', () => {
    expect(canView(companyAdmin, 3)).toBe(true);
    expect(canView({ ...supplier, companyId: 3 }, 3)).toBe(true);
    expect(canView({ ...supplier, role: 'admin' }, 3)).toBe(true);
    expect(canView(supplier, 3)).toBe(false);
    expect(canView({ ...supplier, companyId: 4 }, 3)).toBe(false);
  });
});
