import { describe, expect, it } from 'vitest';
import { DeciderSpecification } from '../../kit/write/index.ts';
import { MESSAGES, categoryDecider, type CategoryCommand } from './decider.ts';
import { categoryEvents, type CategoryEvent } from './events.ts';

const created = (
  categoryId: number,
  name: string,
  parentId: number | null,
  position: number,
  isNameFilter = false,
): CategoryEvent => ({
  type: 'CategoryCreated',
  data: {
    categoryId,
    name,
    slug: `slug-${categoryId}`,
    parentId,
    position,
    image: null,
    icon: null,
    isNameFilter,
  },
});

const spec = DeciderSpecification.for(categoryDecider, categoryEvents);

const tree = [
  created(1, 'Тележка', null, 0),
  created(2, 'Колёсные пары', 1, 0),
  created(3, 'Боковые рамы', 1, 1),
  created(4, 'Автосцепное устройство', null, 1),
  created(5, 'Колёсная пара РУ1Ш', 2, 0, true),
];

const create = (over: Partial<Extract<CategoryCommand, { kind: 'create' }>> = {}): CategoryCommand => ({
  kind: 'create',
  categoryId: 10,
  name: 'Пружины',
  slug: 'pruzhiny',
  parentId: 1,
  image: null,
  icon: null,
  isNameFilter: false,
  ...over,
});

