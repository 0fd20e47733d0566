import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';

/** What a layer of an Express 5 router keeps of the path it was given. */
interface LayerLike {
  readonly rawPath?: unknown;
}

/**
 * The fixed start of a path pattern (`/api/orders/:id` → `/api/orders/`), lower-cased as Express
 * matches by default; null when the pattern is not a string or could match anything (`/`, `*`).
 */
function fixedStart(path: unknown): string | null {
  if (typeof path !== 'string') return null;
  const end = path.search(/[:*?(){}[\]\\+]/);
  // Express matches `/api/x/` as `/api/x` too: a trailing slash is no part of the start.
  const start = (end < 0 ? path.replace(/\/+$/, '') : path.slice(0, end)).toLowerCase();
  return start.length > 1 ? start : null;
}

/**
 * A module's router entered only by requests whose path starts as one of its routes' does (ADR
 * 0104): a request passed every router mounted before the one that answers it, and each walked its
 * routes' patterns one by one (a `POST /api/orders` about a hundred, 8 % of an order's CPU). The
 * starts are read from the router's own layers when it is mounted; a router with a layer whose path
 * has no fixed start (a pattern from a RegExp, `/`, a wildcard at the start) is always entered. The
 * test is looser than the router's own (a start, not the whole pattern), so it never skips a router
 * that would have answered. Routes added to the router after it is mounted are not seen: mount it
 * whole.
 */
export function enteredByItsPaths(router: Router): RequestHandler {
  const layers = (router as unknown as { stack?: readonly LayerLike[] }).stack;
  if (!layers || layers.length === 0) return router;
  const starts: string[] = [];
  for (const layer of layers) {
    const paths = Array.isArray(layer.rawPath) ? (layer.rawPath as unknown[]) : [layer.rawPath];
    for (const path of paths) {
      const start = fixedStart(path);
      if (start === null) return router;
      starts.push(start);
    }
  }
  const distinct = [...new Set(starts)];
  const guard = (req: Request, res: Response, next: NextFunction) => {
    const path = req.path.toLowerCase();
    for (const start of distinct) if (path.startsWith(start)) return router(req, res, next);
    next();
  };
  // The router's layers stay in sight of whoever walks the app's routes (the OpenAPI check).
  return Object.assign(guard, { stack: layers });
}
