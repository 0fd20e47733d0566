import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { Position } from '../../../infra/event-store/index.ts';
import {
  keptAnswersLane,
  pageMessages,
  commandContext,
  parseId,
  requireRole,
  writesShownBy,
  type ModuleRouterDeps,
} from '../../kit/http/index.ts';
import { DomainError, badRequest, notFound } from '../../kit/write/index.ts';
import { PRODUCT_STATUSES, QUALITIES, type ProductStatus, type Quality } from './events.ts';
import { CATALOG_SORTS, FACET_VALUES, type CatalogSort, type Narrowing } from './narrowing.ts';
import type { Actor } from './product-decider.ts';
import type { CatalogQueries, ListQuery } from './queries.ts';
import { LIMITS, MESSAGES, parseQuality } from './rules.ts';
import type { CatalogCommands } from './commands.ts';
import {
  PRODUCTS_PROJECTION,
  PRODUCT_SEARCH_PROJECTION,
  WAREHOUSES_PROJECTION,
  warehouseDto,
} from './view.ts';
import { checkWarehouseOwner } from './warehouse-decider.ts';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const SEARCH_MAX_LENGTH = 200;
const NAME_FILTER_MAX_LENGTH = 240;
const MAX_PAGE = 100_000;

export const LIST_MESSAGES = {
  repeated: (name: string) => `Параметр «${name}» указан несколько раз`,
  cardIds: `Параметр ids — номера товаров через запятую, от 1 до ${MAX_PAGE_SIZE}`,
  ...pageMessages(MAX_PAGE_SIZE),
  categoryId: 'Параметр categoryId — номер категории',
  includeSubcategories: 'Параметр include_subcategories — true или false',
  quality: 'Качество — «Новые» (new) или «Отремонтированные» (repaired)',
  status: 'Статус товара — draft, submitted, published, rejected, archived или all',
  mine: 'Параметр mine — true или false',
  search: `Поисковый запрос не должен быть длиннее ${SEARCH_MAX_LENGTH} символов`,
  name: `Наименование не должно быть длиннее ${NAME_FILTER_MAX_LENGTH} символов`,
  unpublished: 'Неопубликованные товары видны только их поставщику и модераторам',
  priceFrom: 'Цена «от» — число рублей от 0 (копейки — не больше двух знаков)',
  priceTo: 'Цена «до» — число рублей от 0 (копейки — не больше двух знаков)',
  priceRange: 'Цена «от» не может быть больше цены «до»',
  inStock: 'Параметр inStock («в наличии») — true или false',
  condition: 'Состояние — new (новая) или repaired (после ремонта), через запятую',
  supplierId: `Поставщик — номера поставщиков через запятую, не больше ${FACET_VALUES}`,
  city: `Город — названия городов через запятую, не больше ${FACET_VALUES}, каждое до ${LIMITS.city} символов`,
  leadTimeMax: `Срок поставки — целое число дней от 0 до ${LIMITS.leadTimeDays}`,
  sort: 'Сортировка — newest (сначала новые), priceAsc (цена по возрастанию), priceDesc (цена по убыванию) или name (по названию)',
  mineSupplierOnly: 'Свои товары есть только у поставщиков и покупателей',
} as const;

const unauthenticated = (): DomainError =>
  new DomainError(401, 'unauthenticated', 'Необходимо войти в систему');
const forbidden = (message: string): DomainError => new DomainError(403, 'forbidden', message);

/** The acting user; tokens of ids that are no account act without an id (they own nothing). */
export function actorOf(req: Request): Actor | null {
  if (!req.auth) return null;
  const id = /^[1-9]\d{0,15}$/.test(req.auth.userId) ? Number(req.auth.userId) : null;
  return { userId: id, role: req.auth.role };
}

function signedIn(req: Request): Actor {
  const actor = actorOf(req);
  if (!actor) throw unauthenticated();
  return actor;
}

/** One value of a query parameter, trimmed; undefined when absent; 400 when repeated. */
function param(req: Request, name: string): string | undefined {
  const value = req.query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string')
    throw badRequest(LIST_MESSAGES.repeated(name), { [name]: LIST_MESSAGES.repeated(name) });
  return value.trim();
}

function fail(field: string, message: string): never {
  throw badRequest(message, { [field]: message });
}

function integer(
  text: string | undefined,
  field: string,
  message: string,
  min: number,
  max: number,
  fallback: number,
): number {
  if (text === undefined || text === '') return fallback;
  if (!/^\d{1,9}$/.test(text)) fail(field, message);
  const value = Number(text);
  if (value < min || value > max) fail(field, message);
  return value;
}

