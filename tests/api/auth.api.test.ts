import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES } from '../../backend/modules/companies/index.ts';
import { IDENTITY_MESSAGES as M } from '../../backend/modules/identity/index.ts';
import { TEST_INN, startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';
import { TEST_IMAGES, imageShape } from '../support/images.ts';

interface User {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  middleName: string;
  phone: string | null;
  role: string;
  avatar: string | null;
  companyId: number | null;
  isCompanyAdmin: boolean;
  Company?: Company;
}
interface Company {
  id: number;
  name: string;
  inn: string;
  kpp: string | null;
  ogrn: string;
  legalAddress: string;
}
interface AdminUser extends User {
  companyName: string | null;
  inn: string | null;
  status: 'active' | 'blocked';
  statusReason: string | null;
  createdAt: string;
}
interface Refusal {
  message: string;
  fields?: Record<string, string>;
}

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
});
afterAll(() => server.stop());

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
const post = (path: string, body: unknown, token?: string) =>
  server.request(path, { method: 'POST', json: body, ...(token ? { token } : {}) });
const put = (path: string, body: unknown, token?: string) =>
  server.request(path, { method: 'PUT', json: body, ...(token ? { token } : {}) });
const currentUser = async (token: string): Promise<User> =>
  (await json<{ user: User }>(await server.request('/api/auth/current-user', { token }))).user;

let counter = 0;
const email = (label: string): string => `${label}-${(counter += 1)}-${Date.now()}@depo.ru`;

const registration = (over: Record<string, unknown> = {}) => ({
  email: email('snab'),
  inn: TEST_INN.legal,
  password: 'секрет1',
  passwordConfirm: 'секрет1',
  role: 'buyer',
  firstName: 'Пользователь',
  lastName: `ИНН ${TEST_INN.legal}`,
  middleName: '',
  ...over,
});

const USER_FIELDS = [
  'avatar',
  'companyId',
  'displayName',
  'email',
  'firstName',
  'id',
  'isCompanyAdmin',
  'lastName',
  'middleName',
  'nameGiven',
  'phone',
  'role',
  'shortName',
];

describe('registration', () => {
  it('registers a buyer and a supplier: 201 with tokens and the user, signed in at once', async () => {
    for (const role of ['buyer', 'supplier'] as const) {
      const body = registration({
        role,
        email: email(role).toUpperCase(),
        firstName: role === 'supplier' ? 'Поставщик' : 'Пользователь',
      });
      const response = await post('/api/auth/register', body);
      expect(response.status).toBe(201);
      const answer = await json<{ accessToken: string; refreshToken: string; user: User }>(response);
      expect(Object.keys(answer).sort()).toEqual(['accessToken', 'refreshToken', 'user']);
      expect(Object.keys(answer.user).sort()).toEqual(USER_FIELDS);
      expect(answer.user).toMatchObject({
        email: body.email.toLowerCase(),
        role,
        firstName: body.firstName,
        lastName: `ИНН ${TEST_INN.legal}`,
        middleName: '',
        phone: null,
        avatar: null,
        companyId: null,
        isCompanyAdmin: false,
      });
      expect(Number.isInteger(answer.user.id)).toBe(true);
      expect(await currentUser(answer.accessToken)).toEqual(answer.user);
    }
  });

  it('accepts a 12-digit ИНН of a sole proprietor', async () => {
    const response = await post('/api/auth/register', registration({ inn: TEST_INN.individual }));
    expect(response.status).toBe(201);
  });

  it('answers each rule with its Russian message', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ email: 'почта' }, 'email', 'Введите корректный email'],
      [{ email: undefined }, 'email', 'Введите корректный email'],
      [{ inn: '' }, 'inn', 'Введите номер ИНН'],
      [{ inn: '12345' }, 'inn', 'Введите корректный ИНН (10 цифр для ЮЛ, 12 цифр для ИП)'],
      [{ inn: '7707083894' }, 'inn', 'ИНН не прошёл проверку контрольной суммы'],
      [{ password: '12345', passwordConfirm: '12345' }, 'password', 'Пароль должен быть не менее 6 символов'],
      [{ passwordConfirm: 'другой' }, 'passwordConfirm', 'Пароли не совпадают'],
      [{ role: 'admin' }, 'role', 'Выберите тип пользователя: покупатель или поставщик'],
      [{ role: 'moderator' }, 'role', 'Выберите тип пользователя: покупатель или поставщик'],
      [{ role: undefined }, 'role', 'Выберите тип пользователя: покупатель или поставщик'],
      [{ email: 42 }, 'email', 'Введите корректный email'],
    ];
    for (const [change, field, message] of cases) {
      const response = await post('/api/auth/register', registration(change));
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(await json<Refusal>(response), JSON.stringify(change)).toMatchObject({
        message,
        fields: { [field]: message },
      });
    }
    const all = await json<Refusal>(await post('/api/auth/register', {}));
    expect(Object.keys(all.fields!).sort()).toEqual(['email', 'inn', 'password', 'role']);
  });

  it('allows one account per e-mail whatever its case', async () => {
    const address = email('dup');
    expect((await post('/api/auth/register', registration({ email: address }))).status).toBe(201);
    for (const again of [address, address.toUpperCase(), `  ${address.replace('dup', 'DUP')} `]) {
      const response = await post('/api/auth/register', registration({ email: again, role: 'supplier' }));
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({
        message: 'Пользователь с таким email уже зарегистрирован',
      });
    }
  });

  it('registers one account when the same e-mail is sent twice at once', async () => {
    const address = email('race');
    const statuses = (
      await Promise.all([1, 2, 3].map(() => post('/api/auth/register', registration({ email: address }))))
    ).map((r) => r.status);
    expect(statuses.sort()).toEqual([201, 409, 409]);
  });
});

