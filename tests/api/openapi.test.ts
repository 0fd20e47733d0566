import { readFileSync } from 'node:fs';
import { compileErrors, validate, type ParserOptions } from '@readme/openapi-parser';
// OpenAPI 3.1 schemas are JSON Schema 2020-12.
import { Ajv2020 } from 'ajv/dist/2020.js';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OPENAPI_PATH, createApp } from '../../backend/app/app.ts';
import { SPA_DIR } from '../../backend/app/server.ts';
import { TEST_IMAGES } from '../support/images.ts';
import { letters } from '../support/outbox.ts';
import { randomCompany } from '../support/requisites.ts';
import { TEST_INN, startTestServer, type TestServer } from '../support/test-server.ts';
import { marketplaceDayIn } from '../support/days.ts';
import { marketplaceYear } from '../../shared/calendar/index.ts';

type Json = Record<string, unknown>;

interface Operation {
  readonly tags?: string[];
  readonly summary?: string;
  readonly description?: string;
  readonly operationId?: string;
  readonly security?: Array<Record<string, string[]>>;
  readonly responses?: Record<string, Json>;
  readonly 'x-roles'?: string[];
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const ROLES = ['anyone', 'signed-in', 'buyer', 'supplier', 'owner', 'admin'];

const document = parse(readFileSync(OPENAPI_PATH, 'utf8')) as Json & {
  paths: Record<string, Record<string, unknown>>;
  tags: Array<{ name: string; description?: string }>;
};
/** An operation's tag must be one the document declares (and describes) at its top. */
const TAGS = document.tags.filter((tag) => Boolean(tag.description)).map((tag) => tag.name);

/** Every documented operation as `METHOD /path`, with the operation. */
function documentedOperations(): Map<string, Operation> {
  const operations = new Map<string, Operation>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method] as Operation | undefined;
      if (operation) operations.set(`${method.toUpperCase()} ${path}`, operation);
    }
  }
  return operations;
}

// ---- the routes Express has registered -----------------------------------------------------------

/** What router 2.x keeps of a layer (node_modules/router/lib/layer.js, lib/route.js). */
interface RouteLike {
  readonly path: unknown;
  readonly methods: Record<string, boolean | undefined>;
}
interface LayerLike {
  /** The path as given to `use()` or `route()` (router ≥ 2.3). */
  readonly rawPath?: unknown;
  /** `use('/')` or `use(fn)` without a path. */
  readonly slash?: boolean;
  readonly route?: RouteLike;
  readonly handle: unknown;
}
interface RouterLike {
  readonly stack: readonly LayerLike[];
}

const isRouter = (handle: unknown): handle is RouterLike =>
  typeof handle === 'function' && Array.isArray((handle as { stack?: unknown }).stack);

