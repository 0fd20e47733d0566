import { expect, test } from './support/test.ts';
import { randomCompany } from '../support/requisites.ts';
import { createAdmin, loginOnPage, registerByApi, unique, type Account } from './support/accounts.ts';

/**
 * Issue 29 (ADR 0052) in the browser: a contract proposed to an ИНН only a stranger has claimed
 * waits, and the supplier's 'Договора' says why; the firm sends its выписка in 'Данные компании';
 * the admin finds both claims first in «Проверка компаний», reads the document and verifies the
 * firm; the contract then reaches the firm, and the stranger never sees it.
 */

const auth = (account: Account) => ({ Authorization: `Bearer ${account.token}` });
const PDF = Buffer.from('%PDF-1.4\n%выписка ЕГРЮЛ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('договор на ИНН ждёт проверки компании и приходит ей после подтверждения администратором', async ({
  page,
  openPage,
  request,
}) => {
  test.skip(!process.env.E2E_DATA_DIR || Boolean(process.env.E2E_BASE_URL), 'Нужен каталог данных сервера');
  // Four people in four browsers: the bound is for a loaded machine.
  test.setTimeout(300_000);
  const admin = await createAdmin(request);
  const [supplier, stranger, firm] = [
    await registerByApi(request, 'supplier'),
    await registerByApi(request, 'buyer'),
    await registerByApi(request, 'buyer'),
  ];
  const supplierCompany = randomCompany(`ООО «Сцепка ${unique()}»`);
  const created = await request.post('/api/companies', { headers: auth(supplier), data: supplierCompany });
  expect(created.status()).toBe(201);
  const firmRequisites = randomCompany(`АО «Депо ${unique()}»`, 'г. Екатеринбург');
  const impostor = `ООО «Самозванец ${unique()}»`;
  expect(
    (
      await request.post('/api/companies', {
        headers: auth(stranger),
        data: { ...firmRequisites, name: impostor },
      })
    ).status(),
  ).toBe(201);

  // The supplier proposes a contract to the firm's ИНН: it waits, and the supplier is told why.
  await loginOnPage(page, supplier, '/profile/contracts');
  await page.getByRole('main').getByRole('button', { name: 'Новый договор' }).first().click();
  const editor = page.getByRole('dialog', { name: 'Новый договор' });
  await editor.getByLabel('ИНН контрагента').fill(firmRequisites.inn);
  await editor.getByLabel('Предмет договора').fill('Поставка колёсных пар');
  await editor.getByRole('button', { name: 'Отправить на подписание' }).click();
  await expect(editor).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: `ИНН ${firmRequisites.inn}` });
  await expect(row.getByText('Ждёт подтверждения ИНН')).toBeVisible();
  await expect(row).not.toContainText(impostor);
  const number = (await row.getByRole('button').first().innerText()).trim();
  await row.getByRole('button', { name: number }).click();
  await expect(page.getByRole('dialog', { name: `Договор ${number}` }).getByRole('status')).toContainText(
    `Договор ожидает подтверждения компании с ИНН ${firmRequisites.inn}`,
  );

  // The stranger's 'Договора' holds nothing and says what comes after a check.
  const strangerPage = await openPage();
  await loginOnPage(strangerPage, stranger, '/profile/contracts');
  await expect(
    strangerPage.getByText(/Договоры, адресованные ИНН вашей компании, приходят только после её проверки/),
  ).toBeVisible();
  await expect(strangerPage.getByText('Договоров пока нет')).toBeVisible();

  // The firm registers too and sends its выписка from 'Данные компании'.
  const firmCreated = await request.post('/api/companies', { headers: auth(firm), data: firmRequisites });
  expect(firmCreated.status()).toBe(201);
  const firmPage = await openPage();
  await loginOnPage(firmPage, firm, '/profile/company');
  const proof = firmPage.getByRole('form', { name: 'Подтверждение ИНН' });
  await proof.getByLabel('Документ').selectOption('egrul');
  await proof
    .getByLabel('Файл PDF')
    .setInputFiles({ name: 'выписка.pdf', mimeType: 'application/pdf', buffer: PDF });
  await proof.getByRole('button', { name: 'Отправить на проверку' }).click();
  await expect(firmPage.getByText(/Отправлен документ: Выписка из ЕГРЮЛ\/ЕГРИП/)).toBeVisible();

  // The admin finds both claims of the ИНН first, with the firm's document, and verifies the firm.
  const adminPage = await openPage();
  await loginOnPage(adminPage, admin, '/profile/user-management');
  await adminPage.getByRole('tab', { name: 'Проверка компаний' }).click();
  const table = adminPage.getByRole('table', { name: 'Компании' });
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toContainText(firmRequisites.inn);
  await expect(rows.nth(2)).toContainText(firmRequisites.inn);
  const firmRow = rows.filter({ hasText: firmRequisites.name });
  await expect(firmRow.getByRole('link', { name: /Выписка из ЕГРЮЛ\/ЕГРИП/ })).toBeVisible();
  await expect(rows.filter({ hasText: impostor }).getByText('Документ не прислан')).toBeVisible();
  await firmRow.getByRole('button', { name: `Подтвердить: ${firmRequisites.name}` }).click();
  await expect(adminPage.getByText('Компания отмечена как проверенная')).toBeVisible();

  // The contract has reached the firm; the supplier sees to whom; the stranger still sees nothing.
  await firmPage.goto('/profile/contracts');
  await expect(firmPage.getByRole('button', { name: number })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: number })).toContainText(firmRequisites.name);
  await strangerPage.reload();
  await expect(strangerPage.getByText('Договоров пока нет')).toBeVisible();
});
