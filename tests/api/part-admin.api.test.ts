import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PART_MESSAGES } from '../../backend/modules/parts/index.ts';
import { randomLegalInn } from '../support/requisites.ts';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';

/** Merge, split and suppliers' cross-reference proposals of parts (ADR 0067), over real HTTP. */

let server: TestServer;
let admin: SignedIn;
let ural: SignedIn;
let trans: SignedIn;
let categoryId: number;
let warehouses: Map<number, number>;

const ok = async <T>(response: Response, status = 200): Promise<T> => {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
};
const send = (path: string, token: string, json: unknown = {}, method = 'POST') =>
  server.request(path, { method, token, json });
const refused = async (response: Response, status: number, message: string) => {
  expect(response.status, await response.clone().text()).toBe(status);
  expect(((await response.json()) as { message: string }).message).toBe(message);
};

interface Part {
  id: number;
  designation: string;
  offerCount: number;
  designations: Array<{ designation: string; kind: string; source: string }>;
  offers: Array<{ productId: number; price: number }>;
}
interface Proposal {
  id: number;
  proposedByName: string | null;
  part: { id: number };
  designation: string;
  status: string;
  statusName: string;
  reason: string | null;
}

const createPart = async (designation: string, name = `Деталь ${designation}`) =>
  ok<Part>(await send('/api/admin/parts', admin.accessToken, { designation, name, categoryId }), 201);

/** A seller's published offer with stock. */
async function offer(seller: SignedIn, name: string, price: number): Promise<number> {
  const { id } = await ok<{ id: number }>(
    await send('/api/products', seller.accessToken, {
      name,
      price,
      categoryId,
      quality: 'new',
      description: '',
    }),
    201,
  );
  await ok(
    await send(
      `/api/products/${id}/stock`,
      seller.accessToken,
      { stocks: [{ warehouseId: warehouses.get(seller.user.id)!, quantity: 3 }] },
      'PUT',
    ),
  );
  await ok(await send(`/api/products/${id}/submit`, seller.accessToken));
  await ok(await send(`/api/admin/products/${id}/publish`, admin.accessToken));
  return id;
}

const link = (seller: SignedIn, productId: number, partId: number | null) =>
  send(`/api/products/${productId}/part`, seller.accessToken, { partId }, 'PUT');
const partOf = async (productId: number) =>
  (await ok<{ partId: number | null }>(await server.request(`/api/products/${productId}`))).partId;
const part = async (id: number) => ok<Part>(await server.request(`/api/parts/${id}`));
const history = async (id: number) =>
  (
    await ok<{
      events: Array<{
        action: string;
        reason: string | null;
        actor: { id: number | string | null; role: string | null };
      }>;
    }>(await server.request(`/api/admin/audit/history/part/${id}`, { token: admin.accessToken }))
  ).events;

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  admin = await server.createAdmin();
  ural = await server.registerUser({ role: 'supplier', inn: randomLegalInn() });
  trans = await server.registerUser({ role: 'supplier', inn: randomLegalInn() });
  categoryId = (
    await ok<{ id: number }>(await send('/api/admin/categories', admin.accessToken, { name: 'Тележка' }), 201)
  ).id;
  warehouses = new Map();
  for (const seller of [ural, trans]) {
    const { id } = await ok<{ id: number }>(
      await send('/api/warehouses', seller.accessToken, {
        name: 'Склад',
        city: 'Екатеринбург',
        address: 'ул. Путейская, 2',
      }),
      201,
    );
    warehouses.set(seller.user.id, id);
  }
}, 60_000);

afterAll(() => server.stop());

