import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomCompany } from '../support/requisites.ts';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';

/**
 * Issue 29, finding 4 (ADR 0050): server-rendered pages are safe for any text. A product named
 * `Деталь $' конец` gave its page 11 `</head>`: the page assembly passed text anyone may type as the
 * replacement string of `String.replace`, which reads `$'`, `` $` ``, `$&` and `$1` as patterns.
 * Every field that reaches a public page here holds all of them, with `</script>`, `<!--` and
 * U+2028; every public page is rendered by the real renderer (the SPA's build) and must keep its
 * shape (one head, one root, one data block) and show each text as it was typed: in the markup,
 * in the head, in the schema.org data and in the data embedded for the browser.
 */

const SPA = resolve(import.meta.dirname, '../../frontend/dist');
const built = existsSync(resolve(SPA, 'index.html')) && existsSync(resolve(SPA, '../dist-server/server.js'));

/** What each field holds after its label: every replacement pattern, a script end, a comment start, a line separator. */
const PAYLOAD = "$' $` $& $1 </script> <!-- \u2028 конец";
/** A field's text: its label, so that a page's text can be traced to the field it came from. */
const typed = (label: string) => `⟦${label}⟧ ${PAYLOAD}`;
const LABEL = /⟦([^⟧]+)⟧/g;
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Titles and descriptions of the head are one line: white space runs (U+2028 too) are one space. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

/** Every string inside a JSON value. */
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : [];

/**
 * Each label in `text` must be followed by the payload as typed: exactly (`exact`), with its white
 * space collapsed (`line`: a title, a description), or either (`either`: schema.org data, which
 * holds names as typed and descriptions on one line). Nothing of it lost, doubled or turned into
 * something else. Returns the labels found.
 */
function labelsIntact(text: string, where: string, form: 'exact' | 'line' | 'either'): string[] {
  const accepted =
    form === 'exact' ? [PAYLOAD] : form === 'line' ? [oneLine(PAYLOAD)] : [PAYLOAD, oneLine(PAYLOAD)];
  const found: string[] = [];
  for (const match of text.matchAll(LABEL)) {
    found.push(match[1]!);
    const start = match.index + match[0].length + 1;
    const after =
      accepted.find((payload) => text.startsWith(payload, start)) ??
      text.slice(start, start + PAYLOAD.length);
    expect(accepted, `${where}: the text after ⟦${match[1]}⟧`).toContain(after);
  }
  return found;
}

/** The text a string shows: rich text (HTML) as its reader sees it, anything else as it is. */
const shown = (value: string): string =>
  /^\s*</.test(value) ? (JSDOM.fragment(value).textContent ?? '') : value;

