import { TreeRules, treeAfter, treeChangeOf, type Decider, type Tree } from '../../kit/write/index.ts';
import type { ServiceCategoryEvent } from './events.ts';

export interface ServiceCategoryNode {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly parentId: number | null;
  readonly position: number;
  readonly image: string | null;
}

/** All service categories are one aggregate, as the product categories are (ADR 0006). */
export type ServiceCategoryTree = Tree<ServiceCategoryNode>;

export type ServiceCategoryCommand =
  | {
      readonly kind: 'create';
      readonly serviceCategoryId: number;
      readonly name: string;
      /** Absent: derived from the name, made unique in the tree. */
      readonly slug?: string | undefined;
      readonly parentId: number | null;
      readonly image: string | null;
    }
  /** Without a slug the address stays as it was. */
  | {
      readonly kind: 'rename';
      readonly serviceCategoryId: number;
      readonly name: string;
      readonly slug?: string | undefined;
    }
  | { readonly kind: 'reorder'; readonly parentId: number | null; readonly orderedIds: readonly number[] }
  | { readonly kind: 'setImage'; readonly serviceCategoryId: number; readonly image: string | null }
  | { readonly kind: 'delete'; readonly serviceCategoryId: number; readonly serviceCount: number };

export const NAME_MAX_LENGTH = 120;

export const MESSAGES = {
  notFound: 'Категория услуг не найдена',
  parentNotFound: 'Родительская категория услуг не найдена',
  nameRequired: 'Введите название категории услуг',
  nameTooLong: `Название категории услуг не должно быть длиннее ${NAME_MAX_LENGTH} символов`,
  duplicateName: 'Категория услуг с таким названием уже есть в этом разделе',
  badSlug: 'Адрес категории услуг может содержать только строчные латинские буквы, цифры и дефисы',
  duplicateSlug: 'Категория услуг с таким адресом уже существует',
  badOrder: 'Новый порядок должен содержать все подкатегории раздела ровно по одному разу',
  hasChildren: 'Нельзя удалить категорию услуг, у которой есть подкатегории',
  hasServices: 'Нельзя удалить категорию услуг, в которой есть услуги',
} as const;

export const emptyServiceCategoryTree: ServiceCategoryTree = { nodes: new Map() };

const rules = new TreeRules<ServiceCategoryNode>(MESSAGES, NAME_MAX_LENGTH);

function decide(command: ServiceCategoryCommand, tree: ServiceCategoryTree): ServiceCategoryEvent[] {
  switch (command.kind) {
    case 'create': {
      const { id: serviceCategoryId, ...placed } = rules.added(tree, {
        ...command,
        id: command.serviceCategoryId,
      });
      return [
        { type: 'ServiceCategoryCreated', data: { serviceCategoryId, ...placed, image: command.image } },
      ];
    }
    case 'rename': {
      const renamed = rules.renamed(tree, command.serviceCategoryId, command.name, command.slug);
      return renamed
        ? [
            {
              type: 'ServiceCategoryRenamed',
              data: { serviceCategoryId: renamed.node.id, name: renamed.name, slug: renamed.slug },
            },
          ]
        : [];
    }
    case 'reorder': {
      if (!rules.checkOrder(tree, command.parentId, command.orderedIds)) return [];
      return [
        {
          type: 'ServiceCategoriesReordered',
          data: { parentId: command.parentId, orderedIds: [...command.orderedIds] },
        },
      ];
    }
    case 'setImage': {
      const node = rules.existing(tree, command.serviceCategoryId);
      if (node.image === command.image) return [];
      return [
        { type: 'ServiceCategoryImageChanged', data: { serviceCategoryId: node.id, image: command.image } },
      ];
    }
    case 'delete': {
      const node = rules.removable(tree, command.serviceCategoryId, command.serviceCount, {
        hasChildren: MESSAGES.hasChildren,
        held: MESSAGES.hasServices,
      });
      return [{ type: 'ServiceCategoryDeleted', data: { serviceCategoryId: node.id } }];
    }
  }
}

/** What a service-category event does to the tree, in the words every tree shares (the decider and the read model follow it). */
export const serviceCategoryChange = treeChangeOf<ServiceCategoryNode, ServiceCategoryEvent>(
  'serviceCategoryId',
  {
    ServiceCategoryCreated: 'added',
    ServiceCategoryRenamed: 'changed',
    ServiceCategoriesReordered: 'reordered',
    ServiceCategoryImageChanged: 'changed',
    ServiceCategoryDeleted: 'removed',
  },
);

const evolve = (tree: ServiceCategoryTree, event: ServiceCategoryEvent): ServiceCategoryTree =>
  treeAfter(tree, serviceCategoryChange(event));

export const serviceCategoryDecider: Decider<
  ServiceCategoryCommand,
  ServiceCategoryEvent,
  ServiceCategoryTree
> = {
  initialState: emptyServiceCategoryTree,
  evolve,
  decide,
};
