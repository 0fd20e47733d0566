import { Schema } from 'effect';
import { EventCodec, type DomainEvent } from '../../kit/write/index.ts';

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

const serviceCategorySchemas = {
  ServiceCategoryCreated: Schema.Struct({
    serviceCategoryId: Id,
    name: Text,
    slug: Text,
    parentId: ParentId,
    position: Schema.Int,
    image: Url,
  }),
  ServiceCategoryRenamed: Schema.Struct({ serviceCategoryId: Id, name: Text, slug: Text }),
  ServiceCategoriesReordered: Schema.Struct({ parentId: ParentId, orderedIds: Schema.Array(Id) }),
  ServiceCategoryImageChanged: Schema.Struct({ serviceCategoryId: Id, image: Url }),
  ServiceCategoryDeleted: Schema.Struct({ serviceCategoryId: Id }),
};

type Events<S extends Record<string, Schema.Top>> = {
  [K in keyof S & string]: DomainEvent<K, S[K]['Type']>;
}[keyof S & string];

export type CategoryEvent = Events<typeof schemas>;
export type CategoryEventOf<K extends CategoryEvent['type']> = Extract<CategoryEvent, { type: K }>;
export type ServiceCategoryEvent = Events<typeof serviceCategorySchemas>;

export const categoryEvents = new EventCodec<CategoryEvent>(schemas);
export const serviceCategoryEvents = new EventCodec<ServiceCategoryEvent>(serviceCategorySchemas);

/** The product category tree is one aggregate, in one stream. */
export const CATEGORY_TREE_STREAM = 'categoryTree-catalog';
/** The service-category tree is one aggregate, in one stream (the stream's name is older than this module's home). */
export const SERVICE_CATEGORY_TREE_STREAM = 'serviceCategoryTree-services';
