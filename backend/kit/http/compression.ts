import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { promisify } from 'node:util';
import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';

/** Below this an answer fits the first packets anyway; compressing it only costs time (ADR 0023). */
export const COMPRESS_ABOVE_BYTES = 1024;
/** Bodies up to this size are compressed in place (faster than a trip to the thread pool). */
const IN_PLACE_BYTES = 32 * 1024;
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP = { level: 4 };

type Encoding = 'br' | 'gzip';
interface Encoded {
  /** The text the bytes were made from: reused only while the object still serializes to it. */
  readonly text: string;
  readonly json: Buffer;
  readonly br?: Buffer;
  readonly gzip?: Buffer;
}

const compressors = {
  br: {
    sync: (body: Buffer) => brotliCompressSync(body, BROTLI),
    async: promisify((body: Buffer, done: (error: Error | null, result: Buffer) => void) =>
      brotliCompress(body, BROTLI, done),
    ),
  },
  gzip: {
    sync: (body: Buffer) => gzipSync(body, GZIP),
    async: promisify((body: Buffer, done: (error: Error | null, result: Buffer) => void) =>
      gzip(body, GZIP, done),
    ),
  },
} as const;

/**
 * Answers made per request (the SPA's documents with their head, sitemap.xml, CSV) are compressed
 * by the `compression` middleware for clients that accept it: brotli at quality 4, else gzip at
 * level 4. Built assets are precompressed at build time and already carry their encoding, and
 * pictures and PDFs are not compressible: the middleware leaves both alone.
 */
export function compressAnswers(): RequestHandler {
  const compress = compression({ threshold: COMPRESS_ABOVE_BYTES, level: GZIP.level, brotli: BROTLI });
  // The answer to a write under /api is JSON (or nothing), which `reuseEncodedJson` compresses
  // itself: the middleware would only wrap the response's write, end and headers for nothing, at
  // every order (ADR 0104).
  return (req, res, next) => (isApiWrite(req) ? next() : compress(req, res, next));
}

/** A request under /api that only GET and HEAD are not: its answers are JSON made by `res.json`. */
export const isApiWrite = (req: Request): boolean =>
  req.method !== 'GET' && req.method !== 'HEAD' && req.path.startsWith('/api/');

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Response {
      /** Sends JSON text made once for many requests (an answer cache's), compressed once too. */
      sendJsonText(text: string): Response;
    }
  }
}

/** How many distinct JSON texts keep their compressed bytes (the catalogue's answer cache holds 500). */
const TEXTS_KEPT = 1_000;
/** How many distinct Accept-Encoding headers keep the encoding chosen for them (browsers send a handful). */
const ACCEPT_HEADERS_KEPT = 256;

type EtagFn = (body: Buffer) => string | undefined;
/** The ETag of bytes kept for many answers, made once with the app's `etag fn`, as Express would per request. */
const etags = new WeakMap<Buffer, { fn: EtagFn; etag: string | undefined }>();

/**
 * Sets the ETag Express would set when sending `bytes`, made once for these bytes (they are kept
 * for many requests and never change), so Express does not hash them again for each request.
 * A route's own ETag, and an app with ETags off, are left alone.
 */
function setKeptEtag(req: Request, res: Response, bytes: Buffer): void {
  const fn = req.app.get('etag fn') as EtagFn | undefined;
  if (typeof fn !== 'function' || res.getHeader('ETag') !== undefined) return;
  let kept = etags.get(bytes);
  if (kept?.fn !== fn) {
    kept = { fn, etag: fn(bytes) };
    etags.set(bytes, kept);
  }
  if (!kept.etag) return;
  // Content-Length first, as `res.send` sets it before the ETag: the headers go out in the same order.
  if (!res.getHeader('Transfer-Encoding')) res.setHeader('Content-Length', String(bytes.length));
  res.setHeader('ETag', kept.etag);
}

