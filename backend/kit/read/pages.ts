import type { Collection, Doc, Filter } from '../../../infra/read-store/index.ts';

/** Documents one query reads by default: at most a few milliseconds of reading and parsing. */
export const PAGE_DOCS = 500;

/**
 * The documents of a collection that match `filter`, a page at a time in the order of their key
 * (ADR 0095): one query over a large read model reads and parses every document in one turn of
 * the event loop (hundreds of milliseconds at 100,000 documents); the caller lets the loop turn
 * between pages. `filter` must not itself name `_id`. A document written meanwhile is seen or not,
 * as with any read that is not one transaction: callers read again past their checkpoint.
 */
export async function* pagesOf<T extends Doc>(
  collection: Collection<T>,
  filter: Filter = {},
  size = PAGE_DOCS,
): AsyncGenerator<T[], void> {
  let after: string | null = null;
  for (;;) {
    const page: T[] = await collection.find(after === null ? filter : { ...filter, _id: { $gt: after } }, {
      sort: { _id: 1 },
      limit: size,
    });
    if (page.length > 0) yield page;
    if (page.length < size) return;
    after = page.at(-1)!._id;
  }
}

/** The page a list query asks for: its number, from 1, and how many items a page holds. */
export interface PageRequest {
  readonly page: number;
  readonly limit: number;
}

/** Where an answered page stands in its list. */
export interface PageCount {
  total: number;
  totalPages: number;
  page: number;
}

/** How many pages `total` items fill, `limit` a page; an empty list still has its one (empty) page. */
export const pageCount = (total: number, limit: number): number => Math.max(1, Math.ceil(total / limit));
