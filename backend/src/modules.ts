import type { Router } from 'express';
import { IdempotentCreations, systemContext } from './write-kit/index.ts';
import { CatalogCommands, CatalogQueries, PRODUCTS_PROJECTION, publicVersion, type SupplierNames } from '../modules/catalog/index.ts';
import { catalogRouter } from '../modules/catalog/http.ts';
import { CategoryCommands, CategoryQueries } from '../modules/categories/index.ts';
import { categoriesRouter } from '../modules/categories/http.ts';
import { CompanyCommands, CompanyQueries } from '../modules/companies/index.ts';
import { companiesRouter } from '../modules/companies/http.ts';
import { ContractCommands, ContractQueries, type CompanyDirectory } from '../modules/contracts/index.ts';
import { contractsRouter } from '../modules/contracts/http.ts';
import { ContentCommands, ContentQueries } from '../modules/content/index.ts';
import { contentRouter } from '../modules/content/http.ts';
import {
  FeedbackCommands,
  FeedbackQueries,
  createSubmissionLimiter,
  feedbackEvents,
  feedbackStream,
  type FeedbackSubmitted,
} from '../modules/feedback/index.ts';
import { feedbackRouter } from '../modules/feedback/http.ts';
import {
  IdentityCommands,
  PasswordResets,
  SignInLinks,
  accessGuard,
  DEFAULT_THROTTLE_POLICY,
  createAuthThrottle,
  IdentityQueries,
} from '../modules/identity/index.ts';
import { identityRouter } from '../modules/identity/http.ts';
import {
  AccountingCommands,
  AccountingQueries,
  type Deals,
  type OpenDeals,
  type Requisites,
} from '../modules/accounting/index.ts';
import { accountingRouter } from '../modules/accounting/http.ts';
import { AuditQueries } from '../modules/audit/index.ts';
import { auditRouter } from '../modules/audit/http.ts';
import { OrderCommands, OrderQueries } from '../modules/orders/index.ts';
import { CartCommands, CartQueries } from '../modules/cart/index.ts';
import { cartRouter } from '../modules/cart/http.ts';
import { ordersRouter } from '../modules/orders/http.ts';
import { NewsCommands, NewsQueries } from '../modules/news/index.ts';
import { newsRouter } from '../modules/news/http.ts';
import { PriceListImports, readTableOffThread, RememberedMappings, type SellerCatalog } from '../modules/price-lists/index.ts';
import { priceListsRouter, type PriceListDirectory } from '../modules/price-lists/http.ts';
import {
  ConversationCommands,
  ConversationQueries,
  type PostedHook,
  type Subjects,
} from '../modules/messaging/index.ts';
import { messagingRouter } from '../modules/messaging/http.ts';
import { NotificationCommands, NotificationQueries } from '../modules/notifications/index.ts';
import { notificationsRouter } from '../modules/notifications/http.ts';
import { PartCommands, PartQueries } from '../modules/parts/index.ts';
import { QuoteRequestCommands, QuoteRequestQueries } from '../modules/quote-requests/index.ts';
import { quoteRequestsRouter } from '../modules/quote-requests/http.ts';
import { partsRouter } from '../modules/parts/http.ts';
import { ServiceCommands, ServiceQueries, type SupplierInfo } from '../modules/services/index.ts';
import { servicesRouter } from '../modules/services/http.ts';
import { DEFAULT_UPLOAD_LIMITS, createUploadQuota } from '../modules/uploads/index.ts';
import { uploadsRouter } from '../modules/uploads/http.ts';
import { createRateCounters } from '../../infra/rate-limit/index.ts';
import type { AccessGuard } from './http/index.ts';
import type { Platform } from './platform.ts';

/** The bounded contexts wired to the platform: their command services and their HTTP routes. */
export interface Modules {
  readonly categories: CategoryCommands;
  readonly catalog: CatalogCommands;
  readonly catalogQueries: CatalogQueries;
  readonly categoryQueries: CategoryQueries;
  readonly contentQueries: ContentQueries;
  readonly newsQueries: NewsQueries;
  readonly content: ContentCommands;
  readonly feedback: FeedbackCommands;
  readonly identity: IdentityCommands;
  readonly news: NewsCommands;
  readonly orders: OrderCommands;
  readonly services: ServiceCommands;
  readonly serviceQueries: ServiceQueries;
  readonly parts: PartCommands;
  readonly partQueries: PartQueries;
  readonly quoteRequests: QuoteRequestCommands;
  readonly companies: CompanyCommands;
  /** What `authenticate` checks after a token's signature: blocked users, revoked sessions. */
  readonly accessGuard: AccessGuard;
  readonly routers: readonly Router[];
}

