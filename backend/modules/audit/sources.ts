import {
  describeWith,
  EventCodec,
  type AuditCatalog,
  type AuditDescription,
  type AuditEntityType,
  type DomainEvent,
} from '../../kit/write/index.ts';
import {
  documentAudit,
  documentEvents,
  documentStream,
  parseDocumentId,
  settingsAudit,
  settingsEvents,
} from '../accounting/published.ts';
import {
  CATEGORY_TREE_STREAM,
  SERVICE_CATEGORY_TREE_STREAM,
  categoryAudit,
  categoryEvents,
  serviceCategoryAudit,
  serviceCategoryEvents,
} from '../categories/published.ts';
import {
  productAudit,
  productEvents,
  productStream,
  warehouseAudit,
  warehouseEvents,
  warehouseStream,
} from '../catalog/published.ts';
import { companyAudit, companyEvents, companyStream } from '../companies/published.ts';
import { contractAudit, contractEvents, contractStream } from '../contracts/published.ts';
import {
  NAVIGATION_STREAM,
  isPageSlug,
  navigationAudit,
  navigationEvents,
  pageAudit,
  pageEvents,
  pageStream,
} from '../content/published.ts';
import { feedbackAudit, feedbackEvents, feedbackStream } from '../feedback/published.ts';
import {
  identityEvents,
  passwordResetAudit,
  passwordResetEvents,
  sessionAudit,
  sessionEvents,
  signInLinkAudit,
  signInLinkEvents,
  userAudit,
  userStream,
} from '../identity/published.ts';
import { newsAudit, newsEvents, newsStream } from '../news/published.ts';
import { partAudit, partEvents, partStream } from '../parts/published.ts';
import { priceListAudit, priceListEvents } from '../price-lists/published.ts';
import { quoteRequestAudit, quoteRequestEvents, quoteRequestStream } from '../quote-requests/published.ts';
import { conversationAudit, conversationEvents, conversationStream } from '../messaging/published.ts';
import { notificationAudit, notificationEvents } from '../notifications/published.ts';
import { orderAudit, orderEvents, orderStream, stockAudit, stockEvents } from '../orders/published.ts';
import { cartAudit, cartEvents } from '../cart/published.ts';
import {
  serviceAudit,
  serviceEvents,
  serviceRequestAudit,
  serviceRequestEvents,
  serviceRequestStream,
  serviceStream,
} from '../services/published.ts';

/**
 * One module's events as the audit reads them: their codec, how each reads, and in which stream
 * the whole history of one of its entities lies (a tree's events share one stream).
 */
export interface AuditSource {
  readonly events: EventCodec<DomainEvent>;
  readonly audit: AuditCatalog<DomainEvent>;
  readonly streams: Partial<Record<AuditEntityType, (entityId: string) => string | null>>;
}

function source<E extends DomainEvent>(
  events: EventCodec<E>,
  audit: AuditCatalog<E>,
  streams: AuditSource['streams'],
): AuditSource {
  return {
    events: events as unknown as EventCodec<DomainEvent>,
    audit: audit as unknown as AuditCatalog<DomainEvent>,
    streams,
  };
}

const numeric = (make: (id: number) => string) => (entityId: string) =>
  /^[1-9]\d{0,15}$/.test(entityId) ? make(Number(entityId)) : null;

/**
 * Every module whose events are someone's history. A module that writes events adds its source
 * here; `audit-completeness.test.ts` fails while any projected event type has no description.
 */
export const AUDIT_SOURCES: readonly AuditSource[] = [
  source(productEvents, productAudit, { product: numeric(productStream) }),
  source(warehouseEvents, warehouseAudit, { warehouse: numeric(warehouseStream) }),
  source(partEvents, partAudit, { part: numeric(partStream) }),
  source(categoryEvents, categoryAudit, { category: () => CATEGORY_TREE_STREAM }),
  source(companyEvents, companyAudit, { company: numeric(companyStream) }),
  source(identityEvents, userAudit, { user: numeric(userStream) }),
  source(sessionEvents, sessionAudit, {}),
  source(passwordResetEvents, passwordResetAudit, {}),
  source(signInLinkEvents, signInLinkAudit, {}),
  source(navigationEvents, navigationAudit, { navigation: () => NAVIGATION_STREAM }),
  source(pageEvents, pageAudit, { page: (slug) => (isPageSlug(slug) ? pageStream(slug) : null) }),
  source(serviceCategoryEvents, serviceCategoryAudit, {
    serviceCategory: () => SERVICE_CATEGORY_TREE_STREAM,
  }),
  source(feedbackEvents, feedbackAudit, { feedback: numeric(feedbackStream) }),
  source(newsEvents, newsAudit, { news: numeric(newsStream) }),
  source(orderEvents, orderAudit, { order: numeric(orderStream) }),
  source(stockEvents, stockAudit, {}),
  source(cartEvents, cartAudit, {}),
  source(notificationEvents, notificationAudit, {}),
  source(conversationEvents, conversationAudit, {
    conversation: (id) => (/^(order|serviceRequest)-[1-9]\d{0,15}$/.test(id) ? conversationStream(id) : null),
  }),
  source(serviceEvents, serviceAudit, { service: numeric(serviceStream) }),
  source(serviceRequestEvents, serviceRequestAudit, { serviceRequest: numeric(serviceRequestStream) }),
  source(documentEvents, documentAudit, {
    document: (id) => {
      const ids = parseDocumentId(id);
      return ids ? documentStream(ids.sellerId, ids.year) : null;
    },
  }),
  source(settingsEvents, settingsAudit, {}),
  source(contractEvents, contractAudit, { contract: numeric(contractStream) }),
  source(priceListEvents, priceListAudit, {}),
  source(quoteRequestEvents, quoteRequestAudit, { quoteRequest: numeric(quoteRequestStream) }),
];

/** One codec over every audited event type. */
export const auditedEvents: EventCodec<DomainEvent> = EventCodec.merge(...AUDIT_SOURCES.map((s) => s.events));

const catalogOf = new Map<string, AuditCatalog<DomainEvent>>();
for (const { events, audit } of AUDIT_SOURCES) for (const type of events.types) catalogOf.set(type, audit);

/**
 * Descriptions already given, by the event's payload: the audit's two projections ask about every
 * event up to four times (the keys and the entry of each: whether it is a decision, which entity it names), and projections
 * that read the same event share its decoded payload (ADR 0096). A description depends on the
 * event's type and payload only, and events never change.
 */
const described = new WeakMap<
  object,
  { readonly type: string; readonly description: AuditDescription | null }
>();

/** The description of any audited event; null for an event that concerns nobody's history. */
export function describeEvent(event: DomainEvent): AuditDescription | null {
  const catalog = catalogOf.get(event.type);
  if (!catalog) return null;
  const data: unknown = event.data;
  if (data === null || typeof data !== 'object') return describeWith(catalog, event);
  const known = described.get(data);
  if (known?.type === event.type) return known.description;
  const description = describeWith(catalog, event);
  described.set(data, { type: event.type, description });
  return description;
}

/** The event types that have a description (for the completeness test). */
export function describedTypes(): ReadonlySet<string> {
  return new Set(catalogOf.keys());
}

/** The stream holding an entity's whole history; null when the entity type keeps none. */
export function historyStream(entityType: AuditEntityType, entityId: string): string | null {
  for (const { streams } of AUDIT_SOURCES) {
    const stream = streams[entityType];
    if (stream) return stream(entityId);
  }
  return null;
}
