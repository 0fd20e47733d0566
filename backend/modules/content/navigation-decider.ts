import { badRequest, notFound, deciderOf } from '../../kit/write/index.ts';
import type { NavigationEvent, NavigationItemType } from './events.ts';

export interface NavigationItem {
  readonly id: number;
  readonly text: string;
  readonly link: string;
  readonly type: NavigationItemType;
  readonly isActive: boolean;
  readonly position: number;
}

/** The site menu is one aggregate: reordering must name exactly its current items. */
export interface NavigationMenu {
  readonly items: ReadonlyMap<number, NavigationItem>;
}

export type NavigationCommand =
  | {
      readonly kind: 'add';
      readonly itemId: number;
      readonly text: string;
      readonly link: string;
      readonly type: NavigationItemType;
      readonly isActive: boolean;
    }
  /** Absent type or isActive stay as they were. */
  | {
      readonly kind: 'change';
      readonly itemId: number;
      readonly text: string;
      readonly link: string;
      readonly type?: NavigationItemType | undefined;
      readonly isActive?: boolean | undefined;
    }
  | { readonly kind: 'remove'; readonly itemId: number }
  | { readonly kind: 'reorder'; readonly orderedIds: readonly number[] };

export const TEXT_MAX_LENGTH = 60;
export const LINK_MAX_LENGTH = 500;

export const MESSAGES = {
  notFound: 'Пункт меню не найден',
  textRequired: 'Введите текст пункта меню',
  textTooLong: `Текст пункта меню не должен быть длиннее ${TEXT_MAX_LENGTH} символов`,
  badLink: 'Ссылка должна быть адресом страницы сайта, начинающимся с «/», или адресом вида https://…',
  linkTooLong: `Ссылка не должна быть длиннее ${LINK_MAX_LENGTH} символов`,
  pageOutsideSite: 'Пункт типа «страница» должен вести на страницу сайта: адрес начинается с «/»',
  badOrder: 'Новый порядок должен содержать все пункты меню ровно по одному разу',
} as const;

/** A path of this site. `//host` and `/\host` are excluded: browsers read both as another host. */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;
const WEB_URL = /^https?:\/\/[^\s/\\?#@]+(?:[/?#][^\s\\]*)?$/i;

export function isSitePath(link: string): boolean {
  return SITE_PATH.test(link);
}

export function isValidLink(link: string): boolean {
  return isSitePath(link) || (WEB_URL.test(link) && URL.canParse(link));
}

export const emptyMenu: NavigationMenu = { items: new Map() };

function ordered(menu: NavigationMenu): NavigationItem[] {
  return [...menu.items.values()].sort((a, b) => a.position - b.position || a.id - b.id);
}

function existing(menu: NavigationMenu, id: number): NavigationItem {
  const item = menu.items.get(id);
  if (!item) throw notFound(MESSAGES.notFound);
  return item;
}

function checkItem(text: string, link: string, type: NavigationItemType): void {
  if (text.length === 0) throw badRequest(MESSAGES.textRequired, { text: MESSAGES.textRequired });
  if (text.length > TEXT_MAX_LENGTH) throw badRequest(MESSAGES.textTooLong, { text: MESSAGES.textTooLong });
  if (link.length > LINK_MAX_LENGTH) throw badRequest(MESSAGES.linkTooLong, { link: MESSAGES.linkTooLong });
  if (!isValidLink(link)) throw badRequest(MESSAGES.badLink, { link: MESSAGES.badLink });
  if (type === 'page' && !isSitePath(link))
    throw badRequest(MESSAGES.pageOutsideSite, { link: MESSAGES.pageOutsideSite });
}

function decide(command: NavigationCommand, menu: NavigationMenu): NavigationEvent[] {
  switch (command.kind) {
    case 'add': {
      checkItem(command.text, command.link, command.type);
      const position = ordered(menu).reduce((max, item) => Math.max(max, item.position + 1), 0);
      return [
        {
          type: 'NavigationItemAdded',
          data: {
            itemId: command.itemId,
            text: command.text,
            link: command.link,
            type: command.type,
            isActive: command.isActive,
            position,
          },
        },
      ];
    }
    case 'change': {
      const item = existing(menu, command.itemId);
      const type = command.type ?? item.type;
      const isActive = command.isActive ?? item.isActive;
      checkItem(command.text, command.link, type);
      if (
        item.text === command.text &&
        item.link === command.link &&
        item.type === type &&
        item.isActive === isActive
      ) {
        return [];
      }
      return [
        {
          type: 'NavigationItemChanged',
          data: { itemId: item.id, text: command.text, link: command.link, type, isActive },
        },
      ];
    }
    case 'remove': {
      const item = existing(menu, command.itemId);
      return [{ type: 'NavigationItemRemoved', data: { itemId: item.id } }];
    }
    case 'reorder': {
      const current = ordered(menu).map((item) => item.id);
      const wanted = new Set(command.orderedIds);
      if (
        wanted.size !== command.orderedIds.length ||
        wanted.size !== current.length ||
        current.some((id) => !wanted.has(id))
      ) {
        throw badRequest(MESSAGES.badOrder, { orderedIds: MESSAGES.badOrder });
      }
      if (current.every((id, index) => command.orderedIds[index] === id)) return [];
      return [{ type: 'NavigationReordered', data: { orderedIds: [...command.orderedIds] } }];
    }
  }
}

function evolve(menu: NavigationMenu, event: NavigationEvent): NavigationMenu {
  const items = new Map(menu.items);
  switch (event.type) {
    case 'NavigationItemAdded': {
      const { itemId, ...rest } = event.data;
      items.set(itemId, { id: itemId, ...rest });
      break;
    }
    case 'NavigationItemChanged': {
      const { itemId, ...rest } = event.data;
      const item = items.get(itemId);
      if (item) items.set(itemId, { ...item, ...rest });
      break;
    }
    case 'NavigationItemRemoved':
      items.delete(event.data.itemId);
      break;
    case 'NavigationReordered':
      event.data.orderedIds.forEach((id, position) => {
        const item = items.get(id);
        if (item) items.set(id, { ...item, position });
      });
      break;
  }
  return { items };
}

export const navigationDecider = deciderOf(emptyMenu, evolve, decide);
