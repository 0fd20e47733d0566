import sanitizeHtml from 'sanitize-html';
import {
  CATALOG_PAGE_SIZE,
  DEFAULT_DESCRIPTION,
  DEFAULT_TITLE,
  HEAD_SOURCE_META,
  NEWS_PAGE_SIZE,
  ROUTE_TITLES,
  SERVICES_PAGE_SIZE,
  SITE_NAME,
  headTags,
  type PageHead,
} from '../../../shared/page-head/index.ts';
import { partTitle } from '../../../shared/catalog/index.ts';
import type { PublicPages, PublicSources } from './sources.ts';
import { jsonTextInScript, replaceLiterally } from './splice.ts';
import { documentStatus, type DocumentChecks } from './status.ts';

export { SITE_NAME, type PageHead };

/** A title or a description is one line: runs of white space (line breaks too) become one space. */
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();
/** Rich text (the editor's HTML) as its reader sees it: tags dropped, each a word break (a space
 * before every tag); entities decoded, so `&lt;` reads `<` (escaped once, when written into the head). */
const textOfHtml = (html: string): string =>
  oneLine(
    sanitizeHtml(html.replace(/</g, ' <'), { allowedTags: [], allowedAttributes: {} })
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&'),
  );
/** A service's description is the editor's HTML or plain text, told apart as its page does. */
const textOfEither = (text: string): string =>
  /<[a-z][\s\S]*>/i.test(text) ? textOfHtml(text) : oneLine(text);
const clip = (text: string, max = 160): string =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
const idOf = (text: string | undefined): number | null =>
  text && /^[1-9]\d{0,15}$/.test(text) ? Number(text) : null;
const absoluteUrl = (origin: string, src: string): string =>
  src.startsWith('http') ? src : `${origin}${src.startsWith('/') ? '' : '/'}${src}`;
const titled = (title: string): string => `${title} — ${SITE_NAME}`;

const STATIC: Record<string, { title: string; description: string }> = {
  '/catalog': {
    title: 'Каталог запчастей для грузовых вагонов',
    description:
      'Колёсные пары, литьё тележек, автосцепное и тормозное оборудование от проверенных поставщиков: цены, наличие на складах, нормативные документы.',
  },
  '/services': {
    title: 'Услуги: ремонт, обработка, дефектоскопия, сертификация',
    description:
      'Услуги поставщиков для вагоноремонтных предприятий: ремонт колёсных пар, механическая обработка, дефектоскопия, сертификация, доставка.',
  },
  '/news': {
    title: 'Новости',
    description: 'Новости рынка запчастей для грузовых вагонов и площадки ВагонЗапчасть.',
  },
  '/guide': {
    title: 'Руководство пользователя',
    description: 'Как искать запчасти, отправлять заявки и работать в личном кабинете ВагонЗапчасть.',
  },
  '/contacts': {
    title: 'Связаться с нами',
    description: 'Контакты площадки ВагонЗапчасть: адрес, телефон, email, режим работы.',
  },
};

/** What a missing page says it is, by the kind of thing that was asked for. */
const NOT_FOUND: Record<string, string> = {
  product: 'Товар не найден',
  part: 'Деталь не найдена',
  news: 'Новость не найдена',
  service: 'Услуга не найдена',
  catalog: 'Категория не найдена',
  services: 'Категория не найдена',
};

/** A list page's items for schema.org: an ItemList of their pages, in the order shown. */
function itemList(name: string, url: string, items: ReadonlyArray<{ name: string; url: string }>): object[] {
  if (items.length === 0) return [];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name,
      url,
      numberOfItems: items.length,
      itemListElement: items.map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: item.url,
        name: item.name,
      })),
    },
  ];
}

/** The way from the home page to this one, for schema.org. */
function breadcrumbs(origin: string, trail: ReadonlyArray<{ name: string; url: string }>): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Главная', url: `${origin}/` }, ...trail].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/**
 * The head of every page (ADR 0059): title, description, canonical link, robots, Open Graph and
 * schema.org, from the read models. The server writes it into each document it sends; the SPA
 * asks for it (`GET /api/page-head`) after each in-app navigation. One function for both, so a
 * page's head is the same before its script runs, after it hydrates and after every navigation.
 */
export class PageHeads {
  private readonly deps: { sources: PublicSources; pages: PublicPages; checks: DocumentChecks };

  constructor(deps: PageHeads['deps']) {
    this.deps = deps;
  }