describe('login, refresh, logout', () => {
  it('signs in with the e-mail in any case', async () => {
    const user = await server.registerUser({ role: 'supplier' });
    const response = await post('/api/auth/login', {
      email: ` ${user.user.email.toUpperCase()} `,
      password: user.password,
    });
    expect(response.status).toBe(200);
    const answer = await json<{ accessToken: string; refreshToken: string; user: User }>(response);
    expect(Object.keys(answer).sort()).toEqual(['accessToken', 'refreshToken', 'user']);
    expect(answer.user).toMatchObject({ id: user.user.id, role: 'supplier' });
  });

  it('answers wrong credentials and missing fields in Russian', async () => {
    const user = await server.registerUser();
    for (const body of [
      { email: user.user.email, password: 'неверный' },
      { email: 'nobody@depo.ru', password: 'неверный' },
    ]) {
      const response = await post('/api/auth/login', body);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ message: 'Неверный email или пароль' });
    }
    const missing = await post('/api/auth/login', { email: user.user.email });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      message: M.loginRequired,
      fields: { password: M.loginRequired },
    });
  });

  it('refreshes into a new pair for the same user', async () => {
    const user = await server.registerUser();
    const response = await post('/api/auth/refresh', { refreshToken: user.refreshToken });
    expect(response.status).toBe(200);
    const pair = await json<{ accessToken: string; refreshToken: string }>(response);
    expect(Object.keys(pair).sort()).toEqual(['accessToken', 'refreshToken']);
    expect((await currentUser(pair.accessToken)).id).toBe(user.user.id);
    const missing = await post('/api/auth/refresh', {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ message: 'Необходимо войти в систему заново' });
    const garbage = await post('/api/auth/refresh', { refreshToken: 'abc' });
    expect(garbage.status).toBe(401);
    expect(await garbage.json()).toMatchObject({ message: 'Сессия истекла. Пожалуйста, войдите заново' });
  });

  it('logs out without an access token: the session and its access tokens end; again is fine', async () => {
    const user = await server.registerUser();
    const other = await server.login(user.user.email, user.password);
    const response = await post('/api/auth/logout', { refreshToken: user.refreshToken });
    expect(response.status).toBe(204);
    expect((await server.request('/api/auth/current-user', { token: user.accessToken })).status).toBe(401);
    expect((await post('/api/auth/refresh', { refreshToken: user.refreshToken })).status).toBe(401);
    expect((await post('/api/auth/logout', { refreshToken: user.refreshToken })).status).toBe(204);
    expect((await post('/api/auth/logout', { refreshToken: 'не-токен' })).status).toBe(204);
    // The user's other session lives on.
    expect((await server.request('/api/auth/current-user', { token: other.accessToken })).status).toBe(200);
  });
});

