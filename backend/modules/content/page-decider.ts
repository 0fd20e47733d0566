import { isDeepStrictEqual } from 'node:util';
import { deciderOf } from '../../kit/write/index.ts';
import { pageOf, pageReplaced, type Page, type PageEvent } from './events.ts';

/** One page (its own stream): the content it shows now, or null before the first edit. */
export interface PageState {
  readonly page: Page | null;
}

/** The admin replaces a page's content as a whole; the shape was checked at the door. */
export type PageCommand = { readonly kind: 'replace'; readonly page: Page };

export const MESSAGES = {
  notFound: 'Страница не найдена',
} as const;

export const emptyPage: PageState = { page: null };

function decide(command: PageCommand, state: PageState): PageEvent[] {
  if (isDeepStrictEqual(state.page, command.page)) return [];
  return [pageReplaced(command.page)];
}

function evolve(_state: PageState, event: PageEvent): PageState {
  return { page: pageOf(event) };
}

export const pageDecider = deciderOf(emptyPage, evolve, decide);