describe('merging parts', () => {
  it('every offer moves, the merged designations stay as «the same part», the merged part points to the survivor, the history says who and why', async () => {
    const survivor = await createPart('100.00.002-4', 'Рама боковая');
    const merged = await createPart('РБ-1750', 'Рама боковая литая');
    await ok(
      await send(`/api/admin/parts/${merged.id}/cross-references`, admin.accessToken, {
        designation: '1750.00.002',
        kind: 'same',
        source: 'каталог завода',
      }),
      201,
    );
    const a = await offer(ural, 'Рама боковая', 120_000);
    const b = await offer(trans, 'Рама боковая литая', 118_500);
    await ok(await link(ural, a, survivor.id));
    await ok(await link(trans, b, merged.id));

    const reason = 'Одна деталь под двумя обозначениями';
    const after = await ok<Part>(
      await send(`/api/admin/parts/${merged.id}/merge`, admin.accessToken, {
        intoPartId: survivor.id,
        reason,
      }),
    );
    expect(after.id).toBe(survivor.id);
    expect(after.offers.map((o) => o.productId).sort()).toEqual([a, b].sort());
    expect(after.designations.map((d) => [d.designation, d.kind])).toEqual([
      ['100.00.002-4', 'canonical'],
      ['РБ-1750', 'same'],
      ['1750.00.002', 'same'],
    ]);
    expect(await partOf(b)).toBe(survivor.id);

    // The merged part answers with a pointer to the survivor; fetch follows it.
    const pointer = await server.request(`/api/parts/${merged.id}`, { redirect: 'manual' });
    expect(pointer.status).toBe(301);
    expect(pointer.headers.get('location')).toBe(`/api/parts/${survivor.id}`);
    expect(await pointer.json()).toEqual({
      message: PART_MESSAGES.partMerged(survivor.id),
      mergedInto: survivor.id,
    });
    // Listed nowhere, found by any of its designations as the survivor.
    const found = await ok<{ parts: Part[] }>(
      await server.request(`/api/parts?search=${encodeURIComponent('рб 1750')}`),
    );
    expect(found.parts.map((p) => p.id)).toEqual([survivor.id]);
    // Its public page names the survivor as canonical; the sitemap lists the survivor only.
    // (The head every page document carries, as the server writes it; no build needed to read it.)
    const head = await ok<{ canonical: string | null }>(
      await server.request(`/api/page-head?path=${encodeURIComponent(`/part/${merged.id}`)}`),
    );
    expect(head.canonical).toMatch(new RegExp(`/part/${survivor.id}$`));
    const sitemap = await (await server.request('/sitemap.xml')).text();
    expect(sitemap).toContain(`/part/${survivor.id}</loc>`);
    expect(sitemap).not.toContain(`/part/${merged.id}</loc>`);

    // The designation stays taken: by the survivor now, never free in between.
    await refused(
      await send('/api/admin/parts', admin.accessToken, { designation: 'РБ 1750', name: 'Рама' }),
      409,
      PART_MESSAGES.designationTaken('РБ 1750'),
    );
    // A link to the merged part lands on the survivor.
    const c = await offer(ural, 'Рама боковая б/у', 80_000);
    expect(await ok<{ partId: number }>(await link(ural, c, merged.id))).toEqual({
      productId: c,
      partId: survivor.id,
    });
    expect(await partOf(c)).toBe(survivor.id);

    const mergedHistory = await history(merged.id);
    expect(mergedHistory.find((e) => e.action === 'Объединена с другой позицией')).toMatchObject({
      reason,
      actor: { role: 'admin' },
    });
    expect((await history(survivor.id)).find((e) => e.action === 'Присоединена позиция')).toMatchObject({
      reason,
    });
    // In the admins' journal too.
    const journal = await ok<{ entries: Array<{ action: string; reason: string | null }> }>(
      await server.request(`/api/admin/audit?entityType=part&entityId=${merged.id}`, {
        token: admin.accessToken,
      }),
    );
    expect(journal.entries.map((e) => e.action)).toContain('Объединена с другой позицией');
  });

  it('refuses with Russian messages: into itself, into or of a merged part, an unknown part, no reason, a supplier', async () => {
    const x = await createPart('Ш-2-В');
    const y = await createPart('ПМК-110А');
    const z = await createPart('73ZW12');
    await refused(
      await send(`/api/admin/parts/${x.id}/merge`, admin.accessToken, { intoPartId: x.id, reason: 'так' }),
      400,
      PART_MESSAGES.mergeIntoItself,
    );
    await refused(
      await send(`/api/admin/parts/${x.id}/merge`, admin.accessToken, { intoPartId: y.id, reason: '  ' }),
      400,
      PART_MESSAGES.reason,
    );
    await refused(
      await send(`/api/admin/parts/${x.id}/merge`, admin.accessToken, { intoPartId: 999_999, reason: 'так' }),
      400,
      PART_MESSAGES.survivorNotFound,
    );
    await refused(
      await send(`/api/admin/parts/999999/merge`, admin.accessToken, { intoPartId: x.id, reason: 'так' }),
      404,
      PART_MESSAGES.partNotFound,
    );
    await refused(
      await send(`/api/admin/parts/${x.id}/merge`, ural.accessToken, { intoPartId: y.id, reason: 'так' }),
      403,
      'У вас нет прав для выполнения этого действия',
    );
    await ok(
      await send(`/api/admin/parts/${y.id}/merge`, admin.accessToken, { intoPartId: z.id, reason: 'аналог' }),
    );
    await refused(
      await send(`/api/admin/parts/${x.id}/merge`, admin.accessToken, { intoPartId: y.id, reason: 'так' }),
      409,
      PART_MESSAGES.mergeIntoMerged(y.id, z.id),
    );
    await refused(
      await send(`/api/admin/parts/${y.id}/merge`, admin.accessToken, { intoPartId: x.id, reason: 'так' }),
      409,
      PART_MESSAGES.partMerged(z.id),
    );
    // Merged once, the same merge again changes nothing.
    expect(
      (
        await send(`/api/admin/parts/${y.id}/merge`, admin.accessToken, {
          intoPartId: z.id,
          reason: 'аналог',
        })
      ).status,
    ).toBe(200);
  });

  it('an offer linked to the merged part while the merge runs ends on the survivor (decided on the part’s stream)', async () => {
    for (let round = 0; round < 3; round += 1) {
      const survivor = await createPart(`КП-${round}-А`);
      const merged = await createPart(`КП-${round}-Б`);
      const before = await offer(ural, `Колодка ${round}`, 1_000 + round);
      await ok(await link(ural, before, merged.id));
      const racing = await Promise.all([
        offer(ural, `Колодка ${round}-1`, 900),
        offer(trans, `Колодка ${round}-2`, 950),
        offer(trans, `Колодка ${round}-3`, 990),
      ]);
      const [merge, ...links] = await Promise.all([
        send(`/api/admin/parts/${merged.id}/merge`, admin.accessToken, {
          intoPartId: survivor.id,
          reason: 'дубль',
        }),
        link(ural, racing[0]!, merged.id),
        link(trans, racing[1]!, merged.id),
        link(trans, racing[2]!, merged.id),
      ]);
      expect([200, 202]).toContain(merge.status);
      for (const response of links) expect([200, 202]).toContain(response.status);
      for (const productId of [before, ...racing])
        expect(await partOf(productId), `товар ${productId}, круг ${round}`).toBe(survivor.id);
      expect((await part(survivor.id)).offers.map((o) => o.productId).sort()).toEqual(
        [before, ...racing].sort(),
      );
    }
  });
});

