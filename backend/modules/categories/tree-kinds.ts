import type { Decider, DomainEvent, EventCodec, Tree, TreeChange, TreeNode } from '../../kit/write/index.ts';
import {
  MESSAGES,
  categoryChange,
  categoryDecider,
  type CategoryCommand,
  type CategoryNode,
} from './decider.ts';
import {
  CATEGORY_TREE_STREAM,
  SERVICE_CATEGORY_TREE_STREAM,
  categoryEvents,
  serviceCategoryEvents,
  type CategoryEvent,
  type ServiceCategoryEvent,
} from './events.ts';
import {
  MESSAGES as SERVICE_CATEGORY_MESSAGES,
  serviceCategoryChange,
  serviceCategoryDecider,
  type ServiceCategoryCommand,
  type ServiceCategoryNode,
} from './service-category-decider.ts';
import { CATEGORIES_PROJECTION, SERVICE_CATEGORIES_PROJECTION } from './view.ts';

/**
 * One category tree as the module's commands, queries and read model see it: the products' and the
 * services' trees differ only in these facts (their own events, words and extra fields), so one
 * set of commands, one query class and one projection serve both.
 */
export interface TreeKind<N extends TreeNode, C, E extends DomainEvent> {
  /** The stream the whole tree lives in (one aggregate). */
  readonly stream: string;
  readonly codec: EventCodec<E>;
  readonly decider: Decider<C, E, Tree<N>>;
  /** What a stored event does to the tree, in the words every tree shares. */
  readonly change: (event: E) => TreeChange<N>;
  /** The read model's name (one document per section). */
  readonly projection: string;
  /** The sequence the sections' ids are taken from. */
  readonly sequence: string;
  /** The refusal for a section that does not exist, in the tree's own words. */
  readonly notFound: string;
}

export const PRODUCT_CATEGORY_TREE: TreeKind<CategoryNode, CategoryCommand, CategoryEvent> = {
  stream: CATEGORY_TREE_STREAM,
  codec: categoryEvents,
  decider: categoryDecider,
  change: categoryChange,
  projection: CATEGORIES_PROJECTION,
  sequence: 'category',
  notFound: MESSAGES.notFound,
};

export const SERVICE_CATEGORY_TREE: TreeKind<
  ServiceCategoryNode,
  ServiceCategoryCommand,
  ServiceCategoryEvent
> = {
  stream: SERVICE_CATEGORY_TREE_STREAM,
  codec: serviceCategoryEvents,
  decider: serviceCategoryDecider,
  change: serviceCategoryChange,
  projection: SERVICE_CATEGORIES_PROJECTION,
  sequence: 'serviceCategory',
  notFound: SERVICE_CATEGORY_MESSAGES.notFound,
};