describe('profile', () => {
  let user: SignedIn;
  beforeAll(async () => {
    user = await server.registerUser({ role: 'supplier' });
  });

  it('reads the profile fields', async () => {
    const response = await server.request('/api/users/profile', { token: user.accessToken });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      firstName: 'Поставщик',
      lastName: `ИНН ${TEST_INN.legal}`,
      middleName: '',
      phone: null,
      avatar: null,
      email: user.user.email,
    });
  });

  it('updates the given fields, normalizes the phone and answers the user', async () => {
    const response = await put(
      '/api/users/profile',
      { firstName: ' Иван ', lastName: 'Петров', middleName: 'Сергеевич', phone: '8 (912) 345-67-89' },
      user.accessToken,
    );
    expect(response.status).toBe(200);
    const { user: updated } = await json<{ user: User }>(response);
    expect(updated).toMatchObject({
      firstName: 'Иван',
      lastName: 'Петров',
      middleName: 'Сергеевич',
      phone: '+79123456789',
    });
    const partial = await json<{ user: User }>(
      await put('/api/users/profile', { middleName: '' }, user.accessToken),
    );
    expect(partial.user).toMatchObject({ firstName: 'Иван', middleName: '', phone: '+79123456789' });
    expect(await currentUser(user.accessToken)).toMatchObject({ firstName: 'Иван', phone: '+79123456789' });
  });

  it('refuses a bad phone and too long names in Russian', async () => {
    const phone = await put('/api/users/profile', { phone: '12-34' }, user.accessToken);
    expect(phone.status).toBe(400);
    expect(await phone.json()).toMatchObject({
      message: 'Введите телефон в формате +7 (XXX) XXX-XX-XX',
      fields: { phone: M.badPhone },
    });
    const long = await put('/api/users/profile', { firstName: 'И'.repeat(101) }, user.accessToken);
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ fields: { firstName: M.firstNameTooLong } });
    expect((await put('/api/users/profile', { phone: null }, user.accessToken)).status).toBe(200);
  });
});

describe('avatar', () => {
  const PNG = TEST_IMAGES.png;
  const upload = (token: string, bytes: Uint8Array, name: string, type = 'image/png', field = 'avatar') => {
    const form = new FormData();
    form.append(field, new Blob([bytes], { type }), name);
    return server.request('/api/users/avatar', { method: 'PUT', body: form, token });
  };

  it('stores a PNG under a random name and serves it with long cache headers', async () => {
    const user = await server.registerUser();
    const response = await upload(user.accessToken, PNG, 'моё фото.png');
    expect(response.status).toBe(200);
    const { user: updated } = await json<{ user: User }>(response);
    expect(updated.avatar).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.png$/);
    const file = await server.request(updated.avatar!);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await imageShape(Buffer.from(await file.arrayBuffer()))).toEqual({
      format: 'png',
      width: 3,
      height: 2,
      exif: false,
    });
    expect(
      (await server
        .request('/api/users/profile', { token: user.accessToken })
        .then((r) => r.json())) as object,
    ).toMatchObject({
      avatar: updated.avatar,
    });
    expect((await server.request('/uploads/avatars/0000.png')).status).toBe(404);
  });

  it('tells JPEG and WebP by their first bytes, whatever the name and type say', async () => {
    const user = await server.registerUser();
    const jpeg = TEST_IMAGES.jpeg;
    const webp = TEST_IMAGES.webp;
    const asJpeg = await json<{ user: User }>(await upload(user.accessToken, jpeg, 'photo.png', 'image/png'));
    expect(asJpeg.user.avatar).toMatch(/\.jpg$/);
    const asWebp = await json<{ user: User }>(await upload(user.accessToken, webp, 'photo.gif', 'image/gif'));
    expect(asWebp.user.avatar).toMatch(/\.webp$/);
  });

  it('refuses a text file named .png (400), a file over 2 MB (413) and a missing file (400)', async () => {
    const user = await server.registerUser();
    const text = await upload(user.accessToken, Buffer.from('<script>alert(1)</script>'), 'avatar.png');
    expect(text.status).toBe(400);
    expect(await text.json()).toMatchObject({
      message: 'Аватар должен быть изображением PNG, JPEG или WebP',
    });
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooLarge = await upload(user.accessToken, big, 'big.png');
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ message: 'Размер аватара не должен превышать 2 МБ' });
    const wrongField = await upload(user.accessToken, PNG, 'a.png', 'image/png', 'photo');
    expect(wrongField.status).toBe(400);
    const none = await server.request('/api/users/avatar', { method: 'PUT', token: user.accessToken });
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ message: M.avatarRequired });
    expect((await currentUser(user.accessToken)).avatar).toBeNull();
    expect((await upload('', PNG, 'a.png')).status).toBe(401);
  });
});

