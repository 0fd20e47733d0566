import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

/** A header helmet set (a value) or removed (null), in its order. */
type HeaderWrite = readonly [name: string, value: string | null];

/** Distinct host names whose headers are kept (a page is served under one or two). */
const HOSTS_KEPT = 64;

/**
 * The browser's security headers on every response (ADR 0027): a strict Content-Security-Policy
 * that the built SPA runs under without a violation (tests/e2e/csp.spec.ts visits every route),
 * nosniff, a referrer policy, no framing, and HSTS once the site is served over https.
 *
 * helmet makes them, once per host name the requests name (the policy's `connect-src` names the
 * page's host): what it set for a host is kept and set again as it was for the next request to
 * that host, in the same order (ADR 0081). A host helmet refuses (its policy would carry `;` or
 * `,`) is never kept: each such request goes through helmet, which passes its error on.
 */
export function securityHeaders(options: { publicUrl: string | undefined }): RequestHandler {
  const https = options.publicUrl?.startsWith('https://') ?? false;
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Only the built bundle: no inline script, no eval. JSON-LD blocks are data, not script.
        scriptSrc: ["'self'"],
        // React and the editors set style attributes; no stylesheet comes from elsewhere.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // The realtime socket listens on its own port of the page's host.
        connectSrc: ["'self'", realtimeSource('ws'), realtimeSource('wss')],
        objectSrc: ["'none'"],
        frameSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // The SPA loads nothing cross-origin; embedding policies would only break uploaded images in
    // other sites' previews without protecting anything here.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
  const byHost = new Map<string, readonly HeaderWrite[]>();
  /** What helmet writes for this request, or null when it refuses it or does not answer at once. */
  const record = (req: Request): HeaderWrite[] | null => {
    const writes: HeaderWrite[] = [];
    const recorder = {
      setHeader: (name: string, value: string) => writes.push([name, value]),
      removeHeader: (name: string) => writes.push([name, null]),
    };
    let passed = false;
    headers(req, recorder as unknown as Response, (error?: unknown) => {
      passed = !error;
    });
    return passed ? writes : null;
  };
  return (req, res, next) => {
    const host = hostOf(req);
    let writes = byHost.get(host);
    if (!writes) {
      const recorded = record(req);
      if (!recorded) {
        headers(req, res, next);
        return;
      }
      if (byHost.size >= HOSTS_KEPT) byHost.clear();
      byHost.set(host, recorded);
      writes = recorded;
    }
    for (const [name, value] of writes) {
      if (value === null) res.removeHeader(name);
      else res.setHeader(name, value);
    }
    next();
  };
}

/** The host the policy names: the request's, as Express reads it (a trusted proxy's X-Forwarded-Host). */
function hostOf(req: IncomingMessage): string {
  return (req as Request).hostname || 'localhost';
}

function realtimeSource(scheme: 'ws' | 'wss') {
  return (req: IncomingMessage, _res: ServerResponse): string => {
    const host = hostOf(req);
    return `${scheme}://${host.includes(':') ? `[${host}]` : host}:*`;
  };
}