function joinPath(prefix: string, path: string): string {
  const joined = `${prefix.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  return joined.length > 1 ? joined.replace(/\/+$/, '') : '/';
}

/** Express 5 `/:id` as OpenAPI `/{id}`; wildcards and optional parts have no OpenAPI form. */
function openApiPath(path: string): string {
  if (/[*?(){}]/.test(path))
    throw new Error(`route ${path} uses a pattern the walker cannot express as an OpenAPI path`);
  return path.replace(/:(\w+)/g, '{$1}');
}

/** The SPA's history fallback (app.ts): not an API route. */
const SPA_FALLBACK = String(/.*/);

/**
 * Every `METHOD /path` of the app, walking `app.router.stack`: route layers give their methods
 * (`route.methods`, without the automatic HEAD of a GET), mounted routers (`use(path, router)`)
 * are walked with their mount path as prefix. Plain middleware is no route.
 */
function registeredRoutes(router: RouterLike, prefix = '', found = new Set<string>()): Set<string> {
  for (const layer of router.stack) {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? (layer.route.path as unknown[]) : [layer.route.path];
      for (const path of paths) {
        if (path instanceof RegExp) {
          if (prefix === '' && String(path) === SPA_FALLBACK) continue;
          throw new Error(
            `route ${String(path)} under '${prefix}' is a regular expression: document it and teach this walker its path`,
          );
        }
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (!on) continue;
          if (method === '_all')
            throw new Error(
              `route ${String(path)} answers every method (.all): document its methods instead`,
            );
          found.add(`${method.toUpperCase()} ${openApiPath(joinPath(prefix, String(path)))}`);
        }
      }
    } else if (isRouter(layer.handle)) {
      const mount = typeof layer.rawPath === 'string' ? layer.rawPath : layer.slash ? '/' : undefined;
      if (mount === undefined) {
        throw new Error(
          `a router is mounted at ${String(layer.rawPath)}: the walker reads only string mount paths (router ≥ 2.3 rawPath)`,
        );
      }
      registeredRoutes(layer.handle, joinPath(prefix, mount), found);
    }
  }
  return found;
}

// ---- the test server ---------------------------------------------------------------------------

let server: TestServer;
let appRoutes: Set<string>;

beforeAll(async () => {
  server = await startTestServer();
  // The same composition as the running server's (createApp over its platform and modules).
  const app = createApp(server.platform, server.modules, { spaDir: SPA_DIR });
  appRoutes = registeredRoutes((app as unknown as { router: RouterLike }).router);
});
afterAll(() => server.stop());

describe('docs/openapi.yaml', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const options: ParserOptions = {};
    const result = await validate(structuredClone(document) as never, options);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('documents every route the app serves, and no route it does not', () => {
    // The walker must have seen the mounted routers too (their routes carry the mount path).
    expect(appRoutes).toContain('GET /api/products');
    expect(appRoutes).toContain('POST /api/admin/categories');
    expect(appRoutes).toContain('GET /uploads/{folder}/{name}');

    const documented = new Set(documentedOperations().keys());
    const missing = [...appRoutes].filter((route) => !documented.has(route)).sort();
    // HEAD is answered by a GET route (Express does it); documenting it is not stale.
    const exists = (route: string): boolean =>
      appRoutes.has(route) ||
      (route.startsWith('HEAD ') && appRoutes.has(`GET ${route.slice('HEAD '.length)}`));
    const stale = [...documented].filter((route) => !exists(route)).sort();
    const report = [
      `docs/openapi.yaml is out of step with the app (${appRoutes.size} routes registered, ${documented.size} operations documented).`,
      ...(missing.length
        ? [
            'Registered but not documented (add them to docs/openapi.yaml):',
            ...missing.map((r) => `  + ${r}`),
          ]
        : []),
      ...(stale.length
        ? ['Documented but not registered (remove or fix them):', ...stale.map((r) => `  - ${r}`)]
        : []),
    ].join('\n');
    expect({ missing, stale }, report).toEqual({ missing: [], stale: [] });
  });

  it('says for every operation who may call it, consistently with its security', () => {
    const problems: string[] = [];
    for (const [route, operation] of documentedOperations()) {
      const fail = (text: string) => problems.push(`${route}: ${text}`);
      const roles = operation['x-roles'] ?? [];
      if (!operation.summary) fail('no summary');
      if (!operation.operationId) fail('no operationId');
      if (operation.tags?.length !== 1 || !TAGS.includes(operation.tags[0]!))
        fail(`tags ${JSON.stringify(operation.tags)}: one of ${TAGS.join(', ')}`);
      if (!operation.description?.startsWith('**Who:**'))
        fail('the description does not start with "**Who:**"');
      if (roles.length === 0 || roles.some((role) => !ROLES.includes(role)))
        fail(`x-roles ${JSON.stringify(roles)}: some of ${ROLES.join(', ')}`);
      const security = operation.security;
      if (security === undefined) fail('no security (use [] for public routes)');
      const responses = operation.responses ?? {};
      if (roles.includes('anyone')) {
        if (
          security &&
          security.length > 0 &&
          !security.some((requirement) => Object.keys(requirement).length === 0)
        ) {
          fail('x-roles says anyone, but the security requires a token');
        }
      } else {
        if (JSON.stringify(security) !== JSON.stringify([{ bearerAuth: [] }]))
          fail('needs security [{ bearerAuth: [] }]');
        if (!responses['401']) fail('needs a 401 response');
        if (!(roles.length === 1 && roles[0] === 'signed-in') && !responses['403'])
          fail('needs a 403 response');
      }
      if (!Object.keys(responses).some((status) => /^2\d\d$/.test(status))) fail('no success response');
    }
    expect(problems).toEqual([]);
  });
});

describe('GET /api/openapi.json', () => {
  it('answers the document as JSON, public and cacheable', async () => {
    const response = await server.request('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await response.json()).toEqual(document);
  });
});

describe('actual answers match the documented schemas', () => {
  // OpenAPI keywords (`example`, `x-roles`, ...) sit beside the schema keywords: not strict.
  const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: false, validateSchema: false });
  ajv.addSchema(document, 'openapi');
  const escape = (segment: string): string =>
    encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'));

  /** Checks a body against the schema documented for the operation's response. */
  async function check(response: Response, path: string, method: string, status: number): Promise<unknown> {
    expect(response.status).toBe(status);
    const body: unknown = await response.json();
    const at = (keys: readonly string[]): unknown =>
      keys.reduce<unknown>((node, key) => (node as Json | undefined)?.[key], document);
    let answer = ['paths', path, method, 'responses', String(status)];
    // A shared answer (`$ref: '#/components/responses/…'`) is checked with its own schema.
    const ref = (at(answer) as { $ref?: unknown } | undefined)?.$ref;
    if (typeof ref === 'string')
      answer = ref
        .replace(/^#\//, '')
        .split('/')
        .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));
    const pointer = [...answer, 'content', 'application/json', 'schema'];
    const documented = at(pointer);
    expect(documented, `${method.toUpperCase()} ${path} documents no JSON ${status} answer`).toBeDefined();
    const schemaRef = `openapi#/${pointer.map(escape).join('/')}`;
    const valid = ajv.validate({ $ref: schemaRef }, body);
    expect(
      valid,
      `${method.toUpperCase()} ${path} ${status}: ${ajv.errorsText(ajv.errors, { dataVar: 'body' })}`,
    ).toBe(true);
    return body;
  }

  let productId: number;

  it('GET /api/products?limit=2', async () => {
    const list = (await check(
      await server.request('/api/products?limit=2'),
      '/api/products',
      'get',
      200,
    )) as {
      products: Array<{ id: number }>;
    };
    expect(list.products).toHaveLength(2);
    productId = list.products[0]!.id;
  });

  it('GET /api/catalog/summary with filters and a sort (ADR 0066), and a bad value', async () => {
    const summary = (await check(
      await server.request('/api/catalog/summary?limit=12&inStock=true&condition=new&sort=priceAsc'),
      '/api/catalog/summary',
      'get',
      200,
    )) as { cards: unknown[] };
    expect(summary.cards.length).toBeGreaterThan(0);
    await check(await server.request('/api/catalog/summary?sort=cheap'), '/api/catalog/summary', 'get', 400);
  });

  it('GET /api/products/{id}, as anyone and as an admin (with the moderation fields)', async () => {
    const path = `/api/products/${productId}`;
    const publicView = (await check(await server.request(path), '/api/products/{id}', 'get', 200)) as Json;
    expect(publicView).not.toHaveProperty('submittedAt');
    const adminView = (await check(
      await server.request(path, { token: server.token('admin') }),
      '/api/products/{id}',
      'get',
      200,
    )) as Json;
    expect(adminView).toHaveProperty('submittedAt');
  });

  it('GET /api/products/{id} of an unknown product answers the documented error', async () => {
    const body = await check(
      await server.request('/api/products/999999999'),
      '/api/products/{id}',
      'get',
      404,
    );
    expect(body).toMatchObject({ message: 'Товар не найден', code: 'not_found' });
  });

  it('GET /api/categories?tree_view=true and the flat list', async () => {
    const tree = (await check(
      await server.request('/api/categories?tree_view=true'),
      '/api/categories',
      'get',
      200,
    )) as Json[];
    expect(tree.length).toBeGreaterThan(0);
    expect(tree.some((category) => (category.children as unknown[]).length > 0)).toBe(true);
    await check(await server.request('/api/categories'), '/api/categories', 'get', 200);
  });

  it('the admin’s category commands: create, mark as a name filter, rename, move, reorder, image, delete (the SPA’s category admin types come from here)', async () => {
    const admin = await server.createAdmin();
    const as = (path: string, method: string, json?: unknown) =>
      server.request(path, { method, token: admin.accessToken, json });
    const root = (await check(
      await as('/api/admin/categories', 'POST', {
        name: `Тормозное оборудование ${Date.now()}`,
        parentId: null,
      }),
      '/api/admin/categories',
      'post',
      201,
    )) as {
      id: number;
    };
    const child = (await check(
      await as('/api/admin/categories', 'POST', { name: 'Воздухораспределители', parentId: root.id }),
      '/api/admin/categories',
      'post',
      201,
    )) as {
      id: number;
    };
    const filter = (await check(
      await as('/api/admin/categories', 'POST', { name: 'Клапаны', parentId: root.id }),
      '/api/admin/categories',
      'post',
      201,
    )) as { id: number };
    const marked = await as(`/api/admin/categories/${filter.id}/name-filter`, 'PUT', { isNameFilter: true });
    expect(
      (
        (await check(marked, '/api/admin/categories/{id}/name-filter', 'put', 200)) as {
          is_name_filter: boolean;
        }
      ).is_name_filter,
    ).toBe(true);
    await check(
      await as(`/api/admin/categories/${child.id}`, 'PUT', { name: 'Воздухораспределители № 483' }),
      '/api/admin/categories/{id}',
      'put',
      200,
    );
    await check(
      await as(`/api/admin/categories/${child.id}/image`, 'PUT', {
        image: '/uploads/images/a.png',
        icon: null,
      }),
      '/api/admin/categories/{id}/image',
      'put',
      200,
    );
    await check(
      await as(`/api/admin/categories/${child.id}/move`, 'POST', { parentId: null }),
      '/api/admin/categories/{id}/move',
      'post',
      200,
    );
    await check(
      await as('/api/admin/categories/reorder', 'POST', { parentId: root.id, orderedIds: [filter.id] }),
      '/api/admin/categories/reorder',
      'post',
      200,
    );
    expect((await as(`/api/admin/categories/${child.id}`, 'DELETE')).status).toBe(204);
  });

  it('the admin’s site management: the news desk, the menu and a page with its history (the SPA’s site-management types come from here)', async () => {
    const admin = await server.createAdmin();
    const as = (path: string, method = 'GET', json?: unknown) =>
      server.request(path, { method, token: admin.accessToken, json });
    const news = (await check(
      await as('/api/admin/news', 'POST', {
        title: 'Новые колёсные пары на складе',
        content: '<p>Поступили РУ1Ш-957-Г.</p>',
        image: null,
      }),
      '/api/admin/news',
      'post',
      201,
    )) as {
      id: number;
    };
    await check(
      await as(`/api/admin/news/${news.id}`, 'PUT', {
        title: 'Колёсные пары на складе в Перми',
        content: '<p>Поступили.</p>',
      }),
      '/api/admin/news/{id}',
      'put',
      200,
    );
    await check(
      await as(`/api/admin/news/${news.id}/publish`, 'POST', {}),
      '/api/admin/news/{id}/publish',
      'post',
      200,
    );
    await check(
      await as(`/api/admin/news/${news.id}/unpublish`, 'POST', {}),
      '/api/admin/news/{id}/unpublish',
      'post',
      200,
    );
    const desk = (await check(await as('/api/admin/news?status=draft'), '/api/admin/news', 'get', 200)) as {
      news: Array<{ id: number }>;
    };
    expect(desk.news.map((item) => item.id)).toContain(news.id);
    expect((await as(`/api/admin/news/${news.id}`, 'DELETE')).status).toBe(204);

    const item = (await check(
      await as('/api/admin/navigation', 'POST', {
        text: 'Вакансии',
        link: '/careers',
        type: 'page',
        isActive: false,
      }),
      '/api/admin/navigation',
      'post',
      201,
    )) as {
      id: number;
    };
    await check(
      await as(`/api/admin/navigation/${item.id}`, 'PUT', {
        text: 'Вакансии',
        link: '/careers',
        type: 'page',
        isActive: true,
      }),
      '/api/admin/navigation/{id}',
      'put',
      200,
    );
    const menu = (await (await server.request('/api/navigation')).json()) as { items: Array<{ id: number }> };
    const reversed = menu.items.map((entry) => entry.id).reverse();
    await check(
      await as('/api/admin/navigation/reorder', 'POST', { orderedIds: reversed }),
      '/api/admin/navigation/reorder',
      'post',
      200,
    );
    expect((await as(`/api/admin/navigation/${item.id}`, 'DELETE')).status).toBe(204);

    const home = (await (await server.request('/api/pages/home')).json()) as {
      banner: { title: string; description: string };
      advantages: unknown[];
    };
    const changed = { ...home, banner: { ...home.banner, title: 'Запчасти для вагонов без простоя' } };
    await check(await as('/api/admin/pages/home', 'PUT', changed), '/api/admin/pages/{slug}', 'put', 200);
    const history = (await check(
      await as('/api/admin/pages/home/history'),
      '/api/admin/pages/{slug}/history',
      'get',
      200,
    )) as { versions: Array<{ version: number }> };
    expect(history.versions.length).toBeGreaterThan(0);
    const first = history.versions.at(-1)!.version;
    await check(
      await as('/api/admin/pages/home/restore', 'POST', { version: first }),
      '/api/admin/pages/{slug}/restore',
      'post',
      200,
    );
  });

  it('the operations console: the status, a rebuild started and followed to its switch (the SPA’s ops types come from here)', async () => {
    const admin = await server.createAdmin();
    const status = async () =>
      (await check(
        await server.request('/api/admin/ops', { token: admin.accessToken }),
        '/api/admin/ops',
        'get',
        200,
      )) as {
        projections: Array<{ name: string; rebuild: unknown; collection: string }>;
      };
    const before = (await status()).projections.find((projection) => projection.name === 'news')!;
    const started = await server.request('/api/admin/ops/projections/news/rebuild', {
      method: 'POST',
      token: admin.accessToken,
    });
    await check(started, '/api/admin/ops/projections/{name}/rebuild', 'post', 202);
    await expect
      .poll(async () => (await status()).projections.find((projection) => projection.name === 'news')!, {
        timeout: 30_000,
      })
      .toMatchObject({ rebuild: null, collection: expect.not.stringMatching(`^${before.collection}$`) });
  });

  it('GET /api/navigation', async () => {
    const menu = (await check(await server.request('/api/navigation'), '/api/navigation', 'get', 200)) as {
      items: unknown[];
    };
    expect(menu.items.length).toBeGreaterThan(0);
  });

  it('GET /api/pages/{slug}, /api/service-categories and /api/health', async () => {
    for (const slug of ['home', 'guide', 'contacts']) {
      await check(await server.request(`/api/pages/${slug}`), '/api/pages/{slug}', 'get', 200);
    }
    await check(await server.request('/api/service-categories'), '/api/service-categories', 'get', 200);
    await check(await server.request('/api/health'), '/api/health', 'get', 200);
    await check(
      await server.request('/api/health', { token: server.token('admin') }),
      '/api/health',
      'get',
      200,
    );
  });

  it('a stale token is a 401 where the answer depends on who asks, and is ignored on the reads that answer everyone alike', async () => {
    const buyer = await server.registerUser({ role: 'buyer' });
    const loggedOut = await server.request('/api/auth/logout', {
      method: 'POST',
      json: { refreshToken: buyer.refreshToken },
    });
    expect(loggedOut.status).toBe(204);
    const body = await check(
      await server.request('/api/health', { token: buyer.accessToken }),
      '/api/health',
      'get',
      401,
    );
    expect(body).toMatchObject({ code: 'unauthenticated' });
    // A visitor whose token went stale still sees the menu and the trees: the same answer as a guest's.
    for (const path of [
      '/api/categories',
      '/api/navigation',
      '/api/service-categories',
      '/api/pages/home',
      '/api/news',
    ]) {
      const withStaleToken = await server.request(path, { token: buyer.accessToken });
      expect(withStaleToken.status, path).toBe(200);
      expect(await withStaleToken.json(), path).toEqual(await (await server.request(path)).json());
    }
    // A token that is no token at all is ignored there too; a read that depends on who asks refuses it.
    expect((await server.request('/api/categories', { token: 'not-a-token' })).status).toBe(200);
    expect((await server.request('/api/products?mine=true', { token: 'not-a-token' })).status).toBe(401);
    // docs/.redocly.lint-ignore.yaml: these two declare no 4xx because they have none of their own.
    for (const path of ['/robots.txt', '/sitemap.xml']) {
      expect((await server.request(path, { token: buyer.accessToken })).status, path).toBe(200);
    }
  });

  it('the admin’s user list, a block and an unblock, and both in the journal (the SPA’s user-management and audit types come from here)', async () => {
    const admin = await server.createAdmin();
    const buyer = await server.registerUser({ role: 'buyer' });
    const list = (await check(
      await server.request('/api/admin/users?role=buyer', { token: admin.accessToken }),
      '/api/admin/users',
      'get',
      200,
    )) as { users: Array<{ id: number }> };
    expect(list.users.map((user) => user.id)).toContain(buyer.user.id);
    const blocked = await server.request(`/api/admin/users/${buyer.user.id}/block`, {
      method: 'PUT',
      token: admin.accessToken,
      json: { reason: 'Проверка документов' },
    });
    expect(
      ((await check(blocked, '/api/admin/users/{id}/block', 'put', 200)) as { status: string }).status,
    ).toBe('blocked');
    const unblocked = await server.request(`/api/admin/users/${buyer.user.id}/unblock`, {
      method: 'PUT',
      token: admin.accessToken,
      json: { reason: 'Документы в порядке' },
    });
    await check(unblocked, '/api/admin/users/{id}/unblock', 'put', 200);
    // Both decisions are in the admins' journal (a read model: awaited) and in the user's history.
    const journal = async () =>
      (await check(
        await server.request(`/api/admin/audit?entityType=user&entityId=${buyer.user.id}`, {
          token: admin.accessToken,
        }),
        '/api/admin/audit',
        'get',
        200,
      )) as { entries: Array<{ reason: string | null }> };
    await expect
      .poll(async () => (await journal()).entries.map((entry) => entry.reason))
      .toContain('Документы в порядке');
    const history = (await check(
      await server.request(`/api/admin/audit/history/user/${buyer.user.id}`, { token: admin.accessToken }),
      '/api/admin/audit/history/{entityType}/{entityId}',
      'get',
      200,
    )) as { events: Array<{ reason: string | null }> };
    expect(history.events.map((event) => event.reason)).toEqual(
      expect.arrayContaining(['Проверка документов', 'Документы в порядке']),
    );
  });

  it('a service published, listed, requested and quoted (the SPA’s service types come from here)', async () => {
    const admin = await server.createAdmin();
    const supplier = await server.registerUser({ role: 'supplier' });
    const buyer = await server.registerUser({ role: 'buyer' });
    const categories = (await (await server.request('/api/service-categories')).json()) as Array<{
      id: number;
    }>;
    const created = await server.request('/api/services', {
      method: 'POST',
      token: supplier.accessToken,
      json: {
        name: 'Ультразвуковая дефектоскопия боковых рам',
        shortDescription: 'Контроль по РД 32.159-2015',
        description: '<p>Выезд в депо.</p>',
        price: 4500,
        priceType: 'fixed',
        duration: '2 часа',
        location: 'Пермь',
        isRemote: false,
        requirements: '',
        images: [],
        categoryId: categories[0]!.id,
      },
    });
    const service = (await check(created, '/api/services', 'post', 201)) as { id: number };
    await server.request(`/api/services/${service.id}/submit`, {
      method: 'POST',
      token: supplier.accessToken,
    });
    await check(
      await server.request(`/api/admin/services/${service.id}/publish`, {
        method: 'POST',
        token: admin.accessToken,
      }),
      '/api/admin/services/{id}/publish',
      'post',
      200,
    );
    await check(await server.request(`/api/services/${service.id}`), '/api/services/{id}', 'get', 200);
    await check(await server.request('/api/services?search=дефектоскопия'), '/api/services', 'get', 200);
    await check(
      await server.request('/api/supplier/services', { token: supplier.accessToken }),
      '/api/supplier/services',
      'get',
      200,
    );
    const sent = await server.request('/api/service-requests', {
      method: 'POST',
      token: buyer.accessToken,
      json: {
        serviceId: service.id,
        description: 'Проверить 12 боковых рам',
        contactPhone: '+7 (342) 200-10-10',
        contactEmail: '',
        preferredDate: null,
      },
    });
    const request = (await check(sent, '/api/service-requests', 'post', 201)) as { id: number };
    const quoted = await server.request(`/api/service-requests/${request.id}/quote`, {
      method: 'POST',
      token: supplier.accessToken,
      json: { price: 54000, date: null, comment: 'Выезд включён' },
    });
    await check(quoted, '/api/service-requests/{id}/quote', 'post', 200);
    await check(
      await server.request('/api/service-requests?side=requester', { token: buyer.accessToken }),
      '/api/service-requests',
      'get',
      200,
    );
  });

  it('a contract proposed, read by both sides, signed and listed in force (the SPA’s contract types come from here)', async () => {
    const supplier = await server.registerUser({ role: 'supplier' });
    const buyer = await server.registerUser({ role: 'buyer' });
    const buyerCompany = randomCompany('АО «Депо Пермь»', 'г. Пермь');
    for (const [user, company] of [
      [supplier, randomCompany('ООО «Вагонкомплект»')],
      [buyer, buyerCompany],
    ] as const) {
      await check(
        await server.request('/api/companies', { method: 'POST', token: user.accessToken, json: company }),
        '/api/companies',
        'post',
        201,
      );
    }
    const mine = (await check(
      await server.request('/api/companies/my', { token: supplier.accessToken }),
      '/api/companies/my',
      'get',
      200,
    )) as { id: number };
    const bankPath = `/api/companies/${mine.id}/bank`;
    await check(
      await server.request(bankPath, { token: supplier.accessToken }),
      '/api/companies/{id}/bank',
      'get',
      200,
    );
    const bank = {
      bankName: 'ПАО Сбербанк',
      bik: '044525225',
      corrAccount: '30101810400000000225',
      account: '40702810938000012345',
    };
    const saved = await server.request(bankPath, { method: 'PUT', token: supplier.accessToken, json: bank });
    expect(await check(saved, '/api/companies/{id}/bank', 'put', 200)).toEqual({ bank });
    // The document proving the requisites, for the admins' check (ADR 0052).
    const form = new FormData();
    form.append(
      'file',
      new Blob([new TextEncoder().encode('%PDF-1.4\n%выписка\n%%EOF\n')], { type: 'application/pdf' }),
      'egrul.pdf',
    );
    const { url } = (await (
      await server.request('/api/uploads/documents', {
        method: 'POST',
        body: form,
        token: supplier.accessToken,
      })
    ).json()) as { url: string };
    const proved = await server.request(`/api/companies/${mine.id}/proof`, {
      method: 'POST',
      token: supplier.accessToken,
      json: { url, kind: 'letterhead' },
    });
    expect(await check(proved, '/api/companies/{id}/proof', 'post', 200)).toMatchObject({
      proof: { url, kind: 'letterhead' },
    });
    const asked = await server.request('/api/feedback', {
      method: 'POST',
      json: {
        name: 'Анна',
        phone: '+7 912 000-00-01',
        email: 'anna@example.ru',
        message: 'Есть ли в наличии автосцепка СА-3?',
        source: 'contacts',
      },
    });
    await check(asked, '/api/feedback', 'post', 201);
    const admin = await server.createAdmin();
    const claims = (await check(
      await server.request(`/api/admin/companies?search=${buyerCompany.inn}`, { token: admin.accessToken }),
      '/api/admin/companies',
      'get',
      200,
    )) as { companies: Array<{ id: number }> };
    await check(
      await server.request(`/api/admin/companies/${claims.companies[0]!.id}/verify`, {
        method: 'POST',
        token: admin.accessToken,
        json: {},
      }),
      '/api/admin/companies/{id}/verify',
      'post',
      200,
    );
    const year = marketplaceYear(new Date());
    const proposed = await server.request('/api/contracts', {
      method: 'POST',
      token: supplier.accessToken,
      json: {
        subject: 'Поставка запасных частей грузовых вагонов',
        validFrom: `${year}-01-01`,
        validTo: `${year + 1}-12-31`,
        prepaymentPercent: 30,
        counterpartyInn: buyerCompany.inn,
        send: true,
      },
    });
    const contract = (await check(proposed, '/api/contracts', 'post', 201)) as { id: number };
    await check(
      await server.request(`/api/contracts/${contract.id}`, { token: buyer.accessToken }),
      '/api/contracts/{id}',
      'get',
      200,
    );
    const signed = await server.request(`/api/contracts/${contract.id}/sign`, {
      method: 'POST',
      token: buyer.accessToken,
      json: {},
    });
    expect(
      ((await check(signed, '/api/contracts/{id}/sign', 'post', 200)) as { status: string }).status,
    ).toBe('signed');
    const list = (await check(
      await server.request('/api/contracts', { token: supplier.accessToken }),
      '/api/contracts',
      'get',
      200,
    )) as {
      contracts: unknown[];
    };
    expect(list.contracts).toHaveLength(1);
    const inForce = (await check(
      await server.request(`/api/contracts/in-force?sellerId=${supplier.user.id}`, {
        token: buyer.accessToken,
      }),
      '/api/contracts/in-force',
      'get',
      200,
    )) as { contracts: unknown[] };
    expect(inForce.contracts).toHaveLength(1);
    // A bound, not a target: three sign-ups (scrypt), an upload and a dozen commands on a loaded machine.
  }, 120_000);

  it('a registration, a login, a refresh and a logout (the SPA’s sign-in types come from here)', async () => {
    const email = `vagon-${Date.now()}@example.ru`;
    const password = 'секрет-123';
    const registered = await server.request('/api/auth/register', {
      method: 'POST',
      json: {
        email,
        inn: TEST_INN.legal,
        password,
        passwordConfirm: password,
        firstName: 'Пётр',
        lastName: 'Иванов',
        middleName: '',
        role: 'buyer',
      },
    });
    await check(registered, '/api/auth/register', 'post', 201);
    const session = (await check(
      await server.request('/api/auth/login', { method: 'POST', json: { email, password } }),
      '/api/auth/login',
      'post',
      200,
    )) as {
      refreshToken: string;
    };
    const refreshed = (await check(
      await server.request('/api/auth/refresh', {
        method: 'POST',
        json: { refreshToken: session.refreshToken },
      }),
      '/api/auth/refresh',
      'post',
      200,
    )) as { refreshToken: string };
    expect(
      (
        await server.request('/api/auth/logout', {
          method: 'POST',
          json: { refreshToken: refreshed.refreshToken },
        })
      ).status,
    ).toBe(204);
    const reset = await server.request('/api/auth/password-reset', { method: 'POST', json: { email } });
    await check(reset, '/api/auth/password-reset', 'post', 200);
    // A link that is not one: the refusal is the documented error.
    const refused = await server.request('/api/auth/password-reset/confirm', {
      method: 'POST',
      json: { token: 'не-ссылка', password: 'новый-пароль-1', passwordConfirm: 'новый-пароль-1' },
    });
    await check(refused, '/api/auth/password-reset/confirm', 'post', 400);
    // Sign-in by a mailed link (ADR 0053): the request, a link that is not one, and the letter's link.
    await check(
      await server.request('/api/auth/login-link', { method: 'POST', json: { email } }),
      '/api/auth/login-link',
      'post',
      200,
    );
    const forged = await server.request('/api/auth/login-link/confirm', {
      method: 'POST',
      json: { token: 'не-ссылка' },
    });
    await check(forged, '/api/auth/login-link/confirm', 'post', 400);
    const token = await vi.waitFor(
      async () => {
        const letter = (await letters(server.dataDir)).find(
          (mail) => mail.to === email && mail.text.includes('/login-link?token='),
        );
        if (!letter) throw new Error('no sign-in letter yet');
        return /login-link\?token=(\S+)/.exec(letter.text)![1]!;
      },
      { timeout: 10_000, interval: 20 },
    );
    const linked = await server.request('/api/auth/login-link/confirm', { method: 'POST', json: { token } });
    await check(linked, '/api/auth/login-link/confirm', 'post', 200);
  });

  it('the signed-in user, their profile, a new name, an avatar and a new password (the SPA’s session and profile types come from here)', async () => {
    const buyer = await server.registerUser({ role: 'buyer' });
    const as = (path: string, init: RequestInit & { json?: unknown } = {}) =>
      server.request(path, { ...init, token: buyer.accessToken });
    await check(await as('/api/auth/current-user'), '/api/auth/current-user', 'get', 200);
    await check(await as('/api/users/profile'), '/api/users/profile', 'get', 200);
    const renamed = (await check(
      await as('/api/users/profile', {
        method: 'PUT',
        json: { firstName: 'Ирина', lastName: 'Соколова', phone: '+7 (912) 345-67-89' },
      }),
      '/api/users/profile',
      'put',
      200,
    )) as { user: { firstName: string } };
    expect(renamed.user.firstName).toBe('Ирина');
    const form = new FormData();
    form.append('avatar', new Blob([TEST_IMAGES.png], { type: 'image/png' }), 'фото.png');
    const avatar = (await check(
      await as('/api/users/avatar', { method: 'PUT', body: form }),
      '/api/users/avatar',
      'put',
      200,
    )) as { user: { avatar: string } };
    expect(avatar.user.avatar).toMatch(/^\/uploads\/avatars\//);
    const password = await as('/api/users/password', {
      method: 'PUT',
      json: { currentPassword: buyer.password, newPassword: 'новый-пароль-1' },
    });
    await check(password, '/api/users/password', 'put', 200);
  });

  it('a supplier’s warehouse, its stock, their own list, an edit under moderation and a price list (the SPA’s workspace types come from here)', async () => {
    const admin = await server.createAdmin();
    const supplier = await server.registerUser({ role: 'supplier' });
    const as = (token: string, path: string, init: RequestInit & { json?: unknown } = {}) =>
      server.request(path, { ...init, token });
    const warehouse = (await check(
      await as(supplier.accessToken, '/api/warehouses', {
        method: 'POST',
        json: { name: 'Склад Пермь', city: 'Пермь', address: 'ул. Заводская, 1' },
      }),
      '/api/warehouses',
      'post',
      201,
    )) as { id: number };
    expect(
      await check(await as(supplier.accessToken, '/api/warehouses'), '/api/warehouses', 'get', 200),
    ).toHaveLength(1);
    const categories = (await (await server.request('/api/categories')).json()) as Array<{
      id: number;
      name: string;
      parentId: number | null;
      is_name_filter: boolean;
    }>;
    const leaf = categories.find((c) => c.parentId !== null && !c.is_name_filter)!;
    const body = {
      name: 'Клин фрикционный',
      partNumber: 'КФ-100',
      price: 3200,
      categoryId: leaf.id,
      quality: 'new',
    };
    const product = (await check(
      await as(supplier.accessToken, '/api/products', { method: 'POST', json: body }),
      '/api/products',
      'post',
      201,
    )) as { id: number };
    const stocked = await as(supplier.accessToken, `/api/products/${product.id}/stock`, {
      method: 'PUT',
      json: { stocks: [{ warehouseId: warehouse.id, quantity: 8 }] },
    });
    await check(stocked, '/api/products/{id}/stock', 'put', 200);
    const stock = (await check(
      await as(supplier.accessToken, `/api/warehouses/${warehouse.id}/stock`),
      '/api/warehouses/{id}/stock',
      'get',
      200,
    )) as { total: number };
    expect(stock.total).toBe(8);
    await as(supplier.accessToken, `/api/products/${product.id}/submit`, { method: 'POST' });
    await check(
      await as(admin.accessToken, `/api/admin/products/${product.id}/publish`, { method: 'POST' }),
      '/api/admin/products/{id}/publish',
      'post',
      200,
    );
    // An edit of the published product goes to moderation: the seller reads it with what changed.
    const edited = await as(supplier.accessToken, `/api/products/${product.id}`, {
      method: 'PUT',
      json: { ...body, description: 'Чугун, гаситель колебаний' },
    });
    await check(edited, '/api/products/{id}', 'put', 200);
    const own = (await check(
      await as(supplier.accessToken, `/api/products/${product.id}`),
      '/api/products/{id}',
      'get',
      200,
    )) as { revision?: { changes: unknown[] } };
    expect(own.revision?.changes.length).toBeGreaterThan(0);
    const mine = (await check(
      await as(supplier.accessToken, '/api/products?mine=true&status=all'),
      '/api/products',
      'get',
      200,
    )) as { products: Array<{ partNumber: string }> };
    expect(mine.products.map((card) => card.partNumber)).toEqual(['КФ-100']);
    // A price list: previewed, imported, followed to its end.
    const file = `Артикул;Наименование;Цена, руб;Категория;Качество\nКФ-200;Клин фрикционный 2;3300;${leaf.name};новый\nКФ-201;;дорого;${leaf.name};новый\n`;
    const form = () => {
      const data = new FormData();
      data.append('file', new Blob([new TextEncoder().encode(file)]), 'price.csv');
      return data;
    };
    const preview = (await check(
      await as(supplier.accessToken, '/api/price-list/preview', { method: 'POST', body: form() }),
      '/api/price-list/preview',
      'post',
      200,
    )) as {
      valid: number;
      rejected: unknown[];
    };
    expect([preview.valid, preview.rejected.length]).toEqual([1, 1]);
    const started = (await check(
      await as(supplier.accessToken, '/api/price-list/import', { method: 'POST', body: form() }),
      '/api/price-list/import',
      'post',
      202,
    )) as { id: string };
    const done = await vi.waitFor(
      async () => {
        const job = (await check(
          await as(supplier.accessToken, `/api/price-list/import/${started.id}`),
          '/api/price-list/import/{id}',
          'get',
          200,
        )) as {
          state: string;
          created: number;
          rejectedCount: number;
        };
        if (job.state !== 'done') throw new Error('the import still runs');
        return job;
      },
      { timeout: 30_000, interval: 50 },
    );
    expect([done.created, done.rejectedCount]).toEqual([1, 1]);
  });

  it('the basket: a guest’s priced, a buyer’s lines, a merge and a checkout (the SPA’s cart types come from here)', async () => {
    const admin = await server.createAdmin();
    const supplier = await server.registerUser({ role: 'supplier' });
    const buyer = await server.registerUser({ role: 'buyer' });
    const send = (method: string, path: string, token: string | null, body?: unknown) =>
      server.request(path, {
        method,
        ...(token ? { token } : {}),
        ...(body === undefined ? {} : { json: body }),
      });
    const categories = (await (await server.request('/api/categories')).json()) as Array<{
      id: number;
      parentId: number | null;
      is_name_filter: boolean;
    }>;
    const leaf = categories.find((c) => c.parentId !== null && !c.is_name_filter)!;
    const product = (await (
      await send('POST', '/api/products', supplier.accessToken, {
        name: 'Триангель 100.30.001',
        price: 15_400,
        categoryId: leaf.id,
        quality: 'new',
      })
    ).json()) as { id: number };
    await send('POST', `/api/products/${product.id}/submit`, supplier.accessToken, {});
    await send('POST', `/api/admin/products/${product.id}/publish`, admin.accessToken, {});
    const lines = {
      lines: [
        { productId: product.id, quantity: 3, priceAtAdd: 15_000 },
        { productId: 999_999, quantity: 1 },
      ],
    };
    await check(await send('POST', '/api/cart/preview', null, lines), '/api/cart/preview', 'post', 200);
    await check(
      await send('POST', '/api/cart/merge', buyer.accessToken, lines),
      '/api/cart/merge',
      'post',
      200,
    );
    await check(
      await send('PUT', `/api/cart/lines/${product.id}`, buyer.accessToken, {
        quantity: 4,
        acceptPrice: true,
      }),
      '/api/cart/lines/{productId}',
      'put',
      200,
    );
    await check(await send('GET', '/api/cart', buyer.accessToken), '/api/cart', 'get', 200);
    const checkout = (await check(
      await send('POST', '/api/cart/checkouts', buyer.accessToken, { deliveryAddress: 'ст. Самара' }),
      '/api/cart/checkouts',
      'post',
      201,
    )) as { id: number };
    await check(
      await send('GET', `/api/cart/checkouts/${checkout.id}`, buyer.accessToken),
      '/api/cart/checkouts/{id}',
      'get',
      200,
    );
    await check(
      await send('POST', '/api/cart/lines', buyer.accessToken, { productId: product.id }),
      '/api/cart/lines',
      'post',
      200,
    );
    await check(
      await send('DELETE', `/api/cart/lines/${product.id}`, buyer.accessToken),
      '/api/cart/lines/{productId}',
      'delete',
      200,
    );
    await check(await send('DELETE', '/api/cart', buyer.accessToken), '/api/cart', 'delete', 200);
  });

  it('POST /api/orders, GET /api/orders/{id}, the buyer’s list and an accepted offer (the SPA’s order types come from here)', async () => {
    const admin = await server.createAdmin();
    const supplier = await server.registerUser({ role: 'supplier' });
    const buyer = await server.registerUser({ role: 'buyer' });
    const post = async (path: string, token: string, body: unknown, status = 200) => {
      const response = await server.request(path, { method: 'POST', token, json: body });
      expect(response.status, await response.clone().text()).toBe(status);
      return (await response.json()) as { id: number };
    };
    const warehouse = await post(
      '/api/warehouses',
      supplier.accessToken,
      { name: 'Склад', city: 'Пермь', address: 'ул. Заводская, 1' },
      201,
    );
    const categories = (await (await server.request('/api/categories')).json()) as Array<{
      id: number;
      parentId: number | null;
      is_name_filter: boolean;
    }>;
    const leaf = categories.find((c) => c.parentId !== null && !c.is_name_filter)!;
    const product = await post(
      '/api/products',
      supplier.accessToken,
      { name: 'Поглощающий аппарат ПМКП-110', price: 41000, categoryId: leaf.id, quality: 'new' },
      201,
    );
    await server.request(`/api/products/${product.id}/stock`, {
      method: 'PUT',
      token: supplier.accessToken,
      json: { stocks: [{ warehouseId: warehouse.id, quantity: 3 }] },
    });
    await post(`/api/products/${product.id}/submit`, supplier.accessToken, {});
    await post(`/api/admin/products/${product.id}/publish`, admin.accessToken, {});

    const placed = await server.request('/api/orders', {
      method: 'POST',
      token: buyer.accessToken,
      json: {
        productId: product.id,
        quantity: 2,
        deliveryType: 'pickup',
        warehouseId: warehouse.id,
        comment: 'К понедельнику',
      },
    });
    const order = (await check(placed, '/api/orders', 'post', 201)) as { id: number };
    await check(
      await server.request(`/api/orders/${order.id}`, { token: buyer.accessToken }),
      '/api/orders/{id}',
      'get',
      200,
    );
    const accepted = await server.request(`/api/orders/${order.id}/accept`, {
      method: 'POST',
      token: supplier.accessToken,
      json: {
        unitPrice: 40500,
        quantity: 2,
        deliveryDate: marketplaceDayIn(1),
      },
    });
    const withOffer = (await check(accepted, '/api/orders/{id}/accept', 'post', 200)) as {
      offer: unknown;
      history: unknown[];
    };
    expect(withOffer.offer).not.toBeNull();
    expect(withOffer.history).toHaveLength(2);
    const list = (await check(
      await server.request('/api/orders?side=buyer', { token: buyer.accessToken }),
      '/api/orders',
      'get',
      200,
    )) as { orders: unknown[] };
    expect(list.orders).toHaveLength(1);
    // The seller was told of the request and of nothing else yet: their notices, as documented.
    const notices = async () =>
      (await check(
        await server.request(`/api/notifications?userId=${supplier.user.id}`, {
          token: supplier.accessToken,
        }),
        '/api/notifications',
        'get',
        200,
      )) as { notifications: Array<{ type: string }>; unreadCount: number };
    await expect.poll(async () => (await notices()).notifications.length).toBeGreaterThan(0);
    expect((await notices()).notifications[0]).toMatchObject({ type: 'order' });
    await check(
      await server.request('/api/notifications/settings', { token: supplier.accessToken }),
      '/api/notifications/settings',
      'get',
      200,
    );
    // The buyer confirms: the deal waits for its invoice in the seller's 'Бухгалтерия'.
    const confirmed = await server.request(`/api/orders/${order.id}/confirm`, {
      method: 'POST',
      token: buyer.accessToken,
      json: {},
    });
    await check(confirmed, '/api/orders/{id}/confirm', 'post', 200);
    const pending = (await check(
      await server.request('/api/accounting/pending', { token: supplier.accessToken }),
      '/api/accounting/pending',
      'get',
      200,
    )) as { deals: Array<{ id: number; missing: string[] }> };
    expect(pending.deals.map((deal) => deal.id)).toEqual([order.id]);
    const invoice = (await check(
      await server.request('/api/accounting/documents', {
        method: 'POST',
        token: supplier.accessToken,
        json: { dealKind: 'order', dealId: order.id, docType: 'invoice' },
      }),
      '/api/accounting/documents',
      'post',
      201,
    )) as { id: string };
    await check(
      await server.request(`/api/accounting/documents/${invoice.id}/payment`, {
        method: 'PUT',
        token: supplier.accessToken,
        json: { paid: 1000 },
      }),
      '/api/accounting/documents/{id}/payment',
      'put',
      200,
    );
    const register = (await check(
      await server.request('/api/accounting/documents?side=seller', { token: supplier.accessToken }),
      '/api/accounting/documents',
      'get',
      200,
    )) as { documents: unknown[] };
    expect(register.documents).toHaveLength(1);
    await check(
      await server.request('/api/accounting/settings', { token: supplier.accessToken }),
      '/api/accounting/settings',
      'get',
      200,
    );
    // The order's conversation: a message with a file, the thread and the list as documented.
    const posted = await server.request(`/api/conversations/order-${order.id}/messages`, {
      method: 'POST',
      token: buyer.accessToken,
      json: {
        text: 'Прошу подтвердить срок',
        attachments: [{ url: '/uploads/documents/0123456789abcdef0123456789abcdef.pdf', name: 'ТЗ.pdf' }],
      },
    });
    await check(posted, '/api/conversations/{key}/messages', 'post', 201);
    await check(
      await server.request(`/api/conversations/order-${order.id}`, { token: supplier.accessToken }),
      '/api/conversations/{key}',
      'get',
      200,
    );
    const conversations = (await check(
      await server.request('/api/conversations', { token: supplier.accessToken }),
      '/api/conversations',
      'get',
      200,
    )) as { conversations: unknown[]; unreadCount: number };
    expect(conversations.conversations).toHaveLength(1);
  });
});