describe('password change', () => {
  it('checks the current password and the new one in Russian', async () => {
    const user = await server.registerUser();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ newPassword: 'новый-пароль' }, 'currentPassword', 'Введите текущий пароль'],
      [
        { currentPassword: 'не-тот', newPassword: 'новый-пароль' },
        'currentPassword',
        'Неверный текущий пароль',
      ],
      [
        { currentPassword: user.password, newPassword: '123' },
        'newPassword',
        'Пароль должен быть не менее 6 символов',
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await put('/api/users/password', body, user.accessToken);
      expect(response.status, message).toBe(400);
      expect(await response.json()).toMatchObject({ message, fields: { [field]: message } });
    }
  });

  it('changes the password and ends every other session, keeping the caller’s', async () => {
    const user = await server.registerUser();
    const other = await server.login(user.user.email, user.password);
    const response = await put(
      '/api/users/password',
      { currentPassword: user.password, newPassword: 'новый-пароль' },
      user.accessToken,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Пароль успешно изменен' });

    expect((await server.request('/api/auth/current-user', { token: other.accessToken })).status).toBe(401);
    expect((await post('/api/auth/refresh', { refreshToken: other.refreshToken })).status).toBe(401);
    expect((await server.request('/api/auth/current-user', { token: user.accessToken })).status).toBe(200);
    expect((await post('/api/auth/refresh', { refreshToken: user.refreshToken })).status).toBe(200);

    expect((await post('/api/auth/login', { email: user.user.email, password: user.password })).status).toBe(
      401,
    );
    expect((await post('/api/auth/login', { email: user.user.email, password: 'новый-пароль' })).status).toBe(
      200,
    );
  });
});

