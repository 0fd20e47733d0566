import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from './support/test.ts';
import { PASSWORD, registerByApi } from './support/accounts.ts';

/**
 * Issue 16: a user who forgot the password asks for a link on 'Забыли пароль?', opens it from the
 * letter (the embedded default writes letters to DATA_DIR/outbox), sets a new password and signs in
 * with it; the same link does not work twice.
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
          link = /(https?:\/\/\S+password-recovery\?token=\S+)/.exec(text)?.[1] ?? '';
        if (link) return true;
      }
      return false;
    })
    .toBe(true);
  return link;
}

test('пароль восстанавливается по ссылке из письма, ссылка срабатывает один раз', async ({ page }) => {
  test.skip(!process.env.E2E_DATA_DIR || Boolean(process.env.E2E_BASE_URL), 'Нужен каталог данных сервера');
  const user = await registerByApi(page.request, 'buyer');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Забыли пароль?' }).first().click();
  const request = page.getByRole('form', { name: 'Ссылка для смены пароля' });
  await request.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await request.getByRole('button', { name: 'Прислать ссылку' }).click();
  await expect(page.getByText('Если такой адрес зарегистрирован, мы отправили на него ссылку')).toBeVisible();

  const link = new URL(await letterTo(user.email));
  await page.goto(`${link.pathname}${link.search}`);
  const form = page.getByRole('form', { name: 'Новый пароль' });
  await form.getByRole('textbox', { name: 'Пароль', exact: true }).fill('новый-пароль-e2e');
  await form.getByRole('textbox', { name: 'Подтверждение пароля' }).fill('новый-пароль-e2e');
  await form.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(page.getByText('Пароль изменён. Войдите с новым паролем.')).toBeVisible();

  expect(
    (
      await page.request.post('/api/auth/login', { data: { email: user.email, password: PASSWORD } })
    ).status(),
  ).toBe(401);
  expect(
    (
      await page.request.post('/api/auth/login', {
        data: { email: user.email, password: 'новый-пароль-e2e' },
      })
    ).status(),
  ).toBe(200);

  await page.goto(`${link.pathname}${link.search}`);
  await form.getByRole('textbox', { name: 'Пароль', exact: true }).fill('третий-пароль-e2e');
  await form.getByRole('textbox', { name: 'Подтверждение пароля' }).fill('третий-пароль-e2e');
  await form.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(form.getByRole('alert')).toContainText('Ссылка для смены пароля недействительна');
});
