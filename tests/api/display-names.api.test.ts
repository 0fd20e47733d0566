import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { letters } from '../support/outbox.ts';
import { randomCompany } from '../support/requisites.ts';
import { TEST_INN, startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';
import { waitFor } from '../support/wait-for.ts';

/*
 * Issue 30, ADR 0058: registration stores the spec's «Поставщик»/«Пользователь» and «ИНН …», and the
 * site names nobody by them: the name a person gave, else their company's, else their e-mail.
 */

interface NamedUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  displayName: string;
  shortName: string;
  nameGiven: boolean;
}
interface AdminUser extends NamedUser {
  companyName: string | null;
}
interface ServicePerson {
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  displayName: string;
}

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
/** What the spec's registration stores, and what must never name anyone. */
const PLACEHOLDER = /Пользователь|Поставщик|ИНН/;

let server: TestServer;
let admin: SignedIn;
let supplier: SignedIn;
let buyer: SignedIn;
let serviceId: number;
let requestId: number;
const company = randomCompany(`ООО «Вагонсервис ${Date.now().toString(36)}»`);

const ok = async <T>(response: Response, status = 200): Promise<T> => {
  expect(response.status, await response.clone().text()).toBe(status);
  return json<T>(response);
};
const currentUser = async (who: SignedIn): Promise<NamedUser> =>
  (await ok<{ user: NamedUser }>(await server.request('/api/auth/current-user', { token: who.accessToken })))
    .user;
const adminRow = async (who: SignedIn): Promise<AdminUser> =>
  ok<AdminUser>(await server.request(`/api/admin/users/${who.user.id}`, { token: admin.accessToken }));
const lettersTo = async (who: SignedIn) =>
  (await letters(server.dataDir)).filter((letter) => letter.to === who.user.email);

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  admin = await server.createAdmin();
  supplier = await server.registerUser({ role: 'supplier' });
  buyer = await server.registerUser({ role: 'buyer' });
}, 60_000);

afterAll(() => server.stop());

