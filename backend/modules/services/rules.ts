import { isFileUrl } from '../catalog/index.ts';
import { sanitizeNewsHtml } from '../news/index.ts';
import { badRequest } from '../../src/write-kit/index.ts';
import { PRICE_TYPES, type PriceType, type ServiceDetails } from './events.ts';

export const LIMITS = {
  name: 200,
  shortDescription: 500,
  description: 20_000,
  price: 10_000_000_000,
  duration: 100,
  location: 300,
  requirements: 5_000,
  images: 10,
  reason: 1_000,
  requestDescription: 4_000,
  phone: 40,
  email: 254,
  comment: 2_000,
} as const;

export const MESSAGES = {
  serviceNotFound: 'Услуга не найдена',
  requestNotFound: 'Заявка на услугу не найдена',
  categoryNotFound: 'Категория услуги не найдена',
  name: `Введите название услуги (не длиннее ${LIMITS.name} символов)`,
  shortDescription: `Краткое описание — не длиннее ${LIMITS.shortDescription} символов`,
  description: `Описание — не длиннее ${LIMITS.description} символов`,
  price: 'Укажите цену в рублях числом от 0 (копейки — не больше двух знаков)',
  priceRequired: 'Укажите цену: без цены можно только с типом «по договорённости»',
  priceType: 'Тип цены: fixed (фиксированная), hourly (почасовая), daily (дневная) или custom (по договорённости)',
  duration: `Срок выполнения — не длиннее ${LIMITS.duration} символов`,
  location: `Местоположение — не длиннее ${LIMITS.location} символов`,
  locationRequired: 'Укажите место оказания услуги или отметьте, что она оказывается удалённо',
  requirements: `Требования — не длиннее ${LIMITS.requirements} символов`,
  images: `Изображения — список до ${LIMITS.images} адресов: путь от корня сайта или http(s)-ссылка`,
  categoryId: 'Выберите категорию услуги',
  supplierOnly: 'Услуги размещают поставщики',
  notOwner: 'Это услуга другого поставщика',
  moderatorOnly: 'У вас нет прав для выполнения этого действия',
  archived: 'Услуга в архиве: сначала верните её в черновики',
  alreadyPublished: 'Услуга уже опубликована',
  notSubmitted: 'Услуга не на модерации: опубликовать или отклонить можно только отправленную на модерацию услугу',
  notArchived: 'Услуга не в архиве',
  reason: `Укажите причину (не длиннее ${LIMITS.reason} символов)`,
  // Service requests
  ownService: 'Вы не можете оставить заявку на свою услугу',
  adminsDoNotRequest: 'Заявки на услуги оставляют покупатели и поставщики',
  requestDescription: `Опишите задачу (не длиннее ${LIMITS.requestDescription} символов)`,
  contactRequired: 'Укажите телефон или e-mail для связи',
  phone: 'Телефон — от 6 до 15 цифр, можно с +, пробелами, скобками и дефисами',
  email: 'Введите корректный e-mail',
  preferredDate: 'Желаемая дата — дата не раньше сегодняшней',
  quotePrice: 'Укажите стоимость числом от 0 (копейки — не больше двух знаков)',
  quoteDate: 'Дата выполнения — дата не раньше сегодняшней',
  comment: `Комментарий — не длиннее ${LIMITS.comment} символов`,
  supplierStep: 'Это действие доступно только поставщику услуги',
  requesterStep: 'Это действие доступно только автору заявки',
  partiesOnly: 'Это чужая заявка',
  finished: 'Заявка уже завершена',
  wrongStep: (label: string) => `Действие недоступно: заявка в статусе «${label}»`,
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value.trim() : null;
const isMoney = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= LIMITS.price && Math.round(value * 100) === value * 100;

/**
 * A supplier's service form, checked field by field: one 400 with a Russian message per failed
 * field. The description is sanitized HTML; whitespace is trimmed.
 */
export function checkServiceDetails(input: unknown): ServiceDetails {
  if (!isRecord(input)) throw badRequest('Ожидается JSON-объект в теле запроса');
  const fields: Record<string, string> = {};
  const name = text(input.name);
  if (!name || name.length > LIMITS.name) fields.name = MESSAGES.name;
  const shortDescription = text(input.shortDescription);
  if (shortDescription === null || shortDescription.length > LIMITS.shortDescription) fields.shortDescription = MESSAGES.shortDescription;
  const rawDescription = text(input.description);
  if (rawDescription === null || rawDescription.length > LIMITS.description) fields.description = MESSAGES.description;
  const priceType = (PRICE_TYPES as readonly unknown[]).includes(input.priceType) ? (input.priceType as PriceType) : null;
  if (!priceType) fields.priceType = MESSAGES.priceType;
  const price = input.price === undefined || input.price === null || input.price === '' ? null : input.price;
  if (price !== null && !isMoney(price)) fields.price = MESSAGES.price;
  else if (price === null && priceType !== null && priceType !== 'custom') fields.price = MESSAGES.priceRequired;
  const duration = text(input.duration);
  if (duration === null || duration.length > LIMITS.duration) fields.duration = MESSAGES.duration;
  const isRemote = input.isRemote === true;
  if (input.isRemote !== undefined && typeof input.isRemote !== 'boolean') fields.isRemote = 'Удалённо — да или нет';
  const location = text(input.location);
  if (location === null || location.length > LIMITS.location) fields.location = MESSAGES.location;
  else if (location === '' && !isRemote) fields.location = MESSAGES.locationRequired;
  const requirements = text(input.requirements);
  if (requirements === null || requirements.length > LIMITS.requirements) fields.requirements = MESSAGES.requirements;
  const images = input.images === undefined || input.images === null ? [] : input.images;
  const imageList =
    Array.isArray(images) && images.length <= LIMITS.images && images.every((url) => typeof url === 'string' && url.trim() !== '' && isFileUrl(url.trim()))
      ? (images as string[]).map((url) => url.trim())
      : null;
  if (!imageList) fields.images = MESSAGES.images;
  const categoryId = input.categoryId === undefined || input.categoryId === null ? null : input.categoryId;
  if (categoryId !== null && !(Number.isSafeInteger(categoryId) && (categoryId as number) > 0)) fields.categoryId = MESSAGES.categoryId;
  const first = Object.keys(fields)[0];
  if (first) throw badRequest(fields[first]!, fields);
  return {
    name: name!,
    shortDescription: shortDescription!,
    description: sanitizeNewsHtml(rawDescription!),
    price: price as number | null,
    priceType: priceType!,
    duration: duration!,
    location: location!,
    isRemote,
    requirements: requirements!,
    images: imageList!,
    categoryId: categoryId as number | null,
  };
}

export function checkReason(value: unknown, required: boolean): string | null {
  const reason = typeof value === 'string' ? value.trim() : value === undefined || value === null ? '' : null;
  if (reason === null || reason.length > LIMITS.reason || (required && reason === '')) {
    throw badRequest(MESSAGES.reason, { reason: MESSAGES.reason });
  }
  return reason === '' ? null : reason;
}
