import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * The browser's security headers on every response (ADR 0027): a strict Content-Security-Policy
 * that the built SPA runs under without a violation (tests/e2e/csp.spec.ts visits every route),
 * nosniff, a referrer policy, no framing, and HSTS once the site is served over https.
 */
export function securityHeaders(options: { publicUrl: string | undefined }): RequestHandler {
  const https = options.publicUrl?.startsWith('https://') ?? false;
  return helmet({
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
}

function realtimeSource(scheme: 'ws' | 'wss') {
  return (req: IncomingMessage, _res: ServerResponse): string => {
    const host = (req as Request).hostname || 'localhost';
    return `${scheme}://${host.includes(':') ? `[${host}]` : host}:*`;
  };
}