describe.skipIf(!built)('public pages with any text in every field (needs npm run build)', () => {
  let server: TestServer;
  let admin: SignedIn;
  const ids: {
    product: number;
    news: number;
    service: number;
    categorySlug: string;
    serviceCategorySlug: string;
  } = {
    product: 0,
    news: 0,
    service: 0,
    categorySlug: '',
    serviceCategorySlug: '',
  };

  const send = async <T>(
    method: string,
    path: string,
    token: string,
    json?: unknown,
    status = 200,
  ): Promise<T> => {
    const response = await server.request(path, { method, token, json });
    const body = await response.text();
    expect(response.status, `${method} ${path}: ${body}`).toBe(status);
    return (body ? JSON.parse(body) : null) as T;
  };

  beforeAll(async () => {
    server = await startTestServer({ seedDemo: false, env: { SPA_DIR: SPA } });
    admin = await server.createAdmin();
    const token = admin.accessToken;

    await send(
      'POST',
      '/api/admin/navigation',
      token,
      { text: typed('меню'), link: '/catalog', type: 'page', isActive: true },
      201,
    );
    await send('PUT', '/api/admin/pages/home', token, {
      banner: { title: typed('баннер'), description: typed('баннер-описание') },
      advantages: [1, 2, 3].map((n) => ({
        title: typed(`преимущество-${n}`),
        description: typed(`преимущество-${n}-описание`),
      })),
    });
    await send('PUT', '/api/admin/pages/guide', token, {
      title: typed('руководство'),
      description: typed('руководство-описание'),
      sections: [{ title: typed('раздел'), content: `<p>${escapeHtml(typed('раздел-текст'))}</p>` }],
    });
    await send('PUT', '/api/admin/pages/contacts', token, {
      title: typed('контакты'),
      description: typed('контакты-описание'),
      contacts: [
        { type: 'Адрес', value: typed('контакт-адрес') },
        { type: 'Режим работы', value: typed('контакт-часы') },
      ],
      mapCoordinates: { lat: 55.7766, lng: 37.6642 },
    });
    const root = await send<{ id: number }>(
      'POST',
      '/api/admin/categories',
      token,
      { name: typed('раздел-каталога') },
      201,
    );
    const category = await send<{ id: number; slug: string }>(
      'POST',
      '/api/admin/categories',
      token,
      { name: typed('категория'), parentId: root.id },
      201,
    );
    ids.categorySlug = category.slug;
    const serviceCategory = await send<{ id: number; slug: string }>(
      'POST',
      '/api/admin/service-categories',
      token,
      { name: typed('категория-услуг') },
      201,
    );
    ids.serviceCategorySlug = serviceCategory.slug;

    const supplier = await server.registerUser({ role: 'supplier' });
    const own = supplier.accessToken;
    await send(
      'POST',
      '/api/companies',
      own,
      { ...randomCompany(typed('компания')), legalAddress: typed('адрес-компании') },
      201,
    );
    const seller = await server.login(supplier.user.email, supplier.password);
    const warehouse = await send<{ id: number }>(
      'POST',
      '/api/warehouses',
      seller.accessToken,
      {
        name: typed('склад'),
        address: typed('адрес-склада'),
        city: typed('город'),
        workingHours: typed('часы'),
      },
      201,
    );
    const service = await send<{ id: number }>(
      'POST',
      '/api/services',
      seller.accessToken,
      {
        name: typed('услуга'),
        shortDescription: typed('услуга-кратко'),
        description: typed('услуга-описание'),
        priceType: 'fixed',
        price: 5000,
        duration: typed('срок'),
        location: typed('место'),
        requirements: typed('требования'),
        categoryId: serviceCategory.id,
      },
      201,
    );
    ids.service = service.id;
    await send('POST', `/api/services/${service.id}/submit`, seller.accessToken);
    await send('POST', `/api/admin/services/${service.id}/publish`, token);
    const product = await send<{ id: number }>(
      'POST',
      '/api/products',
      seller.accessToken,
      {
        name: typed('товар'),
        partNumber: typed('артикул'),
        price: 12345,
        description: typed('описание'),
        categoryId: category.id,
        quality: 'new',
        characteristics: [{ name: typed('характеристика'), value: typed('значение') }],
        deliverySet: [{ itemName: typed('комплект'), quantity: 1 }],
        normativeDocuments: [
          { name: typed('документ'), standard: typed('стандарт'), documentNumber: typed('номер') },
        ],
        componentDescriptions: [{ componentName: typed('узел'), description: typed('узел-описание') }],
        services: [{ id: service.id, name: typed('услуга') }],
      },
      201,
    );
    ids.product = product.id;
    await send('PUT', `/api/products/${product.id}/stock`, seller.accessToken, {
      stocks: [{ warehouseId: warehouse.id, quantity: 5 }],
    });
    await send('POST', `/api/products/${product.id}/submit`, seller.accessToken);
    await send('POST', `/api/admin/products/${product.id}/publish`, token);
    const news = await send<{ id: number }>(
      'POST',
      '/api/admin/news',
      token,
      { title: typed('новость'), content: `<p>${escapeHtml(typed('новость-текст'))}</p>`, image: null },
      201,
    );
    ids.news = news.id;
    await send('POST', `/api/admin/news/${news.id}/publish`, token, {});
  }, 120_000);
  afterAll(() => server?.stop());

  /** Every page shows the menu (header) and the contacts (footer) besides its own fields. */
  const shell = ['меню', 'контакт-адрес'];
  const cases: Array<{
    name: string;
    path: () => string;
    page: string[];
    head?: { title: string; description: string; schemaOrg: string[] };
  }> = [
    {
      name: 'the home page',
      path: () => '/',
      page: [
        'баннер',
        'баннер-описание',
        'преимущество-1',
        'преимущество-3-описание',
        'товар',
        'раздел-каталога',
        'категория-услуг',
      ],
      head: { title: 'баннер', description: 'баннер-описание', schemaOrg: [] },
    },
    { name: 'the catalogue', path: () => '/catalog', page: ['раздел-каталога', 'товар', 'описание'] },
    {
      name: 'a category',
      path: () => `/catalog/${ids.categorySlug}`,
      page: ['категория', 'товар', 'описание'],
      // Its list (ItemList) names the products it shows.
      head: { title: 'категория', description: 'категория', schemaOrg: ['категория', 'товар'] },
    },
    {
      name: 'a product',
      path: () => `/product/${ids.product}`,
      page: [
        'товар',
        'описание',
        'категория',
        'характеристика',
        'значение',
        'комплект',
        'документ',
        'стандарт',
        'номер',
        'узел',
        'узел-описание',
        'услуга',
      ],
      head: {
        title: 'товар',
        description: 'описание',
        // The breadcrumb names the whole path: the category's parent section too (ADR 0066).
        schemaOrg: ['товар', 'описание', 'раздел-каталога', 'категория', 'компания'],
      },
    },
    { name: 'the services', path: () => '/services', page: ['услуга', 'услуга-кратко', 'категория-услуг'] },
    {
      name: 'a service category',
      path: () => `/services/${ids.serviceCategorySlug}`,
      page: ['услуга', 'услуга-кратко', 'категория-услуг'],
      head: {
        title: 'категория-услуг',
        description: 'категория-услуг',
        schemaOrg: ['категория-услуг', 'услуга'],
      },
    },
    {
      name: 'a service',
      path: () => `/service/${ids.service}`,
      page: ['услуга', 'услуга-кратко', 'услуга-описание', 'срок'],
      head: {
        title: 'услуга',
        description: 'услуга-кратко',
        // The provider is named as people see it: the company of a supplier who gave no name of their own (ADR 0058).
        schemaOrg: ['услуга', 'услуга-кратко', 'категория-услуг', 'место', 'компания'],
      },
    },
    { name: 'the news', path: () => '/news', page: ['новость', 'новость-текст'] },
    {
      name: 'a news item',
      path: () => `/news/${ids.news}`,
      page: ['новость', 'новость-текст'],
      head: { title: 'новость', description: 'новость-текст', schemaOrg: ['новость'] },
    },
    {
      name: 'the guide',
      path: () => '/guide',
      page: ['руководство', 'руководство-описание', 'раздел', 'раздел-текст'],
    },
    {
      name: 'the contacts',
      path: () => '/contacts',
      page: ['контакты', 'контакты-описание', 'контакт-часы'],
    },
  ];

  for (const { name, path, page, head } of cases)
    it(`${name}: one head, one root, every text as typed`, async () => {
      const response = await server.request(path());
      expect(response.status).toBe(200);
      const html = await response.text();
      // The document's shape: one head, one root, one block of data; every script closed where it should be.
      expect(html.match(/<\/head>/g)).toHaveLength(1);
      expect(html.match(/<body/g)).toHaveLength(1);
      expect(html.match(/id="root"/g)).toHaveLength(1);
      expect(html.match(/id="page-data"/g)).toHaveLength(1);
      expect(html.match(/<script\b/g)?.length).toBe(html.match(/<\/script>/g)?.length);

      const document = new JSDOM(html).window.document;
      const found = new Map<string, string[]>();
      const check = (where: string, text: string, form: 'exact' | 'line' | 'either') =>
        found.set(where, labelsIntact(text, where, form));
      check('the page', document.getElementById('root')!.textContent ?? '', 'either');
      check('the title', document.title, 'either');
      check(
        'the description',
        document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
        'either',
      );
      const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) =>
        strings(JSON.parse(script.textContent ?? '')),
      );
      check('the schema.org data', jsonLd.join('\n'), 'either');
      const data = JSON.parse(document.getElementById('page-data')!.textContent ?? '') as {
        complete: boolean;
      };
      expect(data.complete).toBe(true);
      check('the embedded data', strings(data).map(shown).join('\n'), 'either');
      // Each page shows its own fields (and the shell's), in the markup and in the data it was rendered from.
      const labels = (where: string) => [...new Set(found.get(where))];
      expect(labels('the page')).toEqual(expect.arrayContaining([...shell, ...page]));
      expect(labels('the embedded data')).toEqual(expect.arrayContaining([...shell, ...page]));
      if (head) {
        expect(labels('the title')).toEqual([head.title]);
        expect(labels('the description')).toEqual([head.description]);
        expect(labels('the schema.org data').sort()).toEqual([...head.schemaOrg].sort());
      }
    });
});
