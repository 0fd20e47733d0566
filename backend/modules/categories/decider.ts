import { DomainError, badRequest, conflict, notFound, type Decider } from '../../src/write-kit/index.ts';
import type { CategoryEvent } from './events.ts';
import { slugFromName, uniqueSlug } from './slug.ts';

export interface CategoryNode {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly parentId: number | null;
  readonly position: number;
  readonly image: string | null;
  readonly icon: string | null;
  readonly isNameFilter: boolean;
}

/** The whole tree is one aggregate: cycles, sibling names and slugs are checked against all of it. */
export interface CategoryTree {
  readonly nodes: ReadonlyMap<number, CategoryNode>;
}

export type CategoryCommand =
  | {
      readonly kind: 'create';
      readonly categoryId: number;
      readonly name: string;
      /** Absent: derived from the name, made unique in the tree. */
      readonly slug?: string | undefined;
      readonly parentId: number | null;
      readonly image: string | null;
      readonly icon: string | null;
      readonly isNameFilter: boolean;
    }
  /** Without a slug the address stays as it was. */
  | {
      readonly kind: 'rename';
      readonly categoryId: number;
      readonly name: string;
      readonly slug?: string | undefined;
    }
  | {
      readonly kind: 'move';
      readonly categoryId: number;
      readonly parentId: number | null;
      readonly position?: number;
    }
  | { readonly kind: 'reorder'; readonly parentId: number | null; readonly orderedIds: readonly number[] }
  | {
      readonly kind: 'setImage';
      readonly categoryId: number;
      readonly image: string | null;
      readonly icon: string | null;
    }
  | { readonly kind: 'setNameFilter'; readonly categoryId: number; readonly isNameFilter: boolean }
  | { readonly kind: 'delete'; readonly categoryId: number; readonly productCount: number };

export const MESSAGES = {
  notFound: 'Категория не найдена',
  parentNotFound: 'Родительская категория не найдена',
  nameRequired: 'Введите название категории',
  nameTooLong: 'Название категории не должно быть длиннее 120 символов',
  duplicateName: 'Категория с таким названием уже есть в этом разделе',
  badSlug: 'Адрес категории может содержать только строчные латинские буквы, цифры и дефисы',
  duplicateSlug: 'Категория с таким адресом уже существует',
  cycle: 'Нельзя переместить категорию в саму себя или в её подкатегорию',
  parentIsNameFilter: 'Фильтр по наименованию не может содержать подкатегории',
  badOrder: 'Новый порядок должен содержать все подкатегории раздела ровно по одному разу',
  hasChildren: 'Нельзя удалить категорию, у которой есть подкатегории',
  hasProducts: 'Нельзя удалить категорию, в которой есть товары',
  rootNameFilter: 'Фильтром по наименованию может быть только подкатегория',
  nameFilterWithChildren: 'Категория с подкатегориями не может быть фильтром по наименованию',
} as const;

export const NAME_MAX_LENGTH = 120;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const emptyTree: CategoryTree = { nodes: new Map() };

function children(tree: CategoryTree, parentId: number | null): CategoryNode[] {
  return [...tree.nodes.values()]
    .filter((node) => node.parentId === parentId)
    .sort((a, b) => a.position - b.position);
}

function nextPosition(tree: CategoryTree, parentId: number | null): number {
  return children(tree, parentId).reduce((max, node) => Math.max(max, node.position + 1), 0);
}

function existing(tree: CategoryTree, id: number): CategoryNode {
  const node = tree.nodes.get(id);
  if (!node) throw notFound(MESSAGES.notFound);
  return node;
}

function checkName(tree: CategoryTree, name: string, parentId: number | null, self: number | null): void {
  if (name.length === 0) throw badRequest(MESSAGES.nameRequired, { name: MESSAGES.nameRequired });
  if (name.length > NAME_MAX_LENGTH) throw badRequest(MESSAGES.nameTooLong, { name: MESSAGES.nameTooLong });
  const lower = name.toLocaleLowerCase('ru');
  if (children(tree, parentId).some((n) => n.id !== self && n.name.toLocaleLowerCase('ru') === lower)) {
    throw conflict(MESSAGES.duplicateName);
  }
}

function checkSlug(tree: CategoryTree, slug: string, self: number | null): void {
  if (!SLUG.test(slug)) throw badRequest(MESSAGES.badSlug, { slug: MESSAGES.badSlug });
  if ([...tree.nodes.values()].some((n) => n.id !== self && n.slug === slug))
    throw conflict(MESSAGES.duplicateSlug);
}

function derivedSlug(tree: CategoryTree, name: string): string {
  const taken = new Set([...tree.nodes.values()].map((n) => n.slug));
  return uniqueSlug(slugFromName(name), (slug) => taken.has(slug));
}

function checkParent(tree: CategoryTree, parentId: number | null): void {
  if (parentId === null) return;
  const parent = tree.nodes.get(parentId);
  if (!parent) throw new DomainError(404, 'not_found', MESSAGES.parentNotFound);
  if (parent.isNameFilter) throw badRequest(MESSAGES.parentIsNameFilter);
}