describe('names after registration (issue 30)', () => {
  it('registration answers the name the spec stores, and beside it names that are not it', async () => {
    // As the spec fixes it: the registration's answer holds what was sent.
    expect(supplier.user).toMatchObject({
      firstName: 'Поставщик',
      lastName: `ИНН ${TEST_INN.legal}`,
      middleName: '',
    });
    const email = supplier.user.email;
    expect(supplier.user).toMatchObject({
      displayName: email,
      shortName: email.split('@')[0],
      nameGiven: false,
    });
    expect(await currentUser(buyer)).toMatchObject({
      firstName: 'Пользователь',
      displayName: buyer.user.email,
      nameGiven: false,
    });
  });

  it('with a company, a person without a name of their own is named by it: header, admins’ list', async () => {
    await ok(
      await server.request('/api/companies', { method: 'POST', token: supplier.accessToken, json: company }),
      201,
    );
    expect(await currentUser(supplier)).toMatchObject({
      displayName: company.name,
      shortName: company.name,
      nameGiven: false,
    });
    const row = await adminRow(supplier);
    expect(row).toMatchObject({ companyName: company.name, displayName: company.name, nameGiven: false });
    const page = await ok<{ users: AdminUser[] }>(
      await server.request('/api/admin/users?role=supplier', { token: admin.accessToken }),
    );
    expect(page.users.find((user) => user.id === supplier.user.id)).toMatchObject({
      companyName: company.name,
    });
    expect(page.users.find((user) => user.id === supplier.user.id)?.displayName).not.toMatch(PLACEHOLDER);
    expect((await adminRow(buyer)).companyName).toBeNull();
  });

  it('a service page, a request and a conversation name their parties without the default', async () => {
    const created = await ok<{ id: number }>(
      await server.request('/api/services', {
        method: 'POST',
        token: supplier.accessToken,
        json: { name: 'Обточка колёсных пар', priceType: 'custom', isRemote: true },
      }),
      201,
    );
    serviceId = created.id;
    await ok(
      await server.request(`/api/services/${serviceId}/submit`, {
        method: 'POST',
        token: supplier.accessToken,
      }),
    );
    await ok(
      await server.request(`/api/admin/services/${serviceId}/publish`, {
        method: 'POST',
        token: admin.accessToken,
      }),
    );

    const service = await ok<{ supplier: ServicePerson }>(await server.request(`/api/services/${serviceId}`));
    expect(service.supplier).toEqual({
      id: supplier.user.id,
      firstName: null,
      lastName: null,
      email: supplier.user.email,
      displayName: company.name,
    });

    const request = await ok<{ id: number }>(
      await server.request('/api/service-requests', {
        method: 'POST',
        token: buyer.accessToken,
        json: { serviceId, description: 'Обточить 4 колёсные пары', contactEmail: buyer.user.email },
      }),
      201,
    );
    requestId = request.id;
    const seen = await ok<{ requester: ServicePerson; supplier: ServicePerson }>(
      await server.request(`/api/service-requests/${requestId}`, { token: supplier.accessToken }),
    );
    expect(seen.requester).toMatchObject({ firstName: null, lastName: null, displayName: buyer.user.email });
    expect(seen.supplier).toMatchObject({ displayName: company.name });

    await ok(
      await server.request(`/api/conversations/serviceRequest-${requestId}/messages`, {
        method: 'POST',
        token: buyer.accessToken,
        json: { text: 'Когда сможете принять?' },
      }),
      201,
    );
    const thread = await ok<{
      parties: Array<{ id: number; name: string }>;
      messages: Array<{ authorName: string | null }>;
    }>(
      await server.request(`/api/conversations/serviceRequest-${requestId}`, { token: supplier.accessToken }),
    );
    expect(thread.parties).toEqual(
      expect.arrayContaining([
        { id: supplier.user.id, name: company.name },
        { id: buyer.user.id, name: buyer.user.email },
      ]),
    );
    expect(thread.messages[0]!.authorName).toBe(buyer.user.email);
  });

  it('letters greet a person by their company, or by no name, never «Здравствуйте, Поставщик!»', async () => {
    // The request was mailed to the supplier (orders and requests are mailed until they choose).
    await waitFor(
      async () =>
        (await lettersTo(supplier)).some((letter) => letter.subject.startsWith('Новая заявка на услугу')),
      10_000,
      'the request letter',
    );
    const [toSupplier] = (await lettersTo(supplier)).filter((letter) =>
      letter.subject.startsWith('Новая заявка на услугу'),
    );
    expect(toSupplier!.text.split('\n')[0]).toBe(`Здравствуйте, ${company.name}!`);

    await ok(
      await server.request(`/api/service-requests/${requestId}/quote`, {
        method: 'POST',
        token: supplier.accessToken,
        json: { price: 12000 },
      }),
    );
    await waitFor(async () => (await lettersTo(buyer)).length > 0, 10_000, 'the quote letter');
    const [toBuyer] = await lettersTo(buyer);
    expect(toBuyer!.text.split('\n')[0]).toBe('Здравствуйте!');
  });

  it('a name given replaces the whole default and names the person everywhere', async () => {
    // Only the first name: «ИНН …» must not stay beside it as a surname.
    const answer = await ok<{ user: NamedUser }>(
      await server.request('/api/users/profile', {
        method: 'PUT',
        token: supplier.accessToken,
        json: { firstName: 'Андрей' },
      }),
    );
    expect(answer.user).toMatchObject({
      firstName: 'Андрей',
      lastName: '',
      displayName: 'Андрей',
      shortName: 'Андрей',
      nameGiven: true,
    });
    const named = await ok<{ user: NamedUser }>(
      await server.request('/api/users/profile', {
        method: 'PUT',
        token: supplier.accessToken,
        json: { lastName: 'Корнилов' },
      }),
    );
    expect(named.user).toMatchObject({
      firstName: 'Андрей',
      lastName: 'Корнилов',
      displayName: 'Корнилов Андрей',
      shortName: 'Андрей',
    });
    expect(await adminRow(supplier)).toMatchObject({
      displayName: 'Корнилов Андрей',
      companyName: company.name,
      nameGiven: true,
    });
    const service = await ok<{ supplier: ServicePerson }>(await server.request(`/api/services/${serviceId}`));
    expect(service.supplier).toMatchObject({
      firstName: 'Андрей',
      lastName: 'Корнилов',
      displayName: 'Корнилов Андрей',
    });
    // A deal's side stays the company.
    const thread = await ok<{ parties: Array<{ id: number; name: string }> }>(
      await server.request(`/api/conversations/serviceRequest-${requestId}`, { token: buyer.accessToken }),
    );
    expect(thread.parties).toContainEqual({ id: supplier.user.id, name: company.name });
  });

  it('a change of the phone alone keeps the default marked as no name', async () => {
    const answer = await ok<{ user: NamedUser }>(
      await server.request('/api/users/profile', {
        method: 'PUT',
        token: buyer.accessToken,
        json: { phone: '+7 999 123-45-67', firstName: 'Пользователь', lastName: `ИНН ${TEST_INN.legal}` },
      }),
    );
    expect(answer.user).toMatchObject({
      firstName: 'Пользователь',
      nameGiven: false,
      displayName: buyer.user.email,
    });
  });
});
