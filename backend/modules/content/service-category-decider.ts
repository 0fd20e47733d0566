import { DomainError, badRequest, conflict, notFound, type Decider } from '../../src/write-kit/index.ts';
import { slugFromName, uniqueSlug } from '../categories/index.ts';
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
export interface ServiceCategoryTree {
  readonly nodes: ReadonlyMap<number, ServiceCategoryNode>;
}

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

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const emptyServiceCategoryTree: ServiceCategoryTree = { nodes: new Map() };

function children(tree: ServiceCategoryTree, parentId: number | null): ServiceCategoryNode[] {
  return [...tree.nodes.values()]
    .filter((node) => node.parentId === parentId)
    .sort((a, b) => a.position - b.position);
}

function existing(tree: ServiceCategoryTree, id: number): ServiceCategoryNode {
  const node = tree.nodes.get(id);
  if (!node) throw notFound(MESSAGES.notFound);
  return node;
}

function checkName(
  tree: ServiceCategoryTree,
  name: string,
  parentId: number | null,
  self: number | null,
): void {
  if (name.length === 0) throw badRequest(MESSAGES.nameRequired, { name: MESSAGES.nameRequired });
  if (name.length > NAME_MAX_LENGTH) throw badRequest(MESSAGES.nameTooLong, { name: MESSAGES.nameTooLong });
  const lower = name.toLocaleLowerCase('ru');
  if (children(tree, parentId).some((n) => n.id !== self && n.name.toLocaleLowerCase('ru') === lower)) {
    throw conflict(MESSAGES.duplicateName);
  }
}

function checkSlug(tree: ServiceCategoryTree, slug: string, self: number | null): void {
  if (!SLUG.test(slug)) throw badRequest(MESSAGES.badSlug, { slug: MESSAGES.badSlug });
  if ([...tree.nodes.values()].some((n) => n.id !== self && n.slug === slug))
    throw conflict(MESSAGES.duplicateSlug);
}

function derivedSlug(tree: ServiceCategoryTree, name: string): string {
  const taken = new Set([...tree.nodes.values()].map((n) => n.slug));
  return uniqueSlug(slugFromName(name), (slug) => taken.has(slug));
}

function decide(command: ServiceCategoryCommand, tree: ServiceCategoryTree): ServiceCategoryEvent[] {
  switch (command.kind) {
    case 'create': {
      if (command.parentId !== null && !tree.nodes.has(command.parentId)) {
        throw new DomainError(404, 'not_found', MESSAGES.parentNotFound);
      }
      checkName(tree, command.name, command.parentId, null);
      const slug = command.slug ?? derivedSlug(tree, command.name);
      checkSlug(tree, slug, null);
      const position = children(tree, command.parentId).reduce(
        (max, node) => Math.max(max, node.position + 1),
        0,
      );
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
      const node = existing(tree, command.serviceCategoryId);
      checkName(tree, command.name, node.parentId, node.id);
      const slug = command.slug ?? node.slug;
      checkSlug(tree, slug, node.id);
      if (node.name === command.name && node.slug === slug) return [];
      return [
        { type: 'ServiceCategoryRenamed', data: { serviceCategoryId: node.id, name: command.name, slug } },
      ];
    }
    case 'reorder': {
      if (command.parentId !== null) existing(tree, command.parentId);
      const current = children(tree, command.parentId).map((n) => n.id);
      const wanted = new Set(command.orderedIds);
      if (
        wanted.size !== command.orderedIds.length ||
        wanted.size !== current.length ||
        current.some((id) => !wanted.has(id))
      ) {
        throw badRequest(MESSAGES.badOrder, { orderedIds: MESSAGES.badOrder });
      }
      if (current.every((id, index) => command.orderedIds[index] === id)) return [];
      return [
        {
          type: 'ServiceCategoriesReordered',
          data: { parentId: command.parentId, orderedIds: [...command.orderedIds] },
        },
      ];
    }
    case 'setImage': {
      const node = existing(tree, command.serviceCategoryId);
      if (node.image === command.image) return [];
      return [
        { type: 'ServiceCategoryImageChanged', data: { serviceCategoryId: node.id, image: command.image } },
      ];
    }
    case 'delete': {
      const node = existing(tree, command.serviceCategoryId);
      if (children(tree, node.id).length > 0) throw conflict(MESSAGES.hasChildren);
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
