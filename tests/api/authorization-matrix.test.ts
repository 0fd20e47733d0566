import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../../backend/app/app.ts';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';

/**
 * Who may call what: every route of the API with the status each kind of caller gets.
 *
 * To add a route, add a row; `{companyId}` and the like in a path are the fixture's ids. Choose a body that
 * changes nothing when authorization lets the caller through: an invalid body (400) or an
 * unknown id (404) proves the caller got past the role and owner checks without side effects.
 * The presets say the usual shapes; spell out the five statuses where owners differ.
 */

type Caller = 'anonymous' | 'buyer' | 'supplier' | 'otherSupplier' | 'admin';
type Statuses = Record<Caller, number>;

interface Fixture {
  /** A category and a service category of the demo data. */
  categoryId: number;
  serviceCategoryId: number;
  /** The company of `supplier` (`otherSupplier` has its own). */
  companyId: number;
  /** A buyer none of the callers is. */
  victimId: number;
  /** A published product of a demo supplier (none of the callers). */
  publishedId: number;
  /** A draft product and a warehouse of `supplier`. */
  draftId: number;
  warehouseId: number;
}

interface Row {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** `{name}` is replaced by the fixture's value. */
  readonly path: string;
  readonly body?: unknown;
  readonly expect: Statuses;
  /** Why a 401 or 403 here is not the role check `x-roles` describes (a restricted parameter, a token in the body). */
  readonly notByRole?: string;
}

const UNKNOWN = 999_999;
const everyone = (status: number): Statuses => ({
  anonymous: status,
  buyer: status,
  supplier: status,
  otherSupplier: status,
  admin: status,
});
const signedIn = (status: number, differing: Partial<Statuses> = {}): Statuses => ({
  ...everyone(status),
  anonymous: 401,
  ...differing,
});
const adminOnly = (status: number): Statuses => ({
  anonymous: 401,
  buyer: 403,
  supplier: 403,
  otherSupplier: 403,
  admin: status,
});

/** Buyer-only routes (the basket): 401 anonymous, 403 for suppliers and admins. */
const buyersOnly = (buyer: number): Statuses => ({
  anonymous: 401,
  buyer,
  supplier: 403,
  otherSupplier: 403,
  admin: 403,
});

/** Supplier-only routes: 401 anonymous, 403 for buyers and admins, suppliers get `status` (rows add buyers where they sell). */
const suppliers = (supplier: number, otherSupplier = supplier): Statuses => ({
  anonymous: 401,
  buyer: 403,
  supplier,
  otherSupplier,
  admin: 403,
});

/*
 * Each row is also held against the `x-roles` of its operation in docs/openapi.yaml: a caller
 * the document leaves out must be refused by role (401 anonymous, 403 signed in) before anything
 * about the object is looked up; a caller it names must get past the role check (no 401, and no
 * 403 unless the operation is for the object's owner, who is checked after). So the document and
 * the deciders cannot disagree on any route without this test failing.
 */
type XRole = 'anyone' | 'signed-in' | 'buyer' | 'supplier' | 'owner' | 'admin';
const ROLE_OF: Record<Exclude<Caller, 'anonymous'>, 'buyer' | 'supplier' | 'admin'> = {
  buyer: 'buyer',
  supplier: 'supplier',
  otherSupplier: 'supplier',
  admin: 'admin',
};

/** What `x-roles` lets this caller do: get past the role check, only as the object's owner, or nothing. */
function documentedGate(roles: readonly XRole[], caller: Caller): 'passes' | 'owner' | 'refused' {
  if (roles.includes('anyone')) return 'passes';
  if (caller === 'anonymous') return 'refused';
  const role = ROLE_OF[caller];
  if (roles.includes('signed-in') || roles.includes(role)) return 'passes';
  // `owner` alone: whoever owns the object, of any role but admin (admins own no products, orders or companies).
  const restricted = roles.some((r) => r === 'buyer' || r === 'supplier');
  if (roles.includes('owner') && role !== 'admin' && !restricted) return 'owner';
  return 'refused';
}

/** Where the status a caller got disagrees with the operation's `x-roles`; null when they agree. */
function disagreement(roles: readonly XRole[], caller: Caller, status: number): string | null {
  const gate = documentedGate(roles, caller);
  const refusedByRole = caller === 'anonymous' ? status === 401 : status === 403;
  if (gate === 'refused')
    return refusedByRole ? null : `x-roles ${JSON.stringify(roles)} leave out ${caller}, who got ${status}`;
  if (status === 401) return `x-roles ${JSON.stringify(roles)} let ${caller} in, who got 401`;
  if (status === 403 && !roles.includes('owner'))
    return `x-roles ${JSON.stringify(roles)} let ${caller} in, who got 403`;
  return null;
}

const openapi = parse(readFileSync(OPENAPI_PATH, 'utf8')) as {
  paths: Record<string, Record<string, { 'x-roles'?: XRole[] }>>;
};
const documented = Object.entries(openapi.paths).flatMap(([template, item]) =>
  (['get', 'put', 'post', 'delete'] as const)
    .filter((method) => item[method] !== undefined)
    .map((method) => ({
      route: `${method.toUpperCase()} ${template}`,
      method: method.toUpperCase(),
      pattern: new RegExp(`^${template.replace(/[.+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`),
      literal: template.split('/').filter((segment) => !segment.startsWith('{')).length,
      roles: item[method]!['x-roles'] ?? [],
    })),
);

