import { expect, test } from './support/test.ts';
import { createAdmin, loginOnPage, registerByApi, unique } from './support/accounts.ts';

/**
 * Notifications live (ADR 0029): the SPA's socket authenticates, a service request sent by a buyer
 * reaches the supplier's open page at once with its badge, and the supplier reads and deletes it.
 */
test('поставщик видит уведомление о новой заявке сразу, со счётчиком, читает и удаляет его', async ({
  page,
  request,
}) => {
  const admin = await createAdmin(request);
  const supplier = await registerByApi(request, 'supplier');
  const buyer = await registerByApi(request, 'buyer');
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const name = `Обточка колёсных пар ${unique()}`;
  const created = await request.post('/api/services', {
    headers: auth(supplier.token),
    data: { name, priceType: 'custom', location: 'Пермь', duration: '1 день' },
  });
  const { id } = (await created.json()) as { id: number };
  await request.post(`/api/services/${id}/submit`, { headers: auth(supplier.token) });
  expect(
    (await request.post(`/api/admin/services/${id}/publish`, { headers: auth(admin.token) })).status(),
  ).toBe(200);

  await loginOnPage(page, supplier, '/profile/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Уведомления' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Уведомления' });
  await expect(list.getByRole('listitem', { name: 'Услуга опубликована' })).toBeVisible();

  // The socket is up once the page is: a request sent now shows without a reload.
  const sent = await request.post('/api/service-requests', {
    headers: auth(buyer.token),
    data: { serviceId: id, description: 'Обточить 4 колёсные пары', contactEmail: buyer.email },
  });
  expect(sent.status()).toBe(201);
  const notice = list.getByRole('listitem', { name: 'Новая заявка на услугу' });
  await expect(notice).toBeVisible();
  await expect(page.getByLabel(/непрочитанных: 2/).first()).toBeVisible();

  await notice.getByRole('button', { name: 'Прочитано' }).click();
  await expect(page.getByLabel(/непрочитанных: 1/).first()).toBeVisible();
  await notice.getByRole('button', { name: /Удалить/ }).click();
  await expect(notice).toBeHidden();
  await page.getByRole('button', { name: 'Прочитать все' }).click();
  await expect(page.getByText('Все уведомления прочитаны')).toBeVisible();
});