function isInside(tree: CategoryTree, candidate: number | null, ancestor: number): boolean {
  for (let id = candidate; id !== null; id = tree.nodes.get(id)?.parentId ?? null) {
    if (id === ancestor) return true;
  }
  return false;
}

function decide(command: CategoryCommand, tree: CategoryTree): CategoryEvent[] {
  switch (command.kind) {
    case 'create': {
      checkParent(tree, command.parentId);
      checkName(tree, command.name, command.parentId, null);
      const slug = command.slug ?? derivedSlug(tree, command.name);
      checkSlug(tree, slug, null);
      if (command.isNameFilter && command.parentId === null) throw badRequest(MESSAGES.rootNameFilter);
      return [
        {
          type: 'CategoryCreated',
          data: {
            categoryId: command.categoryId,
            name: command.name,
            slug,
            parentId: command.parentId,
            position: nextPosition(tree, command.parentId),
            image: command.image,
            icon: command.icon,
            isNameFilter: command.isNameFilter,
          },
        },
      ];
    }
    case 'rename': {
      const node = existing(tree, command.categoryId);
      checkName(tree, command.name, node.parentId, node.id);
      const slug = command.slug ?? node.slug;
      checkSlug(tree, slug, node.id);
      if (node.name === command.name && node.slug === slug) return [];
      return [{ type: 'CategoryRenamed', data: { categoryId: node.id, name: command.name, slug } }];
    }
    case 'move': {
      const node = existing(tree, command.categoryId);
      checkParent(tree, command.parentId);
      if (command.parentId !== null && isInside(tree, command.parentId, node.id))
        throw badRequest(MESSAGES.cycle);
      if (command.parentId === null && node.isNameFilter) throw badRequest(MESSAGES.rootNameFilter);
      checkName(tree, node.name, command.parentId, node.id);
      if (command.parentId === node.parentId) return [];
      const position = nextPosition(tree, command.parentId);
      const events: CategoryEvent[] = [
        { type: 'CategoryMoved', data: { categoryId: node.id, parentId: command.parentId, position } },
      ];
      if (command.position !== undefined) {
        const siblings = children(tree, command.parentId).map((n) => n.id);
        const at = Math.max(0, Math.min(command.position, siblings.length));
        siblings.splice(at, 0, node.id);
        events.push({
          type: 'CategoriesReordered',
          data: { parentId: command.parentId, orderedIds: siblings },
        });
      }
      return events;
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
        throw badRequest(MESSAGES.badOrder);
      }
      if (current.every((id, index) => command.orderedIds[index] === id)) return [];
      return [
        {
          type: 'CategoriesReordered',
          data: { parentId: command.parentId, orderedIds: [...command.orderedIds] },
        },
      ];
    }
    case 'setImage': {
      const node = existing(tree, command.categoryId);
      if (node.image === command.image && node.icon === command.icon) return [];
      return [
        {
          type: 'CategoryImageChanged',
          data: { categoryId: node.id, image: command.image, icon: command.icon },
        },
      ];
    }
    case 'setNameFilter': {
      const node = existing(tree, command.categoryId);
      if (node.isNameFilter === command.isNameFilter) return [];
      if (command.isNameFilter && node.parentId === null) throw badRequest(MESSAGES.rootNameFilter);
      if (command.isNameFilter && children(tree, node.id).length > 0)
        throw badRequest(MESSAGES.nameFilterWithChildren);
      return [
        {
          type: 'CategoryNameFilterChanged',
          data: { categoryId: node.id, isNameFilter: command.isNameFilter },
        },
      ];
    }
    case 'delete': {
      const node = existing(tree, command.categoryId);
      if (children(tree, node.id).length > 0) throw conflict(MESSAGES.hasChildren);
      if (command.productCount > 0) throw conflict(MESSAGES.hasProducts);
      return [{ type: 'CategoryDeleted', data: { categoryId: node.id } }];
    }
  }
}

function evolve(tree: CategoryTree, event: CategoryEvent): CategoryTree {
  const nodes = new Map(tree.nodes);
  const update = (id: number, change: Partial<CategoryNode>): void => {
    const node = nodes.get(id);
    if (node) nodes.set(id, { ...node, ...change });
  };
  switch (event.type) {
    case 'CategoryCreated': {
      const { categoryId, ...rest } = event.data;
      nodes.set(categoryId, { id: categoryId, ...rest });
      break;
    }
    case 'CategoryRenamed':
      update(event.data.categoryId, { name: event.data.name, slug: event.data.slug });
      break;
    case 'CategoryMoved':
      update(event.data.categoryId, { parentId: event.data.parentId, position: event.data.position });
      break;
    case 'CategoriesReordered':
      event.data.orderedIds.forEach((id, position) => update(id, { position }));
      break;
    case 'CategoryImageChanged':
      update(event.data.categoryId, { image: event.data.image, icon: event.data.icon });
      break;
    case 'CategoryNameFilterChanged':
      update(event.data.categoryId, { isNameFilter: event.data.isNameFilter });
      break;
    case 'CategoryDeleted':
      nodes.delete(event.data.categoryId);
      break;
  }
  return { nodes };
}

export const categoryDecider: Decider<CategoryCommand, CategoryEvent, CategoryTree> = {
  initialState: emptyTree,
  evolve,
  decide,
};