/** The documented operation a row calls: the matching template with the most literal segments. */
function operationOf(row: Row) {
  const path = row.path.split('?')[0]!.replace(/\{\w+\}/g, '1');
  return documented
    .filter((operation) => operation.method === row.method && operation.pattern.test(path))
    .sort((a, b) => b.literal - a.literal)[0];
}

const ROWS: readonly Row[] = [
  { method: 'GET', path: '/api/health', expect: everyone(200) },
  { method: 'GET', path: '/api/openapi.json', expect: everyone(200) },
  { method: 'GET', path: '/api/page-head?path=%2Fcatalog', expect: everyone(200) },
  { method: 'GET', path: '/api/page-head', expect: everyone(400) },

  // ---- categories (public reads, admin commands) --------------------------------------------
  { method: 'GET', path: '/api/categories', expect: everyone(200) },
  { method: 'GET', path: '/api/categories?tree_view=true', expect: everyone(200) },
  { method: 'GET', path: '/api/categories/{categoryId}', expect: everyone(200) },
  { method: 'GET', path: '/api/categories/filters/{categoryId}', expect: everyone(200) },
  { method: 'POST', path: '/api/admin/categories', body: { name: 5 }, expect: adminOnly(400) },
  { method: 'POST', path: '/api/admin/categories/reorder', body: {}, expect: adminOnly(400) },
  {
    method: 'PUT',
    path: `/api/admin/categories/${UNKNOWN}`,
    body: { name: 'Цистерны' },
    expect: adminOnly(404),
  },
  {
    method: 'POST',
    path: `/api/admin/categories/${UNKNOWN}/move`,
    body: { parentId: null },
    expect: adminOnly(404),
  },
  {
    method: 'PUT',
    path: `/api/admin/categories/${UNKNOWN}/image`,
    body: { image: null },
    expect: adminOnly(404),
  },
  {
    method: 'PUT',
    path: `/api/admin/categories/${UNKNOWN}/name-filter`,
    body: { isNameFilter: true },
    expect: adminOnly(404),
  },
  { method: 'DELETE', path: `/api/admin/categories/${UNKNOWN}`, expect: adminOnly(404) },

  // ---- content: menu, pages, service categories ---------------------------------------------
  { method: 'GET', path: '/api/navigation', expect: everyone(200) },
  { method: 'GET', path: '/api/pages/home', expect: everyone(200) },
  { method: 'GET', path: '/api/pages/guide', expect: everyone(200) },
  { method: 'GET', path: '/api/pages/contacts', expect: everyone(200) },
  { method: 'GET', path: '/api/service-categories', expect: everyone(200) },
  { method: 'GET', path: '/api/service-categories/{serviceCategoryId}', expect: everyone(200) },
  { method: 'POST', path: '/api/admin/navigation', body: {}, expect: adminOnly(400) },
  { method: 'POST', path: '/api/admin/navigation/reorder', body: {}, expect: adminOnly(400) },
  {
    method: 'PUT',
    path: `/api/admin/navigation/${UNKNOWN}`,
    body: { text: 'Пункт', link: '/x' },
    expect: adminOnly(404),
  },
  { method: 'DELETE', path: `/api/admin/navigation/${UNKNOWN}`, expect: adminOnly(404) },
  { method: 'PUT', path: '/api/admin/pages/home', body: {}, expect: adminOnly(400) },
  { method: 'POST', path: '/api/admin/service-categories', body: {}, expect: adminOnly(400) },
  { method: 'POST', path: '/api/admin/service-categories/reorder', body: {}, expect: adminOnly(400) },
  {
    method: 'PUT',
    path: `/api/admin/service-categories/${UNKNOWN}`,
    body: { name: 'Ремонт' },
    expect: adminOnly(404),
  },
  {
    method: 'PUT',
    path: `/api/admin/service-categories/${UNKNOWN}/image`,
    body: { image: null },
    expect: adminOnly(404),
  },
  { method: 'DELETE', path: `/api/admin/service-categories/${UNKNOWN}`, expect: adminOnly(404) },

  // ---- catalogue: products (public reads, the supplier's own, moderation) -----------------------
  { method: 'GET', path: '/api/products', expect: everyone(200) },
  { method: 'GET', path: '/api/catalog/summary', expect: everyone(200) },
  { method: 'GET', path: '/api/catalog/cards?ids=1,2', expect: everyone(200) },
  { method: 'GET', path: '/api/products?search=%D1%80%D0%B0%D0%BC%D0%B0&limit=5', expect: everyone(200) },
  {
    method: 'GET',
    path: '/api/products?status=draft',
    expect: { anonymous: 403, buyer: 403, supplier: 403, otherSupplier: 403, admin: 200 },
    notByRole: 'a status other than published is for admins only',
  },
  // Buyers list parts too ('Продать зап.части', ADR 0031), with their stock and warehouses (ADR 0060).
  {
    method: 'GET',
    path: '/api/products?mine=true',
    expect: { ...suppliers(200), buyer: 200 },
    notByRole: 'mine=true is for sellers only',
  },
  { method: 'GET', path: '/api/products/{publishedId}', expect: everyone(200) },
  {
    method: 'GET',
    path: '/api/products/{draftId}',
    expect: { anonymous: 404, buyer: 404, supplier: 200, otherSupplier: 404, admin: 200 },
  },
  { method: 'GET', path: `/api/products/${UNKNOWN}`, expect: everyone(404) },
  { method: 'POST', path: '/api/products', body: {}, expect: { ...suppliers(400), buyer: 400 } },
  {
    method: 'PUT',
    path: '/api/products/{draftId}',
    body: {},
    expect: { ...suppliers(400, 404), buyer: 404 },
  },
  { method: 'PUT', path: '/api/products/{publishedId}', body: {}, expect: { ...suppliers(403), buyer: 403 } },
  { method: 'POST', path: `/api/products/${UNKNOWN}/submit`, expect: { ...suppliers(404), buyer: 404 } },
  // The draft is not archived: the owner gets past every check to the 409, nothing changes.
  { method: 'POST', path: '/api/products/{draftId}/restore', expect: { ...suppliers(409, 404), buyer: 404 } },
  {
    method: 'PUT',
    path: '/api/products/{draftId}/stock',
    body: {},
    expect: { ...suppliers(400, 404), buyer: 404 },
  },

  // ---- parts and their offers (ADR 0064): everyone reads, admins keep parts, sellers link their own offers
  { method: 'GET', path: '/api/parts', expect: everyone(200) },
  { method: 'GET', path: `/api/parts/${UNKNOWN}`, expect: everyone(404) },
  { method: 'POST', path: '/api/admin/parts', body: {}, expect: adminOnly(400) },
  { method: 'POST', path: `/api/admin/parts/${UNKNOWN}/cross-references`, body: {}, expect: adminOnly(400) },
  { method: 'DELETE', path: `/api/admin/parts/${UNKNOWN}/cross-references`, expect: adminOnly(400) },
  // Merge, split and the decisions on proposals are admins' (ADR 0067); a bad body changes nothing.
  { method: 'POST', path: `/api/admin/parts/${UNKNOWN}/merge`, body: {}, expect: adminOnly(400) },
  { method: 'POST', path: `/api/admin/parts/${UNKNOWN}/split`, body: {}, expect: adminOnly(400) },
  { method: 'GET', path: '/api/admin/part-proposals', expect: adminOnly(200) },
  {
    method: 'POST',
    path: `/api/admin/parts/${UNKNOWN}/proposals/${UNKNOWN}/approve`,
    body: { reason: 7 },
    expect: adminOnly(400),
  },
  {
    method: 'POST',
    path: `/api/admin/parts/${UNKNOWN}/proposals/${UNKNOWN}/reject`,
    body: {},
    expect: adminOnly(400),
  },
  // Suppliers propose cross-references and read their own proposals.
  {
    method: 'POST',
    path: `/api/parts/${UNKNOWN}/cross-reference-proposals`,
    body: {},
    expect: suppliers(400),
  },
  { method: 'GET', path: '/api/supplier/part-proposals', expect: suppliers(200) },
  // Unlinking an offer linked to nothing changes nothing: owners and admins pass, strangers do not see a draft.
  {
    method: 'PUT',
    path: '/api/products/{draftId}/part',
    body: { partId: null },
    expect: { anonymous: 401, buyer: 404, supplier: 200, otherSupplier: 404, admin: 200 },
  },
  {
    method: 'PUT',
    path: '/api/products/{publishedId}/part',
    body: { partId: null },
    expect: { anonymous: 401, buyer: 403, supplier: 403, otherSupplier: 403, admin: 200 },
  },
  {
    method: 'POST',
    path: `/api/products/${UNKNOWN}/archive`,
    expect: { anonymous: 401, buyer: 404, supplier: 404, otherSupplier: 404, admin: 404 },
  },
  { method: 'POST', path: `/api/admin/products/${UNKNOWN}/publish`, expect: adminOnly(404) },
  { method: 'POST', path: '/api/admin/products/{draftId}/reject', body: {}, expect: adminOnly(400) },

  // ---- catalogue: warehouses -------------------------------------------------------------------
  // A buyer selling parts keeps them in warehouses of their own (ADR 0060): the supplier's are not theirs.
  { method: 'GET', path: '/api/warehouses', expect: { ...suppliers(200), buyer: 200, admin: 200 } },
  { method: 'POST', path: '/api/warehouses', body: {}, expect: { ...suppliers(400), buyer: 400 } },
  {
    method: 'GET',
    path: '/api/warehouses/{warehouseId}',
    expect: { ...suppliers(200, 403), buyer: 403, admin: 200 },
  },
  {
    method: 'GET',
    path: '/api/warehouses/{warehouseId}/stock',
    expect: { ...suppliers(200, 403), buyer: 403, admin: 200 },
  },
  {
    method: 'PUT',
    path: '/api/warehouses/{warehouseId}',
    body: {},
    expect: { ...suppliers(400, 403), buyer: 403 },
  },
  { method: 'DELETE', path: `/api/warehouses/${UNKNOWN}`, expect: { ...suppliers(404), buyer: 404 } },

  // ---- uploads (suppliers and admins; no file: 400) --------------------------------------------
  { method: 'POST', path: '/api/uploads/images', expect: signedIn(400) },
  { method: 'POST', path: '/api/uploads/documents', expect: signedIn(400) },
  { method: 'GET', path: '/uploads/images/0000.png', expect: everyone(404) },

  // ---- auth ----------------------------------------------------------------------------------
  { method: 'POST', path: '/api/auth/register', body: {}, expect: everyone(400) },
  { method: 'POST', path: '/api/auth/login', body: {}, expect: everyone(400) },
  { method: 'POST', path: '/api/auth/password-reset', body: {}, expect: everyone(400) },
  { method: 'POST', path: '/api/auth/password-reset/confirm', body: {}, expect: everyone(400) },
  { method: 'POST', path: '/api/auth/login-link', body: {}, expect: everyone(400) },
  { method: 'POST', path: '/api/auth/login-link/confirm', body: {}, expect: everyone(400) },
  {
    method: 'POST',
    path: '/api/auth/refresh',
    body: { refreshToken: 'не-токен' },
    expect: everyone(401),
    notByRole: 'the refresh token in the body is not valid',
  },
  { method: 'POST', path: '/api/auth/logout', body: { refreshToken: 'не-токен' }, expect: everyone(204) },
  { method: 'GET', path: '/api/auth/current-user', expect: signedIn(200) },

  // ---- own profile ---------------------------------------------------------------------------
  { method: 'GET', path: '/api/users/profile', expect: signedIn(200) },
  { method: 'PUT', path: '/api/users/profile', body: { phone: 'не телефон' }, expect: signedIn(400) },
  { method: 'PUT', path: '/api/users/avatar', expect: signedIn(400) },
  { method: 'PUT', path: '/api/users/password', body: {}, expect: signedIn(400) },

  // ---- companies (owner checks) -------------------------------------------------------------
  { method: 'POST', path: '/api/companies', body: {}, expect: signedIn(400, { admin: 403 }) },
  { method: 'GET', path: '/api/companies/my', expect: signedIn(200, { buyer: 404, admin: 404 }) },
  {
    method: 'GET',
    path: '/api/companies/{companyId}',
    expect: signedIn(200, { buyer: 403, otherSupplier: 403 }),
  },
  { method: 'GET', path: `/api/companies/${UNKNOWN}`, expect: signedIn(404) },
  {
    method: 'PUT',
    path: '/api/companies/{companyId}',
    body: { name: '' },
    expect: signedIn(400, { buyer: 403, otherSupplier: 403 }),
  },
  {
    method: 'GET',
    path: '/api/companies/{companyId}/bank',
    expect: signedIn(200, { buyer: 403, otherSupplier: 403 }),
  },
  { method: 'GET', path: `/api/companies/${UNKNOWN}/bank`, expect: signedIn(404) },
  { method: 'GET', path: '/api/admin/companies', expect: adminOnly(200) },
  { method: 'GET', path: '/api/admin/companies?verified=maybe', expect: adminOnly(400) },
  {
    method: 'POST',
    path: '/api/admin/companies/{companyId}/revoke-verification',
    body: { reason: '' },
    expect: adminOnly(400),
  },
  { method: 'POST', path: `/api/admin/companies/${UNKNOWN}/verify`, expect: adminOnly(404) },
  {
    method: 'PUT',
    path: '/api/companies/{companyId}/bank',
    body: { bik: '1' },
    expect: signedIn(400, { buyer: 403, otherSupplier: 403 }),
  },
  {
    method: 'POST',
    path: '/api/companies/{companyId}/proof',
    body: { url: 'https://example.com/a.pdf', kind: 'egrul' },
    expect: signedIn(400, { buyer: 403, otherSupplier: 403 }),
  },
  {
    method: 'POST',
    path: `/api/companies/${UNKNOWN}/proof`,
    body: { url: '/uploads/documents/a.pdf', kind: 'egrul' },
    expect: signedIn(404),
  },

  // ---- admin: user management ---------------------------------------------------------------
  { method: 'GET', path: '/api/admin/users', expect: adminOnly(200) },
  { method: 'GET', path: '/api/admin/users/{victimId}', expect: adminOnly(200) },
  { method: 'PUT', path: '/api/admin/users/{victimId}/block', body: {}, expect: adminOnly(400) },
  { method: 'PUT', path: '/api/admin/users/{victimId}/unblock', body: {}, expect: adminOnly(400) },
  {
    method: 'PUT',
    path: '/api/admin/users/{victimId}/role',
    body: { role: 'admin', reason: 'x' },
    expect: adminOnly(400),
  },

  // ---- news (public reads, the admins' desk) and page history --------------------------------
  { method: 'GET', path: '/api/news', expect: everyone(200) },
  { method: 'GET', path: `/api/news/${UNKNOWN}`, expect: everyone(404) },
  { method: 'GET', path: '/api/admin/news', expect: adminOnly(200) },
  { method: 'GET', path: `/api/admin/news/${UNKNOWN}`, expect: adminOnly(404) },
  { method: 'POST', path: '/api/admin/news', body: { title: '' }, expect: adminOnly(400) },
  {
    method: 'PUT',
    path: `/api/admin/news/${UNKNOWN}`,
    body: { title: 'Новость', content: '<p>Текст</p>' },
    expect: adminOnly(404),
  },
  { method: 'DELETE', path: `/api/admin/news/${UNKNOWN}`, expect: adminOnly(404) },
  { method: 'POST', path: `/api/admin/news/${UNKNOWN}/publish`, body: {}, expect: adminOnly(404) },
  { method: 'POST', path: `/api/admin/news/${UNKNOWN}/unpublish`, expect: adminOnly(404) },
  { method: 'GET', path: '/api/admin/pages/home/history', expect: adminOnly(200) },
  {
    method: 'POST',
    path: '/api/admin/pages/home/restore',
    body: { version: UNKNOWN },
    expect: adminOnly(404),
  },

  // ---- audit trail (admins only, read only) ---------------------------------------------------
  { method: 'GET', path: '/api/admin/audit', expect: adminOnly(200) },
  { method: 'GET', path: '/api/admin/audit/export.csv', expect: adminOnly(200) },
  { method: 'GET', path: `/api/admin/audit/history/product/${UNKNOWN}`, expect: adminOnly(404) },

  // ---- operations console and metrics (the matrix's server has no METRICS_TOKEN: no /metrics) ----
  { method: 'GET', path: '/api/admin/ops', expect: adminOnly(200) },
  { method: 'POST', path: '/api/admin/ops/projections/nothing/rebuild', expect: adminOnly(404) },
  { method: 'POST', path: '/api/admin/ops/queues/nothing/retry', expect: adminOnly(404) },
  { method: 'GET', path: '/metrics', expect: everyone(404) },

  // ---- crawlers ----------------------------------------------------------------------------------
  { method: 'GET', path: '/robots.txt', expect: everyone(200) },
  { method: 'GET', path: '/sitemap.xml', expect: everyone(200) },
  { method: 'GET', path: '/sitemap-1.xml', expect: everyone(404) },

  // ---- messages: the parties of an order or a service request (an unknown one is 404 to all) ----
  { method: 'GET', path: '/api/conversations', expect: signedIn(200) },
  { method: 'GET', path: `/api/conversations/order-${UNKNOWN}`, expect: signedIn(404) },
  {
    method: 'POST',
    path: `/api/conversations/serviceRequest-${UNKNOWN}/messages`,
    body: { text: 'Добрый день' },
    expect: signedIn(404),
  },
  { method: 'PUT', path: `/api/conversations/order-${UNKNOWN}/read`, expect: signedIn(404) },
  // A request for quotes' thread with one supplier (ADR 0072): its buyer and that supplier only.
  { method: 'GET', path: `/api/conversations/quoteRequest-${UNKNOWN}-${UNKNOWN}`, expect: signedIn(404) },
  {
    method: 'POST',
    path: `/api/conversations/quoteRequest-${UNKNOWN}-${UNKNOWN}/messages`,
    body: { text: 'Вопрос' },
    expect: signedIn(404),
  },
  {
    method: 'PUT',
    path: `/api/conversations/quoteRequest-${UNKNOWN}-${UNKNOWN}/read`,
    expect: signedIn(404),
  },

  // ---- price lists: sellers (suppliers, buyers who list parts) for their own catalogue -----------
  { method: 'POST', path: '/api/price-list/preview', expect: signedIn(400, { admin: 403 }) },
  { method: 'POST', path: '/api/price-list/import', expect: signedIn(400, { admin: 403 }) },
  { method: 'GET', path: '/api/price-list/import/unknown-job', expect: signedIn(404, { admin: 403 }) },
  { method: 'GET', path: '/api/price-list/export?format=csv', expect: signedIn(200, { admin: 403 }) },
  // ---- contracts: members of the two companies; admins read but never sign ---------------------
  { method: 'GET', path: '/api/contracts', expect: signedIn(200) },
  { method: 'POST', path: '/api/contracts', body: {}, expect: signedIn(400, { admin: 403 }) },
  {
    method: 'GET',
    path: `/api/contracts/in-force?sellerId=${UNKNOWN}`,
    expect: signedIn(200, { admin: 403 }),
  },
  { method: 'GET', path: `/api/contracts/${UNKNOWN}`, expect: signedIn(404) },
  { method: 'GET', path: `/api/contracts/${UNKNOWN}/document.pdf`, expect: signedIn(404) },
  { method: 'PUT', path: `/api/contracts/${UNKNOWN}`, body: {}, expect: signedIn(404, { admin: 403 }) },
  { method: 'POST', path: `/api/contracts/${UNKNOWN}/send`, expect: signedIn(404, { admin: 403 }) },
  { method: 'POST', path: `/api/contracts/${UNKNOWN}/sign`, expect: signedIn(404, { admin: 403 }) },
  {
    method: 'POST',
    path: `/api/contracts/${UNKNOWN}/request-changes`,
    body: { comment: 'Срок' },
    expect: signedIn(404, { admin: 403 }),
  },
  {
    method: 'POST',
    path: `/api/contracts/${UNKNOWN}/decline`,
    body: { reason: 'Нет' },
    expect: signedIn(404, { admin: 403 }),
  },
  {
    method: 'POST',
    path: `/api/contracts/${UNKNOWN}/terminate`,
    body: { reason: 'Нет' },
    expect: signedIn(404, { admin: 403 }),
  },
  {
    method: 'POST',
    path: `/api/contracts/${UNKNOWN}/scan`,
    body: { url: '/uploads/documents/a.pdf' },
    expect: signedIn(404, { admin: 403 }),
  },
  // ---- accounting: a party's own documents; sellers (suppliers and buyers who sell) issue them ----
  { method: 'GET', path: '/api/accounting/documents', expect: signedIn(200) },
  { method: 'GET', path: '/api/accounting/export?format=csv', expect: signedIn(200) },
  { method: 'GET', path: '/api/accounting/pending', expect: signedIn(200, { admin: 403 }) },
  { method: 'GET', path: '/api/accounting/settings', expect: signedIn(200, { admin: 403 }) },
  { method: 'PUT', path: '/api/accounting/settings', body: {}, expect: signedIn(400, { admin: 403 }) },
  { method: 'GET', path: `/api/accounting/documents/${UNKNOWN}-2026-invoice-1`, expect: signedIn(404) },
  { method: 'GET', path: `/api/accounting/documents/${UNKNOWN}-2026-invoice-1/pdf`, expect: signedIn(404) },
  {
    method: 'POST',
    path: '/api/accounting/documents',
    body: { dealKind: 'order', dealId: UNKNOWN, docType: 'invoice' },
    expect: signedIn(404, { admin: 403 }),
  },
  {
    method: 'POST',
    path: '/api/accounting/documents',
    body: { dealKind: 'order', dealId: UNKNOWN, docType: 'ukd' },
    expect: signedIn(404, { admin: 403 }),
  },
  {
    method: 'POST',
    path: `/api/accounting/documents/${UNKNOWN}-2026-invoice-1/correction`,
    body: { reason: 'Ошибка' },
    expect: signedIn(404, { admin: 403 }),
  },
  {
    method: 'PUT',
    path: `/api/accounting/documents/${UNKNOWN}-2026-invoice-1/payment`,
    body: { paid: 1 },
    expect: signedIn(404, { admin: 403 }),
  },
  // ---- notifications: everyone signed in has their own; another's id is 404 -------------------
  { method: 'GET', path: '/api/notifications', expect: signedIn(200) },
  { method: 'PUT', path: '/api/notifications/read-all', expect: signedIn(200) },
  { method: 'GET', path: '/api/notifications/settings', expect: signedIn(200) },
  {
    method: 'PUT',
    path: '/api/notifications/settings',
    body: { emailTypes: ['order'] },
    expect: signedIn(200),
  },
  { method: 'PUT', path: '/api/notifications/nobody:1/read', expect: signedIn(404) },
  { method: 'DELETE', path: '/api/notifications/nobody:1', expect: signedIn(404) },

  // ---- services: public catalogue, the supplier's own, moderation; service requests ------------
  { method: 'GET', path: '/api/services', expect: everyone(200) },
  { method: 'GET', path: `/api/services/${UNKNOWN}`, expect: everyone(404) },
  { method: 'POST', path: '/api/services', body: { name: 5 }, expect: suppliers(400) },
  { method: 'PUT', path: `/api/services/${UNKNOWN}`, body: {}, expect: suppliers(404) },
  { method: 'POST', path: `/api/services/${UNKNOWN}/submit`, expect: suppliers(404) },
  { method: 'POST', path: `/api/services/${UNKNOWN}/restore`, expect: suppliers(404) },
  { method: 'POST', path: `/api/services/${UNKNOWN}/archive`, expect: { ...suppliers(404), admin: 404 } },
  { method: 'GET', path: '/api/supplier/services', expect: suppliers(200) },
  { method: 'GET', path: `/api/supplier/services/${UNKNOWN}`, expect: { ...suppliers(404), admin: 404 } },
  { method: 'GET', path: '/api/admin/services', expect: adminOnly(200) },
  { method: 'POST', path: `/api/admin/services/${UNKNOWN}/publish`, expect: adminOnly(404) },
  {
    method: 'POST',
    path: `/api/admin/services/${UNKNOWN}/reject`,
    body: { reason: 'Проверка' },
    expect: adminOnly(404),
  },
  {
    method: 'POST',
    path: '/api/service-requests',
    body: { serviceId: UNKNOWN, description: 'Обточка', contactPhone: '+7 900 000-00-00' },
    expect: signedIn(404, { admin: 403 }),
  },
  { method: 'GET', path: '/api/service-requests', expect: signedIn(200) },
  { method: 'GET', path: `/api/service-requests/${UNKNOWN}`, expect: signedIn(404) },
  // A request's steps are its parties'; admins only read requests.
  {
    method: 'POST',
    path: `/api/service-requests/${UNKNOWN}/quote`,
    body: { price: 1 },
    expect: signedIn(404, { admin: 403 }),
  },
  ...(['accept', 'complete', 'decline', 'cancel'] as const).map((step): Row => ({
    method: 'POST',
    path: `/api/service-requests/${UNKNOWN}/${step}`,
    body: {},
    expect: signedIn(404, { admin: 403 }),
  })),
  { method: 'GET', path: '/api/admin/service-requests', expect: adminOnly(200) },

  // ---- orders: buyers and suppliers reach the checks (an unknown order is 404); admins act as moderators ----
  { method: 'GET', path: '/api/orders', expect: signedIn(200) },
  {
    method: 'POST',
    path: '/api/orders',
    body: { productId: UNKNOWN, quantity: 1, deliveryType: 'delivery', deliveryAddress: 'Самара' },
    expect: signedIn(404, { admin: 403 }),
  },
  { method: 'GET', path: `/api/orders/${UNKNOWN}`, expect: signedIn(404) },
  ...['accept', 'decline', 'cancel', 'confirm', 'ship', 'receive', 'close'].map((step): Row => ({
    method: 'POST',
    path: `/api/orders/${UNKNOWN}/${step}`,
    body: step === 'accept' ? { unitPrice: 1, quantity: 1, deliveryDate: '2030-01-01' } : {},
    expect: signedIn(404, { admin: 403 }),
  })),
  // Disputes (ADR 0060): the buyer opens, the seller answers, an admin decides.
  {
    method: 'POST',
    path: `/api/orders/${UNKNOWN}/dispute`,
    body: { cause: 'defect', details: 'Трещина' },
    expect: signedIn(404, { admin: 403 }),
  },
  {
    method: 'POST',
    path: `/api/orders/${UNKNOWN}/dispute/answer`,
    body: { answer: 'Заменим' },
    expect: signedIn(404, { admin: 403 }),
  },
  {
    method: 'POST',
    path: `/api/orders/${UNKNOWN}/restock`,
    body: { warehouseId: 1, quantity: 1 },
    expect: signedIn(404, { admin: 403 }),
  },
  {
    method: 'POST',
    path: `/api/admin/orders/${UNKNOWN}/dispute/resolve`,
    body: { decision: 'rejected', reason: 'Проверка' },
    expect: adminOnly(404),
  },
  { method: 'GET', path: '/api/admin/orders', expect: adminOnly(200) },
  { method: 'GET', path: '/api/admin/orders?dispute=open', expect: adminOnly(200) },
  {
    method: 'POST',
    path: `/api/admin/orders/${UNKNOWN}/suspend`,
    body: { reason: 'Проверка' },
    expect: adminOnly(404),
  },
  { method: 'POST', path: `/api/admin/orders/${UNKNOWN}/resume`, expect: adminOnly(404) },
  {
    method: 'POST',
    path: `/api/admin/orders/${UNKNOWN}/cancel`,
    body: { reason: 'Проверка' },
    expect: adminOnly(404),
  },

  // ---- the basket (ADR 0068): the caller's own, buyers only; a guest's basket is priced for anyone ----
  { method: 'GET', path: '/api/cart', expect: buyersOnly(200) },
  { method: 'DELETE', path: '/api/cart', expect: buyersOnly(200) },
  { method: 'POST', path: '/api/cart/lines', body: { productId: UNKNOWN }, expect: buyersOnly(404) },
  { method: 'PUT', path: `/api/cart/lines/${UNKNOWN}`, body: { quantity: 0 }, expect: buyersOnly(400) },
  { method: 'DELETE', path: `/api/cart/lines/${UNKNOWN}`, expect: buyersOnly(404) },
  { method: 'POST', path: '/api/cart/merge', body: { lines: 'все' }, expect: buyersOnly(400) },
  { method: 'POST', path: '/api/cart/preview', body: { lines: [] }, expect: everyone(200) },
  { method: 'POST', path: '/api/cart/checkouts', body: {}, expect: buyersOnly(400) },
  { method: 'GET', path: `/api/cart/checkouts/${UNKNOWN}`, expect: buyersOnly(404) },
  // ---- requests for quotes (ADR 0069): buyers and suppliers reach the request's own checks; admins read and suspend
  { method: 'GET', path: '/api/quote-requests', expect: signedIn(200, { admin: 403 }) },
  { method: 'POST', path: '/api/quote-requests', body: {}, expect: signedIn(400, { admin: 403 }) },
  // No file: 400 once signed in as a party; admins do not ask for quotes.
  { method: 'POST', path: '/api/quote-requests/lines-from-file', expect: signedIn(400, { admin: 403 }) },
  { method: 'GET', path: `/api/quote-requests/${UNKNOWN}`, expect: signedIn(404) },
  { method: 'GET', path: `/api/quote-requests/${UNKNOWN}/comparison.xlsx`, expect: signedIn(404) },
  ...(
    [
      ['send', {}],
      [
        'answers',
        {
          lines: [{ lineId: 1, unitPrice: 1, quantity: 1, condition: 'new', leadTimeDays: 1 }],
          validUntil: '2030-01-01',
        },
      ],
      ['decline', { reason: 'Нет в наличии' }],
      ['extend', { deadline: '2030-01-01T12:00:00Z' }],
      ['close', {}],
      ['cancel', { reason: 'Отмена' }],
      ['award', { supplierId: 1 }],
    ] as const
  ).map(([step, body]): Row => ({
    method: 'POST',
    path: `/api/quote-requests/${UNKNOWN}/${step}`,
    body,
    expect: signedIn(404, { admin: 403 }),
  })),
  { method: 'GET', path: '/api/admin/quote-requests', expect: adminOnly(200) },
  {
    method: 'POST',
    path: `/api/admin/quote-requests/${UNKNOWN}/suspend`,
    body: { reason: 'Проверка' },
    expect: adminOnly(404),
  },
  { method: 'POST', path: `/api/admin/quote-requests/${UNKNOWN}/resume`, expect: adminOnly(404) },

  // ---- feedback (public questions, admin processing) -----------------------------------------
  // An invalid body: authorization lets everyone through to the validation (400), nothing is stored.
  { method: 'POST', path: '/api/feedback', body: { source: 'home' }, expect: everyone(400) },
  { method: 'GET', path: '/api/admin/feedback', expect: adminOnly(200) },
  { method: 'PUT', path: `/api/admin/feedback/${UNKNOWN}/processed`, body: {}, expect: adminOnly(404) },
];

