import { Schema } from 'effect';
import { CalendarDay, RequestInstant, badRequest, decodeInput } from '../../kit/write/index.ts';
import {
  ACCEPTED_CONDITIONS,
  OFFERED_CONDITIONS,
  UNITS,
  type AcceptedCondition,
  type OfferedCondition,
  type Unit,
} from './events.ts';

/** The limits of a request for quotes: the decider, the commands, the HTTP schemas and the API document use these alone. */
export const LIMITS = {
  lines: 100,
  suppliers: 200,
  quantity: 1_000_000,
  designation: 100,
  name: 200,
  deliveryTo: 500,
  paymentTerms: 500,
  comment: 2000,
  reason: 1000,
  attachments: 10,
  attachmentName: 200,
  leadTimeDays: 3650,
  price: 1e10,
} as const;

export const MESSAGES = {
  notFound: 'Запрос предложений не найден',
  exists: 'Запрос предложений уже существует',
  notParty: 'Этот запрос предложений вам недоступен',
  buyerOnly: 'Это действие доступно только покупателю, отправившему запрос',
  adminOnly: 'Это действие доступно только администратору',
  adminsDoNotBuy:
    'Запросы предложений отправляют покупатели и поставщики; администратор их только просматривает',
  notAsked: 'Вас не приглашали ответить на этот запрос предложений',
  noLines: 'Добавьте хотя бы одну позицию запроса',
  tooManyLines: `В запросе не больше ${LIMITS.lines} позиций`,
  quantity: `Количество — целое число от 1 до ${LIMITS.quantity}`,
  unit: `Единица измерения: ${UNITS.join(', ')}`,
  condition: 'Состояние: new (только новые) или any (можно отремонтированные)',
  designation: `Укажите обозначение детали: номер чертежа, ГОСТ/ОСТ/ТУ или модель (не длиннее ${LIMITS.designation} символов)`,
  lineName: `Наименование позиции — не длиннее ${LIMITS.name} символов`,
  partNotFound: 'Номенклатурная позиция не найдена',
  line: 'Позиция: номенклатурная позиция (partId) или обозначение и наименование, количество, единица и состояние',
  deliveryTo: `Укажите адрес или станцию доставки (не длиннее ${LIMITS.deliveryTo} символов)`,
  wantedBy: 'Желаемая дата поставки — дата не раньше сегодняшней',
  paymentTerms: `Условия оплаты — не длиннее ${LIMITS.paymentTerms} символов`,
  deadline: 'Укажите срок приёма предложений: дату и время в будущем',
  deadlinePast: 'Срок приёма предложений уже прошёл: укажите время в будущем',
  deadlineNotLater: 'Новый срок приёма предложений должен быть позже текущего',
  comment: `Комментарий — не длиннее ${LIMITS.comment} символов`,
  attachments: `Не больше ${LIMITS.attachments} файлов: PDF или изображения, загруженные на площадку`,
  attachmentForeign: 'Прикладывать можно только файлы, загруженные на площадку (PDF, изображения)',
  attachmentName: `Имя файла — от 1 до ${LIMITS.attachmentName} символов`,
  noSuppliers: 'Выберите хотя бы одного поставщика',
  tooManySuppliers: `Не больше ${LIMITS.suppliers} поставщиков в одном запросе`,
  supplierTwice: 'Поставщик указан в запросе дважды',
  supplierUnknown: 'Поставщик не найден',
  ownRequest: 'Нельзя пригласить в запрос самого себя',
  offerUnknown: 'Предложение не найдено или не опубликовано',
  suppliers: 'Поставщики — список номеров пользователей',
  draftOnly: 'Запрос уже отправлен',
  notSent: 'Запрос ещё не отправлен поставщикам',
  finished: 'Запрос предложений уже завершён',
  suspended: 'Запрос предложений приостановлен администратором',
  notSuspended: 'Запрос предложений не приостановлен',
  alreadySuspended: 'Запрос предложений уже приостановлен',
  closed: 'Приём предложений завершён: срок истёк или покупатель закрыл приём',
  closedEarly: 'Приём предложений закрыт покупателем: продлить срок нельзя',
  notClosed:
    'Выбрать поставщика можно после завершения приёма предложений: дождитесь срока или завершите приём',
  alreadyClosed: 'Приём предложений уже завершён',
  answerLines: 'Укажите цену хотя бы по одной позиции',
  lineUnknown: (lineId: number) => `В запросе нет позиции № ${lineId}`,
  lineTwice: (lineId: number) => `Позиция № ${lineId} указана в ответе дважды`,
  price: 'Цена за единицу с НДС — число от 0 с точностью до копеек',
  answerQuantity: `Количество — целое число от 1 до ${LIMITS.quantity}`,
  offeredCondition: 'Состояние: new (новая) или repaired (отремонтированная)',
  newOnly: (lineId: number) => `Покупатель принимает по позиции № ${lineId} только новые детали`,
  leadTime: `Срок поставки — целое число дней от 0 до ${LIMITS.leadTimeDays}`,
  validUntil: 'Срок действия предложения — дата не раньше сегодняшней',
  reason: 'Укажите причину',
  reasonTooLong: `Причина — не длиннее ${LIMITS.reason} символов`,
  alreadyDeclined: 'Вы уже отказались от участия в этом запросе',
  award: 'Выберите поставщика для всего запроса (supplierId) или по позициям (lines: позиция и поставщик)',
  awardNoAnswer: (lineId: number) => `По позиции № ${lineId} этот поставщик не дал предложения`,
  awardExpired: (lineId: number, validUntil: string) =>
    `Предложение по позиции № ${lineId} действовало до ${validUntil.split('-').reverse().join('.')}: срок его действия истёк, выбрать его нельзя`,
  awardNothing: 'Этот поставщик не дал предложений по позициям запроса',
  awardLineTwice: (lineId: number) => `Позиция № ${lineId} выбрана дважды`,
  awardNotAsked: 'Этот поставщик не приглашён в запрос',
  side: 'Сторона: buyer (мои запросы) или supplier (приглашения мне)',
  status: 'Статус: draft, sent, answered, closed, awarded или cancelled',
} as const;