  /** The head of the page at `url` (its path and query string) as the site at `origin` serves it. */
  async head(url: string, origin: string): Promise<PageHead> {
    // Split by hand: `new URL` would read `//host/catalog` as another site's `/catalog`.
    const at = url.indexOf('?');
    const raw = at === -1 ? url : url.slice(0, at);
    const query = new URLSearchParams(at === -1 ? '' : url.slice(at + 1));
    const path = raw.length > 1 ? raw.replace(/\/+$/, '') : raw;
    const status = await documentStatus(path, this.deps.pages, this.deps.checks);
    const [, first = '', second] = path.split('/');
    const site: PageHead = {
      status,
      title: (ROUTE_TITLES as Record<string, string>)[first] ?? DEFAULT_TITLE,
      description: DEFAULT_DESCRIPTION,
      canonical: `${origin}${path}`,
      robots: null,
      type: 'website',
      image: null,
      jsonLd: [],
    };
    if (status === 404) return notFound(NOT_FOUND[first] ?? ROUTE_TITLES.notFound);
    if (status === 403) return { ...site, canonical: null, robots: 'noindex' };
    try {
      const search = oneLine(query.get('search') ?? '');
      if (first === 'catalog' && search) return searchResults(search);
      if (path === '/') return await this.home(origin);
      if (path === '/catalog') return await this.catalog(origin);
      if (path === '/services') return await this.services(origin);
      if (path === '/news') return await this.newsList(origin);
      const fixed = STATIC[path];
      if (fixed) return { ...site, title: titled(fixed.title), description: fixed.description };
      const id = idOf(second);
      if (first === 'product' && id !== null) return (await this.product(id, origin)) ?? site;
      if (first === 'part' && id !== null) return (await this.part(id, origin)) ?? site;
      if (first === 'news' && id !== null) return (await this.news(id, origin)) ?? site;
      if (first === 'service' && id !== null) return (await this.service(id, origin)) ?? site;
      if (first === 'catalog' && second)
        return (await this.category(decodeURIComponent(second), origin)) ?? site;
      if (first === 'services' && second)
        return (await this.serviceCategory(decodeURIComponent(second), origin)) ?? site;
    } catch {
      // A malformed path or a read model not built yet: the site's own head.
    }
    return site;
  }

