import sanitizeHtml from 'sanitize-html';
import type { PublicSources } from './sources.ts';
import { jsonInScript, replaceLiterally } from './splice.ts';

export const SITE_NAME = 'ВагонЗапчасть';
const DEFAULT_DESCRIPTION =
  'ВагонЗапчасть — маркетплейс запасных частей для грузовых вагонов и промышленного оборудования';

/** What a crawler reads in the document's head for one page. */
export interface DocumentHead {
  readonly title: string;
  readonly description: string;
  readonly path: string;
  readonly type: 'website' | 'product' | 'article';
  readonly image: string | null;
  /** schema.org objects, each written as its own JSON-LD block. */
  readonly jsonLd: readonly object[];
}

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

/**
 * The head of the SPA's document for a public path, from the read models: title, description,
 * canonical path, Open Graph and schema.org (Product with its Offer and BreadcrumbList,
 * NewsArticle). The body stays the SPA's; this is what a crawler reads first (ADR 0023).
 */
export class DocumentHeads {
  private readonly sources: PublicSources;
  constructor(sources: PublicSources) {
    this.sources = sources;
  }

  async head(path: string, origin: string): Promise<DocumentHead> {
    const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
    const [, first, second] = clean.split('/');
    const site = {
      title: SITE_NAME.toUpperCase(),
      description: DEFAULT_DESCRIPTION,
      path: clean,
      type: 'website' as const,
      image: null,
      jsonLd: [],
    };
    try {
      if (clean === '/') return await this.home(origin);
      const fixed = STATIC[clean];
      if (fixed) return { ...site, title: `${fixed.title} — ${SITE_NAME}`, description: fixed.description };
      if (first === 'product' && idOf(second) !== null)
        return (await this.product(idOf(second)!, origin)) ?? site;
      if (first === 'news' && idOf(second) !== null) return (await this.news(idOf(second)!, origin)) ?? site;
      if (first === 'service' && idOf(second) !== null)
        return (await this.service(idOf(second)!, origin)) ?? site;
      if (first === 'catalog' && second)
        return (await this.category(decodeURIComponent(second), origin)) ?? site;
    } catch {
      // A malformed path or a read model not built yet: the site's own head.
    }
    return site;
  }

  private async home(origin: string): Promise<DocumentHead> {
    const page = await this.sources.content.page('home');
    const banner = (page?.content as { banner?: { title?: string; description?: string } } | undefined)
      ?.banner;
    return {
      title: `${SITE_NAME} — ${banner?.title ?? 'запчасти для грузовых вагонов'}`,
      description: clip(banner?.description || DEFAULT_DESCRIPTION),
      path: '/',
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

  private async product(id: number, origin: string): Promise<DocumentHead | null> {
    const product = await this.sources.catalog.product(id, null).catch(() => null);
    if (!product || product.status !== 'published') return null;
    const url = `${origin}/product/${product.id}`;
    const image = product.Images[0]?.url ?? null;
    const absolute = (src: string) =>
      src.startsWith('http') ? src : `${origin}${src.startsWith('/') ? '' : '/'}${src}`;
    const category = product.Category as { id: number; name: string; slug?: string } | null;
    const description = clip(
      oneLine(product.description) || `${product.name}: цена, наличие на складах, характеристики.`,
    );
    const crumbs = [
      { name: 'Каталог', item: `${origin}/catalog` },
      ...(category
        ? [
            {
              name: category.name,
              item: category.slug
                ? `${origin}/catalog/${encodeURIComponent(category.slug)}`
                : `${origin}/catalog`,
            },
          ]
        : []),
      { name: product.name, item: url },
    ];
    return {
      title: `${product.name} — купить за ${product.price.toLocaleString('ru-RU')} ₽ — ${SITE_NAME}`,
      description,
      path: `/product/${product.id}`,
      type: 'product',
      image: image && absolute(image),
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: product.name,
          description,
          sku: String(product.id),
          ...(image ? { image: [absolute(image)] } : {}),
          ...(category ? { category: category.name } : {}),
          offers: {
            '@type': 'Offer',
            url,
            price: product.price.toFixed(2),
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
        {
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: crumbs.map((crumb, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: crumb.name,
            item: crumb.item,
          })),
        },
      ],
    };
  }

  private async news(id: number, origin: string): Promise<DocumentHead | null> {
    const doc = await this.sources.news.published(id, new Date());
    if (!doc) return null;
    const description = clip(textOfHtml(doc.content));
    const image = doc.image ? (doc.image.startsWith('http') ? doc.image : `${origin}${doc.image}`) : null;
    return {
      title: `${doc.title} — ${SITE_NAME}`,
      description,
      path: `/news/${doc.id}`,
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
          mainEntityOfPage: `${origin}/news/${doc.id}`,
        },
      ],
    };
  }

  private async service(id: number, origin: string): Promise<DocumentHead | null> {
    const service = await this.sources.services.one(id).catch(() => null);
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
      title: `${service.name} — услуга — ${SITE_NAME}`,
      description,
      path: `/service/${service.id}`,
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
            ? { offers: { '@type': 'Offer', price: service.price.toFixed(2), priceCurrency: 'RUB', url } }
            : {}),
        },
      ],
    };
  }

  private async category(slug: string, origin: string): Promise<DocumentHead | null> {
    const doc = await this.sources.categories.bySlug(slug);
    if (!doc || doc.isNameFilter) return null;
    return {
      title: `${doc.name} — каталог запчастей — ${SITE_NAME}`,
      description: clip(
        `${doc.name} для грузовых вагонов: цены, наличие на складах поставщиков, характеристики и нормативные документы.`,
      ),
      path: `/catalog/${encodeURIComponent(doc.slug)}`,
      type: 'website',
      image: doc.image ? `${origin}${doc.image}` : null,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: 'Каталог', item: `${origin}/catalog` },
            {
              '@type': 'ListItem',
              position: 2,
              name: doc.name,
              item: `${origin}/catalog/${encodeURIComponent(doc.slug)}`,
            },
          ],
        },
      ],
    };
  }
}

const absoluteUrl = (origin: string, src: string): string =>
  src.startsWith('http') ? src : `${origin}${src.startsWith('/') ? '' : '/'}${src}`;

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The SPA's index.html with the page's head: its title, description, canonical link, Open Graph and JSON-LD. */
export function withHead(indexHtml: string, head: DocumentHead, origin: string): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(origin + head.path)}" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(origin + head.path)}" />`,
    `<meta property="og:locale" content="ru_RU" />`,
    ...(head.image ? [`<meta property="og:image" content="${escapeHtml(head.image)}" />`] : []),
    ...head.jsonLd.map((object) => `<script type="application/ld+json">${jsonInScript(object)}</script>`),
  ].join('\n    ');
  const withoutDescription = indexHtml.replace(/<meta\s+name="description"[^>]*>\s*/s, '');
  return replaceLiterally(withoutDescription, /<title>[^<]*<\/title>/, tags);
}
