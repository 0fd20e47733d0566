/**
 * The catalogue's state in the URL, so Back and Forward, reloads and shared links keep it:
 * `?search=` (the header search), `?page=` (1 is left out), `?name=` and `?quality=` (the
 * 'Наименование' and 'Качество' filters; a quality without a name is ignored, as the quality
 * filter is offered only after a name is chosen).
 */
export interface CatalogQuery {
  page: number;
  search: string;
  name: string | null;
  quality: string | null;
}

function value(params: URLSearchParams, key: string): string | null {
  const raw = params.get(key)?.trim();
  return raw ? raw : null;
}

export function readCatalogQuery(params: URLSearchParams): CatalogQuery {
  const page = Number(params.get('page'));
  const name = value(params, 'name');
  return {
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
    search: value(params, 'search') ?? '',
    name,
    quality: name ? value(params, 'quality') : null,
  };
}

/** The query string for `query` (without the leading '?'); defaults are left out. */
export function writeCatalogQuery(query: Partial<CatalogQuery>): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.name) {
    params.set('name', query.name);
    if (query.quality) params.set('quality', query.quality);
  }
  if (query.page && query.page > 1) params.set('page', String(query.page));
  return params.toString();
}
