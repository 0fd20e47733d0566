/**
 * The public pages rendered on the server (ADR 0042): what a crawler without JavaScript reads and
 * what a visitor sees before the scripts arrive. Built by `vite build --ssr` into
 * frontend/dist-server and called by the backend for each public document.
 */
import {
  QueryClient,
  QueryClientProvider,
  dehydrate,
  type DehydratedState,
  type Query,
} from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { createRequire } from 'node:module';
import type { JSDOM as JsdomConstructor } from 'jsdom';
import { setApiOrigin } from '../shared/api';
import { setHtmlWindow } from '../shared/lib';
import { AppRoutes } from './AppRoutes';
import { pageSources, routes } from './routes';

// News, guide and descriptions are rich text: parsed and sanitised as the browser does it. jsdom is
// loaded by the first page that has rich text, not with the renderer: loading it and making its
// window costs about half a second of CPU and tens of MiB, which a page of cards never needs (ADR 0088).
setHtmlWindow(() => {
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: typeof JsdomConstructor };
  return new JSDOM('').window;
});

/** Renders until no query is left waiting: a page's data, then what depends on it. */
const MAX_PASSES = 4;

export interface RenderedPage {
  /** The markup of #root. */
  readonly html: string;
  /** The data the markup was rendered from, for the browser's query cache. */
  readonly queries: DehydratedState;
  /** Every query answered and nothing failed: only such a page is hydrated, anything else is rendered afresh. */
  readonly complete: boolean;
  /** The source modules of the screens rendered: the document links their stylesheets and chunks. */
  readonly sources: readonly string[];
}

export interface RenderOptions {
  /** The API the page's queries ask: the server's own loopback origin. */
  readonly apiOrigin: string;
  /** Gives up a slow render; the backend then sends the page without its content. */
  readonly signal?: AbortSignal;
  /** Told of what failed while rendering (the backend logs it). */
  readonly onError?: (error: unknown) => void;
}

function waiting(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  const on = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  return on && query.state.status === 'pending' && query.state.fetchStatus === 'idle';
}

/** The server's twin of App: the same tree, so the browser's hydration finds what it renders. */
function ServerApp({ client, url }: { client: QueryClient; url: string }) {
  return (
    <QueryClientProvider client={client}>
      <StaticRouter location={url}>
        <AppRoutes routes={routes} />
      </StaticRouter>
    </QueryClientProvider>
  );
}

async function renderOnce(url: string, client: QueryClient, options: RenderOptions) {
  let failed = false;
  const { prelude } = await prerender(
    <StrictMode>
      <ServerApp client={client} url={url} />
    </StrictMode>,
    {
      signal: options.signal,
      // Every boundary inline, in place: an outlined one would need an inline script to move it,
      // which the Content-Security-Policy forbids and a crawler does not run.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        failed = true;
        options.onError?.(error);
      },
    },
  );
  return { html: await new Response(prelude).text(), failed };
}

/**
 * Renders `url` (path and query) as a guest sees it. The first pass finds the queries the page
 * asks for; they are fetched and the page rendered again, until nothing waits.
 */
export async function renderPage(url: string, options: RenderOptions): Promise<RenderedPage> {
  setApiOrigin(options.apiOrigin);
  // A failed query shows its error, as the browser would after its retries (not a loader that
  // waits for a retry on mount which the server never makes).
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Infinity } },
  });
  let page = await renderOnce(url, client, options);
  for (let pass = 1; pass < MAX_PASSES; pass += 1) {
    const pending = client.getQueryCache().getAll().filter(waiting);
    if (pending.length === 0) break;
    await Promise.all(pending.map((query) => query.fetch().catch(() => undefined)));
    options.signal?.throwIfAborted();
    page = await renderOnce(url, client, options);
  }
  const queries = dehydrate(client);
  const errors = client
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error');
  client.clear();
  return { html: page.html, queries, complete: !page.failed && !errors, sources: pageSources(url) };
}
