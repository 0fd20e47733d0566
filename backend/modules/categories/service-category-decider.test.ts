import { describe, expect, it } from 'vitest';
import { DeciderSpecification } from '../../kit/write/index.ts';
import { serviceCategoryEvents, type ServiceCategoryEvent } from './events.ts';
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

const spec = DeciderSpecification.for(serviceCategoryDecider, serviceCategoryEvents);

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
    spec
      .given(...tree)
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
    spec
      .given(...tree)
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
      spec.given(...tree).state,
    );
    expect(event).toMatchObject({ data: { slug: 'logistika-2' } });
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
      .when(create({ name: 'ДЕФЕКТОСКОПИЯ' }))
      .thenRefused({ status: 409, message: MESSAGES.duplicateName });
    spec
      .given(...tree)
      .when(create({ slug: 'Не-латиница' }))
      .thenRefused({ status: 400, message: MESSAGES.badSlug });
    spec
      .given(...tree)
      .when(create({ slug: 'logistika' }))
      .thenRefused({ status: 409, message: MESSAGES.duplicateSlug });
    spec
      .given(...tree)
      .when(create({ parentId: 99 }))
      .thenRefused({ status: 404, message: MESSAGES.parentNotFound });
  });

  it('renames, keeps the slug without a new one, does nothing when nothing changes', () => {
    spec
      .given(...tree)
      .when({ kind: 'rename', serviceCategoryId: 4, name: 'Логистика и доставка' })
      .then([
        {
          type: 'ServiceCategoryRenamed',
          data: { serviceCategoryId: 4, name: 'Логистика и доставка', slug: 'logistika' },
        },
      ]);
    spec
      .given(...tree)
      .when({ kind: 'rename', serviceCategoryId: 4, name: 'Логистика', slug: 'logistika' })
      .then([]);
    spec
      .given(...tree)
      .when({ kind: 'rename', serviceCategoryId: 4, name: 'Дефектоскопия' })
      .thenRefused({ status: 409, message: MESSAGES.duplicateName });
    spec
      .given(...tree)
      .when({ kind: 'rename', serviceCategoryId: 42, name: 'Нет' })
      .thenRefused({ status: 404, message: MESSAGES.notFound });
  });

  it('reorders siblings only with exactly the current children', () => {
    spec
      .given(...tree)
      .when({ kind: 'reorder', parentId: null, orderedIds: [4, 1, 3] })
      .then([{ type: 'ServiceCategoriesReordered', data: { parentId: null, orderedIds: [4, 1, 3] } }]);
    spec
      .given(...tree)
      .when({ kind: 'reorder', parentId: null, orderedIds: [1, 3, 4] })
      .then([]);
    spec
      .given(...tree)
      .when({ kind: 'reorder', parentId: null, orderedIds: [1, 3] })
      .thenRefused({ status: 400, message: MESSAGES.badOrder });
    spec
      .given(...tree)
      .when({ kind: 'reorder', parentId: null, orderedIds: [1, 2, 3] })
      .thenRefused({ status: 400, message: MESSAGES.badOrder });
  });

  it('sets the image', () => {
    spec
      .given(...tree)
      .when({ kind: 'setImage', serviceCategoryId: 3, image: '/files/ndt.svg' })
      .then([
        { type: 'ServiceCategoryImageChanged', data: { serviceCategoryId: 3, image: '/files/ndt.svg' } },
      ]);
    spec
      .given(...tree)
      .when({ kind: 'setImage', serviceCategoryId: 3, image: null })
      .then([]);
  });

  it('deletes a leaf, refuses a category with children or services', () => {
    spec
      .given(...tree)
      .when({ kind: 'delete', serviceCategoryId: 2, serviceCount: 0 })
      .then([{ type: 'ServiceCategoryDeleted', data: { serviceCategoryId: 2 } }]);
    spec
      .given(...tree)
      .when({ kind: 'delete', serviceCategoryId: 1, serviceCount: 0 })
      .thenRefused({ status: 409, message: MESSAGES.hasChildren });
    spec
      .given(...tree)
      .when({ kind: 'delete', serviceCategoryId: 4, serviceCount: 3 })
      .thenRefused({ status: 409, message: MESSAGES.hasServices });
    spec
      .given(...tree, { type: 'ServiceCategoryDeleted', data: { serviceCategoryId: 2 } })
      .when({ kind: 'delete', serviceCategoryId: 2, serviceCount: 0 })
      .thenRefused({ status: 404, message: MESSAGES.notFound });
  });
});
