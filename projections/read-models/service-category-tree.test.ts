import { describe, expect, it } from 'vitest';
import { recordedEvents } from '../../tests/support/recorded-events.ts';
import { ProjectionSpecification } from '../../backend/kit/read/index.ts';
import { serviceCategoriesProjection } from './category-trees.ts';

const spec = ProjectionSpecification.for(serviceCategoriesProjection);

const recorded = (events: Array<{ type: string; data: unknown }>) =>
  recordedEvents('serviceCategoryTree-services', events);

const node = (serviceCategoryId: number, name: string, parentId: number | null, position: number) => ({
  type: 'ServiceCategoryCreated',
  data: { serviceCategoryId, name, slug: `s${serviceCategoryId}`, parentId, position, image: null },
});

const history = recorded([
  node(1, 'Ремонт колёсных пар', null, 0),
  node(2, 'Обточка колёсных пар', 1, 0),
  node(3, 'Дефектоскопия', null, 1),
  node(4, 'Логистика', null, 2),
  { type: 'ServiceCategoriesReordered', data: { parentId: null, orderedIds: [4, 1, 3] } },
  {
    type: 'ServiceCategoryRenamed',
    data: { serviceCategoryId: 2, name: 'Обточка по кругу катания', slug: 'obtochka' },
  },
  { type: 'ServiceCategoryImageChanged', data: { serviceCategoryId: 3, image: '/files/ndt.svg' } },
  { type: 'ServiceCategoryDeleted', data: { serviceCategoryId: 4 } },
]);

describe('service categories projection', () => {
  it('builds one document per service category with the latest state', async () => {
    expect(await spec.project([history], { sort: { id: 1 } })).toEqual([
      { _id: '1', id: 1, name: 'Ремонт колёсных пар', slug: 's1', parentId: null, position: 1, image: null },
      {
        _id: '2',
        id: 2,
        name: 'Обточка по кругу катания',
        slug: 'obtochka',
        parentId: 1,
        position: 0,
        image: null,
      },
      {
        _id: '3',
        id: 3,
        name: 'Дефектоскопия',
        slug: 's3',
        parentId: null,
        position: 2,
        image: '/files/ndt.svg',
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
    const broken = recorded([{ type: 'ServiceCategoryCreated', data: { serviceCategoryId: 'x' } }]);
    await expect(spec.project([broken], { sort: { id: 1 } })).rejects.toThrow(/ServiceCategoryCreated/);
  });
});
