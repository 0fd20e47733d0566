import type { PublicPage } from './sources.ts';

/** The sitemap protocol's limit of URLs per file; past it, a sitemap index names the parts. */
export const SITEMAP_LIMIT = 50_000;

const escapeXml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

export function urlset(origin: string, pages: readonly PublicPage[]): string {
  const urls = pages.map((page) => {
    const lastmod = page.lastmod ? `<lastmod>${escapeXml(page.lastmod.slice(0, 10))}</lastmod>` : '';
    return `<url><loc>${escapeXml(origin + page.path)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndex(origin: string, parts: number, lastmod: string): string {
  const entries = Array.from(
    { length: parts },
    (_, index) =>
      `<sitemap><loc>${escapeXml(`${origin}/sitemap-${index + 1}.xml`)}</loc><lastmod>${lastmod.slice(0, 10)}</lastmod></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** robots.txt: the cabinet, the cart, sign-in pages and the API are not for crawlers. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /profile',
    'Disallow: /company',
    'Disallow: /cart',
    'Disallow: /login',
    'Disallow: /register',
    'Disallow: /password-recovery',
    'Disallow: /unauthorized',
    'Disallow: /api/',
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
