import type { Doc } from '../../../infra/read-store/index.ts';

/** Read-model document of one category (projection `categories`). */
export interface CategoryDoc extends Doc {
  id: number;
  name: string;
  slug: string;
  parentId: number | null;
  position: number;
  image: string | null;
  icon: string | null;
  isNameFilter: boolean;
}

export const CATEGORIES_PROJECTION = 'categories';

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

function byParent(docs: readonly CategoryDoc[]): Map<number | null, CategoryDoc[]> {
  const groups = new Map<number | null, CategoryDoc[]>();
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

/** All categories, depth first in the admin's order. */
export function flatten(docs: readonly CategoryDoc[]): CategoryDto[] {
  const groups = byParent(docs);
  const result: CategoryDto[] = [];
  const walk = (parentId: number | null): void => {
    for (const doc of groups.get(parentId) ?? []) {
      result.push(toDto(doc));
      walk(doc.id);
    }
  };
  walk(null);
  return result;
}
