import type { Doc } from '../../../infra/read-store/index.ts';

/** Read-model document of one section of a category tree: its node, keyed by its id. */
export interface TreeDoc extends Doc {
  id: number;
  name: string;
  slug: string;
  parentId: number | null;
  position: number;
  image: string | null;
}

/** Read-model document of one product category (projection `categories`). */
export interface CategoryDoc extends TreeDoc {
  icon: string | null;
  isNameFilter: boolean;
}

/** Read-model document of one service category (projection `serviceCategories`). */
export type ServiceCategoryDoc = TreeDoc;

export const CATEGORIES_PROJECTION = 'categories';
export const SERVICE_CATEGORIES_PROJECTION = 'serviceCategories';

/** A service category as the API answers it. */
export interface ServiceCategoryDto {
  id: number;
  name: string;
  slug: string;
  image: string | null;
  parentId: number | null;
}

/** A category as the API answers it (parentId also as parent_id). */
export interface CategoryDto {
  id: number;
  name: string;
  slug: string;
  image: string | null;
  icon: string | null;
  parentId: number | null;
  parent_id: number | null;
  position: number;
  is_name_filter: boolean;
  children?: CategoryDto[];
}

export const QUALITY_FILTERS = ['Новые', 'Отремонтированные'] as const;

export function toDto(doc: CategoryDoc): CategoryDto {
  return {
    id: doc.id,
    name: doc.name,
    slug: doc.slug,
    image: doc.image,
    icon: doc.icon,
    parentId: doc.parentId,
    parent_id: doc.parentId,
    position: doc.position,
    is_name_filter: doc.isNameFilter,
  };
}

export function serviceCategoryDto(doc: ServiceCategoryDoc): ServiceCategoryDto {
  return { id: doc.id, name: doc.name, slug: doc.slug, image: doc.image, parentId: doc.parentId };
}

function byParent<D extends TreeDoc>(docs: readonly D[]): Map<number | null, D[]> {
  const groups = new Map<number | null, D[]>();
  for (const doc of docs) {
    const group = groups.get(doc.parentId) ?? [];
    group.push(doc);
    groups.set(doc.parentId, group);
  }
  for (const group of groups.values()) group.sort((a, b) => a.position - b.position || a.id - b.id);
  return groups;
}

/** Roots with nested children in the admin's order; name-filter categories are left out. */
export function buildTree(docs: readonly CategoryDoc[]): CategoryDto[] {
  const groups = byParent(docs);
  const build = (parentId: number | null): CategoryDto[] =>
    (groups.get(parentId) ?? [])
      .filter((doc) => !doc.isNameFilter)
      .map((doc) => ({ ...toDto(doc), children: build(doc.id) }));
  return build(null);
}

/** Every section of a tree, depth first in the admin's order (each root before its subtree). */
export function depthFirst<D extends TreeDoc, T>(docs: readonly D[], dto: (doc: D) => T): T[] {
  const groups = byParent(docs);
  const result: T[] = [];
  const walk = (parentId: number | null): void => {
    for (const doc of groups.get(parentId) ?? []) {
      result.push(dto(doc));
      walk(doc.id);
    }
  };
  walk(null);
  return result;
}

/** All product categories, depth first in the admin's order. */
export const flatten = (docs: readonly CategoryDoc[]): CategoryDto[] => depthFirst(docs, toDto);

/** All service categories, depth first in the admin's order. */
export const flattenServiceCategories = (docs: readonly ServiceCategoryDoc[]): ServiceCategoryDto[] =>
  depthFirst(docs, serviceCategoryDto);
