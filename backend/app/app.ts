import express, { type Express } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import {
  apiNotFound,
  authenticate,
  compressAnswers,
  enteredByItsPaths,
  errorHandler,
  publicReads,
  queryParsedOnce,
  reuseEncodedJson,
  securityHeaders,
} from '../kit/http/index.ts';
import type { Modules } from './modules.ts';
import { opsRouter } from './ops/http.ts';
import { PageHeads, withHead } from './seo/head.ts';
import { originOf, pageHeadRouter, seoRouter } from './seo/http.ts';
import { InlineStyles } from './seo/inline-styles.ts';
import { PublicPageRenderer, withBody } from './seo/page-renderer.ts';
import { PublicPages, type PublicSources } from './seo/sources.ts';
import { replaceLiterally } from './seo/splice.ts';
import type { Platform } from './platform.ts';
import type { GatewayStatus } from './realtime/gateway.ts';

export const JSON_BODY_LIMIT = '1mb';

/** The OpenAPI description of every route (tests/api/openapi.test.ts keeps it complete). */
export const OPENAPI_PATH = resolve(import.meta.dirname, '../../docs/openapi.yaml');

/** docs/openapi.yaml as JSON text, parsed once per process, on first use. */
let openApiJson: string | null = null;
function openApiDocument(): string {
  openApiJson ??= JSON.stringify(parseYaml(readFileSync(OPENAPI_PATH, 'utf8')));
  return openApiJson;
}

/** The connections the process holds against its caps (ADR 0050), for the admins' health answer. */
export interface ConnectionsReport {
  /** The soft open-file limit the caps were derived from; null where it could not be read. */
  readonly openFiles: number | null;
  readonly http: { readonly open: number; readonly maxConnections: number };
  readonly realtime: GatewayStatus;
}

