import { typedProjection } from '../../backend/kit/read/index.ts';
import {
  PRODUCT_CATEGORY_TREE,
  SERVICE_CATEGORY_TREE,
  touchedBy,
  treeDocAfter,
  type CategoryDoc,
  type CategoryEvent,
  type CategoryNode,
  type ServiceCategoryDoc,
  type ServiceCategoryEvent,
  type ServiceCategoryNode,
  type TreeDoc,
  type TreeKind,
} from '../../backend/modules/categories/published.ts';
import type { DomainEvent, TreeNode } from '../../backend/kit/write/index.ts';

/**
 * One document per section of a category tree, whichever its kind; the tree is assembled at query
 * time (it is small). The projection's name stays the kind's own, so each tree keeps its documents.
 */
function treeProjection<D extends TreeDoc, N extends TreeNode, E extends DomainEvent>(
  kind: TreeKind<N, unknown, E>,
) {
  return typedProjection<D, E>({
    name: kind.projection,
    version: 1,
    events: kind.codec,
    // Slugs are unique by the decider; no unique index, so a swap inside one batch cannot trip it.
    indexes: [{ fields: { parentId: 1 } }, { fields: { slug: 1 } }],
    keys: (event) => touchedBy(kind.change(event)),
    evolve: (doc, event) => treeDocAfter(doc as (D & N) | null, kind.change(event)),
  });
}

export const categoriesProjection = treeProjection<CategoryDoc, CategoryNode, CategoryEvent>(
  PRODUCT_CATEGORY_TREE,
);
export const serviceCategoriesProjection = treeProjection<
  ServiceCategoryDoc,
  ServiceCategoryNode,
  ServiceCategoryEvent
>(SERVICE_CATEGORY_TREE);