/**
 * Sends bytes made for this answer alone. Only a GET or HEAD is ever revalidated: a write's answer
 * (a 201 with the new order) is sent without the ETag `res.send` would hash its body for (ADR 0104).
 */
function sendMade(req: Request, res: Response, bytes: Buffer): Response {
  if (req.method === 'GET' || req.method === 'HEAD' || res.statusCode === 204 || res.statusCode === 304)
    return res.send(bytes);
  res.setHeader('Content-Length', String(bytes.length));
  res.end(bytes);
  return res;
}

/**
 * JSON answers above the threshold are compressed for clients that accept it, once per answer:
 * the catalogue's answer cache hands out the same text (`res.sendJsonText`) and the services'
 * the same object (`res.json`) for five seconds, so their compressed bytes are kept beside them
 * (by text, bounded; by object, in a WeakMap that lets them go with it) and a cached page costs a
 * lookup, not a compression (figures in ADR 0023). Bytes kept for an object are reused only while
 * it serializes to the same text, so an object changed in place is never answered with what it was.
 */
export function reuseEncodedJson(): RequestHandler {
  const byObject = new WeakMap<object, Encoded>();
  const byText = new Map<string, Encoded>();
  const keepText = (encoded: Encoded) => {
    byText.delete(encoded.text);
    byText.set(encoded.text, encoded);
    if (byText.size > TEXTS_KEPT) byText.delete(byText.keys().next().value!);
  };
  // The encoding chosen for each Accept-Encoding header seen: it depends on the header alone.
  const byAccepted = new Map<string | undefined, Encoding | null>();
  return (req, res, next) => {
    const header = req.headers['accept-encoding'];
    let encoding = byAccepted.get(header);
    if (encoding === undefined) {
      // Brotli whenever it is accepted at all: browsers list gzip first, at the same weight.
      const accepted = req.acceptsEncodings();
      encoding =
        accepted.includes('br') || accepted.includes('*') ? 'br' : accepted.includes('gzip') ? 'gzip' : null;
      if (byAccepted.size >= ACCEPT_HEADERS_KEPT) byAccepted.clear();
      byAccepted.set(header, encoding);
    }

    const answer = (
      text: string,
      known: Encoded | undefined,
      remember: (encoded: Encoded) => void,
    ): Response => {
      const json = known?.json ?? Buffer.from(text);
      /** Bytes kept for later answers carry their ETag too (a read's; a write's answer needs none). */
      const sendKept = (bytes: Buffer) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return sendMade(req, res, bytes);
        setKeptEtag(req, res, bytes);
        return res.send(bytes);
      };
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      if (json.length <= COMPRESS_ABOVE_BYTES) return known ? sendKept(json) : sendMade(req, res, json);
      res.vary('Accept-Encoding');
      if (!encoding) return known ? sendKept(json) : sendMade(req, res, json);
      const send = (bytes: Buffer) => {
        res.setHeader('Content-Encoding', encoding);
        return sendKept(bytes);
      };
      const ready = known?.[encoding];
      if (ready) return send(ready);
      if (json.length <= IN_PLACE_BYTES) {
        const bytes = compressors[encoding].sync(json);
        remember({ ...known, text, json, [encoding]: bytes });
        return send(bytes);
      }
      compressors[encoding]
        .async(json)
        .then((bytes) => {
          remember({ ...known, text, json, [encoding]: bytes });
          send(bytes);
        })
        .catch(next);
      return res;
    };

    res.json = (body: unknown) => {
      const text = JSON.stringify(body) ?? 'null';
      if (body === null || typeof body !== 'object') return answer(text, undefined, () => undefined);
      const cached = byObject.get(body);
      return answer(text, cached?.text === text ? cached : undefined, (encoded) =>
        byObject.set(body, encoded),
      );
    };
    res.sendJsonText = (text: string) => answer(text, byText.get(text), keepText);
    next();
  };
}
