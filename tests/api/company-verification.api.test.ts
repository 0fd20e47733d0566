import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES } from '../../backend/modules/companies/index.ts';
import { randomCompany } from '../support/requisites.ts';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';

/** An admin checks a company's requisites; its people hear of it; a change by the company withdraws the check. */

interface Company {
  id: number;
  name: string;
  verified: boolean;
  verifiedAt: string | null;
  verificationNote: string | null;
}

let server: TestServer;
let admin: SignedIn;
let founder: SignedIn;
let company: Company;
const requisites = randomCompany('ООО «Вагонсервис-Проверка»');

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
const post = (path: string, token: string, body: unknown = {}) =>
  server.request(path, { method: 'POST', token, json: body });
const noticesOf = async (user: SignedIn) =>
  (
    await json<{ notifications: Array<{ title: string; text: string; link: string }> }>(
      await server.request('/api/notifications', { token: user.accessToken }),
    )
  ).notifications;

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  admin = await server.createAdmin();
  founder = await server.registerUser({ role: 'supplier' });
  const created = await post('/api/companies', founder.accessToken, requisites);
  expect(created.status).toBe(201);
  company = await json<Company>(created);
}, 60_000);
afterAll(() => server.stop());

describe('the check of a company by an admin', () => {
  it('is listed for admins, unchecked first, found by ИНН', async () => {
    expect(company).toMatchObject({ verified: false, verifiedAt: null });
    const list = await json<{ companies: Array<Company & { memberCount: number }>; total: number }>(
      await server.request(`/api/admin/companies?verified=false&search=${requisites.inn}`, {
        token: admin.accessToken,
      }),
    );
    expect(list.total).toBe(1);
    expect(list.companies[0]).toMatchObject({ id: company.id, memberCount: 1 });
    expect(
      (await server.request('/api/admin/companies?verified=maybe', { token: admin.accessToken })).status,
    ).toBe(400);
    expect((await server.request('/api/admin/companies', { token: founder.accessToken })).status).toBe(403);
  });

  it('verifies: the company shows it and its people are told', async () => {
    const verified = await json<Company>(
      await post(`/api/admin/companies/${company.id}/verify`, admin.accessToken),
    );
    expect(verified).toMatchObject({ verified: true, verificationNote: null });
    expect(verified.verifiedAt).not.toBeNull();
    expect(
      await json(await server.request('/api/companies/my', { token: founder.accessToken })),
    ).toMatchObject({ verified: true });
    expect((await noticesOf(founder))[0]).toMatchObject({
      title: 'Компания проверена',
      text: `${requisites.name}: реквизиты подтверждены администратором площадки`,
      link: '/profile/company',
    });
    // A company may not check itself.
    const self = await post(`/api/admin/companies/${company.id}/verify`, founder.accessToken);
    expect(self.status).toBe(403);
  });

  it('is withdrawn when the company changes its requisites, with the reason on the company', async () => {
    const changed = await server.request(`/api/companies/${company.id}`, {
      method: 'PUT',
      token: founder.accessToken,
      json: { ...requisites, legalAddress: 'г. Екатеринбург, ул. Смазчиков, д. 3' },
    });
    expect(changed.status).toBe(200);
    expect(await json(changed)).toMatchObject({
      verified: false,
      verificationNote: COMPANY_MESSAGES.requisitesChanged,
    });
    // The one who changed them is not told of their own act.
    expect((await noticesOf(founder)).map((notice) => notice.title)).not.toContain('Проверка компании снята');
  });

  it('is withdrawn by an admin only with a reason', async () => {
    await post(`/api/admin/companies/${company.id}/verify`, admin.accessToken);
    const empty = await post(`/api/admin/companies/${company.id}/revoke-verification`, admin.accessToken, {
      reason: ' ',
    });
    expect(empty.status).toBe(400);
    expect(await json(empty)).toMatchObject({ message: COMPANY_MESSAGES.reasonRequired });
    const revoked = await post(`/api/admin/companies/${company.id}/revoke-verification`, admin.accessToken, {
      reason: 'ОГРН не найден в ЕГРЮЛ',
    });
    expect(await json(revoked)).toMatchObject({
      verified: false,
      verificationNote: 'ОГРН не найден в ЕГРЮЛ',
    });
    expect((await noticesOf(founder))[0]).toMatchObject({
      title: 'Проверка компании снята',
      text: `${requisites.name}. Причина: ОГРН не найден в ЕГРЮЛ`,
    });
    expect((await post('/api/admin/companies/999999/verify', admin.accessToken)).status).toBe(404);
  });
});