/** A side of a deal (the catalogue's seller, an order's parties, a conversation's): their company's name first (ADR 0058). */
function supplierNames(users: IdentityQueries): SupplierNames {
  return async (supplierId) => (await users.names(supplierId))?.party ?? null;
}

/**
 * A service's supplier or customer as its pages show them: the names they gave (never the
 * registration default, ADR 0058), their e-mail, and the name the site shows for them.
 */
function supplierInfo(users: IdentityQueries): SupplierInfo {
  return async (userId) => {
    const names = await users.names(userId);
    if (!names) return null;
    const { person } = names;
    const own = (part: string) => (person.nameIsPlaceholder ? null : part || null);
    return { id: person.id, firstName: own(person.firstName), lastName: own(person.lastName), email: person.email, displayName: names.displayName };
  };
}

/** A party's requisites on a document: their company's (name, ИНН, КПП, legal address), else their own name. */
function requisites(users: IdentityQueries, companies: CompanyQueries): Requisites {
  return async (userId) => {
    const names = await users.names(userId);
    const companyId = names?.person.companyId;
    const company = companyId ? await companies.requisites(companyId) : null;
    if (company) return { id: userId, name: company.name, inn: company.inn, kpp: company.kpp, address: company.legalAddress, bank: company.bank };
    return { id: userId, name: names?.displayName ?? `Пользователь ${userId}`, inn: null, kpp: null, address: null };
  };
}

/**
 * Companies for a contract's sides (ADR 0052): the proposer's company and the company holding an ИНН
 * verified come from the companies' write side (who receives a contract is never a read model's
 * answer); whether anyone names an ИНН at all only words the refusal of an unknown one.
 */
function companyDirectory(companies: CompanyCommands, queries: CompanyQueries): CompanyDirectory {
  return {
    byId: (companyId) => companies.party(companyId),
    async verifiedByInn(inn) {
      const holder = await companies.verifiedHolder(inn);
      return holder === null ? null : companies.party(holder);
    },
    named: (inn) => queries.named(inn),
  };
}

/** Price lists read categories, the seller's warehouses and the seller's own products from their modules. */
function priceListDirectory(categories: CategoryQueries, catalog: CatalogQueries): PriceListDirectory {
  return {
    async categories() {
      const docs = await categories.all();
      return docs.filter((doc) => !doc.isNameFilter).map((doc) => ({ id: doc.id, name: doc.name, slug: doc.slug }));
    },
    async warehouses(sellerId) {
      return (await catalog.warehouses(sellerId)).map((doc) => ({ id: doc.id, name: doc.name }));
    },
    async ownProducts(sellerId) {
      const [products, tree] = await Promise.all([catalog.sellerProducts(sellerId), categories.all()]);
      const names = new Map(tree.map((c) => [c.id, c.name]));
      return products
        .filter((p) => p.status !== 'archived')
        // The seller's latest version, also when it waits for moderation: the file round-trips what they wrote.
        .map((p) => ({ ...p, ...(p.revision?.details ?? {}) }))
        .map((p) => ({ partNumber: p.partNumber ?? null, name: p.name, price: p.price, category: names.get(p.categoryId) ?? '', quality: p.quality, description: p.description, stocks: p.stocks }));
    },
  };
}

const AGREED_ORDER = new Set(['confirmed', 'shipped', 'ready', 'received', 'closed']);
const DELIVERED_ORDER = new Set(['shipped', 'ready', 'received', 'closed']);

