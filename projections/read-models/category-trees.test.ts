import { describe, expect, it } from 'vitest';
import { recordedEvents } from '../../tests/support/recorded-events.ts';
import { ProjectionSpecification } from '../../backend/kit/read/index.ts';
import { categoriesProjection } from './category-trees.ts';

const spec = ProjectionSpecification.for(categoriesProjection);

const recorded = (events: Array<{ type: string; data: unknown }>) =>
  recordedEvents('categoryTree-catalog', events);

const node = (categoryId: number, name: string, parentId: number | null, position: number) => ({
  type: 'CategoryCreated',
  data: {
    categoryId,
    name,
    slug: `c${categoryId}`,
    parentId,
    position,
    image: null,
    icon: null,
    isNameFilter: false,
  },
});

const history = recorded([
  node(1, 'Тележка', null, 0),
  node(2, 'Колёсные пары', 1, 0),
  node(3, 'Боковые рамы', 1, 1),
  node(4, 'Пружины', 1, 2),
  { type: 'CategoriesReordered', data: { parentId: 1, orderedIds: [4, 2, 3] } },
  { type: 'CategoryRenamed', data: { categoryId: 2, name: 'Колёсные пары (КП)', slug: 'kp' } },
  { type: 'CategoryImageChanged', data: { categoryId: 2, image: '/files/kp.jpg', icon: '/files/kp.svg' } },
  { type: 'CategoryMoved', data: { categoryId: 3, parentId: null, position: 1 } },
  { type: 'CategoryNameFilterChanged', data: { categoryId: 4, isNameFilter: true } },
  { type: 'CategoryDeleted', data: { categoryId: 3 } },
]);

describe('categories projection', () => {
  it('builds one document per category with the latest state', async () => {
    expect(await spec.project([history], { sort: { id: 1 } })).toEqual([
      {
        _id: '1',
        id: 1,
        name: 'Тележка',
        slug: 'c1',
        parentId: null,
        position: 0,
        image: null,
        icon: null,
        isNameFilter: false,
      },
      {
        _id: '2',
        id: 2,
        name: 'Колёсные пары (КП)',
        slug: 'kp',
        parentId: 1,
        position: 1,
        image: '/files/kp.jpg',
        icon: '/files/kp.svg',
        isNameFilter: false,
      },
      {
        _id: '4',
        id: 4,
        name: 'Пружины',
        slug: 'c4',
        parentId: 1,
        position: 0,
        image: null,
        icon: null,
        isNameFilter: true,
      },
    ]);
  });

  it('gives the same documents when every batch is applied twice', async () => {
    const once = await spec.project([history.slice(0, 5), history.slice(5)], { sort: { id: 1 } });
    const twice = await spec.project(
      [history.slice(0, 5), history.slice(0, 5), history.slice(5), history.slice(5)],
      { sort: { id: 1 } },
    );
    expect(twice).toEqual(once);
  });

  it('gives the same documents when a crash replays from an older checkpoint', async () => {
    const once = await spec.project([history], { sort: { id: 1 } });
    const replayed = await spec.project([history.slice(0, 7), history.slice(3)], { sort: { id: 1 } });
    expect(replayed).toEqual(once);
  });

  it('rejects an event whose payload breaks its schema', async () => {
    const broken = recorded([{ type: 'CategoryCreated', data: { categoryId: 'x' } }]);
    await expect(spec.project([broken], { sort: { id: 1 } })).rejects.toThrow(/CategoryCreated/);
  });
});
