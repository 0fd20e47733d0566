import type { Offer } from '../../entities/part';
import { pluralRu } from '../../shared/lib/plural';

/** What the buyer narrows the offers to: a condition, a city, only what lies in stock. */
export interface OfferFilters {
  readonly quality: 'all' | Offer['quality'];
  readonly city: string;
  readonly inStock: boolean;
}

export type OfferSortKey = 'price' | 'leadTime' | 'condition';
export interface OfferSort {
  readonly key: OfferSortKey;
  readonly direction: 'asc' | 'desc';
}

export const ALL_CITIES = '';
export const NO_FILTERS: OfferFilters = { quality: 'all', city: ALL_CITIES, inStock: false };
export const CHEAPEST_FIRST: OfferSort = { key: 'price', direction: 'asc' };

export const isFiltered = (filters: OfferFilters): boolean =>
  filters.quality !== 'all' || filters.city !== ALL_CITIES || filters.inStock;

/** The cities the offers ship from, in alphabetical order: the city filter's choices. */
export function offerCities(offers: readonly Offer[]): string[] {
  return [...new Set(offers.flatMap((offer) => (offer.city ? [offer.city] : [])))].sort((a, b) =>
    a.localeCompare(b, 'ru'),
  );
}

/** The offers a buyer narrowed to: the city is any warehouse the offer lies in, else its seller's. */
export function filterOffers(offers: readonly Offer[], filters: OfferFilters): Offer[] {
  return offers.filter(
    (offer) =>
      (filters.quality === 'all' || offer.quality === filters.quality) &&
      (filters.city === ALL_CITIES ||
        offer.city === filters.city ||
        offer.warehouses.some((warehouse) => warehouse.city === filters.city)) &&
      (!filters.inStock || offer.quantity > 0),
  );
}

const CONDITION_RANK: Record<Offer['quality'], number> = { new: 0, repaired: 1 };

/**
 * Sorted by the chosen column; an offer whose lead time is not said goes last either way (it is
 * not «the fastest» nor «the slowest»). Ties go cheapest first, then by product number, so the
 * order never jumps between renders.
 */
export function sortOffers(offers: readonly Offer[], sort: OfferSort): Offer[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const primary = (a: Offer, b: Offer): number => {
    switch (sort.key) {
      case 'price':
        return sign * (a.price - b.price);
      case 'condition':
        return sign * (CONDITION_RANK[a.quality] - CONDITION_RANK[b.quality]);
      case 'leadTime':
        if (a.leadTimeDays === null || b.leadTimeDays === null)
          return (a.leadTimeDays === null ? 1 : 0) - (b.leadTimeDays === null ? 1 : 0);
        return sign * (a.leadTimeDays - b.leadTimeDays);
    }
  };
  return [...offers].sort((a, b) => primary(a, b) || a.price - b.price || a.productId - b.productId);
}

/**
 * The offers marked «Дешевле всех» and «Быстрее всех» among those shown: every offer at the
 * lowest price, every one at the shortest lead time. Nothing is marked with fewer than two shown:
 * one offer is not cheaper than itself.
 */
export function offerMarks(offers: readonly Offer[]): {
  cheapest: ReadonlySet<number>;
  fastest: ReadonlySet<number>;
} {
  if (offers.length < 2) return { cheapest: new Set(), fastest: new Set() };
  const lowest = Math.min(...offers.map((offer) => offer.price));
  const timed = offers.filter((offer) => offer.leadTimeDays !== null);
  const soonest = timed.length ? Math.min(...timed.map((offer) => offer.leadTimeDays!)) : null;
  return {
    cheapest: new Set(offers.filter((offer) => offer.price === lowest).map((offer) => offer.productId)),
    fastest: new Set(
      soonest === null
        ? []
        : timed.filter((offer) => offer.leadTimeDays === soonest).map((offer) => offer.productId),
    ),
  };
}

const days = (count: number): string => `${count} ${pluralRu(count, ['день', 'дня', 'дней'])}`;

/** The lead time as a buyer reads it: from stock while there is stock, else made on order. */
export function leadTimeText(offer: Pick<Offer, 'leadTimeDays' | 'quantity'>): string {
  if (offer.leadTimeDays === null) return OFFER_TABLE_TEXT.leadTimeUnknown;
  if (offer.leadTimeDays === 0)
    return offer.quantity > 0 ? 'отгрузка в день заказа' : 'изготовление в день заказа';
  return offer.quantity > 0
    ? `${days(offer.leadTimeDays)} со склада`
    : `${days(offer.leadTimeDays)} под заказ`;
}

export const OFFER_TABLE_TEXT = {
  supplier: 'Поставщик',
  unnamedSupplier: 'Поставщик',
  verified: 'проверена',
  verifiedHint: 'Реквизиты компании проверены администратором',
  city: 'Город',
  allCities: 'Все города',
  condition: 'Состояние',
  anyCondition: 'Любое',
  conditionNew: 'Новая',
  conditionRepaired: 'После ремонта',
  inStockOnly: 'В наличии',
  price: 'Цена за шт.',
  stock: 'Наличие',
  leadTime: 'Срок поставки',
  leadTimeUnknown: 'срок не указан',
  pieces: (count: number) => `${count} шт.`,
  outOfStock: 'Под заказ',
  order: 'Заказать',
  cart: 'В корзину',
  cheapest: 'Дешевле всех',
  fastest: 'Быстрее всех',
  thisOffer: 'Это предложение',
  filters: 'Отбор предложений',
  sort: 'Сортировка',
  sortBy: (column: string, direction: 'asc' | 'desc') =>
    `Сортировать по столбцу «${column}»: ${direction === 'asc' ? 'по возрастанию' : 'по убыванию'}`,
  sortOptions: {
    'price-asc': 'Сначала дешёвые',
    'price-desc': 'Сначала дорогие',
    'leadTime-asc': 'Сначала быстрые',
    'condition-asc': 'Сначала новые',
    'condition-desc': 'Сначала после ремонта',
  },
  shown: (shown: number, total: number) => `Показано ${shown} из ${total}`,
  count: (count: number) => `${count} ${pluralRu(count, ['предложение', 'предложения', 'предложений'])}`,
  noneMatch: 'Нет предложений по выбранным условиям',
  reset: 'Сбросить отбор',
  none: 'Пока никто не продаёт эту деталь',
} as const;

export type SortOption = keyof typeof OFFER_TABLE_TEXT.sortOptions;
export const sortOption = (sort: OfferSort): SortOption | null => {
  const key = `${sort.key}-${sort.direction}`;
  return key in OFFER_TABLE_TEXT.sortOptions ? (key as SortOption) : null;
};
export const sortOf = (option: SortOption): OfferSort => {
  const [key, direction] = option.split('-') as [OfferSortKey, 'asc' | 'desc'];
  return { key, direction };
};