/** The seller's agreed deals as the orders and services modules list them, for 'Бухгалтерия' to offer their documents. */
function openDeals(orders: OrderQueries, services: ServiceQueries, names: (userId: number) => Promise<string | null>): OpenDeals {
  return async (sellerId) => {
    const [received, requests] = await Promise.all([orders.received(sellerId), services.received(sellerId)]);
    const deals = [
      ...received.filter((o) => AGREED_ORDER.has(o.status) && o.offer).map(async (o) => ({
        kind: 'order' as const, id: o.id, label: `${o.contract ? `Договор ${o.contract.number}, заявка` : 'Заявка'} ${o.number}: ${o.productName}`,
        buyerName: (await names(o.buyerId)) ?? '', total: Math.round(o.offer!.unitPrice * o.offer!.quantity * 100) / 100,
        stage: DELIVERED_ORDER.has(o.status) ? ('delivered' as const) : ('agreed' as const), updatedAt: o.updatedAt,
      })),
      ...requests.filter((r) => (r.status === 'accepted' || r.status === 'done') && r.quote).map(async (r) => ({
        kind: 'serviceRequest' as const, id: r.id, label: `${r.contract ? `Договор ${r.contract.number}, заявка` : 'Заявка'} ${r.number}: ${r.serviceName}`,
        buyerName: (await names(r.requesterId)) ?? '', total: r.quote!.price,
        stage: r.status === 'done' ? ('delivered' as const) : ('agreed' as const), updatedAt: r.updatedAt,
      })),
    ];
    return (await Promise.all(deals)).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  };
}