/** Statuses as people read them; `answered` and `closed` are derived (closed: from the deadline on read). */
export const STATUSES = ['draft', 'sent', 'answered', 'closed', 'awarded', 'cancelled'] as const;
export type QuoteRequestStatus = (typeof STATUSES)[number];
export const STATUS_LABELS: Record<QuoteRequestStatus, string> = {
  draft: 'Черновик',
  sent: 'Отправлен поставщикам',
  answered: 'Есть предложения',
  closed: 'Приём предложений завершён',
  awarded: 'Поставщик выбран',
  cancelled: 'Отменён',
};
/** Where an asked supplier stands. */
export type InvitationStatus = 'invited' | 'answered' | 'declined' | 'won' | 'lost';
export const INVITATION_LABELS: Record<InvitationStatus, string> = {
  invited: 'Ожидается ответ',
  answered: 'Предложение отправлено',
  declined: 'Отказ от участия',
  won: 'Предложение выбрано',
  lost: 'Выбрано другое предложение',
};

/** What the upload endpoints answer: a picture or a PDF under a random name. */
export const UPLOADED = /^\/uploads\/(images\/[a-f0-9]{32}\.(png|jpg|webp)|documents\/[a-f0-9]{32}\.pdf)$/;

const Id = Schema.Int.check(Schema.isGreaterThan(0));
const OptionalText = (max: number) =>
  Schema.optional(Schema.NullOr(Schema.String.check(Schema.isMaxLength(max))));

const LineBody = Schema.Struct({
  partId: Schema.optional(Schema.NullOr(Id)),
  designation: OptionalText(LIMITS.designation * 2),
  name: OptionalText(LIMITS.name * 2),
  quantity: Schema.Int,
  unit: Schema.optional(Schema.Literals(UNITS)),
  condition: Schema.optional(Schema.Literals(ACCEPTED_CONDITIONS)),
});
const CreateBody = Schema.Struct({
  lines: Schema.Array(LineBody).check(Schema.isMaxLength(LIMITS.lines * 10)),
  deliveryTo: OptionalText(LIMITS.deliveryTo * 2),
  wantedBy: Schema.optional(Schema.NullOr(CalendarDay)),
  paymentTerms: OptionalText(LIMITS.paymentTerms * 2),
  deadline: RequestInstant,
  comment: OptionalText(LIMITS.comment * 2),
  attachments: Schema.optional(
    Schema.Array(Schema.Struct({ url: Schema.String, name: Schema.String })).check(
      Schema.isMaxLength(LIMITS.attachments * 10),
    ),
  ),
  supplierIds: Schema.optional(Schema.Array(Id).check(Schema.isMaxLength(LIMITS.suppliers * 10))),
  offerIds: Schema.optional(Schema.Array(Id).check(Schema.isMaxLength(LIMITS.suppliers * 10))),
  categorySuppliers: Schema.optional(Schema.Boolean),
  draft: Schema.optional(Schema.Boolean),
});
export type LineInput = {
  readonly partId: number | null;
  readonly designation: string | null;
  readonly name: string | null;
  readonly quantity: number;
  readonly unit: Unit;
  readonly condition: AcceptedCondition;
};
export interface CreateInput {
  readonly lines: readonly LineInput[];
  readonly deliveryTo: string;
  readonly wantedBy: string | null;
  readonly paymentTerms: string | null;
  readonly deadline: string;
  readonly comment: string | null;
  readonly attachments: ReadonlyArray<{ url: string; name: string }>;
  readonly supplierIds: readonly number[];
  readonly offerIds: readonly number[];
  readonly categorySuppliers: boolean;
  readonly draft: boolean;
}

