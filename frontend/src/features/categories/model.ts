/** Product category as the client holds it (spec, section 3 "Category"). */
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
