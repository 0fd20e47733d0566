// Generated from docs/openapi.yaml (x-labels) by scripts/api-labels.ts: run `npm run api:types`. Do not edit.
import type { components } from './schema.gen';

/** The labels of `OrderStatus`. */
export const ORDER_STATUS_LABELS: Readonly<Record<components['schemas']['OrderStatus'], string>> = {
  "requested": "Новая заявка",
  "accepted": "Ожидает подтверждения покупателя",
  "declined": "Отклонена продавцом",
  "confirmed": "Подтверждён",
  "rejected": "Отклонена покупателем",
  "shipped": "Отгружен",
  "ready": "Готов к самовывозу",
  "received": "Получен",
  "closed": "Закрыт",
  "cancelled": "Отменён",
  "returned": "Возвращён",
};

/** The labels of `ServiceStatus`. */
export const SERVICE_STATUS_LABELS: Readonly<Record<components['schemas']['ServiceStatus'], string>> = {
  "draft": "Черновик",
  "submitted": "На модерации",
  "published": "Опубликована",
  "rejected": "Отклонена",
  "archived": "В архиве",
};

/** The labels of `ServiceRequestStatus`. */
export const SERVICE_REQUEST_STATUS_LABELS: Readonly<Record<components['schemas']['ServiceRequestStatus'], string>> = {
  "new": "Новая",
  "quoted": "Предложена стоимость",
  "accepted": "Принята",
  "declined": "Отклонена заказчиком",
  "refused": "Отклонена поставщиком",
  "cancelled": "Отменена",
  "done": "Выполнена",
};

/** The labels of `ContractDisplayStatus`. */
export const CONTRACT_DISPLAY_STATUS_LABELS: Readonly<Record<components['schemas']['ContractDisplayStatus'], string>> = {
  "draft": "Черновик",
  "sent": "На подписании",
  "changes_requested": "Запрошены изменения",
  "signed": "Подписан",
  "declined": "Отклонён",
  "terminated": "Расторгнут",
  "expired": "Истёк срок",
};

/** The labels of `ProductStatus`. */
export const PRODUCT_STATUS_LABELS: Readonly<Record<components['schemas']['ProductStatus'], string>> = {
  "draft": "Черновик",
  "submitted": "На модерации",
  "published": "Опубликован",
  "rejected": "Отклонён",
  "archived": "В архиве",
};
