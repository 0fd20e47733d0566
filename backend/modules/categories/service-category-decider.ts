import { TreeDecisions, TreeRules, treeChangeOf, treeDecider } from '../../kit/write/index.ts';
import type { Decider, Tree, TreeCommands, TreeNode } from '../../kit/write/index.ts';
import type { ServiceCategoryEvent } from './events.ts';

export interface ServiceCategoryNode extends TreeNode {
  readonly image: string | null;
}

/** All service categories are one aggregate, as the product categories are (ADR 0006). */
export type ServiceCategoryTree = Tree<ServiceCategoryNode>;

export type ServiceCategoryCommand =
  | TreeCommands<'serviceCategoryId', { readonly image: string | null }>
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

const rules = new TreeRules<ServiceCategoryNode>(MESSAGES, NAME_MAX_LENGTH);
const shared = new TreeDecisions<ServiceCategoryNode, ServiceCategoryEvent>(
  rules,
  {
    renamed: (serviceCategoryId, name, slug) => ({
      type: 'ServiceCategoryRenamed',
      data: { serviceCategoryId, name, slug },
    }),
    reordered: (parentId, orderedIds) => ({
      type: 'ServiceCategoriesReordered',
      data: { parentId, orderedIds },
    }),
    removed: (serviceCategoryId) => ({ type: 'ServiceCategoryDeleted', data: { serviceCategoryId } }),
  },
  { hasChildren: MESSAGES.hasChildren, held: MESSAGES.hasServices },
);

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
    case 'rename':
      return shared.rename(tree, command.serviceCategoryId, command.name, command.slug);
    case 'reorder':
      return shared.reorder(tree, command.parentId, command.orderedIds);
    case 'setImage': {
      const node = rules.existing(tree, command.serviceCategoryId);
      if (node.image === command.image) return [];
      return [
        { type: 'ServiceCategoryImageChanged', data: { serviceCategoryId: node.id, image: command.image } },
      ];
    }
    case 'delete':
      return shared.remove(tree, command.serviceCategoryId, command.serviceCount);
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

export const serviceCategoryDecider: Decider<
  ServiceCategoryCommand,
  ServiceCategoryEvent,
  ServiceCategoryTree
> = treeDecider(serviceCategoryChange, decide);
