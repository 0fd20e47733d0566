import { isFileUrl } from '../catalog/index.ts';
import { sanitizeNewsHtml } from '../news/index.ts';
import { Schema } from 'effect';
import { badRequest, decodeInput, isWholeKopecks } from '../../kit/write/index.ts';
import { PRICE_TYPES, type ServiceDetails } from './events.ts';

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
  priceType:
    'Тип цены: fixed (фиксированная), hourly (почасовая), daily (дневная) или custom (по договорённости)',
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
  notSubmitted:
    'Услуга не на модерации: опубликовать или отклонить можно только отправленную на модерацию услугу',
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

// The service form as an Effect schema: texts are trimmed before their length is checked, absent
// and null mean "not given"; a price and a place are required unless the form says otherwise.
const Text = (max: number) => Schema.optional(Schema.NullOr(Schema.Trim.check(Schema.isMaxLength(max))));
const Money = Schema.Finite.check(
  Schema.isGreaterThanOrEqualTo(0),
  Schema.isLessThanOrEqualTo(LIMITS.price),
  Schema.makeFilter((value: number) => isWholeKopecks(value)),
);

const ServiceBody = Schema.Struct({
  name: Schema.Trim.check(Schema.isMinLength(1), Schema.isMaxLength(LIMITS.name)),
  shortDescription: Text(LIMITS.shortDescription),
  description: Text(LIMITS.description),
  priceType: Schema.Literals(PRICE_TYPES),
  price: Schema.optional(Schema.NullOr(Schema.Union([Schema.Literal(''), Money]))),
  duration: Text(LIMITS.duration),
  isRemote: Schema.optional(Schema.Boolean),
  location: Text(LIMITS.location),
  requirements: Text(LIMITS.requirements),
  images: Schema.optional(
    Schema.NullOr(
      Schema.Array(
        Schema.Trim.check(
          Schema.isMinLength(1),
          Schema.makeFilter((url: string) => isFileUrl(url)),
        ),
      ).check(Schema.isMaxLength(LIMITS.images)),
    ),
  ),
  categoryId: Schema.optional(Schema.NullOr(Schema.Int.check(Schema.isGreaterThan(0)))),
});
const SERVICE_FIELDS = {
  name: MESSAGES.name,
  shortDescription: MESSAGES.shortDescription,
  description: MESSAGES.description,
  priceType: MESSAGES.priceType,
  price: MESSAGES.price,
  duration: MESSAGES.duration,
  isRemote: 'Удалённо — да или нет',
  location: MESSAGES.location,
  requirements: MESSAGES.requirements,
  images: MESSAGES.images,
  categoryId: MESSAGES.categoryId,
} as const;

const given = <T>(value: T | '' | null | undefined): value is T =>
  value !== undefined && value !== null && value !== '';

/** A price unless it is «по договорённости», a place unless the service is remote. */
function requiredByTheForm(input: Readonly<Record<string, unknown>>): Record<string, string> {
  const fields: Record<string, string> = {};
  const priceType = (PRICE_TYPES as readonly unknown[]).includes(input.priceType) ? input.priceType : null;
  if (!given(input.price) && priceType !== null && priceType !== 'custom')
    fields.price = MESSAGES.priceRequired;
  const location = typeof input.location === 'string' ? input.location.trim() : '';
  if (location === '' && input.isRemote !== true) fields.location = MESSAGES.locationRequired;
  return fields;
}

/**
 * A description is the editor's HTML (sanitized) or plain text, as typed in the supplier's form;
 * the service page tells them apart the same way (`looksLikeHtml`, frontend/src/pages/service). Plain
 * text is never read as HTML: `t < 300 °C & 2 атм` would be stored as `t &lt; 300 °C &amp; 2 атм`
 * and shown so, and anything after a `<!--` or a `</script>` would be dropped.
 */
const looksLikeHtml = (text: string): boolean => /<[a-z][\s\S]*>/i.test(text);
const description = (text: string): string => (looksLikeHtml(text) ? sanitizeNewsHtml(text) : text.trim());

/**
 * A supplier's service form: one 400 with a Russian message per failed field. The description is
 * sanitized HTML or plain text; whitespace is trimmed.
 */
export function checkServiceDetails(input: unknown): ServiceDetails {
  const body = decodeInput(ServiceBody, input, SERVICE_FIELDS, requiredByTheForm);
  return {
    name: body.name,
    shortDescription: body.shortDescription ?? '',
    description: description(body.description ?? ''),
    price: given(body.price) ? body.price : null,
    priceType: body.priceType,
    duration: body.duration ?? '',
    location: body.location ?? '',
    isRemote: body.isRemote === true,
    requirements: body.requirements ?? '',
    images: [...(body.images ?? [])],
    categoryId: body.categoryId ?? null,
  };
}

const ReasonBody = Schema.Struct({ reason: Text(LIMITS.reason) });

/** A moderator's or a party's reason, decoded as every input is (ADR 0047); required when `required`. */
export function checkReason(value: unknown, required: boolean): string | null {
  const reason = decodeInput(ReasonBody, { reason: value }, { reason: MESSAGES.reason }).reason ?? '';
  if (required && reason === '') throw badRequest(MESSAGES.reason, { reason: MESSAGES.reason });
  return reason === '' ? null : reason;
}
