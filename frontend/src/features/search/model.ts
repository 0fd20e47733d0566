import type { ApiSchema } from '../../shared/api';

/** The header's product search box. */

/** Search starts at this many characters (after trimming). */
export const SEARCH_MIN_LENGTH = 2;
/** Typing pauses this long before a request goes out. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Results in the drop-down. */
export const SEARCH_LIMIT = 5;

/** A product as the drop-down shows it. */
export interface SearchProduct {
  id: number | string;
  name: string;
  price: number | null;
  /** Absolute or root-relative URL, or null for the placeholder. */
  image: string | null;
  /** The part it is an offer of, when several sellers offer it: the row stands for all of them (ADR 0066). */
  offers?: { partId: number; offerCount: number; minPrice: number } | null;
}

/** What the catalogue says of each found product's part (`GET /api/catalog/cards`, ADR 0073). */
export type PartsOfCards = ReadonlyArray<{
  id: number;
  part: { id: number; offerCount: number; minPrice: number } | null;
}>;

/**
 * The drop-down shows a part once: the first of its offers found stands for all of them with
 * «от N ₽ · K предложений», and the other offers of that part found are left out.
 */
export function groupByPart(products: readonly SearchProduct[], cards: PartsOfCards | null): SearchProduct[] {
  if (!cards) return [...products];
  const partOf = new Map(cards.map((card) => [String(card.id), card.part]));
  const shown = new Set<number>();
  const grouped: SearchProduct[] = [];
  for (const product of products) {
    const part = partOf.get(String(product.id));
    if (!part || part.offerCount < 2) {
      grouped.push(product);
      continue;
    }
    if (shown.has(part.id)) continue;
    shown.add(part.id);
    grouped.push({
      ...product,
      offers: { partId: part.id, offerCount: part.offerCount, minPrice: part.minPrice },
    });
  }
  return grouped;
}

export function isSearchable(term: string): boolean {
  return term.trim().length >= SEARCH_MIN_LENGTH;
}

export function productPath(id: SearchProduct['id']): string {
  return `/product/${encodeURIComponent(String(id))}`;
}

/** The catalogue search route (route name catalog, query parameter search). */
export function catalogSearchPath(term: string): string {
  return `/catalog?search=${encodeURIComponent(term.trim())}`;
}

type Dto = Record<string, unknown>;

/** The document's names (docs/openapi.yaml `ProductList`, `ProductCard`), read first: a rename there breaks the build here. */
const LIST = { products: 'products' } as const satisfies Record<string, keyof ApiSchema<'ProductList'>>;
const CARD = { id: 'id', name: 'name', price: 'price', images: 'Images' } as const satisfies Record<
  string,
  keyof ApiSchema<'ProductCard'>
>;
const IMAGE = { url: 'url' } as const satisfies Record<string, keyof ApiSchema<'Image'>>;

function isRecord(value: unknown): value is Dto {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function toId(value: unknown): number | string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return nonEmptyString(value);
}

/** Prices may arrive as numbers or as decimal strings ("12500.00"). */
function toPrice(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

function imageOf(entry: unknown): string | null {
  if (isRecord(entry)) return nonEmptyString(entry[IMAGE.url]);
  return nonEmptyString(entry);
}

const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/)/i;

/** Paths such as "uploads/part.jpg" are served from the site root (the API base is '/'). */
function toImageUrl(path: string | null): string | null {
  if (path === null) return null;
  return ABSOLUTE_URL.test(path) ? path : `/${path}`;
}

/** `Images[0].url`, else `images[0]` (a string or `{ url }`), else `image`, else `imageUrl`. */
function pickImage(dto: Dto): string | null {
  const candidates = [
    imageOf(list(dto[CARD.images])[0]),
    Array.isArray(dto.images) ? imageOf(dto.images[0]) : null,
    nonEmptyString(dto.image),
    nonEmptyString(dto.imageUrl),
  ];
  return toImageUrl(candidates.find((candidate) => candidate !== null) ?? null);
}

/**
 * Normalises the answer of `GET /api/products?search=…`: `{ products: [...] }` or a bare array.
 * Items without an id or a name are dropped; at most {@link SEARCH_LIMIT} are kept. Anything else
 * reads as no results.
 */
export function toSearchProducts(body: unknown): SearchProduct[] {
  const items = Array.isArray(body) ? body : isRecord(body) ? list(body[LIST.products]) : [];
  const products: SearchProduct[] = [];
  for (const item of items) {
    if (!isRecord(item)) continue;
    const id = toId(item[CARD.id]);
    const name = nonEmptyString(item[CARD.name]);
    if (id === null || name === null) continue;
    products.push({ id, name, price: toPrice(item[CARD.price]), image: pickImage(item) });
    if (products.length === SEARCH_LIMIT) break;
  }
  return products;
}
