import { auditEntity, type AuditCatalog } from '../../kit/write/index.ts';
import type { CategoryEvent, ServiceCategoryEvent } from './events.ts';

const category = auditEntity('category');
const serviceCategory = auditEntity('serviceCategory');

/** A new order of a node's subcategories, told of the node (`root` for the tree's top). */
const reordered = (
  node: typeof category | typeof serviceCategory,
  d: { readonly parentId: number | null; readonly orderedIds: readonly number[] },
) => ({
  ...node(d.parentId ?? 'root'),
  action: 'Изменён порядок подкатегорий',
  changes: [{ field: 'Порядок', value: d.orderedIds.join(', ') }],
});

/** How the product category tree's events read in the audit and in a category's history. */
export const categoryAudit: AuditCatalog<CategoryEvent> = {
  CategoryCreated: (d) => ({
    ...category(d.categoryId),
    action: d.isNameFilter ? 'Создан фильтр «Наименование»' : 'Создана',
    name: d.name,
    changes: [
      { field: 'Адрес', value: d.slug },
      { field: 'Родитель', value: d.parentId === null ? 'корень' : String(d.parentId) },
    ],
  }),
  CategoryRenamed: (d) => ({
    ...category(d.categoryId),
    action: 'Переименована',
    name: d.name,
    changes: [
      { field: 'Название', value: d.name },
      { field: 'Адрес', value: d.slug },
    ],
  }),
  CategoryMoved: (d) => ({
    ...category(d.categoryId),
    action: 'Перемещена',
    changes: [
      { field: 'Родитель', value: d.parentId === null ? 'корень' : String(d.parentId) },
      { field: 'Позиция', value: String(d.position + 1) },
    ],
  }),
  CategoriesReordered: (d) => reordered(category, d),
  CategoryImageChanged: (d) => ({
    ...category(d.categoryId),
    action: 'Изменены изображение и значок',
    changes: [
      { field: 'Изображение', value: d.image ?? '—' },
      { field: 'Значок', value: d.icon ?? '—' },
    ],
  }),
  CategoryNameFilterChanged: (d) => ({
    ...category(d.categoryId),
    action: d.isNameFilter ? 'Стала фильтром «Наименование»' : 'Перестала быть фильтром «Наименование»',
  }),
  CategoryDeleted: (d) => ({ ...category(d.categoryId), action: 'Удалена' }),
};

/** How the service-category tree's events read in the audit. */
export const serviceCategoryAudit: AuditCatalog<ServiceCategoryEvent> = {
  ServiceCategoryCreated: (d) => ({
    ...serviceCategory(d.serviceCategoryId),
    action: 'Создана',
    name: d.name,
    changes: [{ field: 'Адрес', value: d.slug }],
  }),
  ServiceCategoryRenamed: (d) => ({
    ...serviceCategory(d.serviceCategoryId),
    action: 'Переименована',
    name: d.name,
    changes: [{ field: 'Название', value: d.name }],
  }),
  ServiceCategoriesReordered: (d) => reordered(serviceCategory, d),
  ServiceCategoryImageChanged: (d) => ({
    ...serviceCategory(d.serviceCategoryId),
    action: 'Изменено изображение',
    changes: [{ field: 'Изображение', value: d.image ?? '—' }],
  }),
  ServiceCategoryDeleted: (d) => ({ ...serviceCategory(d.serviceCategoryId), action: 'Удалена' }),
};
