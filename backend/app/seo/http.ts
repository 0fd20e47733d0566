import { Router, type Request, type Response } from 'express';
import { badRequest } from '../../kit/write/index.ts';
import type { PageHeads } from './head.ts';
import { SITEMAP_LIMIT, robotsTxt, sitemapIndex, urlset } from './sitemap.ts';
import type { PublicPages, PublicPage } from './sources.ts';

/** Crawlers get a fresh sitemap at most this often; it is rebuilt on the next request after. */
const SITEMAP_TTL_MS = 60 * 60 * 1000;

/** The site's public origin: PUBLIC_URL when configured (behind a proxy), else the request's own. */
export function originOf(req: Request, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

/** `/robots.txt`, `/sitemap.xml` (an index past 50,000 URLs) and its parts, from the read models (ADR 0023). */
export function seoRouter(deps: { pages: PublicPages; publicUrl: string | undefined }): Router {
  const router = Router();
  const { pages } = deps;
  let cached: { at: number; pages: PublicPage[] } | null = null;
  const all = async (): Promise<PublicPage[]> => {
    if (cached && Date.now() - cached.at < SITEMAP_TTL_MS) return cached.pages;
    const list: PublicPage[] = [];
    for await (const page of pages.all()) list.push(page);
    cached = { at: Date.now(), pages: list };
    return list;
  };
  const xml = (res: Response, body: string) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('application/xml; charset=utf-8').send(body);
  };

  router.get('/robots.txt', (req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.type('text/plain; charset=utf-8').send(robotsTxt(originOf(req, deps.publicUrl)));
  });

  router.get('/sitemap.xml', async (req, res) => {
    const list = await all();
    const origin = originOf(req, deps.publicUrl);
    if (list.length <= SITEMAP_LIMIT) xml(res, urlset(origin, list));
    else
      xml(
        res,
        sitemapIndex(origin, Math.ceil(list.length / SITEMAP_LIMIT), new Date(cached!.at).toISOString()),
      );
  });

  router.get('/sitemap-:part.xml', async (req, res, next) => {
    const part = /^[1-9]\d{0,3}$/.test(String(req.params.part)) ? Number(req.params.part) : 0;
    const list = await all();
    const slice = list.slice((part - 1) * SITEMAP_LIMIT, part * SITEMAP_LIMIT);
    if (part < 1 || slice.length === 0 || list.length <= SITEMAP_LIMIT) {
      next();
      return;
    }
    xml(res, urlset(originOf(req, deps.publicUrl), slice));
  });
  return router;
}

export const PAGE_HEAD_MESSAGES = {
  path: 'Укажите адрес страницы: путь от корня сайта, например /catalog',
} as const;

/** Longer addresses are not pages of this site (a browser's own limit is near this). */
const PATH_MAX = 2000;

/**
 * `GET /api/page-head?path=/product/12`: the head the server writes into that page's document
 * (ADR 0059). The SPA asks for it after each in-app navigation, so the tab's title, the
 * description, the canonical link and the JSON-LD are the server's own, never a second version.
 */
export function pageHeadRouter(deps: { heads: PageHeads; publicUrl: string | undefined }): Router {
  const router = Router();
  router.get('/api/page-head', async (req, res) => {
    const path = req.query.path;
    if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || path.length > PATH_MAX)
      throw badRequest(PAGE_HEAD_MESSAGES.path, { path: PAGE_HEAD_MESSAGES.path });
    const head = await deps.heads.head(path, originOf(req, deps.publicUrl));
    // The same for every visitor, but it changes with the catalogue: revalidated, as documents are
    // (the SPA keeps each head a minute itself).
    res.setHeader('Cache-Control', 'no-cache');
    res.json(head);
  });
  return router;
}
