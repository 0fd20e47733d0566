import { htmlExcerpt } from '../../shared/lib/html';
import { NEWS_EXCERPT_LENGTH } from '../../shared/config/limits';

/**
 * A news item as the client holds it. The API names the same things
 * twice: description or content (HTML), imageUrl or image, createdAt or date.
 */
export interface NewsItem {
  id: number | string;
  title: string;
  /** Server HTML; sanitise before rendering. */
  html: string;
  image: string | null;
  date: string | null;
}

export interface NewsDto {
  id: number | string;
  title?: string | null;
  description?: string | null;
  content?: string | null;
  imageUrl?: string | null;
  image?: string | null;
  createdAt?: string | null;
  date?: string | null;
}

const filled = (...values: (string | null | undefined)[]): string | null =>
  values.find((value): value is string => typeof value === 'string' && value.trim() !== '') ?? null;

export function toNewsItem(dto: NewsDto): NewsItem {
  return {
    id: dto.id,
    title: filled(dto.title) ?? '',
    html: filled(dto.description, dto.content) ?? '',
    image: filled(dto.imageUrl, dto.image),
    date: filled(dto.createdAt, dto.date),
  };
}

/** The card excerpt: the HTML's text cut to 150 characters plus '...'. */
export function newsExcerpt(item: Pick<NewsItem, 'html'>): string {
  return htmlExcerpt(item.html, NEWS_EXCERPT_LENGTH);
}

export function newsPath(id: number | string): string {
  return `/news/${encodeURIComponent(String(id))}`;
}
