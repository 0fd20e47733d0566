import { TreeRules, conflict, type Decider, type Tree } from '../../src/write-kit/index.ts';
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
      rules.parent(tree, command.parentId);
      rules.checkName(tree, command.name, command.parentId, null);
      const slug = command.slug ?? rules.derivedSlug(tree, command.name);
      rules.checkSlug(tree, slug, null);
      const position = rules.nextPosition(tree, command.parentId);
      return [
        {
          type: 'ServiceCategoryCreated',
          data: {
            serviceCategoryId: command.serviceCategoryId,
            name: command.name,
            slug,
            parentId: command.parentId,
            position,
            image: command.image,
          },
        },
      ];
    }
    case 'rename': {
      const node = rules.existing(tree, command.serviceCategoryId);
      rules.checkName(tree, command.name, node.parentId, node.id);
      const slug = command.slug ?? node.slug;
      rules.checkSlug(tree, slug, node.id);
      if (node.name === command.name && node.slug === slug) return [];
      return [
        { type: 'ServiceCategoryRenamed', data: { serviceCategoryId: node.id, name: command.name, slug } },
      ];
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
      const node = rules.existing(tree, command.serviceCategoryId);
      if (rules.children(tree, node.id).length > 0) throw conflict(MESSAGES.hasChildren);
      if (command.serviceCount > 0) throw conflict(MESSAGES.hasServices);
      return [{ type: 'ServiceCategoryDeleted', data: { serviceCategoryId: node.id } }];
    }
  }
}

function evolve(tree: ServiceCategoryTree, event: ServiceCategoryEvent): ServiceCategoryTree {
  const nodes = new Map(tree.nodes);
  const update = (id: number, change: Partial<ServiceCategoryNode>): void => {
    const node = nodes.get(id);
    if (node) nodes.set(id, { ...node, ...change });
  };
  switch (event.type) {
    case 'ServiceCategoryCreated': {
      const { serviceCategoryId, ...rest } = event.data;
      nodes.set(serviceCategoryId, { id: serviceCategoryId, ...rest });
      break;
    }
    case 'ServiceCategoryRenamed':
      update(event.data.serviceCategoryId, { name: event.data.name, slug: event.data.slug });
      break;
    case 'ServiceCategoriesReordered':
      event.data.orderedIds.forEach((id, position) => update(id, { position }));
      break;
    case 'ServiceCategoryImageChanged':
      update(event.data.serviceCategoryId, { image: event.data.image });
      break;
    case 'ServiceCategoryDeleted':
      nodes.delete(event.data.serviceCategoryId);
      break;
  }
  return { nodes };
}

export const serviceCategoryDecider: Decider<
  ServiceCategoryCommand,
  ServiceCategoryEvent,
  ServiceCategoryTree
> = {
  initialState: emptyServiceCategoryTree,
  evolve,
  decide,
};
