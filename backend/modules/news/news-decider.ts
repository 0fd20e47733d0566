import { badRequest, conflict, isRequestInstant, notFound, deciderOf } from '../../kit/write/index.ts';
import type { NewsEvent } from './events.ts';
import { sanitizeNewsHtml, textOf } from './sanitize.ts';

export type NewsStatus = 'draft' | 'published';

/** One news item (its own stream): null before it is created, `deleted` after. */
export interface NewsState {
  readonly status: NewsStatus | 'deleted' | null;
  readonly title: string;
  readonly content: string;
  readonly image: string | null;
  readonly publishedAt: string | null;
}

export interface NewsInput {
  readonly title: string;
  /** HTML as the editor produced it; sanitized here, before it is stored. */
  readonly content: string;
  readonly image: string | null;
}

export type NewsCommand =
  /** With `publishedAt`, created and published in one append. */
  | ({ readonly kind: 'create'; readonly newsId: number; readonly publishedAt?: string | null } & NewsInput)
  | ({ readonly kind: 'edit'; readonly newsId: number } & NewsInput)
  | { readonly kind: 'publish'; readonly newsId: number; readonly publishedAt: string }
  | { readonly kind: 'unpublish'; readonly newsId: number }
  | { readonly kind: 'delete'; readonly newsId: number };

export const TITLE_MAX_LENGTH = 200;
export const CONTENT_MAX_LENGTH = 100_000;

export const MESSAGES = {
  notFound: 'Новость не найдена',
  titleRequired: `Введите заголовок (не длиннее ${TITLE_MAX_LENGTH} символов)`,
  contentRequired: 'Введите текст новости',
  contentTooLong: `Текст новости не должен быть длиннее ${CONTENT_MAX_LENGTH} символов`,
  badImage: 'Изображение должно быть адресом на этом сайте (/uploads/…) или http(s)-ссылкой',
  alreadyExists: 'Новость уже создана',
  alreadyDraft: 'Новость не опубликована',
  badDate: 'Укажите дату публикации',
} as const;

export const noNews: NewsState = { status: null, title: '', content: '', image: null, publishedAt: null };

/** A site path (not `//host` or `/\host`, which browsers read as another host) or an http(s) address. */
export function isImageUrl(value: string): boolean {
  if (value.length > 500 || /[\s\\\u0000-\u001f]/.test(value)) return false;
  return /^\/(?![/\\])\S*$/.test(value) || /^https?:\/\/[^/\s]+/i.test(value);
}

function checked(input: NewsInput): NewsInput {
  const title = input.title.trim();
  if (title.length === 0 || title.length > TITLE_MAX_LENGTH)
    throw badRequest(MESSAGES.titleRequired, { title: MESSAGES.titleRequired });
  if (input.content.length > CONTENT_MAX_LENGTH)
    throw badRequest(MESSAGES.contentTooLong, { content: MESSAGES.contentTooLong });
  const content = sanitizeNewsHtml(input.content);
  if (textOf(content) === '' && !content.includes('<img'))
    throw badRequest(MESSAGES.contentRequired, { content: MESSAGES.contentRequired });
  const image = input.image?.trim() || null;
  if (image !== null && !isImageUrl(image)) throw badRequest(MESSAGES.badImage, { image: MESSAGES.badImage });
  return { title, content, image };
}

function publicationTime(value: string): string {
  // Never `Date.parse` alone: it rolls 2027-02-30 over into 2027-03-02.
  if (!isRequestInstant(value)) throw badRequest(MESSAGES.badDate, { publishedAt: MESSAGES.badDate });
  return new Date(value).toISOString();
}

function existing(state: NewsState): NewsState & { status: NewsStatus } {
  if (state.status === null || state.status === 'deleted') throw notFound(MESSAGES.notFound);
  return state as NewsState & { status: NewsStatus };
}

function decide(command: NewsCommand, state: NewsState): NewsEvent[] {
  const { newsId } = command;
  switch (command.kind) {
    case 'create': {
      if (state.status !== null) throw conflict(MESSAGES.alreadyExists);
      const created: NewsEvent = { type: 'NewsCreated', data: { newsId, ...checked(command) } };
      if (!command.publishedAt) return [created];
      return [
        created,
        { type: 'NewsPublished', data: { newsId, publishedAt: publicationTime(command.publishedAt) } },
      ];
    }
    case 'edit': {
      const current = existing(state);
      const next = checked(command);
      if (next.title === current.title && next.content === current.content && next.image === current.image)
        return [];
      return [{ type: 'NewsEdited', data: { newsId, ...next } }];
    }
    case 'publish': {
      const current = existing(state);
      const publishedAt = publicationTime(command.publishedAt);
      if (current.status === 'published' && current.publishedAt === publishedAt) return [];
      return [{ type: 'NewsPublished', data: { newsId, publishedAt } }];
    }
    case 'unpublish': {
      const current = existing(state);
      if (current.status === 'draft') throw conflict(MESSAGES.alreadyDraft);
      return [{ type: 'NewsUnpublished', data: { newsId } }];
    }
    case 'delete': {
      existing(state);
      return [{ type: 'NewsDeleted', data: { newsId } }];
    }
  }
}

function evolve(state: NewsState, event: NewsEvent): NewsState {
  switch (event.type) {
    case 'NewsCreated':
      return {
        ...noNews,
        status: 'draft',
        title: event.data.title,
        content: event.data.content,
        image: event.data.image,
      };
    case 'NewsEdited':
      return { ...state, title: event.data.title, content: event.data.content, image: event.data.image };
    case 'NewsPublished':
      return { ...state, status: 'published', publishedAt: event.data.publishedAt };
    case 'NewsUnpublished':
      return { ...state, status: 'draft', publishedAt: null };
    case 'NewsDeleted':
      return { ...state, status: 'deleted' };
  }
}

export const newsDecider = deciderOf(noNews, evolve, decide);
