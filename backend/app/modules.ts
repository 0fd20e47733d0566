import type { Platform } from './platform.ts';
import { wiringKit } from './wiring/kit.ts';
import { wireAccounting } from './wiring/accounting.ts';
import { wireAudit } from './wiring/audit.ts';
import { wireCatalog } from './wiring/catalog.ts';
import { wireCategories } from './wiring/categories.ts';
import { wireCompanies } from './wiring/companies.ts';
import { wireContent } from './wiring/content.ts';
import { wireContracts } from './wiring/contracts.ts';
import { wireFeedback } from './wiring/feedback.ts';
import { wireIdentity } from './wiring/identity.ts';
import { wireMessaging } from './wiring/messaging.ts';
import { wireNews } from './wiring/news.ts';
import { wireNotifications } from './wiring/notifications.ts';
import { wireOrders } from './wiring/orders.ts';
import { wireParts } from './wiring/parts.ts';
import { wirePriceLists } from './wiring/price-lists.ts';
import { wireServices } from './wiring/services.ts';
import { wireUploads } from './wiring/uploads.ts';
import { wireCart } from './wiring/cart.ts';
import { wireQuoteRequests } from './wiring/quote-requests.ts';

/** The bounded contexts wired to the platform: their command services and their HTTP routes. */
export type Modules = ReturnType<typeof createModules>;

/** The composition root: one wiring per module (backend/app/wiring/), the ports between them closures (any order). */
export function createModules(platform: Platform) {
  const kit = wiringKit(platform);
  const companies = wireCompanies(kit, {
    membership: (userId) => identity.commands.membership(userId),
    join: (userId, companyId, isCompanyAdmin, context) =>
      identity.commands.joinCompany(userId, companyId, isCompanyAdmin, context),
  });
  const identity = wireIdentity(kit, companies.queries);
  const users = identity.queries;
  const partyName = (userId: number) => users.partyName(userId);
  const categories = wireCategories(kit, {
    productCount: (categoryId, holders) => catalog.commands.productCount(categoryId, holders),
    serviceCount: (categoryId) => services.queries.countInCategory(categoryId),
  });
  const catalog = wireCatalog(kit, {
    categoryExists: (categoryId) => categories.commands.has(categoryId),
    categories: categories.queries,
    linkableService: (serviceId) => services.commands.linkable(serviceId),
    partyName,
  });
  const parts = wireParts(kit, {
    categoryExists: (categoryId) => categories.commands.has(categoryId),
    linkOffer: (productId, partId, actor, context, onlyFrom) =>
      catalog.commands.linkPart(productId, partId, actor, context, onlyFrom),
    partyName,
  });
  const content = wireContent(kit, { actorName: (userId) => users.displayName(userId) });
  const feedback = wireFeedback(kit);
  const news = wireNews(kit);
  const contracts = wireContracts(kit, { identity, companies });
  const orders = wireOrders(kit, { catalog: catalog.commands, contracts, partyName });
  const services = wireServices(kit, {
    categories,
    contracts,
    contact: (userId) => users.contact(userId),
    partyName,
  });
  const quoteRequests = wireQuoteRequests(kit, {
    parts,
    catalog: catalog.commands,
    identity: identity.commands,
    contracts,
    orders: orders.commands,
    partyName,
  });
  const accounting = wireAccounting(kit, {
    deals: { order: (id) => orders.commands.deal(id), serviceRequest: (id) => services.commands.deal(id) },
    openDeals: [
      (sellerId) => orders.queries.agreedDeals(sellerId),
      (sellerId) => services.queries.agreedDeals(sellerId),
    ],
    users,
    companies: companies.queries,
  });
  return {
    categories: categories.commands,
    catalog: catalog.commands,
    catalogQueries: catalog.queries,
    categoryQueries: categories.queries,
    serviceCategories: categories.serviceCommands,
    serviceCategoryQueries: categories.serviceQueries,
    contentQueries: content.queries,
    newsQueries: news.queries,
    content: content.commands,
    feedback: feedback.commands,
    identity: identity.commands,
    news: news.commands,
    orders: orders.commands,
    services: services.commands,
    serviceQueries: services.queries,
    parts: parts.commands,
    partQueries: parts.queries,
    companies: companies.commands,
    /** What `authenticate` checks after a token's signature: blocked users, revoked sessions. */
    accessGuard: identity.accessGuard,
    /** Public lists answered from what is kept, before the routers (ADR 0105). */
    keptAnswers: [catalog.keptAnswers, services.keptAnswers],
    routers: [
      // First: the catalogue's list is the hottest route.
      catalog.router,
      parts.router,
      wireCart(kit, { catalog, orders: orders.commands, partyName }).router,
      wireUploads(kit).router,
      categories.router,
      content.router,
      feedback.router,
      identity.router,
      companies.router,
      wireAudit(kit, (userId) => users.displayName(userId)).router,
      orders.router,
      news.router,
      services.router,
      quoteRequests.router,
      wireMessaging(kit, {
        subjects: {
          order: (id) => orders.commands.subject(id),
          serviceRequest: (id) => services.commands.requestSubject(id),
          feedback: (id) => feedback.commands.subject(id),
          quoteRequest: (id, supplierId) => quoteRequests.commands.subject(id, supplierId),
        },
        onPosted: (message, context) => feedback.commands.answerPosted(message, context),
        partyName,
      }).router,
      wirePriceLists(kit, { catalog, categories: categories.queries, parts: parts.commands }).router,
      contracts.router,
      accounting.router,
      wireNotifications(kit).router,
    ],
  };
}