export function createModules(platform: Platform): Modules {
  // Creations a client may retry with an Idempotency-Key (ADR 0062).
  const creations = new IdempotentCreations(platform.events);
  // Each module's read models are read by that module only; the others ask through these.
  const companyQueries = new CompanyQueries(platform.readModels);
  const users = new IdentityQueries(platform.readModels, async (companyId) => (await companyQueries.byId(companyId))?.name ?? null);
  const categoryQueries = new CategoryQueries(platform.readModels);
  const contentQueries = new ContentQueries(platform.readModels);
  const feedbackQueries = new FeedbackQueries(platform.readModels);
  const newsQueries = new NewsQueries(platform.readModels);
  const categories = new CategoryCommands(platform.events, platform.sequences, platform.holds);
  // The catalogue checks categories in the tree's own stream; the tree refuses to delete a category
  // that the catalogue says holds products.
  const catalog = new CatalogCommands({
    store: platform.events,
    sequences: platform.sequences,
    categoryExists: async (categoryId) => (await categories.node(categoryId)) !== null,
    readModels: platform.readModels,
    reservations: platform.reservations,
    holds: platform.holds,
  });
  categories.useProductCounter((categoryId, holders) => catalog.productCount(categoryId, holders));
  // Parts check categories in the tree's own stream; an offer is linked by the catalogue's own command.
  const parts = new PartCommands({
    store: platform.events,
    sequences: platform.sequences,
    reservations: platform.reservations,
    categoryExists: async (categoryId) => (await categories.node(categoryId)) !== null,
    linkOffer: (productId, partId, actor, context, onlyFrom) => catalog.linkPart(productId, partId, actor, context, onlyFrom),
  });
  const partQueries = new PartQueries({ readModels: platform.readModels });
  const catalogQueries = new CatalogQueries({
    readModels: platform.readModels,
    supplierNames: supplierNames(users),
    categories: categoryQueries,
    logger: platform.logger,
  });
  const content = new ContentCommands(platform.events, platform.sequences);
  const feedback = new FeedbackCommands(platform.events, platform.sequences);
  // Rate limits and quotas count in Redis when it is configured (shared by every API process).
  const rateCounters = createRateCounters({ redis: platform.redis });
  const feedbackLimiter = createSubmissionLimiter(rateCounters);
  // Reset links: 5 an hour per address and per account, shared by every API process over Redis.
  const resetLimiter = createSubmissionLimiter(rateCounters, { name: 'rl:password-reset', points: 5, durationSeconds: 3600 });
  const identity = new IdentityCommands({
    store: platform.events,
    sequences: platform.sequences,
    reservations: platform.reservations,
    readModels: platform.readModels,
    tokens: platform.tokens,
    throttle: createAuthThrottle({
      counters: rateCounters,
      keyPrefix: 'rl:auth',
      policy: { ...DEFAULT_THROTTLE_POLICY, ...platform.config.authLimits },
    }),
    passwordCost: platform.config.passwordCost,
  });
  // Companies ask the accounts who is in which company; the accounts' events record the joining.
  const companies = new CompanyCommands(platform.events, platform.sequences, platform.reservations, {
    membership: (userId) => identity.membership(userId),
    join: (userId, companyId, isCompanyAdmin, context) => identity.joinCompany(userId, companyId, isCompanyAdmin, context),
  });
  const news = new NewsCommands(platform.events, platform.sequences);
  // A contract's sides are companies; who acts for which side is read from the accounts' streams.
  const contracts = new ContractCommands({
    store: platform.events,
    sequences: platform.sequences,
    companyOf: async (userId) => (await identity.membership(String(userId)))?.companyId ?? null,
    companies: companyDirectory(companies, companyQueries),
  });
  // Orders read the product and its warehouses on the write side, and take delivered pieces off
  // the stock with the seller's own stock command.
  const orders = new OrderCommands({
    store: platform.events,
    sequences: platform.sequences,
    catalog: {
      async product(productId) {
        const state = await catalog.loadProduct(productId);
        if (!state.exists || !state.details) return null;
        // Buyers order what they see: the published version, also while an edit of it is moderated.
        const shown = publicVersion(state);
        const { name, partNumber, price, services } = shown ?? state.details;
        return { published: shown !== null, name, partNumber: partNumber ?? null, price, sellerId: state.supplierId, stocks: state.stocks, services };
      },
      async warehouse(warehouseId) {
        const state = await catalog.loadWarehouse(warehouseId);
        return state.exists && state.details ? { name: state.details.name, address: state.details.address, city: state.details.city } : null;
      },
      async consume(productId, warehouseId, quantity, sellerId, context) {
        const state = await catalog.loadProduct(productId);
        const stocks = state.stocks
          .map((stock) => (stock.warehouseId === warehouseId ? { ...stock, quantity: Math.max(0, stock.quantity - quantity) } : stock))
          .filter((stock) => stock.quantity > 0);
        await catalog.setStock(productId, stocks, { userId: sellerId, role: 'supplier' }, context);
      },
    },
    contracts: (contractId, buyerId, sellerId, context) => contracts.forDeal(contractId, buyerId, sellerId, context),
  });
  const partyNames = supplierNames(users);
  // The basket checks a product on the catalogue's write side (what buyers may order), and checks
  // out through the orders' own command, so each line is an order request like any other (ADR 0068).
  const cart = new CartCommands({
    store: platform.events,
    sequences: platform.sequences,
    async catalog(productId) {
      const state = await catalog.loadProduct(productId);
      if (!state.exists || !state.details) return null;
      const shown = publicVersion(state);
      const { name, price } = shown ?? state.details;
      return { published: shown !== null, name, price, sellerId: state.supplierId };
    },
    orders: (request, buyerId, context) =>
      orders.request({ ...request, deliveryType: 'delivery' }, { userId: buyerId, role: 'buyer' }, context),
  });
  // Services check their category in the service-category tree's own stream; the tree refuses to
  // delete a category that still holds services.
  const services = new ServiceCommands({
    store: platform.events,
    sequences: platform.sequences,
    categoryExists: async (categoryId) => (await content.serviceCategories.node(categoryId)) !== null,
    contracts: (contractId, requesterId, supplierId, context) => contracts.forDeal(contractId, requesterId, supplierId, context),
  });
  // A product links only its seller's public services, as the services' own streams say.
  catalog.useServiceLookup(async (serviceId) => {
    const service = await services.load(serviceId);
    const shown = service.details;
    return service.exists && shown ? { supplierId: service.supplierId, name: shown.name, public: service.hasPublicVersion } : null;
  });
  const serviceQueries = new ServiceQueries({
    readModels: platform.readModels,
    supplierInfo: supplierInfo(users),
    serviceCategories: () => contentQueries.serviceCategories(),
  });
  const cartQueries = new CartQueries({
    readModels: platform.readModels,
    offers: (productIds) => catalogQueries.shownToBuyers(productIds),
    names: (userId) => partyNames(userId),
  });
  const orderQueries = new OrderQueries({ readModels: platform.readModels, names: (userId) => partyNames(userId) });
  content.serviceCategories.useServiceCounter((categoryId) => serviceQueries.countInCategory(categoryId));
  // A conversation is between the parties of its order or service request, as their streams say.
  const subjects: Subjects = async (kind, id) => {
    if (kind === 'order') {
      const order = await orders.load(id);
      return order.request ? { parties: [order.request.buyerId, order.request.sellerId], label: `Заявка ${order.request.number}: ${order.request.productName}` } : null;
    }
    if (kind === 'feedback') {
      const question = await siteQuestion(id);
      return question ? { parties: question.askerId === null ? [] : [question.askerId], label: `Вопрос с сайта № ${id}` } : null;
    }
    const request = await services.loadRequest(id);
    return request.sent ? { parties: [request.sent.requesterId, request.sent.supplierId], label: `Заявка ${request.sent.number}: ${request.sent.serviceName}` } : null;
  };
  // A site question as its own stream holds it: who asked (when signed in) and how to answer.
  const siteQuestion = async (feedbackId: number) => {
    const [first] = await platform.events.readStream(feedbackStream(feedbackId));
    if (first?.type !== 'FeedbackSubmitted') return null;
    const data = feedbackEvents.check(first.type, first.data).data as FeedbackSubmitted;
    const userId = first.metadata?.userId;
    return { ...data, askerId: typeof userId === 'string' && /^[1-9]\d{0,15}$/.test(userId) ? Number(userId) : null };
  };
  // An admin's answer to a site question goes to the asker's e-mail too, and marks it answered.
  const onPosted: PostedHook = async (message, context) => {
    if (message.kind !== 'feedback' || message.actor.role !== 'admin') return;
    const question = await siteQuestion(message.id);
    if (!question) return;
    if (question.email) {
      await platform.mailer.send({
        to: question.email,
        subject: `Ответ на ваш вопрос № ${message.id} — ВагонЗапчасть`,
        text: [
          `Здравствуйте, ${question.name}!`,
          '',
          'Вы спрашивали:',
          question.message,
          '',
          'Ответ:',
          message.text,
          ...(message.attachments.length > 0 ? ['', 'Вложения:', ...message.attachments.map((file) => `${file.name}: ${platform.siteUrl}${file.url}`)] : []),
        ].join('\n'),
      });
    }
    await feedback.process(message.id, null, context).catch(() => undefined);
  };
  // A price list goes into the catalogue through its own commands, as the seller.
  const sellerCatalog: SellerCatalog = {
    productByPartNumber: (sellerId, partNumber) => catalog.productByPartNumber(sellerId, partNumber),
    async product(productId) {
      const state = await catalog.loadProduct(productId);
      return state.exists && state.details ? { details: state.details, stocks: state.stocks } : null;
    },
    create: async (seller, details, context) => (await catalog.createProduct(details, seller, context)).id,
    edit: async (productId, seller, details, context) => void (await catalog.editProduct(productId, details, seller, context)),
    setStock: async (productId, seller, stocks, context) => void (await catalog.setStock(productId, stocks, seller, context)),
    // A row's designation links its new product to the part that holds it (ADR 0067).
    async linkToPart(productId, seller, designation, context) {
      const partId = await parts.partByDesignation(designation);
      if (partId === null) return false;
      await parts.linkOffer(productId, { partId }, seller, context);
      return true;
    },
  };
  const contractQueries = new ContractQueries({
    readModels: platform.readModels,
    companyOf: (userId) => users.companyOf(userId),
    companies: {
      async verifiedInnOf(companyId) {
        const company = await companyQueries.byId(companyId);
        return company?.verified ? company.inn : null;
      },
      async verifiedByInn(inn) {
        const company = await companyQueries.verifiedByInn(inn);
        return company ? { companyId: company.id, name: company.name } : null;
      },
    },
  });
  // The dates a document names its basis by: when the contract was signed, when the request was sent.
  // Read as the seller sees them; a date that cannot be read leaves the basis without one.
  const dayOf = (instant: unknown) => (typeof instant === 'string' && /^\d{4}-\d{2}-\d{2}/.test(instant) ? instant.slice(0, 10) : null);
  const contractSigned = (contractId: number, sellerId: number) =>
    contractQueries.one(contractId, { userId: sellerId, role: 'supplier' }, new Date()).then((c) => dayOf(c.signedAt), () => null);
  const contractBasis = async (contract: { id: number; number: string }, sellerId: number) =>
    ({ kind: 'contract' as const, title: 'Договор поставки', number: contract.number, date: await contractSigned(contract.id, sellerId) });
  // Documents bill a deal as its own stream states it: the agreed price and quantity, its stage.
  const deals: Deals = async (kind, id) => {
    if (kind === 'order') {
      const order = await orders.load(id);
      if (!order.request || order.status === null) return null;
      const { request } = order;
      const price = order.unitPrice ?? request.listPrice;
      const amount = Math.round(price * order.quantity * 100) / 100;
      const warehouse = request.warehouseId === null ? null : await catalog.loadWarehouse(request.warehouseId);
      const place = warehouse?.exists && warehouse.details ? warehouse.details : null;
      const shipFrom = place ? (place.address.includes(place.city) ? place.address : `${place.city}, ${place.address}`) : request.warehouseAddress;
      return {
        sellerId: request.sellerId,
        buyerId: request.buyerId,
        stage: DELIVERED_ORDER.has(order.status) ? 'delivered' : AGREED_ORDER.has(order.status) ? 'agreed' : 'open',
        label: request.contract
          ? `Договор ${request.contract.number}, заявка ${request.number}`
          : `Заявка ${request.number} от покупателя`,
        lines: [{ name: request.productName, quantity: order.quantity, unit: 'шт', price, amount, code: request.partNumber ?? null }],
        total: amount,
        basis: request.contract
          ? await contractBasis(request.contract, request.sellerId)
          : { kind: 'order', title: 'Заявка', number: request.number, date: await orderQueries.one(id, { userId: request.sellerId, role: 'supplier' }).then((o) => dayOf(o.createdAt), () => null) },
        shipment: { from: shipFrom, to: request.deliveryType === 'delivery' ? request.deliveryAddress : null },
      };
    }
    const request = await services.loadRequest(id);
    if (!request.sent || request.status === null) return null;
    const { sent } = request;
    const price = request.price ?? 0;
    return {
      sellerId: sent.supplierId,
      buyerId: sent.requesterId,
      stage: request.status === 'done' ? 'delivered' : request.status === 'accepted' ? 'agreed' : 'open',
      label: sent.contract ? `Договор ${sent.contract.number}, заявка на услугу ${sent.number}` : `Заявка на услугу ${sent.number}`,
      lines: [{ name: sent.serviceName, quantity: 1, unit: 'усл. ед', price, amount: price }],
      total: price,
      basis: sent.contract
        ? await contractBasis(sent.contract, sent.supplierId)
        : { kind: 'serviceRequest', title: 'Заявка на услугу', number: sent.number, date: await serviceQueries.request(id, { userId: sent.supplierId, role: 'supplier' }).then((r) => dayOf(r.createdAt), () => null) },
    };
  };
  // Requests for quotes (ADR 0069): parts, offers and accounts read on their own streams; an award
  // runs the orders' own command, under the contract in force the contracts' write side confirms.
  const quoteRequests = new QuoteRequestCommands({
    store: platform.events,
    sequences: platform.sequences,
    directory: {
      async part(partId) {
        const part = await parts.load(partId);
        return part.exists ? { designation: part.designation, name: part.name, categoryId: part.categoryId } : null;
      },
      async offer(productId) {
        const state = await catalog.loadProduct(productId);
        return state.exists && publicVersion(state) !== null ? { sellerId: state.supplierId } : null;
      },
      async canBeAsked(userId) {
        const user = await identity.load(userId);
        return user.exists && user.role !== 'admin' && user.status !== 'blocked';
      },
      sellersInCategories: (categoryIds) => partQueries.sellersInCategories(categoryIds),
      sellerOffer: (partId, sellerId) => partQueries.sellerOffer(partId, sellerId),
      async contractInForce(buyerId, sellerId) {
        const now = new Date();
        for (const contract of await contractQueries.inForceWith({ userId: buyerId, role: 'buyer' }, sellerId, now)) {
          const confirmed = await contracts.forDeal(contract.id, buyerId, sellerId, systemContext(now)).then(() => true, () => false);
          if (confirmed) return contract.id;
        }
        return null;
      },
    },
    orders,
  });
  return {
    quoteRequests,
    categories,
    catalog,
    catalogQueries,
    categoryQueries,
    contentQueries,
    newsQueries,
    content,
    feedback,
    identity,
    news,
    orders,
    services,
    serviceQueries,
    parts,
    partQueries,
    companies,
    accessGuard: accessGuard(platform.readModels),
    routers: [
      // First: the catalogue's list is the hottest route.
      catalogRouter({ commands: catalog, queries: catalogQueries, readModels: platform.readModels, creations }),
      partsRouter({ commands: parts, queries: partQueries, readModels: platform.readModels, creations }),
      cartRouter({ commands: cart, queries: cartQueries, readModels: platform.readModels, creations }),
      uploadsRouter({
        files: platform.files,
        quota: createUploadQuota({
          counters: rateCounters,
          limits: { ...DEFAULT_UPLOAD_LIMITS, ...platform.config.uploadLimits },
        }),
      }),
      categoriesRouter({ commands: categories, queries: categoryQueries, readModels: platform.readModels }),
      contentRouter({ commands: content, queries: contentQueries, readModels: platform.readModels, actorName: (userId) => users.displayName(userId) }),
      feedbackRouter({ commands: feedback, queries: feedbackQueries, readModels: platform.readModels, limiter: feedbackLimiter }),
      identityRouter({
        commands: identity,
        resets: new PasswordResets({
          store: platform.events,
          identity,
          mailer: platform.mailer,
          siteUrl: (origin) => (platform.config.publicUrl ?? origin).replace(/\/+$/, ''),
          limit: async (key) => (await resetLimiter.take(key)).allowed,
        }),
        loginLinks: new SignInLinks({
          store: platform.events,
          identity,
          mailer: platform.mailer,
          siteUrl: (origin) => (platform.config.publicUrl ?? origin).replace(/\/+$/, ''),
          counters: rateCounters,
          limits: platform.config.loginLinkLimits,
        }),
        users,
        readModels: platform.readModels,
        dataDir: platform.config.dataDir,
        companyOf: (companyId) => companyQueries.byId(companyId),
        companiesMatching: (fragment) => companyQueries.idsMatching(fragment),
      }),
      companiesRouter({ commands: companies, queries: companyQueries, readModels: platform.readModels }),
      auditRouter({
        queries: new AuditQueries({ readModels: platform.readModels, store: platform.events, userNames: (userId) => users.displayName(userId) }),
      }),
      ordersRouter({
        commands: orders,
        queries: orderQueries,
        readModels: platform.readModels,
        creations,
      }),
      newsRouter({ commands: news, queries: newsQueries, readModels: platform.readModels }),
      servicesRouter({ commands: services, queries: serviceQueries, readModels: platform.readModels, creations }),
      messagingRouter({
        commands: new ConversationCommands({ store: platform.events, subjects, onPosted }),
        queries: new ConversationQueries({ readModels: platform.readModels, names: (userId) => partyNames(userId) }),
        subjects,
        readModels: platform.readModels,
        creations,
      }),
      priceListsRouter({
        catalog: sellerCatalog,
        directory: priceListDirectory(categoryQueries, catalogQueries),
        imports: new PriceListImports(sellerCatalog, async () => {
          await platform.readModels.waitFor(await platform.events.headPosition(), [PRODUCTS_PROJECTION]);
        }),
        mappings: new RememberedMappings(platform.events),
      }),
      contractsRouter({
        commands: contracts,
        queries: contractQueries,
        readModels: platform.readModels,
        creations,
        // The contract's text prints both companies' requisites from 'Данные компании'.
        requisites: async (companyId) => {
          const company = await companyQueries.doc(companyId);
          return company ? { name: company.name, inn: company.inn, kpp: company.kpp, ogrn: company.ogrn, address: company.legalAddress, bank: company.bank ?? null } : null;
        },
      }),
      accountingRouter({
        commands: new AccountingCommands({ store: platform.events, deals, requisites: requisites(users, companyQueries) }),
        queries: new AccountingQueries({ readModels: platform.readModels, openDeals: openDeals(orderQueries, serviceQueries, partyNames) }),
        readModels: platform.readModels,
        creations,
      }),
      quoteRequestsRouter({
        commands: quoteRequests,
        queries: new QuoteRequestQueries({ readModels: platform.readModels, names: (userId) => partyNames(userId) }),
        readModels: platform.readModels,
        creations,
        // An uploaded list is read by the price lists' import kit and matched by the parts' designation key.
        linesFile: {
          readTable: (bytes) => readTableOffThread(bytes),
          async partByDesignation(designation) {
            const partId = await parts.partByDesignation(designation);
            if (partId === null) return null;
            const part = await parts.load(partId);
            return part.exists ? { id: partId, designation: part.designation, name: part.name } : null;
          },
        },
      }),
      notificationsRouter({
        commands: new NotificationCommands(platform.events),
        queries: new NotificationQueries(platform.readModels),
        readModels: platform.readModels,
      }),
    ],
  };
}
