import type { ProductDetails } from './events.ts';
import { QUALITY_LABELS } from './rules.ts';
import { assetUrl } from './view.ts';
import { formatRoubles } from '../../../shared/format/index.ts';

/** An edit of a published product as its seller and the moderators see it (ADR 0036). */
export interface ProductRevisionDto {
  readonly status: 'submitted' | 'rejected';
  readonly rejectionReason: string | null;
  readonly submittedAt: string;
  readonly changes: readonly FieldChange[];
}

/** One field a moderator compares: the published version's lines beside the edit's. */
export interface FieldChange {
  readonly field: keyof ProductDetails;
  readonly label: string;
  readonly before: readonly string[];
  readonly after: readonly string[];
}

const rub = (value: number | null): string => (value === null ? '—' : formatRoubles(value));
const plain = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Each field as the lines a person reads, in the editor's order. */
const FIELDS: ReadonlyArray<{
  field: keyof ProductDetails;
  label: string;
  lines: (details: ProductDetails, categoryName: (id: number) => string) => string[];
}> = [
  { field: 'name', label: 'Название', lines: (d) => [d.name] },
  { field: 'partNumber', label: 'Артикул', lines: (d) => (d.partNumber ? [d.partNumber] : []) },
  { field: 'price', label: 'Цена', lines: (d) => [rub(d.price)] },
  {
    field: 'leadTimeDays',
    label: 'Срок поставки',
    lines: (d) => (d.leadTimeDays == null ? [] : [`${d.leadTimeDays} дн.`]),
  },
  { field: 'categoryId', label: 'Категория', lines: (d, categoryName) => [categoryName(d.categoryId)] },
  { field: 'quality', label: 'Качество', lines: (d) => [QUALITY_LABELS[d.quality].product] },
  {
    field: 'description',
    label: 'Описание',
    lines: (d) => (plain(d.description) ? [plain(d.description)] : []),
  },
  { field: 'images', label: 'Изображения', lines: (d) => d.images.map(assetUrl) },
  {
    field: 'characteristics',
    label: 'Характеристики',
    lines: (d) => d.characteristics.map((c) => `${c.name}: ${c.value}`),
  },
  {
    field: 'deliverySet',
    label: 'Комплект поставки',
    lines: (d) =>
      d.deliverySet.map(
        (item) =>
          `${item.itemName} — ${item.quantity} шт.${item.unitWeight === null ? '' : `, ${item.unitWeight} кг`}${item.pricePerUnit === null ? '' : `, ${rub(item.pricePerUnit)}`}`,
      ),
  },
  {
    field: 'normativeDocuments',
    label: 'Нормативные документы',
    lines: (d) =>
      d.normativeDocuments.map((doc) =>
        [doc.name, doc.standard, doc.documentNumber, doc.filePath ? `файл ${assetUrl(doc.filePath)}` : '']
          .filter(Boolean)
          .join(' · '),
      ),
  },
  {
    field: 'componentDescriptions',
    label: 'Описание компонентов',
    lines: (d) => d.componentDescriptions.map((c) => `${c.componentName}: ${plain(c.description)}`),
  },
  { field: 'services', label: 'Услуги к товару', lines: (d) => d.services.map((s) => s.name) },
];

/**
 * What an edit changes against the published version, field by field (the moderator's view,
 * ADR 0036). Fields that read the same are left out; an image moved is a change of order.
 */
export function productChanges(
  published: ProductDetails,
  edited: ProductDetails,
  categoryName: (id: number) => string,
): FieldChange[] {
  return FIELDS.flatMap(({ field, label, lines }) => {
    const before = lines(published, categoryName);
    const after = lines(edited, categoryName);
    return before.length === after.length && before.every((line, index) => line === after[index])
      ? []
      : [{ field, label, before, after }];
  });
}