  private async home(origin: string): Promise<PageHead> {
    const page = await this.deps.sources.content.page('home');
    const banner = (page?.content as { banner?: { title?: string; description?: string } } | undefined)
      ?.banner;
    return {
      status: 200,
      title: `${SITE_NAME} — ${banner?.title ?? 'запчасти для грузовых вагонов'}`,
      description: clip(banner?.description || DEFAULT_DESCRIPTION),
      canonical: `${origin}/`,
      robots: null,
      type: 'website',
      image: null,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: SITE_NAME,
          url: `${origin}/`,
          potentialAction: {
            '@type': 'SearchAction',
            target: `${origin}/catalog?search={query}`,
            'query-input': 'required name=query',
          },
        },
      ],
    };
  }

  /** A list page: its fixed title and description, the items of its first page, its breadcrumbs. */
  private list(origin: string, path: string, items: ReadonlyArray<{ name: string; url: string }>): PageHead {
    const fixed = STATIC[path]!;
    const url = `${origin}${path}`;
    const name = (ROUTE_TITLES as Record<string, string>)[path.slice(1)]!;
    return {
      status: 200,
      title: titled(fixed.title),
      description: fixed.description,
      canonical: url,
      robots: null,
      type: 'website',
      image: null,
      jsonLd: [...itemList(fixed.title, url, items), breadcrumbs(origin, [{ name, url }])],
    };
  }

  private async catalog(origin: string): Promise<PageHead> {
    const { products } = await this.firstProducts(null);
    return this.list(
      origin,
      '/catalog',
      products.map((product) => ({ name: product.name, url: `${origin}/product/${product.id}` })),
    );
  }

  private async services(origin: string): Promise<PageHead> {
    const { services } = await this.deps.sources.services.list({
      page: 1,
      limit: SERVICES_PAGE_SIZE,
      sort: 'newest',
    });
    return this.list(
      origin,
      '/services',
      services.map((service) => ({ name: service.name, url: `${origin}/service/${service.id}` })),
    );
  }

  private async newsList(origin: string): Promise<PageHead> {
    const { news } = await this.deps.sources.news.publicPage(1, NEWS_PAGE_SIZE, new Date());
    return this.list(
      origin,
      '/news',
      news.map((item) => ({ name: item.title, url: `${origin}/news/${item.id}` })),
    );
  }

  /** The catalogue's first page as a guest sees it, of one category (with its subcategories) or of all. */
  private firstProducts(categoryId: number | null) {
    return this.deps.sources.catalog.list(
      {
        page: 1,
        limit: CATALOG_PAGE_SIZE,
        search: null,
        categoryId,
        includeSubcategories: categoryId !== null,
        quality: null,
        name: null,
        statuses: ['published'],
        mine: false,
      },
      null,
    );
  }

  private async product(id: number, origin: string): Promise<PageHead | null> {
    const product = await this.deps.sources.catalog.product(id, null).catch(() => null);
    if (!product || product.status !== 'published') return null;
    const url = `${origin}/product/${product.id}`;
    const image = product.Images[0]?.url ?? null;
    const category = product.Category as { id: number; name: string; slug?: string } | null;
    const description = clip(
      oneLine(product.description) || `${product.name}: цена, наличие на складах, характеристики.`,
    );
    // The whole way down the tree, as the page's breadcrumb shows it (ADR 0066).
    const trail = [
      { name: 'Каталог', url: `${origin}/catalog` },
      ...(await this.categoryTrail(category?.id ?? null, origin)),
      { name: product.name, url },
    ];
    return {
      status: 200,
      title: titled(`${product.name} — купить за ${product.price.toLocaleString('ru-RU')} ₽`),
      description,
      canonical: url,
      robots: null,
      type: 'product',
      image: image && absoluteUrl(origin, image),
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: product.name,
          description,
          sku: String(product.id),
          ...(image ? { image: [absoluteUrl(origin, image)] } : {}),
          ...(category ? { category: category.name } : {}),
          offers: {
            '@type': 'Offer',
            url,
            // A number, as schema.org's price is (a string of digits is only tolerated).
            price: product.price,
            priceCurrency: 'RUB',
            availability:
              product.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
            itemCondition:
              product.quality === 'repaired'
                ? 'https://schema.org/RefurbishedCondition'
                : 'https://schema.org/NewCondition',
            ...(product.Supplier?.name
              ? { seller: { '@type': 'Organization', name: product.Supplier.name } }
              : {}),
          },
        },
        breadcrumbs(origin, trail),
      ],
    };
  }

  /** The category and its parents, from the catalogue's root down, as breadcrumbs. */
  private async categoryTrail(
    categoryId: number | null,
    origin: string,
  ): Promise<Array<{ name: string; url: string }>> {
    if (categoryId === null) return [];
    const byId = new Map((await this.deps.sources.categories.all()).map((doc) => [doc.id, doc]));
    const trail: Array<{ name: string; url: string }> = [];
    // A name filter is filed under its category: the way shows categories only.
    for (
      let doc = byId.get(categoryId);
      doc && trail.length < 20;
      doc = doc.parentId === null ? undefined : byId.get(doc.parentId)
    ) {
      if (!doc.isNameFilter)
        trail.unshift({ name: doc.name, url: `${origin}/catalog/${encodeURIComponent(doc.slug)}` });
    }
    return trail;
  }

  /**
   * `/part/{id}` (ADR 0065): the part named with its designation, its offers' price range and count
   * as a schema.org AggregateOffer (numbers, roubles) with each offer, and the category's way.
   */
  private async part(id: number, origin: string): Promise<PageHead | null> {
    const part = await this.deps.sources.parts.one(id).catch(() => null);
    if (!part) return null;
    const url = `${origin}/part/${part.id}`;
    const named = partTitle(part.name, part.designation);
    const offered = part.minPrice !== null && part.maxPrice !== null && part.offerCount > 0;
    const others = part.designations.slice(1).map((entry) => entry.designation);
    const description = clip(
      `${named}: ${offered ? `${part.offerCount} ${offersWord(part.offerCount)} от ${part.minPrice!.toLocaleString('ru-RU')} ₽ — цены, наличие, состояние и сроки поставки` : 'предложения поставщиков, цены и сроки поставки'}.${others.length ? ` Другие обозначения: ${others.join(', ')}.` : ''}`,
    );
    const trail = [
      { name: ROUTE_TITLES.catalog, url: `${origin}/catalog` },
      ...(await this.categoryTrail(part.categoryId, origin)),
      { name: named, url },
    ];
    return {
      status: 200,
      title: titled(
        offered
          ? `${named} — от ${part.minPrice!.toLocaleString('ru-RU')} ₽, ${part.offerCount} ${offersWord(part.offerCount)}`
          : named,
      ),
      description,
      canonical: url,
      robots: null,
      type: 'product',
      image: null,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: named,
          description,
          url,
          // The designation is the part number buyers and makers know it by.
          mpn: part.designation,
          sku: `part-${part.id}`,
          ...(others.length ? { alternateName: others } : {}),
          ...(trail.length > 2 ? { category: trail[trail.length - 2]!.name } : {}),
          ...(offered
            ? {
                offers: {
                  '@type': 'AggregateOffer',
                  // Numbers, as schema.org's prices are.
                  lowPrice: part.minPrice,
                  highPrice: part.maxPrice,
                  offerCount: part.offerCount,
                  priceCurrency: 'RUB',
                  offers: part.offers.map((offer) => ({
                    '@type': 'Offer',
                    url: `${origin}/product/${offer.productId}`,
                    price: offer.price,
                    priceCurrency: 'RUB',
                    availability:
                      offer.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/PreOrder',
                    itemCondition:
                      offer.quality === 'repaired'
                        ? 'https://schema.org/RefurbishedCondition'
                        : 'https://schema.org/NewCondition',
                    ...(offer.supplier.name
                      ? { seller: { '@type': 'Organization', name: offer.supplier.name } }
                      : {}),
                  })),
                },
              }
            : {}),
        },
        breadcrumbs(origin, trail),
      ],
    };
  }

  private async news(id: number, origin: string): Promise<PageHead | null> {
    const doc = await this.deps.sources.news.published(id, new Date());
    if (!doc) return null;
    const description = clip(textOfHtml(doc.content));
    const image = doc.image ? absoluteUrl(origin, doc.image) : null;
    const url = `${origin}/news/${doc.id}`;
    return {
      status: 200,
      title: titled(doc.title),
      description,
      canonical: url,
      robots: null,
      type: 'article',
      image,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'NewsArticle',
          headline: doc.title,
          datePublished: doc.publishedAt,
          dateModified: doc.updatedAt,
          ...(image ? { image: [image] } : {}),
          publisher: { '@type': 'Organization', name: SITE_NAME },
          mainEntityOfPage: url,
        },
        breadcrumbs(origin, [
          { name: ROUTE_TITLES.news, url: `${origin}/news` },
          { name: doc.title, url },
        ]),
      ],
    };
  }

  private async service(id: number, origin: string): Promise<PageHead | null> {
    const service = await this.deps.sources.services.one(id).catch(() => null);
    if (!service) return null;
    const url = `${origin}/service/${service.id}`;
    const image = service.images[0] ? absoluteUrl(origin, service.images[0]) : null;
    const description = clip(
      textOfEither(service.shortDescription || service.description) ||
        `${service.name}: условия, сроки и стоимость.`,
    );
    // Their name or their company's (ADR 0058), never their e-mail in the page's metadata.
    const supplier = service.supplier;
    const provider = supplier && supplier.displayName !== supplier.email ? supplier.displayName : null;
    return {
      status: 200,
      title: titled(`${service.name} — услуга`),
      description,
      canonical: url,
      robots: null,
      type: 'website',
      image,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Service',
          name: service.name,
          description,
          url,
          ...(image ? { image: [image] } : {}),
          ...(service.category ? { serviceType: service.category.name } : {}),
          ...(service.location && !service.isRemote ? { areaServed: service.location } : {}),
          ...(provider ? { provider: { '@type': 'Organization', name: provider } } : {}),
          ...(service.price !== null && service.priceType !== 'custom'
            ? { offers: { '@type': 'Offer', price: service.price, priceCurrency: 'RUB', url } }
            : {}),
        },
        breadcrumbs(origin, [
          { name: ROUTE_TITLES.services, url: `${origin}/services` },
          ...(service.category
            ? [
                {
                  name: service.category.name,
                  url: `${origin}/services/${encodeURIComponent(service.category.slug)}`,
                },
              ]
            : []),
          { name: service.name, url },
        ]),
      ],
    };
  }

  private async category(slug: string, origin: string): Promise<PageHead | null> {
    const doc = await this.deps.sources.categories.bySlug(slug);
    if (!doc || doc.isNameFilter) return null;
    const { products } = await this.firstProducts(doc.id);
    return sectionHead(origin, {
      path: `/catalog/${encodeURIComponent(doc.slug)}`,
      name: doc.name,
      title: `${doc.name} — каталог запчастей`,
      description: `${doc.name} для грузовых вагонов: цены, наличие на складах поставщиков, характеристики и нормативные документы.`,
      image: doc.image,
      items: products.map((product) => ({ name: product.name, url: `${origin}/product/${product.id}` })),
      parent: { name: ROUTE_TITLES.catalog, path: '/catalog' },
    });
  }

  /** `/services/{slug}`: one category of services, with its own title, description and list. */
  private async serviceCategory(slug: string, origin: string): Promise<PageHead | null> {
    const category = await this.deps.sources.serviceCategories.bySlug(slug);
    if (!category) return null;
    const { services } = await this.deps.sources.services.list({
      page: 1,
      limit: SERVICES_PAGE_SIZE,
      sort: 'newest',
      categoryId: category.id,
    });
    return sectionHead(origin, {
      path: `/services/${encodeURIComponent(category.slug)}`,
      name: category.name,
      title: `${category.name} — услуги`,
      description: `${category.name}: услуги поставщиков для вагоноремонтных предприятий — условия, сроки и стоимость.`,
      image: category.image,
      items: services.map((service) => ({ name: service.name, url: `${origin}/service/${service.id}` })),
      parent: { name: ROUTE_TITLES.services, path: '/services' },
    });
  }
}

