import { existsSync, readFileSync } from 'node:fs';
import type { Request } from 'express';
import { pathToFileURL } from 'node:url';
import type { Logger } from '../logger.ts';
import type { InlineStyles } from './inline-styles.ts';
import { jsonInScript, replaceLiterally } from './splice.ts';

/** The SPA's server renderer (frontend/src/app/server.tsx, built by `npm run build`). */
interface RendererModule {
  renderPage(
    url: string,
    options: { apiOrigin: string; signal?: AbortSignal; onError?: (error: unknown) => void },
  ): Promise<{ html: string; queries: unknown; complete: boolean; sources: readonly string[] }>;
}

/** An entry of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}
type Manifest = Record<string, ManifestChunk>;

/** What goes into the document: the markup of #root and the data it was rendered from. */
export interface RenderedBody {
  /** The rendered screens' stylesheets (inlined) and links to their chunks, for the head. */
  readonly links: string;
  /** Preloads of the page's first pictures (its largest paint), for the top of the head. */
  readonly preloads: string;
  readonly html: string;
  /** JSON for the SPA's query cache, safe inside a script block. */
  readonly data: string;
}

/** The public pages a crawler indexes; cabinet, cart and sign-in stay the SPA's. */
const PUBLIC_PATH =
  /^\/(?:catalog(?:\/[^/]+)?|product\/[^/]+|part\/[^/]+|services(?:\/[^/]+)?|service\/[^/]+|news(?:\/[^/]+)?|guide|contacts)?\/?$/;

/**
 * Renders public pages on the server with the SPA's own components (ADR 0042): the crawler reads
 * the product, its price and description without running JavaScript, and the browser hydrates
 * the same markup from the embedded data, without fetching it again.
 */
export class PublicPageRenderer {
  private readonly bundle: string;
  private readonly manifestFile: string;
  private readonly logger: Logger;
  /** A render slower than this (a stuck read model) sends the page without its content. */
  private readonly timeoutMs: number;
  private readonly styles: InlineStyles;
  private module: Promise<RendererModule | null> | null = null;
  private manifest: Manifest | null = null;

  constructor(options: {
    bundle: string;
    manifest: string;
    logger: Logger;
    timeoutMs: number;
    styles: InlineStyles;
  }) {
    this.styles = options.styles;
    this.bundle = options.bundle;
    this.manifestFile = options.manifest;
    this.logger = options.logger;
    this.timeoutMs = options.timeoutMs;
  }

  static isPublic(path: string): boolean {
    return PUBLIC_PATH.test(path);
  }

  /** The page's body, or null when it is not public or cannot be rendered (the SPA renders it then). */
  async render(req: Request): Promise<RenderedBody | null> {
    if (!PublicPageRenderer.isPublic(req.path)) return null;
    const renderer = await this.load();
    if (!renderer) return null;
    try {
      const page = await renderer.renderPage(req.originalUrl, {
        apiOrigin: ownOrigin(req),
        signal: AbortSignal.timeout(this.timeoutMs),
        onError: (error) =>
          this.logger.warn({ path: req.path, err: error }, 'server render failed: the SPA renders the page'),
      });
      const { preloads, html } = liftImagePreloads(page.html);
      return {
        links: this.links(page.sources),
        preloads,
        html,
        data: jsonInScript({ queries: page.queries, complete: page.complete }),
      };
    } catch (error) {
      this.logger.warn(
        { path: req.path, err: error },
        'server render gave up: the page is sent without its content',
      );
      return null;
    }
  }

  /**
   * The rendered screens' stylesheets, inlined (styled before any script runs, with no request
   * holding the first paint; no shift when their chunk arrives), and their chunks (fetched beside
   * the entry, not after it). The entry's own are in the document already; Vite's loader skips a
   * stylesheet that is already linked (the inlined ones leave a disabled link for it).
   */
  private links(sources: readonly string[]): string {
    this.manifest ??= existsSync(this.manifestFile)
      ? (JSON.parse(readFileSync(this.manifestFile, 'utf8')) as Manifest)
      : {};
    const manifest = this.manifest;
    const closure = (keys: readonly string[], skip: ReadonlySet<string>): Set<string> => {
      const seen = new Set<string>();
      const visit = (key: string) => {
        if (seen.has(key) || skip.has(key) || !manifest[key]) return;
        seen.add(key);
        for (const imported of manifest[key].imports ?? []) visit(imported);
      };
      keys.forEach(visit);
      return seen;
    };
    // What the entry loads is in the document already.
    const entry = closure(
      Object.keys(manifest).filter((key) => manifest[key]!.isEntry),
      new Set(),
    );
    const files = [...closure(sources, entry)].map((key) => manifest[key]!);
    const css = [...new Set(files.flatMap((chunk) => chunk.css ?? []))];
    return [
      ...css.map((file) => this.styles.tag(`/${file}`)),
      ...files.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.file}" />`),
    ].join('');
  }

  private load(): Promise<RendererModule | null> {
    this.module ??= (async () => {
      if (!existsSync(this.bundle)) {
        this.logger.warn(
          { bundle: this.bundle },
          'no server renderer built (npm run build): public pages are sent without content',
        );
        return null;
      }
      return (await import(pathToFileURL(this.bundle).href)) as RendererModule;
    })();
    return this.module;
  }
}

/** This server as the request reached it: the renderer's queries go to the same listener. */
function ownOrigin(req: Request): string {
  const address = (req.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  const host = address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${req.socket.localPort}`;
}

/**
 * React writes a preload of each picture the page shows first (not lazy) at the top of the
 * rendered markup; in the head, before the scripts, the browser asks for them first. Hydration
 * passes over them either way.
 */
function liftImagePreloads(html: string): { preloads: string; html: string } {
  const lifted = /^(?:<link rel="preload" as="image"[^>]*\/>)+/.exec(html)?.[0] ?? '';
  return { preloads: lifted, html: html.slice(lifted.length) };
}

/** The SPA's document with the rendered page in #root and its data beside it. */
export function withBody(document: string, body: RenderedBody | null): string {
  if (!body) return document;
  const withPreloads = body.preloads
    ? replaceLiterally(document, /<script type="module"/, `${body.preloads}\n    <script type="module"`)
    : document;
  const withLinks = replaceLiterally(withPreloads, '</head>', `${body.links}</head>`);
  return replaceLiterally(
    withLinks,
    '<div id="root"></div>',
    `<div id="root">${body.html}</div><script type="application/json" id="page-data">${body.data}</script>`,
  );
}