function flag(text: string | undefined, field: string, message: string): boolean {
  if (text === undefined || text === '' || text === 'false' || text === '0') return false;
  if (text === 'true' || text === '1') return true;
  return fail(field, message);
}

/** A comma-separated list's items, trimmed, empty ones dropped. */
const items = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

function price(text: string | undefined, field: string, message: string): number | null {
  if (text === undefined || text === '') return null;
  if (!/^\d{1,11}(?:[.,]\d{1,2})?$/.test(text)) fail(field, message);
  const value = Number(text.replace(',', '.'));
  return value > LIMITS.price ? fail(field, message) : value;
}

function integerOrNull(text: string | undefined, field: string, message: string, max: number): number | null {
  if (text === undefined || text === '') return null;
  return integer(text, field, message, 0, max, 0);
}

/** The catalogue's filters and sort beside the spec's (ADR 0066); each optional, a bad value a 400. */
export function narrowingQuery(req: Request): Narrowing {
  const priceFrom = price(param(req, 'priceFrom'), 'priceFrom', LIST_MESSAGES.priceFrom);
  const priceTo = price(param(req, 'priceTo'), 'priceTo', LIST_MESSAGES.priceTo);
  if (priceFrom !== null && priceTo !== null && priceFrom > priceTo)
    fail('priceFrom', LIST_MESSAGES.priceRange);
  const conditions = items(param(req, 'condition'));
  if (conditions.some((value) => !(QUALITIES as readonly string[]).includes(value)))
    fail('condition', LIST_MESSAGES.condition);
  const suppliers = items(param(req, 'supplierId'));
  if (
    suppliers.length > FACET_VALUES ||
    suppliers.some((id) => !/^[1-9]\d{0,15}$/.test(id) || !Number.isSafeInteger(Number(id)))
  ) {
    fail('supplierId', LIST_MESSAGES.supplierId);
  }
  const cities = items(param(req, 'city'));
  if (cities.length > FACET_VALUES || cities.some((city) => city.length > LIMITS.city))
    fail('city', LIST_MESSAGES.city);
  const sortText = param(req, 'sort');
  if (sortText !== undefined && sortText !== '' && !(CATALOG_SORTS as readonly string[]).includes(sortText))
    fail('sort', LIST_MESSAGES.sort);
  return {
    priceFrom,
    priceTo,
    inStock: flag(param(req, 'inStock'), 'inStock', LIST_MESSAGES.inStock),
    conditions: [...new Set(conditions as Quality[])],
    supplierIds: [...new Set(suppliers.map(Number))].sort((a, b) => a - b),
    cities: [...new Set(cities)].sort(),
    leadTimeMax: integerOrNull(
      param(req, 'leadTimeMax'),
      'leadTimeMax',
      LIST_MESSAGES.leadTimeMax,
      LIMITS.leadTimeDays,
    ),
    sort: sortText === undefined || sortText === '' ? null : (sortText as CatalogSort),
  };
}

/** `GET /api/products` parameters, checked, with who may ask for what. */
export function listQuery(req: Request): ListQuery {
  const limit = integer(
    param(req, 'limit'),
    'limit',
    LIST_MESSAGES.limit,
    1,
    MAX_PAGE_SIZE,
    DEFAULT_PAGE_SIZE,
  );
  const page = integer(param(req, 'page'), 'page', LIST_MESSAGES.page, 1, MAX_PAGE, 1);
  const categoryText = param(req, 'categoryId');
  const categoryId =
    categoryText === undefined || categoryText === ''
      ? null
      : integer(categoryText, 'categoryId', LIST_MESSAGES.categoryId, 1, Number.MAX_SAFE_INTEGER, 0);
  const includeSubcategories = flag(
    param(req, 'include_subcategories'),
    'include_subcategories',
    LIST_MESSAGES.includeSubcategories,
  );
  const qualityText = param(req, 'quality');
  const quality =
    qualityText === undefined || qualityText === ''
      ? null
      : (parseQuality(qualityText) ?? fail('quality', LIST_MESSAGES.quality));
  const search = param(req, 'search') ?? '';
  if (search.length > SEARCH_MAX_LENGTH) fail('search', LIST_MESSAGES.search);
  const name = param(req, 'name') ?? '';
  if (name.length > NAME_FILTER_MAX_LENGTH) fail('name', LIST_MESSAGES.name);
  const mine = flag(param(req, 'mine'), 'mine', LIST_MESSAGES.mine);
  const statusText = param(req, 'status');
  let statuses: readonly ProductStatus[];
  if (statusText === undefined || statusText === '') statuses = mine ? PRODUCT_STATUSES : ['published'];
  else if (statusText === 'all') statuses = PRODUCT_STATUSES;
  else if ((PRODUCT_STATUSES as readonly string[]).includes(statusText))
    statuses = [statusText as ProductStatus];
  else fail('status', LIST_MESSAGES.status);

  const viewer = actorOf(req);
  if (mine) {
    if (!viewer) throw unauthenticated();
    if (viewer.role !== 'supplier' && viewer.role !== 'buyer')
      throw forbidden(LIST_MESSAGES.mineSupplierOnly);
  } else if (viewer?.role !== 'admin' && statuses.some((status) => status !== 'published')) {
    throw forbidden(LIST_MESSAGES.unpublished);
  }
  return {
    page,
    limit,
    search: search === '' ? null : search,
    categoryId,
    includeSubcategories,
    quality,
    name: name === '' ? null : name,
    statuses,
    mine,
    narrowing: narrowingQuery(req),
  };
}