/** The head of a category's page, of products or of services: its list, under its section in the trail. */
function sectionHead(
  origin: string,
  section: {
    readonly path: string;
    readonly name: string;
    readonly title: string;
    readonly description: string;
    readonly image: string | null | undefined;
    readonly items: ReadonlyArray<{ name: string; url: string }>;
    readonly parent: { readonly name: string; readonly path: string };
  },
): PageHead {
  const url = `${origin}${section.path}`;
  return {
    status: 200,
    title: titled(section.title),
    description: clip(section.description),
    canonical: url,
    robots: null,
    type: 'website',
    image: section.image ? absoluteUrl(origin, section.image) : null,
    jsonLd: [
      ...itemList(section.name, url, section.items),
      breadcrumbs(origin, [
        { name: section.parent.name, url: `${origin}${section.parent.path}` },
        { name: section.name, url },
      ]),
    ],
  };
}

const offersWord = (count: number): string => {
  const tens = count % 100;
  const units = count % 10;
  if (tens >= 11 && tens <= 14) return 'предложений';
  return units === 1 ? 'предложение' : units >= 2 && units <= 4 ? 'предложения' : 'предложений';
};

/** Search results are many pages of one kind: named by the query, kept out of the index. */
function searchResults(search: string): PageHead {
  const query = clip(search, 100);
  return {
    status: 200,
    title: titled(`Результаты поиска: ${query}`),
    description: clip(
      `Результаты поиска «${query}» в каталоге запчастей для грузовых вагонов: цены и наличие у поставщиков.`,
    ),
    canonical: null,
    robots: 'noindex, follow',
    type: 'website',
    image: null,
    jsonLd: [],
  };
}

