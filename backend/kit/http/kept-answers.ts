import type { Request, RequestHandler } from 'express';

/**
 * A module's kept answers' lane (ADR 0105): a `GET` of exactly `path` from a visitor (no token, so
 * the answer is everyone's; no body, so the JSON parser has nothing to refuse) is answered at once
 * with the JSON text `kept` returns for it, before the body parser, the token check and the
 * routers. What follows the text (the ETag, a 304, the encoding) is as on the route. Anything else
 * — a token, a page not kept, a parameter `kept` throws on (the route gives the 400) — goes on.
 */
export function keptAnswersLane(path: string, kept: (req: Request) => string | undefined): RequestHandler {
  return (req, res, next) => {
    if (!isVisitorsPlainGet(req, path)) return next();
    let text: string | undefined;
    try {
      text = kept(req);
    } catch {
      // A 400 is the route's to give.
    }
    if (text === undefined) return next();
    res.sendJsonText(text);
  };
}

function isVisitorsPlainGet(req: Request, path: string): boolean {
  const { headers } = req;
  return (
    req.method === 'GET' &&
    headers.authorization === undefined &&
    headers['content-length'] === undefined &&
    headers['transfer-encoding'] === undefined &&
    req.path === path
  );
}
