import type { ApiSchema } from '../../shared/api';

/** «Управление категориями»: the product category tree as the admin edits it. */

/** A category as GET /api/categories answers it, flat (docs/openapi.yaml `Category`). */
export type AdminCategory = Omit<ApiSchema<'Category'>, 'children'>;

export interface CategoryNode extends AdminCategory {
  /** Sections under it, in the admin's order. */
  children: CategoryNode[];
  /** Its «Наименование» filter items, in their own order. */
  filters: AdminCategory[];
}

/** The flat depth-first list of `GET /api/categories` as a tree; name filters kept apart. */
export function buildTree(flat: readonly AdminCategory[]): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>();
  for (const category of flat) nodes.set(category.id, { ...category, children: [], filters: [] });
  const roots: CategoryNode[] = [];
  for (const category of flat) {
    const node = nodes.get(category.id)!;
    const parent = category.parentId === null ? null : nodes.get(category.parentId);
    if (!parent) {
      if (!category.is_name_filter) roots.push(node);
    } else if (category.is_name_filter) parent.filters.push(node);
    else parent.children.push(node);
  }
  const byPosition = (a: AdminCategory, b: AdminCategory) => a.position - b.position;
  const sort = (list: CategoryNode[]) => {
    list.sort(byPosition);
    for (const node of list) {
      sort(node.children);
      node.filters.sort(byPosition);
    }
  };
  sort(roots);
  return roots;
}

/** The ids of a node and everything under it: a node cannot move into any of them. */
export function subtreeIds(node: CategoryNode): Set<number> {
  const ids = new Set<number>([node.id]);
  for (const child of node.children) for (const id of subtreeIds(child)) ids.add(id);
  for (const filter of node.filters) ids.add(filter.id);
  return ids;
}

/** Every section with its depth, depth first: the choices of «Переместить в». */
export function sectionsWithDepth(
  roots: readonly CategoryNode[],
): Array<{ node: CategoryNode; depth: number }> {
  const result: Array<{ node: CategoryNode; depth: number }> = [];
  const walk = (list: readonly CategoryNode[], depth: number) => {
    for (const node of list) {
      result.push({ node, depth });
      walk(node.children, depth + 1);
    }
  };
  walk(roots, 0);
  return result;
}

export const CATEGORY_TEXT = {
  loading: 'Загрузка категорий...',
  loadError: 'Не удалось загрузить категории',
  retry: 'Повторить',
  empty: 'Категорий пока нет',
  addRoot: 'Добавить корневую категорию',
  addChild: 'Подкатегория',
  addFilter: 'Пункт фильтра',
  name: 'Название',
  slug: 'Адрес (slug)',
  slugHint: 'Строчные латинские буквы, цифры и дефисы; пусто — из названия',
  save: 'Сохранить',
  cancel: 'Отмена',
  edit: 'Изменить',
  remove: 'Удалить',
  confirmRemove: (name: string) => `Удалить категорию «${name}»?`,
  moveTo: 'Переместить в',
  root: 'Корень каталога',
  moveUp: 'Выше',
  moveDown: 'Ниже',
  image: 'Изображение',
  icon: 'Значок',
  upload: 'Загрузить',
  clear: 'Убрать',
  filters: 'Фильтр «Наименование»',
  filtersHint: 'Пункты фильтра скрыты в дереве каталога и служат фильтром по наименованию',
  dragHint:
    'Перетащите категорию за ручку среди соседних или в другой раздел; с клавиатуры — кнопки «Выше», «Ниже» и «Переместить в»',
  handle: (name: string) => `Перетащить «${name}»`,
  saved: 'Категория сохранена',
  created: 'Категория создана',
  removed: 'Категория удалена',
  moved: 'Категория перемещена',
  reordered: 'Порядок сохранён',
  newCategory: 'Новая категория',
  newFilter: 'Новый пункт фильтра',
  editTitle: (name: string) => `Категория «${name}»`,
  refused: 'Действие отклонено',
} as const;