/** A missing page: its name, no canonical link (there is nothing to point at), kept out of the index. */
function notFound(title: string): PageHead {
  return {
    status: 404,
    title,
    description: DEFAULT_DESCRIPTION,
    canonical: null,
    robots: 'noindex',
    type: 'website',
    image: null,
    jsonLd: [],
  };
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head's elements as HTML: the same elements the SPA writes (`headTags`). */
export function headHtml(head: PageHead): string {
  return headTags(head)
    .map(({ tag, attributes, text }) => {
      const attrs = Object.entries(attributes)
        .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
        .join('');
      if (tag === 'title') return `<title>${escapeHtml(text ?? '')}</title>`;
      // JSON-LD: `<` escaped so no text can close the block (the JSON stays the same JSON).
      if (tag === 'script') return `<script${attrs}>${jsonTextInScript(text ?? '')}</script>`;
      return `<${tag}${attrs} />`;
    })
    .join('\n    ');
}

/** Tells the SPA that this document came with its page's head: it asks for none until it navigates. */
export const HEAD_FROM_SERVER = `<meta name="${HEAD_SOURCE_META}" content="server" />`;

/** The SPA's index.html with the page's head in place of its own title and description. */
export function withHead(indexHtml: string, head: PageHead): string {
  const withoutDescription = indexHtml.replace(/<meta\s+name="description"[^>]*>\s*/s, '');
  return replaceLiterally(
    withoutDescription,
    /<title>[^<]*<\/title>/,
    `${HEAD_FROM_SERVER}\n    ${headHtml(head)}`,
  );
}