describe('category tree decider', () => {
  it('creates a category at the end of its siblings', () => {
    spec
      .given(...tree)
      .when(create())
      .then([
        {
          type: 'CategoryCreated',
          data: {
            categoryId: 10,
            name: 'Пружины',
            slug: 'pruzhiny',
            parentId: 1,
            position: 2,
            image: null,
            icon: null,
            isNameFilter: false,
          },
        },
      ]);
  });

  it('creates a root category first in an empty tree', () => {
    spec
      .given()
      .when(create({ parentId: null }))
      .then([
        {
          type: 'CategoryCreated',
          data: {
            categoryId: 10,
            name: 'Пружины',
            slug: 'pruzhiny',
            parentId: null,
            position: 0,
            image: null,
            icon: null,
            isNameFilter: false,
          },
        },
      ]);
  });

  it('refuses an empty name, a duplicate sibling name, a bad or taken slug, an unknown parent', () => {
    spec
      .given(...tree)
      .when(create({ name: '' }))
      .thenRefused({ status: 400, message: MESSAGES.nameRequired });
    spec
      .given(...tree)
      .when(create({ name: 'x'.repeat(121) }))
      .thenRefused({ status: 400, message: MESSAGES.nameTooLong });
    spec
      .given(...tree)
      .when(create({ name: 'боковые РАМЫ' }))
      .thenRefused({ status: 409, message: MESSAGES.duplicateName });
    spec
      .given(...tree)
      .when(create({ slug: 'Не-латиница' }))
      .thenRefused({ status: 400, message: MESSAGES.badSlug });
    spec
      .given(...tree)
      .when(create({ slug: 'slug-2' }))
      .thenRefused({ status: 409, message: MESSAGES.duplicateSlug });
    spec
      .given(...tree)
      .when(create({ parentId: 99 }))
      .thenRefused({ status: 404, message: MESSAGES.parentNotFound });
  });

  it('allows the same name under another parent', () => {
    const events = categoryDecider.decide(
      create({ name: 'Колёсные пары', parentId: 4 }),
      spec.given(...tree).state,
    );
    expect(events).toHaveLength(1);
  });

  it('refuses children under a name filter and root name filters', () => {
    spec
      .given(...tree)
      .when(create({ parentId: 5 }))
      .thenRefused({ status: 400, message: MESSAGES.parentIsNameFilter });
    spec
      .given(...tree)
      .when(create({ parentId: null, isNameFilter: true }))
      .thenRefused({ status: 400, message: MESSAGES.rootNameFilter });
  });

  it('renames, and does nothing when nothing changes', () => {
    spec
      .given(...tree)
      .when({ kind: 'rename', categoryId: 3, name: 'Рамы боковые', slug: 'ramy' })
      .then([{ type: 'CategoryRenamed', data: { categoryId: 3, name: 'Рамы боковые', slug: 'ramy' } }]);
    spec
      .given(...tree)
      .when({ kind: 'rename', categoryId: 3, name: 'Боковые рамы', slug: 'slug-3' })
      .then([]);
    spec
      .given(...tree)
      .when({ kind: 'rename', categoryId: 42, name: 'Новая', slug: 'new' })
      .thenRefused({ status: 404, message: MESSAGES.notFound });
  });

  it('moves to another parent at the end, or at a given place', () => {
    spec
      .given(...tree)
      .when({ kind: 'move', categoryId: 3, parentId: 4 })
      .then([{ type: 'CategoryMoved', data: { categoryId: 3, parentId: 4, position: 0 } }]);
    spec
      .given(...tree)
      .when({ kind: 'move', categoryId: 4, parentId: 1, position: 0 })
      .then([
        { type: 'CategoryMoved', data: { categoryId: 4, parentId: 1, position: 2 } },
        { type: 'CategoriesReordered', data: { parentId: 1, orderedIds: [4, 2, 3] } },
      ]);
  });

  it('refuses to move a category into itself or its descendants', () => {
    spec
      .given(...tree)
      .when({ kind: 'move', categoryId: 1, parentId: 1 })
      .thenRefused({ status: 400, message: MESSAGES.cycle });
    spec
      .given(...tree)
      .when({ kind: 'move', categoryId: 1, parentId: 2 })
      .thenRefused({ status: 400, message: MESSAGES.cycle });
  });

  it('reorders siblings only with exactly the current children', () => {
    spec
      .given(...tree)
      .when({ kind: 'reorder', parentId: 1, orderedIds: [3, 2] })
      .then([{ type: 'CategoriesReordered', data: { parentId: 1, orderedIds: [3, 2] } }]);
    spec
      .given(...tree)
      .when({ kind: 'reorder', parentId: 1, orderedIds: [2, 3] })
      .then([]);
    spec
      .given(...tree)
      .when({ kind: 'reorder', parentId: 1, orderedIds: [3] })
      .thenRefused({ status: 400, message: MESSAGES.badOrder });
    spec
      .given(...tree)
      .when({ kind: 'reorder', parentId: 1, orderedIds: [3, 3] })
      .thenRefused({ status: 400, message: MESSAGES.badOrder });
    spec
      .given(...tree)
      .when({ kind: 'reorder', parentId: 1, orderedIds: [3, 4] })
      .thenRefused({ status: 400, message: MESSAGES.badOrder });
  });

  it('deletes a leaf, refuses a category with children or products', () => {
    spec
      .given(...tree)
      .when({ kind: 'delete', categoryId: 3, productCount: 0 })
      .then([{ type: 'CategoryDeleted', data: { categoryId: 3 } }]);
    spec
      .given(...tree)
      .when({ kind: 'delete', categoryId: 1, productCount: 0 })
      .thenRefused({ status: 409, message: MESSAGES.hasChildren });
    spec
      .given(...tree)
      .when({ kind: 'delete', categoryId: 3, productCount: 2 })
      .thenRefused({ status: 409, message: MESSAGES.hasProducts });
    spec
      .given(...tree, { type: 'CategoryDeleted', data: { categoryId: 3 } })
      .when({ kind: 'delete', categoryId: 3, productCount: 0 })
      .thenRefused({ status: 404, message: MESSAGES.notFound });
  });

  it('sets the image and icon', () => {
    spec
      .given(...tree)
      .when({ kind: 'setImage', categoryId: 2, image: '/files/wheel.jpg', icon: null })
      .then([
        { type: 'CategoryImageChanged', data: { categoryId: 2, image: '/files/wheel.jpg', icon: null } },
      ]);
  });

  it('marks a subcategory as a name filter, not a root or a category with children', () => {
    spec
      .given(...tree)
      .when({ kind: 'setNameFilter', categoryId: 3, isNameFilter: true })
      .then([{ type: 'CategoryNameFilterChanged', data: { categoryId: 3, isNameFilter: true } }]);
    spec
      .given(...tree)
      .when({ kind: 'setNameFilter', categoryId: 4, isNameFilter: true })
      .thenRefused({ status: 400, message: MESSAGES.rootNameFilter });
    spec
      .given(...tree)
      .when({ kind: 'setNameFilter', categoryId: 2, isNameFilter: true })
      .thenRefused({ status: 400, message: MESSAGES.nameFilterWithChildren });
    spec
      .given(...tree)
      .when({ kind: 'setNameFilter', categoryId: 5, isNameFilter: true })
      .then([]);
  });
});

describe('category slugs', () => {
  it('derives a free slug from the name when none is given, and keeps it on rename', () => {
    const state = spec.given(...tree, {
      type: 'CategoryCreated',
      data: { ...(created(6, 'x', 4, 0).data as object), slug: 'pruzhiny' },
    } as CategoryEvent).state;
    const [event] = categoryDecider.decide(create({ slug: undefined }), state);
    expect(event).toMatchObject({ type: 'CategoryCreated', data: { slug: 'pruzhiny-2' } });
    expect(categoryDecider.decide({ kind: 'rename', categoryId: 3, name: 'Рамы' }, state)).toEqual([
      { type: 'CategoryRenamed', data: { categoryId: 3, name: 'Рамы', slug: 'slug-3' } },
    ]);
  });
});
