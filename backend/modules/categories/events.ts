import { Schema } from 'effect';
import { EventCodec, type DomainEvent } from '../../src/write-kit/index.ts';

const Id = Schema.Int.check(Schema.isGreaterThan(0));
const ParentId = Schema.NullOr(Id);
const Text = Schema.String.check(Schema.isMinLength(1));
const Url = Schema.NullOr(Schema.String);

const schemas = {
  CategoryCreated: Schema.Struct({
    categoryId: Id,
    name: Text,
    slug: Text,
    parentId: ParentId,
    position: Schema.Int,
    image: Url,
    icon: Url,
    isNameFilter: Schema.Boolean,
  }),
  CategoryRenamed: Schema.Struct({ categoryId: Id, name: Text, slug: Text }),
  CategoryMoved: Schema.Struct({ categoryId: Id, parentId: ParentId, position: Schema.Int }),
  CategoriesReordered: Schema.Struct({ parentId: ParentId, orderedIds: Schema.Array(Id) }),
  CategoryImageChanged: Schema.Struct({ categoryId: Id, image: Url, icon: Url }),
  CategoryNameFilterChanged: Schema.Struct({ categoryId: Id, isNameFilter: Schema.Boolean }),
  CategoryDeleted: Schema.Struct({ categoryId: Id }),
};

type Schemas = typeof schemas;
export type CategoryEvent = {
  [K in keyof Schemas]: DomainEvent<K, Schemas[K]['Type']>;
}[keyof Schemas];
export type CategoryEventOf<K extends CategoryEvent['type']> = Extract<CategoryEvent, { type: K }>;

export const categoryEvents = new EventCodec<CategoryEvent>(schemas);

/** The category tree is one aggregate, in one stream. */
export const CATEGORY_TREE_STREAM = 'categoryTree-catalog';