describe('companies', () => {
  const sber = {
    name: 'ПАО Сбербанк',
    inn: '7707083893',
    kpp: '773601001',
    ogrn: '1027700132195',
    legalAddress: '117312, г. Москва, ул. Вавилова, д. 19',
  };
  let founder: SignedIn;
  let stranger: SignedIn;
  let admin: SignedIn;
  let company: Company;

  beforeAll(async () => {
    founder = await server.registerUser({ role: 'supplier' });
    stranger = await server.registerUser({ role: 'supplier' });
    admin = await server.createAdmin();
  });

  it('a supplier without a company creates one and becomes its admin', async () => {
    const response = await post('/api/companies', { ...sber, kpp: '773601001 ' }, founder.accessToken);
    expect(response.status).toBe(201);
    company = await json<Company>(response);
    expect(company).toEqual({
      id: company.id,
      ...sber,
      verified: false,
      verifiedAt: null,
      verificationNote: null,
      proof: null,
    });
    const me = await currentUser(founder.accessToken);
    expect(me).toMatchObject({
      companyId: company.id,
      isCompanyAdmin: true,
      Company: { id: company.id, ...sber },
    });
    const mine = await server.request('/api/companies/my', { token: founder.accessToken });
    expect(mine.status).toBe(200);
    expect(await mine.json()).toEqual(company);
  });

  it('an ИНН is nobody’s for typing it first: a second company competes, unverified, until an admin verifies one; one company per user', async () => {
    const rival = await server.registerUser({ role: 'supplier' });
    const competing = await post('/api/companies', sber, rival.accessToken);
    expect(competing.status).toBe(201);
    expect(await competing.json()).toMatchObject({ inn: sber.inn, verified: false });
    const second = await post(
      '/api/companies',
      { ...sber, inn: '7736207543', kpp: '770401001', ogrn: '1027700229193', name: 'ООО Яндекс' },
      founder.accessToken,
    );
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ message: COMPANY_MESSAGES.alreadyInCompany });
  });

  it('a buyer registers a sole proprietorship: 12-digit ИНН, no КПП, ОГРНИП', async () => {
    const buyer = await server.registerUser({ role: 'buyer', inn: TEST_INN.individual });
    const response = await post(
      '/api/companies',
      {
        name: 'ИП Иванов Иван Иванович',
        inn: TEST_INN.individual,
        ogrn: '304500116000157',
        legalAddress: 'г. Ногинск',
      },
      buyer.accessToken,
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      inn: TEST_INN.individual,
      kpp: null,
      ogrn: '304500116000157',
    });
  });

  it('answers every company rule with a Russian field message', async () => {
    const buyer = await server.registerUser({ role: 'buyer' });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '' }, 'name', COMPANY_MESSAGES.nameRequired],
      [{ inn: '' }, 'inn', 'Введите номер ИНН'],
      [{ inn: '770708389' }, 'inn', 'Введите корректный ИНН (10 цифр для ЮЛ, 12 цифр для ИП)'],
      [{ inn: '7707083894' }, 'inn', 'ИНН не прошёл проверку контрольной суммы'],
      [{ kpp: '' }, 'kpp', COMPANY_MESSAGES.kppRequired],
      [{ kpp: '77360100' }, 'kpp', COMPANY_MESSAGES.badKpp],
      [{ ogrn: '' }, 'ogrn', COMPANY_MESSAGES.ogrnRequired],
      [{ ogrn: '102770013219' }, 'ogrn', COMPANY_MESSAGES.badOgrn],
      [{ ogrn: '1027700132196' }, 'ogrn', 'ОГРН не прошёл проверку контрольной суммы'],
      [{ ogrn: '304500116000157' }, 'ogrn', COMPANY_MESSAGES.ogrnForLegal],
      [{ legalAddress: ' ' }, 'legalAddress', COMPANY_MESSAGES.addressRequired],
      [{ inn: TEST_INN.individual, ogrn: '304500116000157' }, 'kpp', COMPANY_MESSAGES.kppForIndividual],
      [{ inn: TEST_INN.individual, kpp: null }, 'ogrn', COMPANY_MESSAGES.ogrnForIndividual],
    ];
    for (const [change, field, message] of cases) {
      const response = await post(
        '/api/companies',
        { ...sber, inn: '7728168971', ogrn: '1027700067328', ...change },
        buyer.accessToken,
      );
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(await json<Refusal>(response), JSON.stringify(change)).toMatchObject({
        message,
        fields: { [field]: message },
      });
    }
  });

  it('is shown to its members and site admins only; no company is a 404', async () => {
    expect(
      (await server.request(`/api/companies/${company.id}`, { token: founder.accessToken })).status,
    ).toBe(200);
    expect((await server.request(`/api/companies/${company.id}`, { token: admin.accessToken })).status).toBe(
      200,
    );
    const foreign = await server.request(`/api/companies/${company.id}`, { token: stranger.accessToken });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ message: COMPANY_MESSAGES.notMember });
    expect((await server.request('/api/companies/my', { token: stranger.accessToken })).status).toBe(404);
    expect((await server.request('/api/companies/99999', { token: admin.accessToken })).status).toBe(404);
    expect((await server.request(`/api/companies/${company.id}`)).status).toBe(401);
  });

  it('is changed by its company admin or a site admin; the ИНН stays', async () => {
    const changed = await put(
      `/api/companies/${company.id}`,
      { ...sber, name: 'ПАО «Сбербанк России»' },
      founder.accessToken,
    );
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ name: 'ПАО «Сбербанк России»', inn: sber.inn });
    expect((await currentUser(founder.accessToken)).Company).toMatchObject({ name: 'ПАО «Сбербанк России»' });
    const byAdmin = await put(
      `/api/companies/${company.id}`,
      { ...sber, inn: undefined, legalAddress: 'г. Москва' },
      admin.accessToken,
    );
    expect(byAdmin.status).toBe(200);
    expect(await byAdmin.json()).toMatchObject({ legalAddress: 'г. Москва', name: sber.name });
    const foreign = await put(`/api/companies/${company.id}`, sber, stranger.accessToken);
    expect(foreign.status).toBe(403);
    const inn = await put(
      `/api/companies/${company.id}`,
      { ...sber, inn: '7736207543' },
      founder.accessToken,
    );
    expect(inn.status).toBe(400);
    expect(await inn.json()).toMatchObject({ message: COMPANY_MESSAGES.innFixed });
  });

  it('is not created by an admin', async () => {
    const response = await post(
      '/api/companies',
      { ...sber, inn: '7736207543', ogrn: '1027700229193' },
      admin.accessToken,
    );
    expect(response.status).toBe(403);
  });
});

