/** Product category as the client holds it. */
export interface Category {
  id: number;
  name: string;
  slug: string;
  image: string | null;
  icon: string | null;
  /** null for a root category. */
  parentId: number | null;
  position: number;
  /** Name-filter categories serve as the 'Наименование' filter and are never shown in the tree. */
  is_name_filter: boolean;
  children: Category[];
}

/** What the API may send: `parent_id` is also accepted and absent fields mean root / no children. */
export interface CategoryDto {
  id: number;
  name: string;
  slug: string;
  image?: string | null;
  icon?: string | null;
  parentId?: number | null;
  parent_id?: number | null;
  position?: number;
  is_name_filter?: boolean;
  children?: CategoryDto[] | null;
}

function toCategory(dto: CategoryDto): Category {
  return {
    id: dto.id,
    name: dto.name,
    slug: dto.slug,
    image: dto.image ?? null,
    icon: dto.icon ?? null,
    parentId: dto.parentId ?? dto.parent_id ?? null,
    position: dto.position ?? 0,
    is_name_filter: dto.is_name_filter === true,
    children: toCategoryTree(dto.children ?? []),
  };
}

/** Normalises a tree from the API and drops name-filter categories at every level (order is kept). */
export function toCategoryTree(dtos: readonly CategoryDto[]): Category[] {
  return dtos.filter((dto) => dto.is_name_filter !== true).map(toCategory);
}

export function categoryPath(slug: string): string {
  return `/catalog/${encodeURIComponent(slug)}`;
}

export function findCategoryBySlug(tree: readonly Category[], slug: string): Category | undefined {
  for (const category of tree) {
    if (category.slug === slug) return category;
    const found = findCategoryBySlug(category.children, slug);
    if (found) return found;
  }
  return undefined;
}

/** Number of categories below the roots, at any depth. */
export function countDescendants(tree: readonly Category[]): number {
  return tree.reduce(
    (sum, category) => sum + category.children.length + countDescendants(category.children),
    0,
  );
}

/**
 * The categories from a root down to the one with `slug` (inclusive), or undefined when no
 * category within `maxDepth` levels has it. The last entry is the category, the one before it its
 * parent.
 */
export function findCategoryTrail(
  tree: readonly Category[],
  slug: string,
  maxDepth: number = Number.POSITIVE_INFINITY,
): Category[] | undefined {
  if (maxDepth < 1) return undefined;
  for (const category of tree) {
    if (category.slug === slug) return [category];
    const below = findCategoryTrail(category.children, slug, maxDepth - 1);
    if (below) return [category, ...below];
  }
  return undefined;
}

/** 'Наименование' and 'Качество' filter values of a category. */
export interface CategoryFilters {
  name: string[];
  quality: string[];
}

export const DEFAULT_QUALITY_FILTERS: readonly string[] = ['Новые', 'Отремонтированные'];

/** What the catalogue offers when the filters cannot be loaded (spec: defaults on failure). */
export function defaultCategoryFilters(): CategoryFilters {
  return { name: [], quality: [...DEFAULT_QUALITY_FILTERS] };
}

function stringList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  for (const entry of value) {
    if (typeof entry === 'string' && entry.trim() !== '') seen.add(entry.trim());
  }
  return [...seen];
}

/** `{ name: string[], quality: string[] }`; a missing or empty quality list gets the defaults. */
export function toCategoryFilters(body: unknown): CategoryFilters {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const quality = stringList(record.quality);
  return {
    name: stringList(record.name),
    quality: quality.length > 0 ? quality : [...DEFAULT_QUALITY_FILTERS],
  };
}