const trimmed = (text: string | null | undefined): string | null => text?.trim() || null;

/** A buyer's new request, its shapes checked (its rules are the decider's). */
export function checkCreateInput(input: unknown): CreateInput {
  const body = decodeInput(CreateBody, input, {
    lines: MESSAGES.line,
    deliveryTo: MESSAGES.deliveryTo,
    wantedBy: MESSAGES.wantedBy,
    paymentTerms: MESSAGES.paymentTerms,
    deadline: MESSAGES.deadline,
    comment: MESSAGES.comment,
    attachments: MESSAGES.attachments,
    supplierIds: MESSAGES.suppliers,
    offerIds: MESSAGES.offerUnknown,
    categorySuppliers: 'Параметр categorySuppliers — true или false',
    draft: 'Параметр draft — true или false',
  });
  return {
    lines: body.lines.map((line) => ({
      partId: line.partId ?? null,
      designation: trimmed(line.designation),
      name: trimmed(line.name),
      quantity: line.quantity,
      unit: line.unit ?? 'шт',
      condition: line.condition ?? 'new',
    })),
    deliveryTo: trimmed(body.deliveryTo) ?? '',
    wantedBy: body.wantedBy ?? null,
    paymentTerms: trimmed(body.paymentTerms),
    deadline: new Date(body.deadline).toISOString(),
    comment: trimmed(body.comment),
    attachments: (body.attachments ?? []).map((file) => ({ url: file.url.trim(), name: file.name.trim() })),
    supplierIds: body.supplierIds ?? [],
    offerIds: body.offerIds ?? [],
    categorySuppliers: body.categorySuppliers ?? false,
    draft: body.draft ?? false,
  };
}

const AnswerBody = Schema.Struct({
  lines: Schema.Array(
    Schema.Struct({
      lineId: Id,
      unitPrice: Schema.Finite,
      quantity: Schema.Int,
      condition: Schema.Literals(OFFERED_CONDITIONS),
      leadTimeDays: Schema.Int,
    }),
  ).check(Schema.isMaxLength(LIMITS.lines * 2)),
  validUntil: CalendarDay,
  comment: OptionalText(LIMITS.comment * 2),
});
export interface AnswerInput {
  readonly lines: ReadonlyArray<{
    lineId: number;
    unitPrice: number;
    quantity: number;
    condition: OfferedCondition;
    leadTimeDays: number;
  }>;
  readonly validUntil: string;
  readonly comment: string | null;
}
export function checkAnswerInput(input: unknown): AnswerInput {
  const body = decodeInput(AnswerBody, input, {
    lines:
      'Позиции ответа: номер позиции, цена с НДС, количество, состояние (new или repaired) и срок поставки в днях',
    validUntil: MESSAGES.validUntil,
    comment: MESSAGES.comment,
  });
  return { lines: body.lines, validUntil: body.validUntil, comment: trimmed(body.comment) };
}

const ReasonBody = Schema.Struct({ reason: OptionalText(LIMITS.reason * 2) });
export function checkReason(input: unknown): string | null {
  return trimmed(decodeInput(ReasonBody, input ?? {}, { reason: MESSAGES.reasonTooLong }).reason);
}

const ExtendBody = Schema.Struct({ deadline: RequestInstant });
export function checkExtend(input: unknown): string {
  return new Date(
    decodeInput(ExtendBody, input ?? {}, { deadline: MESSAGES.deadline }).deadline,
  ).toISOString();
}

const AwardBody = Schema.Struct({
  supplierId: Schema.optional(Id),
  lines: Schema.optional(
    Schema.Array(Schema.Struct({ lineId: Id, supplierId: Id })).check(Schema.isMaxLength(LIMITS.lines * 2)),
  ),
});
export type AwardInput =
  { readonly supplierId: number } | { readonly lines: ReadonlyArray<{ lineId: number; supplierId: number }> };
export function checkAward(input: unknown): AwardInput {
  const body = decodeInput(AwardBody, input ?? {}, { supplierId: MESSAGES.award, lines: MESSAGES.award });
  if (body.supplierId !== undefined && body.lines === undefined) return { supplierId: body.supplierId };
  if (body.lines !== undefined && body.lines.length > 0 && body.supplierId === undefined)
    return { lines: body.lines };
  throw badRequest(MESSAGES.award, { supplierId: MESSAGES.award });
}
