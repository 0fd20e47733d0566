import type { Doc } from '../../../infra/read-store/index.ts';
import type { NewsStatus } from './news-decider.ts';

export const NEWS_PROJECTION = 'news';

/** Read-model document of one news item (projection `news`); a deleted item has no document. */
export interface NewsDoc extends Doc {
  id: number;
  title: string;
  content: string;
  image: string | null;
  status: NewsStatus;
  /** When the public sees it; null for a draft. */
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A news item as the site shows it (`createdAt` is the publication date). */
export interface NewsDto {
  id: number;
  title: string;
  content: string;
  image: string | null;
  createdAt: string;
}

/** A news item in the admin's list: with its state and both dates. */
export interface AdminNewsDto {
  id: number;
  title: string;
  content: string;
  image: string | null;
  status: NewsStatus;
  /** Published with a date still ahead. */
  scheduled: boolean;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export function newsDto(doc: NewsDoc): NewsDto {
  return {
    id: doc.id,
    title: doc.title,
    content: doc.content,
    image: doc.image,
    createdAt: doc.publishedAt ?? doc.createdAt,
  };
}

export function adminNewsDto(doc: NewsDoc, now: Date): AdminNewsDto {
  return {
    id: doc.id,
    title: doc.title,
    content: doc.content,
    image: doc.image,
    status: doc.status,
    scheduled: doc.status === 'published' && doc.publishedAt !== null && doc.publishedAt > now.toISOString(),
    publishedAt: doc.publishedAt,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  };
}
