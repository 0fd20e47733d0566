import { describe, expect, it } from 'vitest';
import { DomainError, fold } from '../../src/write-kit/index.ts';
import type { NavigationEvent } from './events.ts';
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

/** given events / when command / then events (or the refusal). */
function given(...events: NavigationEvent[]) {
  const state = fold(navigationDecider, events);
  return {
    when: (command: NavigationCommand) => ({
      then: (expected: NavigationEvent[]) =>
        expect(navigationDecider.decide(command, state)).toEqual(expected),
      refused: (status: number, message: string, field?: string) => {
        let error: unknown;
        try {
          navigationDecider.decide(command, state);
        } catch (caught) {
          error = caught;
        }
        expect(error).toBeInstanceOf(DomainError);
        expect((error as DomainError).status).toBe(status);
        expect((error as DomainError).message).toBe(message);
        if (field) expect((error as DomainError).fields).toEqual({ [field]: message });
      },
    }),
  };
}

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
    given(...menu)
      .when(add())
      .then([
        {
          type: 'NavigationItemAdded',
          data: { itemId: 10, text: 'Новости', link: '/news', type: 'page', isActive: true, position: 3 },
        },
      ]);
    given()
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
    given(...menu)
      .when(add({ text: '' }))
      .refused(400, MESSAGES.textRequired, 'text');
    given(...menu)
      .when(add({ text: 'x'.repeat(61) }))
      .refused(400, MESSAGES.textTooLong, 'text');
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
    given(...menu)
      .when(add({ type: 'link', link: 'javascript:alert(1)' }))
      .refused(400, MESSAGES.badLink, 'link');
    given(...menu)
      .when(add({ link: '/' + 'a'.repeat(500) }))
      .refused(400, MESSAGES.linkTooLong, 'link');
  });

  it('refuses a page item that leads outside the site', () => {
    given(...menu)
      .when(add({ type: 'page', link: 'https://rzd.ru' }))
      .refused(400, MESSAGES.pageOutsideSite, 'link');
  });

  it('changes an item, keeps the type and activity when not given, does nothing when nothing changes', () => {
    given(...menu)
      .when({ kind: 'change', itemId: 3, text: 'Вакансии', link: '/careers', isActive: true })
      .then([
        {
          type: 'NavigationItemChanged',
          data: { itemId: 3, text: 'Вакансии', link: '/careers', type: 'page', isActive: true },
        },
      ]);
    given(...menu)
      .when({ kind: 'change', itemId: 2, text: 'Наши услуги', link: '/services' })
      .then([
        {
          type: 'NavigationItemChanged',
          data: { itemId: 2, text: 'Наши услуги', link: '/services', type: 'page', isActive: true },
        },
      ]);
    given(...menu)
      .when({ kind: 'change', itemId: 1, text: 'Каталог', link: '/catalog', type: 'page', isActive: true })
      .then([]);
    given(...menu)
      .when({ kind: 'change', itemId: 1, text: 'Каталог', link: 'https://rzd.ru' })
      .refused(400, MESSAGES.pageOutsideSite, 'link');
    given(...menu)
      .when({ kind: 'change', itemId: 42, text: 'Нет', link: '/' })
      .refused(404, MESSAGES.notFound);
  });

  it('removes an item, and refuses an unknown one', () => {
    given(...menu)
      .when({ kind: 'remove', itemId: 2 })
      .then([{ type: 'NavigationItemRemoved', data: { itemId: 2 } }]);
    given(...menu, { type: 'NavigationItemRemoved', data: { itemId: 2 } })
      .when({ kind: 'remove', itemId: 2 })
      .refused(404, MESSAGES.notFound);
  });

  it('reorders only with exactly the current items', () => {
    given(...menu)
      .when({ kind: 'reorder', orderedIds: [3, 1, 2] })
      .then([{ type: 'NavigationReordered', data: { orderedIds: [3, 1, 2] } }]);
    given(...menu)
      .when({ kind: 'reorder', orderedIds: [1, 2, 3] })
      .then([]);
    given(...menu)
      .when({ kind: 'reorder', orderedIds: [1, 2] })
      .refused(400, MESSAGES.badOrder);
    given(...menu)
      .when({ kind: 'reorder', orderedIds: [1, 2, 2] })
      .refused(400, MESSAGES.badOrder);
    given(...menu)
      .when({ kind: 'reorder', orderedIds: [1, 2, 4] })
      .refused(400, MESSAGES.badOrder);
  });

  it('adds after the last position once the menu was reordered and an item removed', () => {
    const events = navigationDecider.decide(
      add(),
      fold(navigationDecider, [
        ...menu,
        { type: 'NavigationReordered', data: { orderedIds: [3, 2, 1] } },
        { type: 'NavigationItemRemoved', data: { itemId: 1 } },
      ]),
    );
    expect(events).toMatchObject([{ type: 'NavigationItemAdded', data: { position: 2 } }]);
  });
});
