import { Schema } from 'effect';
import { decodeInput } from '../../kit/write/index.ts';
import { codeKey } from '../catalog/published.ts';
import { CROSS_REFERENCE_KINDS, type CrossReference } from './events.ts';

export const LIMITS = {
  designation: 100,
  name: 200,
  source: 300,
  reason: 500,
  productIds: 500,
  designations: 100,
} as const;

export const MESSAGES = {
  partNotFound: 'Номенклатурная позиция не найдена',
  designation: `Укажите обозначение детали: номер чертежа, ГОСТ/ОСТ/ТУ или модель (не длиннее ${LIMITS.designation} символов, с буквой или цифрой)`,
  name: `Введите наименование детали (не длиннее ${LIMITS.name} символов)`,
  categoryId: 'Категория не найдена',
  kind: 'Вид связи: same (та же деталь), analogue (аналог) или replaced_by (заменена на)',
  source: `Источник — не длиннее ${LIMITS.source} символов`,
  designationTaken: (designation: string) =>
    `Обозначение «${designation}» уже принадлежит другой номенклатурной позиции: объедините позиции вместо повторного ввода`,
  selfReference: 'Перекрёстная ссылка не может вести на само обозначение позиции',
  crossReferenceExists: 'Такая перекрёстная ссылка уже есть у позиции',
  crossReferenceNotFound: 'У позиции нет такой перекрёстной ссылки',
  adminOnly: 'Номенклатурные позиции ведут администраторы',
  partId: 'Укажите номер номенклатурной позиции или null, чтобы отвязать предложение',
  partMerged: (intoPartId: number) => `Позиция объединена с позицией № ${intoPartId}: работайте с ней`,
  mergeIntoItself: 'Нельзя объединить позицию саму с собой',
  survivorNotFound: 'Позиция, с которой объединяют, не найдена',
  mergeIntoMerged: (intoPartId: number, survivor: number) =>
    `Позиция № ${intoPartId} уже объединена с позицией № ${survivor}: объединяйте с ней`,
  mergeBusy: 'Позиция уже объединяется с другой: обновите страницу и попробуйте ещё раз',
  intoPartId: 'Укажите номер позиции, с которой объединить эту',
  reason: `Укажите причину (не длиннее ${LIMITS.reason} символов)`,
  splitNothing: 'Выберите предложения или обозначения, которые перейдут в новую позицию',
  splitForeignOffer: (productId: number) => `Товар № ${productId} не является предложением этой позиции`,
  splitForeignDesignation: (designation: string) =>
    `Обозначение «${designation}» не является обозначением «та же деталь» этой позиции`,
  productIds: 'Предложения указываются номерами товаров (не больше 500)',
  designations: 'Обозначения — список строк (не больше 100)',
  proposeSupplierOnly: 'Перекрёстные ссылки предлагают поставщики; администраторы добавляют их сами',
  proposalNotFound: 'Предложение перекрёстной ссылки не найдено',
  proposalDecided: 'По этому предложению уже принято решение',
  proposalPending: 'Такая перекрёстная ссылка уже предложена и ждёт решения администратора',
  proposalStatus: 'Статус: pending, approved или rejected',
} as const;

/**
 * The key a designation is unique and found by: the catalogue search's part-number normalisation
 * (separators dropped, Latin look-alikes in Cyrillic, lower case), so «СА-3», «CA3» and «са 3» are
 * one designation.
 */
export const designationKey = (designation: string): string => codeKey(designation);

const Designation = Schema.Trim.check(
  Schema.isMinLength(1),
  Schema.isMaxLength(LIMITS.designation),
  Schema.makeFilter((text: string) => designationKey(text) !== ''),
);
const Id = Schema.Int.check(Schema.isGreaterThan(0));

const PartBody = Schema.Struct({
  designation: Designation,
  name: Schema.Trim.check(Schema.isMinLength(1), Schema.isMaxLength(LIMITS.name)),
  categoryId: Schema.optional(Schema.NullOr(Id)),
});

