import { describe, expect, it } from 'vitest';
import { DomainError, fold } from '../../src/write-kit/index.ts';
import type { ServiceCategoryEvent } from './events.ts';
import { MESSAGES, serviceCategoryDecider, type ServiceCategoryCommand } from './service-category-decider.ts';

const created = (
  serviceCategoryId: number,
  name: string,
  slug: string,
  parentId: number | null,
  position: number,
): ServiceCategoryEvent => ({
  type: 'ServiceCategoryCreated',
  data: { serviceCategoryId, name, slug, parentId, position, image: null },
});

/** given events / when command / then events (or the refusal). */
function given(...events: ServiceCategoryEvent[]) {
  const state = fold(serviceCategoryDecider, events);
  return {
    when: (command: ServiceCategoryCommand) => ({
      then: (expected: ServiceCategoryEvent[]) =>
        expect(serviceCategoryDecider.decide(command, state)).toEqual(expected),
      refused: (status: number, message: string) => {
        let error: unknown;
        try {
          serviceCategoryDecider.decide(command, state);
        } catch (caught) {
          error = caught;
        }
        expect(error).toBeInstanceOf(DomainError);
        expect((error as DomainError).status).toBe(status);
        expect((error as DomainError).message).toBe(message);
      },
    }),
  };
}

const tree = [
  created(1, 'Ремонт колёсных пар', 'remont-kolesnyh-par', null, 0),
  created(2, 'Обточка колёсных пар', 'obtochka-kolesnyh-par', 1, 0),
  created(3, 'Дефектоскопия', 'defektoskopiya', null, 1),
  created(4, 'Логистика', 'logistika', null, 2),
];

const create = (
  over: Partial<Extract<ServiceCategoryCommand, { kind: 'create' }>> = {},
): ServiceCategoryCommand => ({
  kind: 'create',
  serviceCategoryId: 10,
  name: 'Сертификация',
  parentId: null,
  image: null,
  ...over,
});

describe('service category tree decider', () => {
  it('creates a root at the end, with a slug derived from the name', () => {
    given(...tree)
      .when(create())
      .then([
        {
          type: 'ServiceCategoryCreated',
          data: {
            serviceCategoryId: 10,
            name: 'Сертификация',
            slug: 'sertifikaciya',
            parentId: null,
            position: 3,
            image: null,
          },
        },
      ]);
  });

  it('creates a child with a given slug and image', () => {
    given(...tree)
      .when(create({ name: 'Ультразвуковой контроль', slug: 'uzk', parentId: 3, image: '/files/uzk.jpg' }))
      .then([
        {
          type: 'ServiceCategoryCreated',
          data: {
            serviceCategoryId: 10,
            name: 'Ультразвуковой контроль',
            slug: 'uzk',
            parentId: 3,
            position: 0,
            image: '/files/uzk.jpg',
          },
        },
      ]);
  });

  it('makes a derived slug unique with -2', () => {
    const [event] = serviceCategoryDecider.decide(
      create({ name: 'Логистика', parentId: 1 }),
      fold(serviceCategoryDecider, tree),
    );
    expect(event).toMatchObject({ data: { slug: 'logistika-2' } });
  });

  it('refuses an empty name, a duplicate sibling name, a bad or taken slug, an unknown parent', () => {
    given(...tree)
      .when(create({ name: '' }))
      .refused(400, MESSAGES.nameRequired);
    given(...tree)
      .when(create({ name: 'x'.repeat(121) }))
      .refused(400, MESSAGES.nameTooLong);
    given(...tree)
      .when(create({ name: 'ДЕФЕКТОСКОПИЯ' }))
      .refused(409, MESSAGES.duplicateName);
    given(...tree)
      .when(create({ slug: 'Не-латиница' }))
      .refused(400, MESSAGES.badSlug);
    given(...tree)
      .when(create({ slug: 'logistika' }))
      .refused(409, MESSAGES.duplicateSlug);
    given(...tree)
      .when(create({ parentId: 99 }))
      .refused(404, MESSAGES.parentNotFound);
  });

  it('renames, keeps the slug without a new one, does nothing when nothing changes', () => {
    given(...tree)
      .when({ kind: 'rename', serviceCategoryId: 4, name: 'Логистика и доставка' })
      .then([
        {
          type: 'ServiceCategoryRenamed',
          data: { serviceCategoryId: 4, name: 'Логистика и доставка', slug: 'logistika' },
        },
      ]);
    given(...tree)
      .when({ kind: 'rename', serviceCategoryId: 4, name: 'Логистика', slug: 'logistika' })
      .then([]);
    given(...tree)
      .when({ kind: 'rename', serviceCategoryId: 4, name: 'Дефектоскопия' })
      .refused(409, MESSAGES.duplicateName);
    given(...tree)
      .when({ kind: 'rename', serviceCategoryId: 42, name: 'Нет' })
      .refused(404, MESSAGES.notFound);
  });

  it('reorders siblings only with exactly the current children', () => {
    given(...tree)
      .when({ kind: 'reorder', parentId: null, orderedIds: [4, 1, 3] })
      .then([{ type: 'ServiceCategoriesReordered', data: { parentId: null, orderedIds: [4, 1, 3] } }]);
    given(...tree)
      .when({ kind: 'reorder', parentId: null, orderedIds: [1, 3, 4] })
      .then([]);
    given(...tree)
      .when({ kind: 'reorder', parentId: null, orderedIds: [1, 3] })
      .refused(400, MESSAGES.badOrder);
    given(...tree)
      .when({ kind: 'reorder', parentId: null, orderedIds: [1, 2, 3] })
      .refused(400, MESSAGES.badOrder);
  });

  it('sets the image', () => {
    given(...tree)
      .when({ kind: 'setImage', serviceCategoryId: 3, image: '/files/ndt.svg' })
      .then([
        { type: 'ServiceCategoryImageChanged', data: { serviceCategoryId: 3, image: '/files/ndt.svg' } },
      ]);
    given(...tree)
      .when({ kind: 'setImage', serviceCategoryId: 3, image: null })
      .then([]);
  });

  it('deletes a leaf, refuses a category with children or services', () => {
    given(...tree)
      .when({ kind: 'delete', serviceCategoryId: 2, serviceCount: 0 })
      .then([{ type: 'ServiceCategoryDeleted', data: { serviceCategoryId: 2 } }]);
    given(...tree)
      .when({ kind: 'delete', serviceCategoryId: 1, serviceCount: 0 })
      .refused(409, MESSAGES.hasChildren);
    given(...tree)
      .when({ kind: 'delete', serviceCategoryId: 4, serviceCount: 3 })
      .refused(409, MESSAGES.hasServices);
    given(...tree, { type: 'ServiceCategoryDeleted', data: { serviceCategoryId: 2 } })
      .when({ kind: 'delete', serviceCategoryId: 2, serviceCount: 0 })
      .refused(404, MESSAGES.notFound);
  });
});
