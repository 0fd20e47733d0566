import { TreeDecisions, TreeRules, badRequest, treeChangeOf, treeDecider } from '../../kit/write/index.ts';
import type { Decider, Tree, TreeCommands, TreeNode } from '../../kit/write/index.ts';
import type { CategoryEvent } from './events.ts';

export interface CategoryNode extends TreeNode {
  readonly image: string | null;
  readonly icon: string | null;
  readonly isNameFilter: boolean;
}

/** The whole tree is one aggregate: cycles, sibling names and slugs are checked against all of it. */
export type CategoryTree = Tree<CategoryNode>;

export type CategoryCommand =
  | TreeCommands<
      'categoryId',
      { readonly image: string | null; readonly icon: string | null; readonly isNameFilter: boolean }
    >
  | {
      readonly kind: 'move';
      readonly categoryId: number;
      readonly parentId: number | null;
      readonly position?: number;
    }
  | {
      readonly kind: 'setImage';
      readonly categoryId: number;
      readonly image: string | null;
      /** Undefined keeps the icon the tree has (never one read from a read model that may lag). */
      readonly icon: string | null | undefined;
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

const rules = new TreeRules<CategoryNode>(MESSAGES, NAME_MAX_LENGTH);
const reordered = (parentId: number | null, orderedIds: number[]): CategoryEvent => ({
  type: 'CategoriesReordered',
  data: { parentId, orderedIds },
});
const shared = new TreeDecisions<CategoryNode, CategoryEvent>(
  rules,
  {
    renamed: (categoryId, name, slug) => ({ type: 'CategoryRenamed', data: { categoryId, name, slug } }),
    reordered,
    removed: (categoryId) => ({ type: 'CategoryDeleted', data: { categoryId } }),
  },
  { hasChildren: MESSAGES.hasChildren, held: MESSAGES.hasProducts },
);

/** A parent must exist and be a section: a name filter holds no subcategories. */
function checkParent(tree: CategoryTree, parentId: number | null): void {
  if (rules.parent(tree, parentId)?.isNameFilter) throw badRequest(MESSAGES.parentIsNameFilter);
}

function decide(command: CategoryCommand, tree: CategoryTree): CategoryEvent[] {
  switch (command.kind) {
    case 'create': {
      checkParent(tree, command.parentId);
      const { id: categoryId, ...placed } = rules.added(tree, { ...command, id: command.categoryId });
      if (command.isNameFilter && command.parentId === null) throw badRequest(MESSAGES.rootNameFilter);
      const { image, icon, isNameFilter } = command;
      return [{ type: 'CategoryCreated', data: { categoryId, ...placed, image, icon, isNameFilter } }];
    }
    case 'rename':
      return shared.rename(tree, command.categoryId, command.name, command.slug);
    case 'move': {
      const node = rules.existing(tree, command.categoryId);
      checkParent(tree, command.parentId);
      if (command.parentId !== null && rules.isInside(tree, command.parentId, node.id))
        throw badRequest(MESSAGES.cycle);
      if (command.parentId === null && node.isNameFilter) throw badRequest(MESSAGES.rootNameFilter);
      rules.checkName(tree, node.name, command.parentId, node.id);
      if (command.parentId === node.parentId) return [];
      const position = rules.nextPosition(tree, command.parentId);
      const events: CategoryEvent[] = [
        { type: 'CategoryMoved', data: { categoryId: node.id, parentId: command.parentId, position } },
      ];
      if (command.position !== undefined) {
        const siblings = rules.children(tree, command.parentId).map((n) => n.id);
        const at = Math.max(0, Math.min(command.position, siblings.length));
        siblings.splice(at, 0, node.id);
        events.push(reordered(command.parentId, siblings));
      }
      return events;
    }
    case 'reorder':
      return shared.reorder(tree, command.parentId, command.orderedIds);
    case 'setImage': {
      const node = rules.existing(tree, command.categoryId);
      const icon = command.icon === undefined ? node.icon : command.icon;
      if (node.image === command.image && node.icon === icon) return [];
      return [{ type: 'CategoryImageChanged', data: { categoryId: node.id, image: command.image, icon } }];
    }
    case 'setNameFilter': {
      const node = rules.existing(tree, command.categoryId);
      if (node.isNameFilter === command.isNameFilter) return [];
      if (command.isNameFilter && node.parentId === null) throw badRequest(MESSAGES.rootNameFilter);
      if (command.isNameFilter && rules.children(tree, node.id).length > 0)
        throw badRequest(MESSAGES.nameFilterWithChildren);
      return [
        {
          type: 'CategoryNameFilterChanged',
          data: { categoryId: node.id, isNameFilter: command.isNameFilter },
        },
      ];
    }
    case 'delete':
      return shared.remove(tree, command.categoryId, command.productCount);
  }
}

/** What a category event does to the tree, in the words every tree shares (the decider and the read model follow it). */
export const categoryChange = treeChangeOf<CategoryNode, CategoryEvent>('categoryId', {
  CategoryCreated: 'added',
  CategoryRenamed: 'changed',
  CategoryMoved: 'changed',
  CategoriesReordered: 'reordered',
  CategoryImageChanged: 'changed',
  CategoryNameFilterChanged: 'changed',
  CategoryDeleted: 'removed',
});

export const categoryDecider: Decider<CategoryCommand, CategoryEvent, CategoryTree> = treeDecider(
  categoryChange,
  decide,
);