describe('admin user management', () => {
  let admin: SignedIn;
  let ivanov: SignedIn;
  let supplier: SignedIn;

  beforeAll(async () => {
    admin = await server.createAdmin();
    ivanov = await server.registerUser({
      role: 'buyer',
      email: `ivanov-${Date.now()}@zavod.ru`,
      inn: TEST_INN.individual,
    });
    await put(
      '/api/users/profile',
      { firstName: 'Иван', lastName: 'Иванов-Гранитов', middleName: 'Ильич' },
      ivanov.accessToken,
    );
    supplier = await server.registerUser({ role: 'supplier' });
  });

  const list = async (query: string) => {
    const response = await server.request(`/api/admin/users${query}`, { token: admin.accessToken });
    expect(response.status, query).toBe(200);
    return json<{ users: AdminUser[]; total: number; totalPages: number; page: number }>(response);
  };

  it('lists users with total, pages and page, newest first', async () => {
    const page = await list('?limit=2');
    expect(Object.keys(page).sort()).toEqual(['page', 'total', 'totalPages', 'users']);
    expect(page.users).toHaveLength(2);
    expect(page.page).toBe(1);
    expect(page.totalPages).toBe(Math.ceil(page.total / 2));
    expect(page.users[0]!.id).toBeGreaterThan(page.users[1]!.id);
    expect(Object.keys(page.users[0]!).sort()).toEqual(
      [...USER_FIELDS, 'companyName', 'createdAt', 'inn', 'status', 'statusReason'].sort(),
    );
    const second = await list('?limit=2&page=2');
    expect(second.page).toBe(2);
    expect(second.users.map((u) => u.id)).not.toContain(page.users[0]!.id);
  });

  it('searches e-mail, names and ИНН, case-insensitively; filters by role and status', async () => {
    for (const search of ['IVANOV-', 'гранитов', 'ИЛЬИЧ', TEST_INN.individual.slice(2, 9)]) {
      const found = await list(`?search=${encodeURIComponent(search)}`);
      expect(
        found.users.map((u) => u.id),
        search,
      ).toContain(ivanov.user.id);
    }
    expect((await list(`?search=${encodeURIComponent('гранитов')}&role=supplier`)).total).toBe(0);
    expect((await list('?search=.*')).total).toBe(0);
    const suppliers = await list('?role=supplier&limit=100');
    expect(suppliers.users.every((u) => u.role === 'supplier')).toBe(true);
    expect(suppliers.users.map((u) => u.id)).toContain(supplier.user.id);
    const admins = await list('?role=admin&limit=100');
    expect(admins.users.map((u) => u.id)).toContain(admin.user.id);
    for (const query of ['?role=root', '?status=deleted', '?page=0', '?limit=1000', '?page=abc']) {
      const response = await server.request(`/api/admin/users${query}`, { token: admin.accessToken });
      expect(response.status, query).toBe(400);
    }
  });

  it('finds a user by their company’s name in any case, or by its ИНН', async () => {
    const founder = await server.registerUser({ role: 'supplier' });
    const created = await post(
      '/api/companies',
      {
        name: 'ООО «Уралвагонснаб»',
        inn: '6623000680',
        kpp: '662301001',
        ogrn: '1026601367539',
        legalAddress: '622007, г. Нижний Тагил, Восточное ш., д. 28',
      },
      founder.accessToken,
    );
    expect(created.status).toBe(201);
    for (const search of ['уралвагонснаб', 'УРАЛВАГОН', '6623000680']) {
      const found = await list(`?search=${encodeURIComponent(search)}&limit=100`);
      expect(
        found.users.map((u) => u.id),
        search,
      ).toContain(founder.user.id);
      expect(found.users.find((u) => u.id === founder.user.id)?.companyName, search).toBe(
        'ООО «Уралвагонснаб»',
      );
    }
    expect(
      (await list(`?search=${encodeURIComponent('уралвагонснаб')}&role=buyer`)).users.map((u) => u.id),
    ).not.toContain(founder.user.id);
  });

  it('shows one user, or 404', async () => {
    const response = await server.request(`/api/admin/users/${ivanov.user.id}`, { token: admin.accessToken });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: ivanov.user.id,
      inn: TEST_INN.individual,
      status: 'active',
      statusReason: null,
    });
    expect((await server.request('/api/admin/users/99999', { token: admin.accessToken })).status).toBe(404);
  });

  it('blocks and unblocks with a reason; each decision is an event with the admin in its metadata', async () => {
    const user = await server.registerUser();
    const noReason = await put(`/api/admin/users/${user.user.id}/block`, {}, admin.accessToken);
    expect(noReason.status).toBe(400);
    expect(await noReason.json()).toMatchObject({
      message: M.reasonRequired,
      fields: { reason: M.reasonRequired },
    });

    const blocked = await put(
      `/api/admin/users/${user.user.id}/block`,
      { reason: 'Спам в сообщениях' },
      admin.accessToken,
    );
    expect(blocked.status).toBe(200);
    expect(await blocked.json()).toMatchObject({ status: 'blocked', statusReason: 'Спам в сообщениях' });
    expect((await list('?status=blocked&limit=100')).users.map((u) => u.id)).toContain(user.user.id);
    expect((await post('/api/auth/login', { email: user.user.email, password: user.password })).status).toBe(
      403,
    );

    const unblocked = await put(
      `/api/admin/users/${user.user.id}/unblock`,
      { reason: 'Разобрались' },
      admin.accessToken,
    );
    expect(await unblocked.json()).toMatchObject({ status: 'active', statusReason: 'Разобрались' });
    expect((await post('/api/auth/login', { email: user.user.email, password: user.password })).status).toBe(
      200,
    );

    const events = await server.platform.events.readStream(`user-${user.user.id}`);
    const decisions = events.filter((e) => e.type === 'UserBlocked' || e.type === 'UserUnblocked');
    expect(
      decisions.map((e) => [
        e.type,
        (e.data as { reason: string }).reason,
        e.metadata.userId,
        e.metadata.role,
      ]),
    ).toEqual([
      ['UserBlocked', 'Спам в сообщениях', String(admin.user.id), 'admin'],
      ['UserUnblocked', 'Разобрались', String(admin.user.id), 'admin'],
    ]);
    const revocations = (await server.platform.events.readAll({ commit: -1, prepare: -1 }, 100_000)).filter(
      (e) => e.type === 'SessionRevoked' && (e.data as { reason: string }).reason === 'user-blocked',
    );
    expect(revocations.some((e) => e.metadata.userId === String(admin.user.id))).toBe(true);
  });

  it('an admin cannot block himself', async () => {
    const response = await put(
      `/api/admin/users/${admin.user.id}/block`,
      { reason: 'Проверка' },
      admin.accessToken,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: M.cannotBlockSelf });
  });

  it('switches buyer and supplier with a reason; never to admin, never an admin', async () => {
    const user = await server.registerUser({ role: 'buyer' });
    const changed = await put(
      `/api/admin/users/${user.user.id}/role`,
      { role: 'supplier', reason: 'Зарегистрировал склад' },
      admin.accessToken,
    );
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ role: 'supplier' });
    expect((await currentUser(user.accessToken)).role).toBe('supplier');

    const toAdmin = await put(
      `/api/admin/users/${user.user.id}/role`,
      { role: 'admin', reason: 'Повышение' },
      admin.accessToken,
    );
    expect(toAdmin.status).toBe(400);
    expect(await toAdmin.json()).toMatchObject({ message: M.badNewRole });
    const other = await server.createAdmin();
    const ofAdmin = await put(
      `/api/admin/users/${other.user.id}/role`,
      { role: 'buyer', reason: 'Понижение' },
      admin.accessToken,
    );
    expect(ofAdmin.status).toBe(400);
    expect(await ofAdmin.json()).toMatchObject({ message: M.adminRoleFixed });
    const noReason = await put(`/api/admin/users/${user.user.id}/role`, { role: 'buyer' }, admin.accessToken);
    expect(noReason.status).toBe(400);

    const event = (await server.platform.events.readStream(`user-${user.user.id}`)).find(
      (e) => e.type === 'UserRoleChanged',
    )!;
    expect(event.data).toEqual({
      userId: user.user.id,
      role: 'supplier',
      previousRole: 'buyer',
      reason: 'Зарегистрировал склад',
    });
    expect(event.metadata.userId).toBe(String(admin.user.id));
  });
});
