import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

/*
 * Sign-up, sign-in, the cabinet and the admin's user management against the real backend. Every
 * test makes its own accounts (unique e-mails); the admin is created as `npm run admin:create`
 * does, in the e2e server's data directory.
 */

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const PASSWORD = 'e2e-пароль-1';
/** A valid ИНН of an organisation; a user's ИНН need not be unique. */
const USER_INN = '7707083893';

const unique = (): string => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const newEmail = (who: string): string => `e2e-${who}-${unique()}@example.ru`;

/** A random 10-digit ИНН with its check digit: companies need one of their own. */
function randomLegalInn(): string {
  const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
  const digits = [7, 7, ...Array.from({ length: 7 }, () => Math.floor(Math.random() * 10))];
  const check = (weights.reduce((sum, weight, index) => sum + weight * digits[index]!, 0) % 11) % 10;
  return [...digits, check].join('');
}

/** A random ОГРН: 12 digits and the check digit (the 12-digit number mod 11, mod 10). */
function randomOgrn(): string {
  const body = `102${Array.from({ length: 9 }, () => Math.floor(Math.random() * 10)).join('')}`;
  return `${body}${Number(BigInt(body) % 11n) % 10}`;
}

interface Account {
  email: string;
  password: string;
}

async function registerByApi(request: APIRequestContext, role: 'buyer' | 'supplier'): Promise<Account> {
  const email = newEmail(role);
  const response = await request.post('/api/auth/register', {
    data: {
      email,
      inn: USER_INN,
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      role,
      firstName: role === 'supplier' ? 'Поставщик' : 'Пользователь',
      lastName: `ИНН ${USER_INN}`,
      middleName: '',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { email, password: PASSWORD };
}

/** The login page's form (the header's panel has one too). */
function loginForm(page: Page): Locator {
  return page.getByRole('main').getByRole('form', { name: 'Вход' });
}

async function loginOnPage(page: Page, account: Account, path = '/login'): Promise<void> {
  if (path) await page.goto(path);
  const form = loginForm(page);
  await form.getByLabel(/^Email/).fill(account.email);
  await form.getByLabel(/^Пароль/).fill(account.password);
  await form.getByRole('button', { name: 'Войти' }).click();
}

function authButton(page: Page, name: string | RegExp): Locator {
  return page.getByRole('banner').getByRole('button', { name });
}

async function logoutFromHeader(page: Page, name: string | RegExp): Promise<void> {
  await authButton(page, name).click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
}

const cabinetMenu = (page: Page): Locator => page.getByRole('navigation', { name: 'Меню личного кабинета' });

test.describe('регистрация и вход', () => {
  test('поставщик регистрируется в боковой панели, попадает в свой раздел, выходит и входит с redirect', async ({
    page,
  }) => {
    const email = newEmail('supplier');
    await page.goto('/');
    await authButton(page, 'Войти').click();
    const panel = page.getByRole('dialog', { name: 'Вход' });
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Зарегистрироваться' }).click();
    const register = page.getByRole('dialog', { name: 'Регистрация' });
    await register.getByRole('radio', { name: 'Поставщик' }).check();
    await register.getByLabel(/^Email/).fill(email);
    await register.getByLabel(/^ИНН/).fill(USER_INN);
    await register.getByLabel(/^Пароль/).fill(PASSWORD);
    await register.getByLabel(/^Подтверждение пароля/).fill(PASSWORD);
    await register.getByRole('checkbox').check();
    await register.getByRole('button', { name: 'Зарегистрироваться' }).click();

    // The supplier's default section: products.
    await expect(page).toHaveURL(/\/profile\/products$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Мои товары' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Заявки покупателей' })).toBeVisible();
    await expect(page.getByText('Регистрация успешно завершена!')).toBeVisible();
    await expect(cabinetMenu(page).getByRole('link', { name: 'Мои товары' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The spec's default name at sign-up is nobody's name (ADR 0058): without a company, the
    // header shows the e-mail before the @.
    const shown = email.split('@')[0]!;
    await expect(authButton(page, shown)).toBeVisible();
    await expect(authButton(page, /Поставщик/)).toHaveCount(0);

    await logoutFromHeader(page, shown);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Вы успешно вышли из системы')).toBeVisible();
    await expect(authButton(page, 'Войти')).toBeVisible();

    await loginOnPage(page, { email, password: PASSWORD }, '/login?redirect=%2Fcart');
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText(`Добро пожаловать, ${shown}!`)).toBeVisible();
  });

  test('форма регистрации: сообщения правил и проверка ИНН сервером под полем', async ({ page }) => {
    await page.goto('/register');
    const form = page.getByRole('main').getByRole('form', { name: 'Регистрация' });
    await form.getByRole('button', { name: 'Зарегистрироваться' }).click();
    for (const message of [
      'Введите корректный email',
      'Введите номер ИНН',
      'Пароль должен быть не менее 6 символов',
      'Необходимо принять политику конфиденциальности',
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await form.getByLabel(/^Email/).fill(newEmail('buyer'));
    await form.getByLabel(/^ИНН/).fill('7707083894');
    await form.getByLabel(/^Пароль/).fill(PASSWORD);
    await form.getByLabel(/^Подтверждение пароля/).fill(PASSWORD);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(form.getByText('ИНН не прошёл проверку контрольной суммы')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('гость на /profile входит и возвращается в кабинет; покупателю раздел админа закрыт', async ({
    page,
  }) => {
    const buyer = await registerByApi(page.request, 'buyer');
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
    await loginOnPage(page, buyer, '');
    // Back to /profile, which opens the buyer's default section.
    await expect(page).toHaveURL(/\/profile\/orders$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Мои заказы' })).toBeVisible();
    await page.goto('/profile/user-management');
    await expect(page).toHaveURL(/\/unauthorized$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Доступ запрещён' })).toBeVisible();
  });

  test('неверный пароль: «Ошибка входа» и причина в форме', async ({ page }) => {
    const buyer = await registerByApi(page.request, 'buyer');
    await loginOnPage(page, { ...buyer, password: 'не-тот-пароль' });
    const alert = loginForm(page).getByRole('alert');
    await expect(alert).toContainText('Ошибка входа');
    await expect(alert).toContainText('Неверный email или пароль');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('«Забыли пароль?» ведёт на страницу восстановления доступа с контактами поддержки', async ({
    page,
  }) => {
    const contacts = (await (await page.request.get('/api/pages/contacts')).json()) as { email: string };
    await page.goto('/login');
    await loginForm(page).getByRole('link', { name: 'Забыли пароль?' }).click();
    await expect(page).toHaveURL(/\/password-recovery$/);
    await expect(page).toHaveTitle('Восстановление доступа');
    await expect(page.getByRole('heading', { level: 1, name: 'Восстановление доступа' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: contacts.email })).toHaveAttribute(
      'href',
      `mailto:${contacts.email}`,
    );
  });

  test('боковая панель: 40% ширины на десктопе, закрывается по Escape', async ({ page }) => {
    await page.goto('/help');
    await authButton(page, 'Войти').click();
    const panel = page.getByRole('dialog', { name: 'Вход' });
    await expect(panel).toBeVisible();
    const box = (await panel.boundingBox())!;
    // 40% of the viewport (the page keeps its scrollbar gutter: at most its width of difference).
    expect(Math.abs(box.width - page.viewportSize()!.width * 0.4)).toBeLessThan(16);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });
});

test.describe('телефон 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('панель входа во всю ширину, кабинет не шире экрана', async ({ page }) => {
    const buyer = await registerByApi(page.request, 'buyer');
    await page.goto('/help');
    await authButton(page, 'Войти').click();
    const panel = page.getByRole('dialog', { name: 'Вход' });
    await expect(panel).toBeVisible();
    const box = (await panel.boundingBox())!;
    // The whole width (less the page's scrollbar gutter, which phones do not have).
    expect(box.width).toBeGreaterThanOrEqual(page.viewportSize()!.width - 16);
    expect(box.x + box.width).toBeGreaterThanOrEqual(page.viewportSize()!.width - 16);
    await panel.getByLabel(/^Email/).fill(buyer.email);
    await panel.getByLabel(/^Пароль/).fill(buyer.password);
    await panel.getByRole('button', { name: 'Войти' }).click();
    await expect(page).toHaveURL(/\/profile\/orders$/);
    await expect(panel).toBeHidden();
    await page.goto('/profile/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Мои данные' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('кабинет', () => {
  test('смена пароля, затем вход только с новым паролем', async ({ page }) => {
    const buyer = await registerByApi(page.request, 'buyer');
    await loginOnPage(page, buyer, '/login?redirect=%2Fprofile%2Fprofile');
    await expect(page.getByRole('heading', { level: 1, name: 'Мои данные' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Смена пароля' });
    const newPassword = 'новый-пароль-2';
    await form.getByLabel(/^Текущий пароль/).fill(buyer.password);
    await form.getByLabel(/^Новый пароль/).fill(newPassword);
    await form.getByLabel(/^Подтверждение нового пароля/).fill(newPassword);
    await form.getByRole('button', { name: 'Сменить пароль' }).click();
    await expect(page.getByText('Пароль успешно изменен')).toBeVisible();

    await logoutFromHeader(page, buyer.email.split('@')[0]!);
    await expect(page).toHaveURL(/\/login$/);
    await loginOnPage(page, buyer, '');
    await expect(loginForm(page).getByRole('alert')).toContainText('Неверный email или пароль');
    await loginOnPage(page, { ...buyer, password: newPassword }, '');
    // /profile opens the section used last (stored in the browser): Мои данные.
    await expect(page).toHaveURL(/\/profile\/profile$/);
  });

  test('профиль: имя и телефон сохраняются и видны в шапке', async ({ page }) => {
    const supplier = await registerByApi(page.request, 'supplier');
    await loginOnPage(page, supplier, '/login?redirect=%2Fprofile%2Fprofile');
    await page.getByRole('button', { name: 'Изменить' }).click();
    const form = page.getByRole('form', { name: 'Личные данные' });
    await form.getByLabel(/^Фамилия/).fill('Смирнов');
    await form.getByLabel(/^Имя/).fill('Пётр');
    await form.getByLabel(/^Телефон/).fill('8 999 123 45 67');
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Данные профиля сохранены')).toBeVisible();
    await expect(page.getByText('+7 (999) 123-45-67')).toBeVisible();
    await expect(authButton(page, /Пётр/)).toBeVisible();
    await expect(cabinetMenu(page).getByText('Смирнов Пётр')).toBeVisible();
  });

  test('создание компании: ссылка меню меняется на «Моя компания»', async ({ page }) => {
    const supplier = await registerByApi(page.request, 'supplier');
    await loginOnPage(page, supplier);
    await expect(page).toHaveURL(/\/profile\/products$/);
    await cabinetMenu(page).getByRole('link', { name: 'Создать компанию' }).click();
    await expect(page).toHaveURL(/\/company$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Данные компании' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Регистрация компании' });
    const name = `ООО «Вагонсервис ${unique()}»`;
    await form.getByLabel(/^Название/).fill(name);
    await form.getByLabel(/^ИНН/).fill(randomLegalInn());
    await form.getByLabel(/^КПП/).fill('773601001');
    await form.getByLabel(/^ОГРН/).fill(randomOgrn());
    await form.getByLabel(/^Юридический адрес/).fill('107140, г. Москва, ул. Краснопрудная, д. 12');
    await form.getByRole('button', { name: 'Зарегистрировать компанию' }).click();
    await expect(page.getByText('Компания зарегистрирована')).toBeVisible();
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(cabinetMenu(page).getByRole('link', { name: 'Моя компания' })).toHaveAttribute(
      'href',
      '/company',
    );
    await expect(page.getByRole('button', { name: 'Изменить' })).toBeVisible();
    await page.reload();
    await expect(cabinetMenu(page).getByRole('link', { name: 'Моя компания' })).toBeVisible();
    await expect(page.getByText('Вы администратор компании', { exact: false })).toBeVisible();
  });
});

test.describe('управление пользователями', () => {
  let admin: Account;

  test.beforeAll(async ({ request }) => {
    if (process.env.E2E_ADMIN_EMAIL && process.env.E2E_ADMIN_PASSWORD) {
      admin = { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD };
      return;
    }
    const dataDir = process.env.E2E_DATA_DIR;
    test.skip(
      !dataDir || Boolean(process.env.E2E_BASE_URL),
      'Нужен каталог данных сервера или E2E_ADMIN_EMAIL и E2E_ADMIN_PASSWORD',
    );
    admin = { email: newEmail('admin'), password: PASSWORD };
    // As `npm run admin:create` does, into the running server's event store (it follows foreign writes).
    await promisify(execFile)(
      join(repoRoot, 'node_modules/.bin/node'),
      ['backend/app/cli/admin-create.ts', '--email', admin.email, '--password', admin.password],
      { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test' } },
    );
    // The server picks the new account up within a moment; sign-in works once its read model has it.
    await expect
      .poll(async () => (await request.post('/api/auth/login', { data: admin })).status(), {
        timeout: 15_000,
      })
      .toBe(200);
  });

  test('админ блокирует пользователя: следующий запрос пользователя завершает его сеанс', async ({
    page,
    openPage,
  }) => {
    // Two browsers, four sign-ins, a block and an unblock: about 30 s on two busy cores, at the default limit.
    test.setTimeout(120_000);
    const victim = await registerByApi(page.request, 'buyer');
    const victimPage = await openPage();
    await loginOnPage(victimPage, victim, '/login?redirect=%2Fprofile%2Fprofile');
    await expect(victimPage.getByRole('heading', { level: 1, name: 'Мои данные' })).toBeVisible();

    await loginOnPage(page, admin, '/login?redirect=%2Fprofile%2Fuser-management');
    await expect(page.getByRole('heading', { level: 1, name: 'Управление пользователями' })).toBeVisible();
    await page.getByLabel('Поиск', { exact: true }).fill(victim.email);
    const row = page.getByRole('row').filter({ hasText: victim.email });
    await expect(row).toHaveCount(1);
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
    await row.getByRole('button', { name: `Заблокировать: ${victim.email}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Блокировка пользователя' });
    await dialog.getByRole('button', { name: 'Заблокировать' }).click();
    await expect(dialog.getByText('Укажите причину (до 500 символов)')).toBeVisible();
    await dialog.getByLabel(/^Причина/).fill('Проверка e2e: блокировка');
    await dialog.getByRole('button', { name: 'Заблокировать' }).click();
    await expect(page.getByText('Пользователь заблокирован')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Заблокирован');
    await expect(row).toContainText('Проверка e2e: блокировка');

    // The blocked user's next request: refused, the refresh too, the session ends.
    await victimPage.reload();
    await expect(victimPage).toHaveURL(/\/login\?redirect=/);
    await expect(victimPage.getByText('Сессия истекла. Пожалуйста, войдите заново')).toBeVisible();
    await loginOnPage(victimPage, victim, '');
    await expect(loginForm(victimPage).getByRole('alert')).toContainText('Учётная запись заблокирована');

    // Unblocked, the user signs in again.
    await row.getByRole('button', { name: `Разблокировать: ${victim.email}` }).click();
    const unblock = page.getByRole('dialog', { name: 'Разблокировка пользователя' });
    await unblock.getByLabel(/^Причина/).fill('Проверка e2e: разблокировка');
    await unblock.getByRole('button', { name: 'Разблокировать' }).click();
    await expect(page.getByText('Пользователь разблокирован')).toBeVisible();
    await expect(row).toContainText('Активен');
    // The login page still carries the way back to where the session ended.
    await loginOnPage(victimPage, victim, '');
    await expect(victimPage).toHaveURL(/\/profile\/profile$/);
    await expect(victimPage.getByRole('heading', { level: 1, name: 'Мои данные' })).toBeVisible();
  });

  test('админ меняет роль покупателя на поставщика с причиной', async ({ page }) => {
    const buyer = await registerByApi(page.request, 'buyer');
    await loginOnPage(page, admin, '/login?redirect=%2Fprofile%2Fuser-management');
    await page.getByLabel('Роль', { exact: true }).selectOption('buyer');
    await page.getByLabel('Поиск', { exact: true }).fill(buyer.email);
    const row = page.getByRole('row').filter({ hasText: buyer.email });
    await expect(row).toContainText('Покупатель');
    await row.getByRole('button', { name: `Сделать поставщиком: ${buyer.email}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Смена роли' });
    await expect(dialog).toContainText('Покупатель → Поставщик');
    await dialog.getByLabel(/^Причина/).fill('Проверка e2e: смена роли');
    await dialog.getByRole('button', { name: 'Изменить роль' }).click();
    await expect(page.getByText('Роль пользователя изменена')).toBeVisible();
    // Filtered by buyers, the changed user leaves the list.
    await expect(page.getByText('Пользователи не найдены')).toBeVisible();
    await page.getByLabel('Роль', { exact: true }).selectOption('supplier');
    await expect(page.getByRole('row').filter({ hasText: buyer.email })).toContainText('Поставщик');
  });
});