let server: TestServer;
let fixture: Fixture;
const tokens: Record<Caller, string | null> = {
  anonymous: null,
  buyer: null,
  supplier: null,
  otherSupplier: null,
  admin: null,
};

async function withCompany(user: SignedIn, company: Record<string, string>): Promise<number> {
  const response = await server.request('/api/companies', {
    method: 'POST',
    json: company,
    token: user.accessToken,
  });
  if (response.status !== 201) throw new Error(`company: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}

beforeAll(async () => {
  server = await startTestServer();
  const [buyer, supplier, otherSupplier, admin, victim] = await Promise.all([
    server.registerUser({ role: 'buyer' }),
    server.registerUser({ role: 'supplier' }),
    server.registerUser({ role: 'supplier' }),
    server.createAdmin(),
    server.registerUser({ role: 'buyer' }),
  ]);
  const companyId = await withCompany(supplier, {
    name: 'ООО «Вагонремонт»',
    inn: '7707083893',
    kpp: '773601001',
    ogrn: '1027700132195',
    legalAddress: 'г. Москва',
  });
  await withCompany(otherSupplier, {
    name: 'ООО «Колёсные пары»',
    inn: '7736207543',
    kpp: '770401001',
    ogrn: '1027700229193',
    legalAddress: 'г. Москва',
  });
  const categories = (await (await server.request('/api/categories')).json()) as Array<{ id: number }>;
  const serviceCategories = (await (await server.request('/api/service-categories')).json()) as Array<{
    id: number;
  }>;
  const created = async (path: string, token: string, body: unknown): Promise<number> => {
    const response = await server.request(path, { method: 'POST', json: body, token });
    if (response.status !== 201) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { id: number }).id;
  };
  const warehouseId = await created('/api/warehouses', supplier.accessToken, {
    name: 'Склад',
    city: 'Омск',
    address: 'ул. Заводская, д. 1',
  });
  const draftId = await created('/api/products', supplier.accessToken, {
    name: 'Клин фрикционный',
    price: 6800,
    categoryId: categories[1]!.id,
    quality: 'new',
  });
  const published = (await (await server.request('/api/products?limit=1')).json()) as {
    products: Array<{ id: number }>;
  };
  fixture = {
    categoryId: categories[0]!.id,
    serviceCategoryId: serviceCategories[0]!.id,
    companyId,
    victimId: victim.user.id,
    publishedId: published.products[0]!.id,
    draftId,
    warehouseId,
  };
  Object.assign(tokens, {
    buyer: buyer.accessToken,
    supplier: supplier.accessToken,
    otherSupplier: otherSupplier.accessToken,
    admin: admin.accessToken,
  });
  // A bound, not a target: the demo seed and five sign-ups (scrypt) on a loaded 2-core machine.
}, 180_000);
afterAll(() => server.stop());

const resolve = (path: string): string =>
  path.replace(/\{(\w+)\}/g, (_match, name: string) => String(fixture[name as keyof Fixture]));

describe('authorization matrix', () => {
  it.each(ROWS.map((row) => [`${row.method} ${row.path}`, row] as const))('%s', async (_name, row) => {
    const path = resolve(row.path);
    const actual = {} as Statuses;
    const wrote: string[] = [];
    for (const caller of Object.keys(tokens) as Caller[]) {
      const token = tokens[caller];
      const before = await server.platform.events.headPosition();
      const response = await server.request(path, {
        method: row.method,
        ...(row.body === undefined ? {} : { json: row.body }),
        ...(token ? { token } : {}),
      });
      actual[caller] = response.status;
      await response.body?.cancel();
      const after = await server.platform.events.headPosition();
      if (response.status >= 400 && after.commit !== before.commit) {
        const written = await server.platform.events.readAll(before, 10);
        wrote.push(
          `${caller} ${response.status}: ${written.map((e) => `${e.type}@${e.streamId}`).join(', ')}`,
        );
      }
    }
    expect(actual).toEqual(row.expect);
    expect(wrote).toEqual([]);
    const operation = operationOf(row);
    expect(operation, `${row.method} ${row.path} is not in docs/openapi.yaml`).toBeDefined();
    const disagreements = (Object.keys(actual) as Caller[])
      .map((caller) =>
        row.notByRole && [401, 403].includes(actual[caller])
          ? null
          : disagreement(operation!.roles, caller, actual[caller]),
      )
      .filter((problem) => problem !== null);
    expect(disagreements, `${operation!.route} in docs/openapi.yaml`).toEqual([]);
  });

  it('has a row for every documented operation', () => {
    const covered = new Set(ROWS.map((row) => operationOf(row)?.route));
    expect(documented.map((operation) => operation.route).filter((route) => !covered.has(route))).toEqual([]);
  });
});
