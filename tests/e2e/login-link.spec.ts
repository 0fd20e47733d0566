import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from './support/test.ts';
import { PASSWORD, registerByApi } from './support/accounts.ts';

/**
 * Issue 29 (ADR 0053): while someone guesses an account's password from many addresses, its
 * attempts wait their turn, the owner's right password too; the owner asks for a sign-in link on
 * the login screen, opens it from the letter (the embedded default writes letters to
 * DATA_DIR/outbox) and is signed in; the same link does not work twice.
 */

async function letterTo(email: string): Promise<string> {
  const outbox = join(process.env.E2E_DATA_DIR!, 'outbox');
  let link = '';
  await expect
    .poll(async () => {
      const names = await readdir(outbox).catch(() => [] as string[]);
      for (const name of names.sort().reverse()) {
        const text = await readFile(join(outbox, name), 'utf8');
        if (text.startsWith(`To: ${email}\n`))
          link = /(https?:\/\/\S+\/login-link\?token=\S+)/.exec(text)?.[1] ?? '';
        if (link) return true;
      }
      return false;
    })
    .toBe(true);
  return link;
}

test('владелец атакуемой учётной записи входит по ссылке из письма, ссылка срабатывает один раз', async ({
  page,
}) => {
  test.skip(!process.env.E2E_DATA_DIR || Boolean(process.env.E2E_BASE_URL), 'Нужен каталог данных сервера');
  // Twelve password checks at production cost (scrypt) before the browser part.
  test.setTimeout(180_000);
  const owner = await registerByApi(page.request, 'buyer');
  // Eleven wrong passwords from eleven addresses: the account's free failures are used up.
  for (let host = 1; host <= 11; host += 1) {
    const guess = await page.request.post('/api/auth/login', {
      headers: { 'X-Forwarded-For': `203.0.113.${host}` },
      data: { email: owner.email, password: `угадываю-${host}` },
    });
    expect(guess.status()).toBe(401);
  }

  await page.goto('/login');
  const login = page.getByRole('main').getByRole('form', { name: 'Вход' });
  await login.getByLabel(/^Email/).fill(owner.email);
  await login.getByLabel(/^Пароль/).fill(PASSWORD);
  await login.getByRole('button', { name: 'Войти' }).click();
  await expect(login.getByRole('alert')).toContainText('Слишком много попыток входа в эту учётную запись');
  await expect(login.getByRole('alert')).toContainText('войдите по ссылке из письма');

  await login.getByRole('link', { name: 'Войти по ссылке из письма' }).click();
  await expect(page).toHaveURL(/\/login-link$/);
  await expect(page).toHaveTitle(/Вход по ссылке/);
  const request = page.getByRole('form', { name: 'Вход по ссылке из письма' });
  await request.getByRole('textbox', { name: 'Email' }).fill(owner.email);
  await request.getByRole('button', { name: 'Прислать ссылку' }).click();
  await expect(
    page.getByText('Если такой адрес зарегистрирован, мы отправили на него ссылку для входа.'),
  ).toBeVisible();

  const link = new URL(await letterTo(owner.email));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Вход по ссылке' })).toBeVisible();
  await page.getByRole('form', { name: 'Вход по ссылке' }).getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/profile/);
  await expect(page.getByText('Добро пожаловать')).toBeVisible();

  const again = await page.request.post('/api/auth/login-link/confirm', {
    data: { token: link.searchParams.get('token') },
  });
  expect(again.status()).toBe(400);
});
