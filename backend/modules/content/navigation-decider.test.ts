import { describe, expect, it } from 'vitest';
import { DeciderSpecification } from '../../kit/write/index.ts';
import { navigationEvents, type NavigationEvent } from './events.ts';
import { MESSAGES, isValidLink, navigationDecider, type NavigationCommand } from './navigation-decider.ts';

const added = (
  itemId: number,
  text: string,
  link: string,
  position: number,
  isActive = true,
): NavigationEvent => ({
  type: 'NavigationItemAdded',
  data: { itemId, text, link, type: 'page', isActive, position },
});

const spec = DeciderSpecification.for(navigationDecider, navigationEvents);

const menu = [
  added(1, 'Каталог', '/catalog', 0),
  added(2, 'Услуги', '/services', 1),
  added(3, 'Вакансии', '/careers', 2, false),
];

const add = (over: Partial<Extract<NavigationCommand, { kind: 'add' }>> = {}): NavigationCommand => ({
  kind: 'add',
  itemId: 10,
  text: 'Новости',
  link: '/news',
  type: 'page',
  isActive: true,
  ...over,
});

describe('navigation menu decider', () => {
  it('adds an item at the end of the menu', () => {
    spec
      .given(...menu)
      .when(add())
      .then([
        {
          type: 'NavigationItemAdded',
          data: { itemId: 10, text: 'Новости', link: '/news', type: 'page', isActive: true, position: 3 },
        },
      ]);
    spec
      .given()
      .when(add({ type: 'link', link: 'https://rzd.ru/', isActive: false }))
      .then([
        {
          type: 'NavigationItemAdded',
          data: {
            itemId: 10,
            text: 'Новости',
            link: 'https://rzd.ru/',
            type: 'link',
            isActive: false,
            position: 0,
          },
        },
      ]);
  });

  it('refuses an empty or too long text', () => {
    spec
      .given(...menu)
      .when(add({ text: '' }))
      .thenRefused({ status: 400, message: MESSAGES.textRequired, fields: { text: MESSAGES.textRequired } });
    spec
      .given(...menu)
      .when(add({ text: 'x'.repeat(61) }))
      .thenRefused({ status: 400, message: MESSAGES.textTooLong, fields: { text: MESSAGES.textTooLong } });
  });

  it('accepts only site paths and http(s) addresses as links', () => {
    for (const link of [
      '/',
      '/catalog',
      '/catalog/kolesnye-pary?page=2#top',
      'https://rzd.ru',
      'http://example.com/a?b=c',
    ]) {
      expect(isValidLink(link), link).toBe(true);
    }
    for (const link of [
      '',
      'catalog',
      '//evil.example',
      '/\\evil.example',
      '/ catalog',
      'javascript:alert(1)',
      'ftp://example.com',
      'https://',
      'https://user@evil.example',
      'mailto:info@example.ru',
    ]) {
      expect(isValidLink(link), link).toBe(false);
    }
    spec
      .given(...menu)
      .when(add({ type: 'link', link: 'javascript:alert(1)' }))
      .thenRefused({ status: 400, message: MESSAGES.badLink, fields: { link: MESSAGES.badLink } });
    spec
      .given(...menu)
      .when(add({ link: '/' + 'a'.repeat(500) }))
      .thenRefused({ status: 400, message: MESSAGES.linkTooLong, fields: { link: MESSAGES.linkTooLong } });
  });

  it('refuses a page item that leads outside the site', () => {
    spec
      .given(...menu)
      .when(add({ type: 'page', link: 'https://rzd.ru' }))
      .thenRefused({
        status: 400,
        message: MESSAGES.pageOutsideSite,
        fields: { link: MESSAGES.pageOutsideSite },
      });
  });

  it('changes an item, keeps the type and activity when not given, does nothing when nothing changes', () => {
    spec
      .given(...menu)
      .when({ kind: 'change', itemId: 3, text: 'Вакансии', link: '/careers', isActive: true })
      .then([
        {
          type: 'NavigationItemChanged',
          data: { itemId: 3, text: 'Вакансии', link: '/careers', type: 'page', isActive: true },
        },
      ]);
    spec
      .given(...menu)
      .when({ kind: 'change', itemId: 2, text: 'Наши услуги', link: '/services' })
      .then([
        {
          type: 'NavigationItemChanged',
          data: { itemId: 2, text: 'Наши услуги', link: '/services', type: 'page', isActive: true },
        },
      ]);
    spec
      .given(...menu)
      .when({ kind: 'change', itemId: 1, text: 'Каталог', link: '/catalog', type: 'page', isActive: true })
      .then([]);
    spec
      .given(...menu)
      .when({ kind: 'change', itemId: 1, text: 'Каталог', link: 'https://rzd.ru' })
      .thenRefused({
        status: 400,
        message: MESSAGES.pageOutsideSite,
        fields: { link: MESSAGES.pageOutsideSite },
      });
    spec
      .given(...menu)
      .when({ kind: 'change', itemId: 42, text: 'Нет', link: '/' })
      .thenRefused({ status: 404, message: MESSAGES.notFound });
  });

  it('removes an item, and refuses an unknown one', () => {
    spec
      .given(...menu)
      .when({ kind: 'remove', itemId: 2 })
      .then([{ type: 'NavigationItemRemoved', data: { itemId: 2 } }]);
    spec
      .given(...menu, { type: 'NavigationItemRemoved', data: { itemId: 2 } })
      .when({ kind: 'remove', itemId: 2 })
      .thenRefused({ status: 404, message: MESSAGES.notFound });
  });

  it('reorders only with exactly the current items', () => {
    spec
      .given(...menu)
      .when({ kind: 'reorder', orderedIds: [3, 1, 2] })
      .then([{ type: 'NavigationReordered', data: { orderedIds: [3, 1, 2] } }]);
    spec
      .given(...menu)
      .when({ kind: 'reorder', orderedIds: [1, 2, 3] })
      .then([]);
    spec
      .given(...menu)
      .when({ kind: 'reorder', orderedIds: [1, 2] })
      .thenRefused({ status: 400, message: MESSAGES.badOrder });
    spec
      .given(...menu)
      .when({ kind: 'reorder', orderedIds: [1, 2, 2] })
      .thenRefused({ status: 400, message: MESSAGES.badOrder });
    spec
      .given(...menu)
      .when({ kind: 'reorder', orderedIds: [1, 2, 4] })
      .thenRefused({ status: 400, message: MESSAGES.badOrder });
  });

  it('adds after the last position once the menu was reordered and an item removed', () => {
    const events = navigationDecider.decide(
      add(),
      spec.given(
        ...menu,
        { type: 'NavigationReordered', data: { orderedIds: [3, 2, 1] } },
        { type: 'NavigationItemRemoved', data: { itemId: 1 } },
      ).state,
    );
    expect(events).toMatchObject([{ type: 'NavigationItemAdded', data: { position: 2 } }]);
  });
});