/** The Express application: /api, then the built SPA with history fallback. */
export function createApp(
  platform: Platform,
  modules: Modules,
  options: {
    spaDir: string;
    /** The server renderer; beside the SPA's build by default. */
    rendererBundle?: string;
    /** The running server's connections and caps; absent where the app serves no listener. */
    connections?: () => Promise<ConnectionsReport>;
  },
): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  queryParsedOnce(app);
  app.use(securityHeaders({ publicUrl: platform.config.publicUrl }));
  app.use(compressAnswers());
  app.use('/api', reuseEncodedJson());
  app.use((req, res, next) => {
    const header = req.headers['x-correlation-id'];
    req.correlationId = typeof header === 'string' && /^[\w-]{8,64}$/.test(header) ? header : randomUUID();
    res.setHeader('X-Correlation-Id', req.correlationId);
    next();
  });
  // A public list kept as sent is answered here, before the body parser, the token check and the
  // routers, with the same headers and bytes as on its route (ADR 0105).
  for (const lane of modules.keptAnswers) app.use(lane);
  app.use('/api', express.json({ limit: JSON_BODY_LIMIT, strict: true }));
  // A stale token on these reads is ignored: they answer everyone alike (the menu, the trees, the
  // site's pages, the news list), so a 401 would only make a visitor's page fail for nothing.
  const answersEveryoneAlike = publicReads([
    '/api/categories',
    '/api/categories/filters/:id',
    '/api/categories/:id',
    '/api/service-categories',
    '/api/navigation',
    '/api/pages/:slug',
    '/api/news',
    '/api/page-head',
  ]);
  app.use('/api', authenticate(platform.tokens, modules.accessGuard, { answersEveryoneAlike }));

  // Anyone learns that the service is up; what it runs on and how far behind it is, only admins.
  app.get('/api/health', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (req.auth?.role !== 'admin') {
      res.json({ status: 'ok' });
      return;
    }
    const head = await platform.events.headPosition();
    const projections = await platform.readModels.health(head);
    const { status, reasons } = platform.condition();
    res.json({
      status,
      reasons,
      adapters: {
        eventStore: platform.events.kind,
        readStore: platform.store.kind,
        queue: platform.queue.kind,
        pubsub: platform.pubsub.kind,
      },
      head,
      projections,
      ...(options.connections ? { connections: await options.connections() } : {}),
    });
  });
  // Parsed when first asked for, not at start: the YAML costs about 0.35 s of CPU (ADR 0088).
  app.get('/api/openapi.json', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.type('application/json').send(openApiDocument());
  });
  app.use(opsRouter(platform));
  // Each module's router is entered only by the paths its routes start with (ADR 0104).
  for (const router of modules.routers) app.use(enteredByItsPaths(router));

  const publicSources: PublicSources = {
    catalog: modules.catalogQueries,
    categories: modules.categoryQueries,
    content: modules.contentQueries,
    serviceCategories: modules.serviceCategoryQueries,
    services: modules.serviceQueries,
    news: modules.newsQueries,
    parts: modules.partQueries,
  };
  const pages = new PublicPages(publicSources);
  const serviceExists = (id: number) =>
    modules.serviceQueries.one(id).then(
      () => true,
      () => false,
    );
  const heads = new PageHeads({ sources: publicSources, pages, checks: { service: serviceExists } });
  app.use(pageHeadRouter({ heads, publicUrl: platform.config.publicUrl }));
  app.use('/api', apiNotFound);

  // Uploaded files are served by the uploads module (GET /uploads/<folder>/<name>); anything else
  // under /uploads is a 404, not the SPA.
  app.use('/uploads', apiNotFound);

  app.use(seoRouter({ pages, publicUrl: platform.config.publicUrl }));

  if (existsSync(options.spaDir)) {
    // Source maps would publish the SPA's sources: the build writes none, and none an older or
    // another build left is served, compressed or not (ADR 0050).
    app.use((req, res, next) =>
      /\.map(?:\.(?:br|gz))?$/i.test(req.path) ? apiNotFound(req, res, next) : next(),
    );
    // The build wrote brotli and gzip copies of every text asset: the best one the browser accepts
    // is sent, with Vary: Accept-Encoding (ADR 0023).
    app.use(
      expressStaticGzip(options.spaDir, {
        enableBrotli: true,
        orderPreference: ['br', 'gz'],
        index: false,
        serveStatic: { index: false, maxAge: '1h', setHeaders: cacheHeaders },
      }),
    );
    // A file the build does not have (a chunk of an older build, a mistyped address) is a plain
    // 404: the HTML page in its place would be run as a script or read as a stylesheet.
    app.use((req, res, next) => {
      if (!isFilePath(req.path)) {
        next();
        return;
      }
      res.status(404).setHeader('Cache-Control', 'no-cache');
      res.type('text/plain; charset=utf-8').send(FILE_NOT_FOUND);
    });
    const styles = new InlineStyles(options.spaDir);
    const renderer = new PublicPageRenderer({
      styles,
      bundle: options.rendererBundle ?? join(options.spaDir, '..', 'dist-server', 'server.js'),
      manifest: join(options.spaDir, '.vite', 'manifest.json'),
      logger: platform.logger,
      timeoutMs: platform.config.renderTimeoutMs,
    });
    let indexHtml: string | null = null;
    // The SPA's socket goes to this port of the page's host (spec: 3001, the default of WS_PORT).
    const realtimePort =
      platform.config.wsPort > 0 ? `<meta name="realtime-port" content="${platform.config.wsPort}" />` : '';
    // The SPA's document for every other path, with the status its content will have (no soft
    // 404s), the page's own title, description, canonical link, Open Graph and JSON-LD, and for
    // public pages the page itself, rendered on the server (ADR 0042).
    app.get(/.*/, async (req, res) => {
      // The layout's stylesheet inlined: no request holds the first paint (ADR 0059).
      indexHtml ??= replaceLiterally(
        styles.inDocument(readFileSync(join(options.spaDir, 'index.html'), 'utf8')),
        '</head>',
        `${realtimePort}</head>`,
      );
      const origin = originOf(req, platform.config.publicUrl);
      const [head, body] = await Promise.all([heads.head(req.originalUrl, origin), renderer.render(req)]);
      res.status(head.status);
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').send(withBody(withHead(indexHtml, head), body));
    });
  }
  app.use(errorHandler(platform.logger));
  return app;
}

const FILE_NOT_FOUND = 'Файл не найден';

/** The build's assets, and files at the root (favicon, manifest): never a page of the SPA. */
function isFilePath(path: string): boolean {
  return (
    path.startsWith('/assets/') ||
    /^\/[^/]+\.(?:js|mjs|css|map|json|txt|xml|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|webmanifest|br|gz)$/i.test(
      path,
    )
  );
}

/** Vite's hashed assets never change; everything else is revalidated. */
function cacheHeaders(res: { setHeader(name: string, value: string): unknown }, path: string): void {
  if (/[\\/]assets[\\/]/.test(path)) {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } else {
    res.setHeader('Cache-Control', 'no-cache');
  }
}
