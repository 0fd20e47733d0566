import { expect, test } from './support/test.ts';
import { createAdmin, loginOnPage, registerByApi, unique, type Account } from './support/accounts.ts';

/**
 * Issue 16 with two and three browsers: a buyer's message reaches the supplier's open 'Сообщения'
 * live and the answer comes back the same way; a question sent through the site reaches the admins
 * there, and the admin's answer reaches the asker's open cabinet.
 */

const auth = (account: Account) => ({ Authorization: `Bearer ${account.token}` });

test('переписка по заявке идёт вживую в обе стороны; ответ администратора на вопрос с сайта приходит спросившему', async ({
  openPage,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await createAdmin(request);
  const supplier = await registerByApi(request, 'supplier');
  const buyer = await registerByApi(request, 'buyer');
  const created = await request.post('/api/services', {
    headers: auth(supplier),
    data: { name: `Ремонт поглощающего аппарата ${unique()}`, priceType: 'custom', isRemote: true },
  });
  const { id: serviceId } = (await created.json()) as { id: number };
  await request.post(`/api/services/${serviceId}/submit`, { headers: auth(supplier) });
  expect(
    (await request.post(`/api/admin/services/${serviceId}/publish`, { headers: auth(admin) })).status(),
  ).toBe(200);
  const sent = await request.post('/api/service-requests', {
    headers: auth(buyer),
    data: { serviceId, description: 'Два аппарата Ш-2-В', contactEmail: buyer.email },
  });
  const { id: requestId } = (await sent.json()) as { id: number };
  const key = `serviceRequest-${requestId}`;

  const supplierPage = await openPage();
  await loginOnPage(supplierPage, supplier, `/profile/messages?c=${key}`);
  await expect(supplierPage.getByRole('region', { name: /Заявка У-\d{6}/ })).toBeVisible();

  const buyerPage = await openPage();
  await loginOnPage(buyerPage, buyer, `/profile/messages?c=${key}`);
  await buyerPage
    .getByRole('textbox', { name: 'Текст сообщения' })
    .fill('Добрый день! Когда сможете принять аппараты?');
  await buyerPage.getByRole('textbox', { name: 'Текст сообщения' }).press('Enter');

  // Live, without a reload: the thread shows it and the list counts it.
  await expect(
    supplierPage
      .getByRole('list', { name: 'Сообщения' })
      .getByText('Добрый день! Когда сможете принять аппараты?'),
  ).toBeVisible();
  const reply = supplierPage.getByRole('textbox', { name: 'Текст сообщения' });
  await reply.fill('Завтра с 9 до 17, цех 3.');
  await reply.press('Control+Enter');
  await expect(
    buyerPage.getByRole('list', { name: 'Сообщения' }).getByText('Завтра с 9 до 17, цех 3.'),
  ).toBeVisible();

  // A file goes with a message: uploaded first, then sent; the other side opens it from the thread.
  await buyerPage.locator('input[type="file"]').setInputFiles({
    name: 'акт осмотра.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await expect(buyerPage.getByRole('list', { name: 'Вложения' }).getByText('акт осмотра.pdf')).toBeVisible();
  await buyerPage.getByRole('button', { name: 'Отправить' }).click();
  const attached = supplierPage
    .getByRole('list', { name: 'Сообщения' })
    .getByRole('link', { name: 'акт осмотра.pdf' });
  await expect(attached).toBeVisible();
  expect(await attached.getAttribute('href')).toMatch(/^\/uploads\/documents\/[0-9a-f]{32}\.pdf$/);

  // A question through the site by the signed-in buyer; the admin answers it in 'Сообщения'.
  const asked = await request.post('/api/feedback', {
    headers: { ...auth(buyer), 'X-Forwarded-For': '198.51.100.90' },
    data: { name: 'Закупщик', email: buyer.email, message: 'Работаете ли вы с НДС?', source: 'contacts' },
  });
  expect(asked.status()).toBe(201);
  const { id: questionId } = (await asked.json()) as { id: number };
  const adminPage = await openPage();
  await loginOnPage(adminPage, admin, '/profile/messages');
  await adminPage.getByRole('button', { name: new RegExp(`Вопрос с сайта № ${questionId}(?!\d)`) }).click();
  await expect(
    adminPage.getByRole('list', { name: 'Сообщения' }).getByText('Работаете ли вы с НДС?'),
  ).toBeVisible();
  await adminPage.getByRole('textbox', { name: 'Текст сообщения' }).fill('Да, все цены включают НДС 20%.');
  await adminPage.getByRole('button', { name: 'Отправить' }).click();

  await expect(
    buyerPage.getByRole('button', { name: new RegExp(`Вопрос с сайта № ${questionId}(?!\d)`) }),
  ).toBeVisible();
  await buyerPage.getByRole('button', { name: new RegExp(`Вопрос с сайта № ${questionId}(?!\d)`) }).click();
  await expect(
    buyerPage.getByRole('list', { name: 'Сообщения' }).getByText('Да, все цены включают НДС 20%.'),
  ).toBeVisible();
});
