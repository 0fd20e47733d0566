import type { ProjectionDefinition } from '../backend/kit/read/index.ts';
import { accountingDocumentsProjection } from './read-models/accounting-documents.ts';
import { auditEntitiesProjection, auditEntriesProjection } from './read-models/audit.ts';
import { cartsProjection } from './read-models/carts.ts';
import { categoriesProjection, serviceCategoriesProjection } from './read-models/category-trees.ts';
import { companiesProjection } from './read-models/companies.ts';
import { contractsProjection } from './read-models/contracts.ts';
import { conversationsProjection } from './read-models/conversations.ts';
import { feedbackProjection } from './read-models/feedback.ts';
import { navigationProjection } from './read-models/navigation.ts';
import { newsProjection } from './read-models/news.ts';
import { notificationsProjection } from './read-models/notifications.ts';
import { offersProjection } from './read-models/offers.ts';
import { ordersProjection } from './read-models/orders.ts';
import { pagesProjection } from './read-models/pages.ts';
import { partProposalsProjection, partsProjection } from './read-models/parts.ts';
import { productSearchProjection } from './read-models/product-search.ts';
import { quoteRequestsProjection } from './read-models/quote-requests.ts';
import { productsProjection } from './read-models/products.ts';
import { sellerSearchProjection } from './read-models/seller-search.ts';
import { serviceRequestsProjection } from './read-models/service-requests.ts';
import { servicesProjection } from './read-models/services.ts';
import { sessionsProjection } from './read-models/sessions.ts';
import { usersProjection } from './read-models/users.ts';
import { warehousesProjection } from './read-models/warehouses.ts';

export * from '../backend/kit/read/index.ts';
export { accountingDocumentsProjection } from './read-models/accounting-documents.ts';
export { auditEntitiesProjection, auditEntriesProjection } from './read-models/audit.ts';
export { cartsProjection } from './read-models/carts.ts';
export { categoriesProjection, serviceCategoriesProjection } from './read-models/category-trees.ts';
export { companiesProjection } from './read-models/companies.ts';
export { contractsProjection } from './read-models/contracts.ts';
export { conversationsProjection } from './read-models/conversations.ts';
export { feedbackProjection } from './read-models/feedback.ts';
export { navigationProjection } from './read-models/navigation.ts';
export { newsProjection } from './read-models/news.ts';
export { notificationsProjection } from './read-models/notifications.ts';
export { offersProjection } from './read-models/offers.ts';
export { ordersProjection } from './read-models/orders.ts';
export { pagesProjection } from './read-models/pages.ts';
export { partProposalsProjection, partsProjection } from './read-models/parts.ts';
export { productSearchProjection } from './read-models/product-search.ts';
export { quoteRequestsProjection } from './read-models/quote-requests.ts';
export { productsProjection } from './read-models/products.ts';
export { sellerSearchProjection } from './read-models/seller-search.ts';
export { serviceRequestsProjection } from './read-models/service-requests.ts';
export { servicesProjection } from './read-models/services.ts';
export { sessionsProjection } from './read-models/sessions.ts';
export { usersProjection } from './read-models/users.ts';
export { warehousesProjection } from './read-models/warehouses.ts';

/** Every read model of the product, run by the engine and listed by /api/health. */
export const allProjections: readonly ProjectionDefinition[] = [
  accountingDocumentsProjection,
  auditEntriesProjection,
  auditEntitiesProjection,
  cartsProjection,
  categoriesProjection,
  companiesProjection,
  contractsProjection,
  conversationsProjection,
  feedbackProjection,
  navigationProjection,
  newsProjection,
  notificationsProjection,
  offersProjection,
  ordersProjection,
  pagesProjection,
  partsProjection,
  partProposalsProjection,
  productSearchProjection,
  productsProjection,
  quoteRequestsProjection,
  sellerSearchProjection,
  serviceCategoriesProjection,
  serviceRequestsProjection,
  servicesProjection,
  sessionsProjection,
  usersProjection,
  warehousesProjection,
];