describe('splitting a part', () => {
  it('moves the chosen offers and «same part» designations into a new part, with the reason in both histories', async () => {
    const wheel = await createPart('РУ1Ш-957-Г', 'Колёсная пара');
    await ok(
      await send(`/api/admin/parts/${wheel.id}/cross-references`, admin.accessToken, {
        designation: 'РУ1Ш-957-Г-ТВ',
        kind: 'same',
        source: 'ошибочно',
      }),
      201,
    );
    const keep = await offer(ural, 'Колёсная пара РУ1Ш', 210_000);
    const move = await offer(trans, 'Колёсная пара РУ1Ш ТВЧ', 230_000);
    await ok(await link(ural, keep, wheel.id));
    await ok(await link(trans, move, wheel.id));

    const reason = 'ТВЧ-закалка — другая деталь';
    const body = {
      designation: 'РУ1Ш-957-Г-ТВЧ',
      name: 'Колёсная пара ТВЧ',
      productIds: [move],
      designations: ['РУ1Ш-957-Г-ТВ'],
      reason,
    };
    await refused(
      await send(`/api/admin/parts/${wheel.id}/split`, admin.accessToken, { ...body, productIds: [999_999] }),
      400,
      PART_MESSAGES.splitForeignOffer(999_999),
    );
    await refused(
      await send(`/api/admin/parts/${wheel.id}/split`, admin.accessToken, { ...body, reason: '' }),
      400,
      PART_MESSAGES.reason,
    );
    await refused(
      await send(`/api/admin/parts/${wheel.id}/split`, admin.accessToken, {
        ...body,
        designation: 'РУ1Ш 957 Г',
      }),
      409,
      PART_MESSAGES.designationTaken('РУ1Ш 957 Г'),
    );
    const created = await ok<Part>(
      await send(`/api/admin/parts/${wheel.id}/split`, admin.accessToken, body),
      201,
    );
    expect(created.designation).toBe('РУ1Ш-957-Г-ТВЧ');
    expect(created.offers.map((o) => o.productId)).toEqual([move]);
    expect(created.designations.map((d) => d.designation)).toEqual(['РУ1Ш-957-Г-ТВЧ', 'РУ1Ш-957-Г-ТВ']);
    const rest = await part(wheel.id);
    expect(rest.offers.map((o) => o.productId)).toEqual([keep]);
    expect(rest.designations.map((d) => d.designation)).toEqual(['РУ1Ш-957-Г']);
    expect(await partOf(move)).toBe(created.id);
    expect((await history(wheel.id)).find((e) => e.action === 'Разделена')).toMatchObject({ reason });
    expect((await history(created.id)).find((e) => e.action === 'Выделена из другой позиции')).toMatchObject({
      reason,
    });
    // The moved designation is the new part's now.
    await refused(
      await send(`/api/admin/parts/${wheel.id}/cross-references`, admin.accessToken, {
        designation: 'РУ1Ш-957-Г-ТВ',
        kind: 'same',
      }),
      409,
      PART_MESSAGES.designationTaken('РУ1Ш-957-Г-ТВ'),
    );
  });
});

