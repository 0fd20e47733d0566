import { describe, expect, it } from 'vitest';
import { recordedEvents } from '../../tests/support/recorded-events.ts';
import { ProjectionSpecification } from '../../backend/kit/read/index.ts';
import { navigationProjection } from './navigation.ts';

const spec = ProjectionSpecification.for(navigationProjection);

const recorded = (events: Array<{ type: string; data: unknown }>) =>
  recordedEvents('navigationMenu-main', events);

const item = (itemId: number, text: string, link: string, position: number, isActive = true) => ({
  type: 'NavigationItemAdded',
  data: { itemId, text, link, type: 'page', isActive, position },
});

const history = recorded([
  item(1, 'Каталог', '/catalog', 0),
  item(2, 'Услуги', '/services', 1),
  item(3, 'Новости', '/news', 2),
  item(4, 'Вакансии', '/careers', 3, false),
  { type: 'NavigationReordered', data: { orderedIds: [2, 1, 4, 3] } },
  {
    type: 'NavigationItemChanged',
    data: { itemId: 4, text: 'Работа у нас', link: 'https://hh.ru', type: 'link', isActive: true },
  },
  { type: 'NavigationItemRemoved', data: { itemId: 3 } },
]);

describe('navigation projection', () => {
  it('builds one document per menu item with the latest state', async () => {
    expect(await spec.project([history], { sort: { id: 1 } })).toEqual([
      { _id: '1', id: 1, text: 'Каталог', link: '/catalog', type: 'page', isActive: true, position: 1 },
      { _id: '2', id: 2, text: 'Услуги', link: '/services', type: 'page', isActive: true, position: 0 },
      {
        _id: '4',
        id: 4,
        text: 'Работа у нас',
        link: 'https://hh.ru',
        type: 'link',
        isActive: true,
        position: 2,
      },
    ]);
  });

  it('gives the same documents when every batch is applied twice', async () => {
    const once = await spec.project([history.slice(0, 4), history.slice(4)], { sort: { id: 1 } });
    const twice = await spec.project(
      [history.slice(0, 4), history.slice(0, 4), history.slice(4), history.slice(4)],
      { sort: { id: 1 } },
    );
    expect(twice).toEqual(once);
  });

  it('gives the same documents when a crash replays from an older checkpoint', async () => {
    const once = await spec.project([history], { sort: { id: 1 } });
    const replayed = await spec.project([history.slice(0, 6), history.slice(2)], { sort: { id: 1 } });
    expect(replayed).toEqual(once);
  });

  it('rejects an event whose payload breaks its schema', async () => {
    const broken = recorded([
      { type: 'NavigationItemAdded', data: { itemId: 1, text: 'Каталог', link: '/catalog', type: 'menu' } },
    ]);
    await expect(spec.project([broken], { sort: { id: 1 } })).rejects.toThrow(/NavigationItemAdded/);
  });
});
