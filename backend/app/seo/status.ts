import type { PublicPages } from './sources.ts';

/** Paths of the SPA that always exist (its route table). */
const FIXED = new Set([
  '/',
  '/login',
  '/login-link',
  '/register',
  '/password-recovery',
  '/catalog',
  '/services',
  '/cart',
  '/contacts',
  '/guide',
  '/news',
  '/help',
  '/ui',
  '/profile',
  '/company',
]);

const id = (text: string): number | null => (/^[1-9]\d{0,15}$/.test(text) ? Number(text) : null);

/**
 * The HTTP status of the SPA's document for a path: 404 for an unknown path, product, news item
 * or category (the SPA still shows «Страница не найдена» / «Товар не найден»), 403 for the access
 * denied page, 200 otherwise, so that crawlers see no soft 404.
 */
export async function documentStatus(
  path: string,
  pages: PublicPages,
  extra: DocumentChecks = {},
): Promise<number> {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (FIXED.has(clean)) return 200;
  if (clean === '/unauthorized') return 403;
  const [, first, second, ...rest] = clean.split('/');
  if (rest.length > 0 || second === undefined) return 404;
  let value: string;
  try {
    value = decodeURIComponent(second);
  } catch {
    return 404;
  }
  switch (first) {
    case 'profile':
      return 200;
    case 'catalog':
      return (await pages.categorySlug(value)) ? 200 : 404;
    case 'services':
      return (await pages.serviceCategorySlug(value)) ? 200 : 404;
    case 'product': {
      const productId = id(value);
      return productId !== null && (await pages.product(productId)) ? 200 : 404;
    }
    case 'part': {
      const partId = id(value);
      return partId !== null && (await pages.part(partId)) ? 200 : 404;
    }
    case 'news': {
      const newsId = id(value);
      return newsId !== null && (await pages.news(newsId)) ? 200 : 404;
    }
    case 'service': {
      const serviceId = id(value);
      return serviceId !== null && extra.service && (await extra.service(serviceId)) ? 200 : 404;
    }
    default:
      return 404;
  }
}

/** Checks of modules the core does not read itself (published services). */
export interface DocumentChecks {
  readonly service?: (id: number) => Promise<boolean>;
}