describe('cross-reference proposals', () => {
  const supplierName = 'Уралов Пётр';
  beforeAll(async () => {
    const profile = await server.request('/api/users/profile', {
      method: 'PUT',
      json: { firstName: 'Пётр', lastName: 'Уралов' },
      token: ural.accessToken,
    });
    expect(profile.status).toBe(200);
  });

  it('a supplier proposes, an admin approves or rejects with a reason, the supplier sees the status', async () => {
    const coupler = await createPart('СА-3', 'Автосцепка СА-3');
    const proposal = await ok<Proposal>(
      await send(`/api/parts/${coupler.id}/cross-reference-proposals`, ural.accessToken, {
        designation: '106.01.000-0',
        kind: 'same',
        source: 'чертёж',
      }),
      201,
    );
    expect(proposal).toMatchObject({
      part: { id: coupler.id },
      designation: '106.01.000-0',
      status: 'pending',
      statusName: 'На рассмотрении',
    });
    await refused(
      await send(`/api/parts/${coupler.id}/cross-reference-proposals`, trans.accessToken, {
        designation: '106 01 000 0',
        kind: 'same',
      }),
      409,
      PART_MESSAGES.proposalPending,
    );
    await refused(
      await send(`/api/parts/${coupler.id}/cross-reference-proposals`, trans.accessToken, {
        designation: 'са3',
        kind: 'same',
      }),
      400,
      PART_MESSAGES.selfReference,
    );
    await refused(
      await send(`/api/parts/999999/cross-reference-proposals`, trans.accessToken, {
        designation: 'X',
        kind: 'same',
      }),
      404,
      PART_MESSAGES.partNotFound,
    );
    const analogue = await ok<Proposal>(
      await send(`/api/parts/${coupler.id}/cross-reference-proposals`, trans.accessToken, {
        designation: 'СА-4',
        kind: 'analogue',
      }),
      201,
    );

    const pending = await ok<{ proposals: Proposal[] }>(
      await server.request('/api/admin/part-proposals?status=pending', { token: admin.accessToken }),
    );
    expect(pending.proposals.map((p) => p.id)).toEqual([analogue.id, proposal.id]);
    // Each names its supplier as the site names a party (ADR 0058), never a bare number.
    expect(pending.proposals.find((p) => p.id === proposal.id)?.proposedByName).toBe(supplierName);
    await refused(
      await server.request('/api/admin/part-proposals?status=maybe', { token: admin.accessToken }),
      400,
      PART_MESSAGES.proposalStatus,
    );

    const approved = await ok<Proposal>(
      await send(`/api/admin/parts/${coupler.id}/proposals/${proposal.id}/approve`, admin.accessToken, {}),
    );
    expect(approved).toMatchObject({ status: 'approved', statusName: 'Одобрено' });
    await refused(
      await send(`/api/admin/parts/${coupler.id}/proposals/${proposal.id}/reject`, admin.accessToken, {
        reason: 'поздно',
      }),
      409,
      PART_MESSAGES.proposalDecided,
    );
    await refused(
      await send(`/api/admin/parts/${coupler.id}/proposals/${analogue.id}/reject`, admin.accessToken, {}),
      400,
      PART_MESSAGES.reason,
    );
    await ok(
      await send(`/api/admin/parts/${coupler.id}/proposals/${analogue.id}/reject`, admin.accessToken, {
        reason: 'СА-4 не взаимозаменяема с СА-3',
      }),
    );

    expect((await part(coupler.id)).designations.map((d) => d.designation)).toEqual(['СА-3', '106.01.000-0']);
    const mine = await ok<{ proposals: Proposal[] }>(
      await server.request('/api/supplier/part-proposals', { token: trans.accessToken }),
    );
    expect(mine.proposals.map((p) => [p.designation, p.statusName, p.reason])).toEqual([
      ['СА-4', 'Отклонено', 'СА-4 не взаимозаменяема с СА-3'],
    ]);
    const journal = await ok<{ entries: Array<{ action: string; reason: string | null }> }>(
      await server.request(`/api/admin/audit?entityType=part&entityId=${coupler.id}`, {
        token: admin.accessToken,
      }),
    );
    expect(journal.entries.map((e) => [e.action, e.reason])).toEqual(
      expect.arrayContaining([
        ['Отклонена предложенная перекрёстная ссылка', 'СА-4 не взаимозаменяема с СА-3'],
        ['Одобрена предложенная перекрёстная ссылка', null],
      ]),
    );
  });
});

