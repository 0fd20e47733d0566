import type { DomainEvent } from './decider.ts';

/** The kinds of things a decision is about, with their Russian names for the audit screen. */
export const AUDIT_ENTITY_LABELS = {
  product: 'Товар',
  part: 'Номенклатурная позиция',
  warehouse: 'Склад',
  category: 'Категория',
  company: 'Компания',
  user: 'Пользователь',
  page: 'Страница',
  navigation: 'Меню',
  serviceCategory: 'Категория услуг',
  feedback: 'Обращение',
  news: 'Новость',
  service: 'Услуга',
  serviceRequest: 'Заявка на услугу',
  order: 'Заказ',
  conversation: 'Переписка',
  notification: 'Уведомление',
  contract: 'Договор',
  quoteRequest: 'Запрос предложений',
  document: 'Документ',
} as const;
export type AuditEntityType = keyof typeof AUDIT_ENTITY_LABELS;

/** A field an event set, as the audit shows it. */
export interface AuditChange {
  readonly field: string;
  readonly value: string;
}

/** What one event means to a person reading the history: about what, what happened, why. */
export interface AuditDescription {
  readonly entityType: AuditEntityType;
  readonly entityId: string;
  /** What happened, in Russian: «Опубликован», «Заблокирован», «Переименована». */
  readonly action: string;
  readonly reason?: string | null;
  readonly changes?: readonly AuditChange[];
  /** The name the entity carries from this event on, when the event names it. */
  readonly name?: string;
  /** Part of the history, never a decision even when an admin does it (signing in). */
  readonly routine?: boolean;
  /** In the admins' journal whoever acted: a party's decision admins answer for (an award of a request for quotes, ADR 0069). */
  readonly journal?: boolean;
}

/**
 * How a module's events read in the audit: one describer per event type. The mapped type makes
 * the compiler refuse a catalog that leaves an event type out, so a new event cannot slip past
 * the audit; `null` says the event concerns nobody's history (none do today).
 */
export type AuditCatalog<E extends DomainEvent> = {
  readonly [K in E['type']]: (data: Extract<E, { type: K }>['data']) => AuditDescription | null;
};

/** The description of an event by its module's catalog; null when the catalog does not know it. */
export function describeWith<E extends DomainEvent>(
  catalog: AuditCatalog<E>,
  event: DomainEvent,
): AuditDescription | null {
  const describe = (catalog as Record<string, ((data: unknown) => AuditDescription | null) | undefined>)[
    event.type
  ];
  return describe ? describe(event.data) : null;
}

/** Changed fields as the audit lists them; absent values are left out, lists are counted. */
export function changesOf(fields: Record<string, unknown>, labels: Record<string, string>): AuditChange[] {
  const changes: AuditChange[] = [];
  for (const [field, label] of Object.entries(labels)) {
    const value = fields[field];
    if (value === undefined) continue;
    changes.push({
      field: label,
      value: Array.isArray(value) ? `${value.length} шт.` : value === null ? '—' : String(value),
    });
  }
  return changes;
}

/**
 * The entity a module's events are about, from its id: `const order = auditEntity('order')`, then
 * `...order(d.orderId)` in each describer.
 */
export function auditEntity<T extends AuditEntityType>(
  entityType: T,
): (id: number | string) => { readonly entityType: T; readonly entityId: string } {
  return (id) => ({ entityType, entityId: String(id) });
}