export interface PartInput {
  readonly designation: string;
  readonly name: string;
  readonly categoryId: number | null;
}

/** An admin's new part: one 400 with a Russian message per failed field. */
export function checkPartInput(input: unknown): PartInput {
  const body = decodeInput(PartBody, input, {
    designation: MESSAGES.designation,
    name: MESSAGES.name,
    categoryId: MESSAGES.categoryId,
  });
  return { designation: body.designation, name: body.name, categoryId: body.categoryId ?? null };
}

const CrossReferenceBody = Schema.Struct({
  designation: Designation,
  kind: Schema.Literals(CROSS_REFERENCE_KINDS),
  source: Schema.optional(Schema.NullOr(Schema.Trim.check(Schema.isMaxLength(LIMITS.source)))),
});

export function checkCrossReference(input: unknown): CrossReference {
  const body = decodeInput(CrossReferenceBody, input, {
    designation: MESSAGES.designation,
    kind: MESSAGES.kind,
    source: MESSAGES.source,
  });
  return { designation: body.designation, kind: body.kind, source: body.source ?? '' };
}

const DesignationBody = Schema.Struct({ designation: Designation });

export function checkDesignation(input: unknown): string {
  return decodeInput(DesignationBody, input, { designation: MESSAGES.designation }).designation;
}

const LinkBody = Schema.Struct({ partId: Schema.NullOr(Id) });

/** The part an offer is linked to, or null to unlink it. */
export function checkLink(input: unknown): number | null {
  return decodeInput(LinkBody, input, { partId: MESSAGES.partId }).partId;
}

const Reason = Schema.Trim.check(Schema.isMinLength(1), Schema.isMaxLength(LIMITS.reason));

const MergeBody = Schema.Struct({ intoPartId: Id, reason: Reason });

/** An admin's merge: the surviving part and why (required: the history says why). */
export function checkMerge(input: unknown): { intoPartId: number; reason: string } {
  return decodeInput(MergeBody, input, { intoPartId: MESSAGES.intoPartId, reason: MESSAGES.reason });
}

const SplitBody = Schema.Struct({
  designation: Designation,
  name: Schema.Trim.check(Schema.isMinLength(1), Schema.isMaxLength(LIMITS.name)),
  categoryId: Schema.optional(Schema.NullOr(Id)),
  productIds: Schema.optional(Schema.Array(Id).check(Schema.isMaxLength(LIMITS.productIds))),
  designations: Schema.optional(Schema.Array(Designation).check(Schema.isMaxLength(LIMITS.designations))),
  reason: Reason,
});

export interface SplitInput {
  readonly part: PartInput;
  readonly productIds: readonly number[];
  readonly designations: readonly string[];
  readonly reason: string;
}

/** An admin's split: the new part (designation, name, category), what moves to it, and why. */
export function checkSplit(input: unknown): SplitInput {
  const body = decodeInput(SplitBody, input, {
    designation: MESSAGES.designation,
    name: MESSAGES.name,
    categoryId: MESSAGES.categoryId,
    productIds: MESSAGES.productIds,
    designations: MESSAGES.designations,
    reason: MESSAGES.reason,
  });
  return {
    part: { designation: body.designation, name: body.name, categoryId: body.categoryId ?? null },
    productIds: [...new Set(body.productIds ?? [])],
    designations: [...new Set(body.designations ?? [])],
    reason: body.reason,
  };
}

const DecisionBody = Schema.Struct({
  reason: Schema.optional(Schema.NullOr(Schema.Trim.check(Schema.isMaxLength(LIMITS.reason)))),
});
const RejectionBody = Schema.Struct({ reason: Reason });

/** An admin's approval: a reason is welcome, not required. */
export function checkApproval(input: unknown): string {
  return decodeInput(DecisionBody, input ?? {}, { reason: MESSAGES.reason }).reason ?? '';
}

/** An admin's rejection: the supplier reads why. */
export function checkRejection(input: unknown): string {
  return decodeInput(RejectionBody, input, { reason: MESSAGES.reason }).reason;
}