describe('price-list import links rows by designation', () => {
  it('a row whose артикул is a part’s designation or «same part» cross-reference becomes an offer of that part; the report counts them', async () => {
    const bolster = await createPart('100.00.010-1', 'Балка надрессорная');
    await ok(
      await send(`/api/admin/parts/${bolster.id}/cross-references`, admin.accessToken, {
        designation: '1750.00.010',
        kind: 'same',
        source: 'каталог завода',
      }),
      201,
    );
    const lines = [
      'Артикул;Наименование;Цена, руб;Категория;Качество',
      // Typed with other separators and a Latin look-alike: the same designation.
      '100 00 010 1;Балка надрессорная;150000;Тележка;новый',
      '1750-00-010;Балка надрессорная литая;149000;Тележка;новый',
      'НЕТ-ТАКОЙ-1;Клин фрикционный;1200;Тележка;новый',
    ];
    const form = new FormData();
    form.append('file', new Blob([new TextEncoder().encode(`${lines.join('\n')}\n`)]), 'price.csv');
    const started = await ok<{ id: string }>(
      await server.request('/api/price-list/import', {
        method: 'POST',
        body: form,
        token: trans.accessToken,
      }),
      202,
    );
    const job = await vi.waitFor(
      async () => {
        const answer = await ok<{ state: string; created: number; linked: number }>(
          await server.request(`/api/price-list/import/${started.id}`, { token: trans.accessToken }),
        );
        if (answer.state !== 'done') throw new Error('still running');
        return answer;
      },
      { timeout: 30_000, interval: 50 },
    );
    expect(job).toMatchObject({ created: 3, linked: 2 });
    const mine = await ok<{ products: Array<{ id: number; partNumber: string }> }>(
      await server.request('/api/products?mine=true&limit=100', { token: trans.accessToken }),
    );
    const byNumber = new Map(mine.products.map((p) => [p.partNumber, p.id]));
    const partOfDraft = async (partNumber: string) =>
      (
        await ok<{ partId: number | null }>(
          await server.request(`/api/products/${byNumber.get(partNumber)}`, { token: trans.accessToken }),
        )
      ).partId;
    expect(await partOfDraft('100 00 010 1')).toBe(bolster.id);
    expect(await partOfDraft('1750-00-010')).toBe(bolster.id);
    expect(await partOfDraft('НЕТ-ТАКОЙ-1')).toBeNull();
  });
});