describe('an ИНН claimed by several companies', () => {
  const claimed = randomCompany('ООО «Уралвагонремонт»');
  let first: Company;
  let second: Company;

  beforeAll(async () => {
    const founders = [
      await server.registerUser({ role: 'supplier' }),
      await server.registerUser({ role: 'buyer' }),
    ];
    const [a, b] = await Promise.all(
      founders.map((user) => post('/api/companies', user.accessToken, claimed)),
    );
    expect([a!.status, b!.status]).toEqual([201, 201]);
    [first, second] = [await json<Company>(a!), await json<Company>(b!)];
  }, 60_000);

  it('lists the competing claims first, together, ahead of companies registered after them (ADR 0052)', async () => {
    const newer = await json<Company>(
      await post(
        '/api/companies',
        (await server.registerUser({ role: 'buyer' })).accessToken,
        randomCompany('ООО «Новичок»'),
      ),
    );
    const list = await json<{ companies: Array<Company & { sameInnCount: number }> }>(
      await server.request('/api/admin/companies', { token: admin.accessToken }),
    );
    const ids = list.companies.map((listed) => listed.id);
    expect(ids.slice(0, 2).sort()).toEqual([first.id, second.id].sort());
    expect(list.companies.slice(0, 2).map((listed) => listed.sameInnCount)).toEqual([2, 2]);
    expect(ids.indexOf(newer.id)).toBeGreaterThan(1);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(company.id));
  });

  it('lists every claim for the admin, who verifies one; the other cannot be verified and no newcomer can claim it', async () => {
    const list = await json<{ companies: Company[]; total: number }>(
      await server.request(`/api/admin/companies?search=${claimed.inn}`, { token: admin.accessToken }),
    );
    expect(list.companies.map((listed) => listed.id).sort()).toEqual([first.id, second.id].sort());

    expect((await post(`/api/admin/companies/${first.id}/verify`, admin.accessToken)).status).toBe(200);
    const refused = await post(`/api/admin/companies/${second.id}/verify`, admin.accessToken);
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({ message: COMPANY_MESSAGES.innVerifiedElsewhere });
    const late = await post(
      '/api/companies',
      (await server.registerUser({ role: 'supplier' })).accessToken,
      claimed,
    );
    expect(late.status).toBe(409);
    expect(await json(late)).toMatchObject({ message: COMPANY_MESSAGES.innTaken });

    // Withdrawn from the first, the ИНН may be confirmed for the second.
    await post(`/api/admin/companies/${first.id}/revoke-verification`, admin.accessToken, {
      reason: 'Руководитель в ЕГРЮЛ другой',
    });
    expect((await post(`/api/admin/companies/${second.id}/verify`, admin.accessToken)).status).toBe(200);
  });

  it('never ends with both verified, whichever of two verifications at once wins (50 pairs)', async () => {
    for (let pair = 0; pair < 50; pair += 1) {
      for (const company of [first, second]) {
        await post(`/api/admin/companies/${company.id}/revoke-verification`, admin.accessToken, {
          reason: `Повторная проверка ${pair}`,
        });
      }
      const statuses = (
        await Promise.all(
          [first, second].map((company) =>
            server.modules.companies
              .verify(
                company.id,
                { userId: admin.user.id, role: 'admin', companyId: null, isCompanyAdmin: false },
                {
                  userId: String(admin.user.id),
                  role: 'admin',
                  correlationId: `pair-${pair}`,
                  causationId: null,
                  now: new Date(),
                },
              )
              .then(
                () => 'ok',
                (error: { status?: number }) => error.status,
              ),
          ),
        )
      ).sort();
      const verified = [
        (await server.modules.companies.load(first.id)).verified,
        (await server.modules.companies.load(second.id)).verified,
      ];
      expect({ pair, verified: verified.filter(Boolean).length, statuses }).toEqual({
        pair,
        verified: 1,
        statuses: [409, 'ok'],
      });
    }
  });
});