/**
 * The kept answers' lane of the catalogue (ADR 0105): `GET /api/products` of a visitor, answered at
 * once when the answer cache holds the page for the index as it stands.
 */
export function catalogKeptAnswers(queries: Pick<CatalogQueries, 'keptListJson'>): RequestHandler {
  return keptAnswersLane('/api/products', (req) => queries.keptListJson(listQuery(req)));
}

/** Products (public list and page, supplier's commands, admin's moderation) and warehouses. */
export function catalogRouter(deps: ModuleRouterDeps<CatalogCommands, CatalogQueries>): Router {
  const { commands, queries } = deps;
  const router = Router();
  const productId = (req: Request): number => parseId(req.params.id, MESSAGES.productNotFound);
  const warehouseId = (req: Request): number => parseId(req.params.id, MESSAGES.warehouseNotFound);
  const products = writesShownBy(deps, [PRODUCTS_PROJECTION, PRODUCT_SEARCH_PROJECTION]);
  const warehouses = writesShownBy(deps, [WAREHOUSES_PROJECTION]);
  const productAt = (id: number | string) => `/api/products/${id}`;
  const warehouseAt = (id: number | string) => `/api/warehouses/${id}`;
  const answerProduct = (res: Response, req: Request, outcome: { id: number; position: Position | null }) =>
    products.changed(res, outcome, productAt(outcome.id), () => queries.product(outcome.id, actorOf(req)));
  const warehouse = async (id: number) => {
    const doc = await queries.warehouse(id);
    if (!doc) throw notFound(MESSAGES.warehouseNotFound);
    return warehouseDto(doc);
  };

  // ---- public reads ---------------------------------------------------------------------------

  router.get('/api/products', async (req, res) => {
    res.sendJsonText(await queries.listJson(listQuery(req), actorOf(req)));
  });

  // The facet counts and the cards' extras of the same list (ADR 0066): the spec's answer stays as it is.
  router.get('/api/catalog/summary', async (req, res) => {
    res.sendJsonText(await queries.summaryJson(listQuery(req), actorOf(req)));
  });

  // The same extras for the cards a list answered (ADR 0073): the header's drop-down groups its five
  // products by part with this, without counting the facets of the whole search.
  router.get('/api/catalog/cards', async (req, res) => {
    const text = param(req, 'ids') ?? '';
    const ids = text.split(',').map((id) => id.trim());
    if (ids.length > MAX_PAGE_SIZE || !ids.every((id) => /^[1-9]\d{0,8}$/.test(id)))
      fail('ids', LIST_MESSAGES.cardIds);
    res.json({ cards: await queries.cards(ids.map(Number)) });
  });

  router.get('/api/products/:id', async (req, res) => {
    res.json(await queries.product(productId(req), actorOf(req)));
  });

  // ---- the supplier's products ----------------------------------------------------------------

  // Buyers list parts too ('Продать зап.части', ADR 0031), with their stock and where it lies (ADR 0060).
  const seller = requireRole('supplier', 'buyer');
  router.post('/api/products', seller, async (req, res) => {
    const context = commandContext(req);
    const created = await products.once(req, 'catalog.createProduct', context, () =>
      commands.createProduct(req.body, signedIn(req), context),
    );
    await products.created(res, created, productAt(created.id), () =>
      queries.product(Number(created.id), actorOf(req)),
    );
  });

  router.put('/api/products/:id', seller, async (req, res) => {
    const outcome = await commands.editProduct(productId(req), req.body, signedIn(req), commandContext(req));
    await answerProduct(res, req, outcome);
  });

  router.post('/api/products/:id/submit', seller, async (req, res) => {
    const outcome = await commands.submitProduct(productId(req), signedIn(req), commandContext(req));
    await answerProduct(res, req, outcome);
  });

  router.post('/api/products/:id/restore', seller, async (req, res) => {
    const outcome = await commands.restoreProduct(productId(req), signedIn(req), commandContext(req));
    await answerProduct(res, req, outcome);
  });

  router.put('/api/products/:id/stock', seller, async (req, res) => {
    const body = req.body as { stocks?: unknown } | undefined;
    const stocks = body && typeof body === 'object' && !Array.isArray(body) ? body.stocks : undefined;
    const outcome = await commands.setStock(productId(req), stocks, signedIn(req), commandContext(req));
    await answerProduct(res, req, outcome);
  });

  router.post('/api/products/:id/archive', requireRole('supplier', 'buyer', 'admin'), async (req, res) => {
    const outcome = await commands.archiveProduct(productId(req), signedIn(req), commandContext(req));
    await answerProduct(res, req, outcome);
  });

  // ---- moderation -----------------------------------------------------------------------------

  const admin = requireRole('admin');
  router.post('/api/admin/products/:id/publish', admin, async (req, res) => {
    const outcome = await commands.publishProduct(productId(req), signedIn(req), commandContext(req));
    await answerProduct(res, req, outcome);
  });

  router.post('/api/admin/products/:id/reject', admin, async (req, res) => {
    const body = req.body as { reason?: unknown } | undefined;
    const reason = body && typeof body === 'object' ? body.reason : undefined;
    const outcome = await commands.rejectProduct(productId(req), reason, signedIn(req), commandContext(req));
    await answerProduct(res, req, outcome);
  });

  // ---- warehouses -----------------------------------------------------------------------------

  const owner = requireRole('supplier', 'buyer', 'admin');
  router.get('/api/warehouses', owner, async (req, res) => {
    const actor = signedIn(req);
    if (actor.role === 'admin') {
      const text = param(req, 'supplierId');
      const supplierId =
        text === undefined || text === ''
          ? null
          : integer(
              text,
              'supplierId',
              'Параметр supplierId — номер поставщика',
              1,
              Number.MAX_SAFE_INTEGER,
              0,
            );
      res.json(
        (await queries.warehouses(supplierId)).map((doc) => ({
          ...warehouseDto(doc),
          supplierId: doc.supplierId,
        })),
      );
      return;
    }
    res.json(actor.userId === null ? [] : (await queries.warehouses(actor.userId)).map(warehouseDto));
  });

  router.get('/api/warehouses/:id', owner, async (req, res) => {
    const id = warehouseId(req);
    const actor = signedIn(req);
    const doc = await queries.warehouse(id);
    if (!doc) throw notFound(MESSAGES.warehouseNotFound);
    checkWarehouseOwner({ exists: true, warehouseId: id, supplierId: doc.supplierId, details: null }, actor, {
      adminMayRead: true,
    });
    res.json(warehouseDto(doc));
  });

  router.get('/api/warehouses/:id/stock', owner, async (req, res) => {
    const id = warehouseId(req);
    const doc = await queries.warehouse(id);
    if (!doc) throw notFound(MESSAGES.warehouseNotFound);
    checkWarehouseOwner(
      { exists: true, warehouseId: id, supplierId: doc.supplierId, details: null },
      signedIn(req),
      { adminMayRead: true },
    );
    const products = await queries.warehouseStock(id);
    res.json({
      warehouse: warehouseDto(doc),
      products,
      total: products.reduce((sum, p) => sum + p.quantity, 0),
    });
  });

  router.post('/api/warehouses', seller, async (req, res) => {
    const context = commandContext(req);
    const created = await warehouses.once(req, 'catalog.createWarehouse', context, () =>
      commands.createWarehouse(req.body, signedIn(req), context),
    );
    await warehouses.created(res, created, warehouseAt(created.id), () => warehouse(Number(created.id)));
  });

  router.put('/api/warehouses/:id', seller, async (req, res) => {
    const outcome = await commands.changeWarehouse(
      warehouseId(req),
      req.body,
      signedIn(req),
      commandContext(req),
    );
    await warehouses.changed(res, outcome, warehouseAt(outcome.id), () => warehouse(outcome.id));
  });

  router.delete('/api/warehouses/:id', seller, async (req, res) => {
    const outcome = await commands.removeWarehouse(warehouseId(req), signedIn(req), commandContext(req));
    await warehouses.done(res, outcome.position);
  });

  return router;
}
