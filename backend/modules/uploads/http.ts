import { Router, type RequestHandler } from 'express';
import type { FileStore } from '../../../infra/file-store/index.ts';
import { receiveFile, requireRole } from '../../kit/http/index.ts';
import { DomainError, badRequest } from '../../kit/write/index.ts';
import { SERVED_FOLDERS, UPLOAD_KINDS, sniffFile, storeUpload } from './files.ts';
import { UnreadableImageError, cleanImage } from './images.ts';
import { makeMissingVariant, storeVariants } from './variants.ts';
import type { UploadQuota } from './quota.ts';
import { MESSAGES } from './rules.ts';

type Kind = keyof typeof UPLOAD_KINDS;

/** Headers that describe a served file (cached for a year): not for an error answered instead. */
const FILE_HEADERS = [
  'Cache-Control',
  'ETag',
  'Content-Type',
  'Content-Length',
  'Content-Disposition',
] as const;

const TEXTS: Record<Kind, { type: string; tooLarge: string }> = {
  images: { type: MESSAGES.imageType, tooLarge: MESSAGES.imageTooLarge },
  documents: { type: MESSAGES.documentType, tooLarge: MESSAGES.documentTooLarge },
};

/** Reads the multipart field `file` into memory, with the kind's size limit and Russian refusals. */
const receive = (kind: Kind): RequestHandler =>
  receiveFile(
    'file',
    { fileSize: UPLOAD_KINDS[kind].maxBytes, fields: 10, parts: 12 },
    { tooLarge: TEXTS[kind].tooLarge, missing: MESSAGES.fileRequired },
  );

/** Uploads of product images and documents (suppliers, admins), and the files served back. */
/** Holds one of the user's upload slots from before the body is read until the answer is sent. */
function slot(quota: UploadQuota): RequestHandler {
  return async (req, res, next) => {
    const release = await quota.begin(String(req.auth!.userId));
    res.on('close', release);
    next();
  };
}

export function uploadsRouter(deps: { files: FileStore; quota: UploadQuota }): Router {
  const { files, quota } = deps;
  const router = Router();

  for (const kind of Object.keys(UPLOAD_KINDS) as Kind[]) {
    router.post(
      `/api/uploads/${kind}`,
      // Buyers list parts of their own (images) and attach signed contracts (PDF).
      requireRole('supplier', 'buyer', 'admin'),
      slot(quota),
      receive(kind),
      async (req, res) => {
        const file = req.file;
        if (!file) throw badRequest(MESSAGES.fileRequired, { file: MESSAGES.fileRequired });
        const type = sniffFile(file.buffer);
        if (!type || !UPLOAD_KINDS[kind].types.includes(type))
          throw badRequest(TEXTS[kind].type, { file: TEXTS[kind].type });
        await quota.received(String(req.auth!.userId), file.size);
        const bytes = type === 'pdf' ? file.buffer : await cleanImageOrRefuse(file.buffer, type);
        const url = await storeUpload(files, UPLOAD_KINDS[kind].folder, bytes, type);
        // The narrower copies for srcset are made now, so the first visitor on a phone waits for none.
        if (type !== 'pdf') await storeVariants(files, url.slice(url.lastIndexOf('/') + 1), bytes);
        res.status(201).json({ url, size: bytes.length, type });
      },
    );
  }

  // Names are random and never reused: a file never changes, so it is cached for a year. Served
  // as what its first bytes were (nosniff); images may not run anything (sandbox).
  router.get('/uploads/:folder/:name', async (req, res) => {
    const folder = String(req.params.folder);
    const name = String(req.params.name);
    let file = SERVED_FOLDERS.has(folder) ? await files.get(folder, name) : null;
    // A copy for srcset of a picture stored before copies were made (the demo pictures too).
    if (!file && folder === 'images' && (await makeMissingVariant(files, name)))
      file = await files.get(folder, name);
    if (!file) throw new DomainError(404, 'not_found', MESSAGES.notFound);
    const etag = `"${name}"`;
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('ETag', etag);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (file.contentType.startsWith('image/')) {
      res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    } else {
      // Documents are downloaded, never rendered in the site's origin.
      res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
      res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    }
    if (req.headers['if-none-match'] === etag) {
      res.status(304).end();
      return;
    }
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Length', String(file.size));
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    await new Promise<void>((resolve, reject) => {
      const stream = file.open();
      stream.on('error', (error: NodeJS.ErrnoException) => {
        // Part of the file is on its way: no second answer can follow, the client sees it cut off.
        if (res.headersSent) {
          res.destroy();
          resolve();
          return;
        }
        // Nothing sent yet (e.g. removed since it was found): an error, without the file's headers.
        for (const header of FILE_HEADERS) res.removeHeader(header);
        reject(error.code === 'ENOENT' ? new DomainError(404, 'not_found', MESSAGES.notFound) : error);
      });
      res.on('close', () => {
        stream.destroy();
        resolve();
      });
      stream.pipe(res);
    });
  });

  return router;
}

async function cleanImageOrRefuse(bytes: Uint8Array, type: 'png' | 'jpg' | 'webp'): Promise<Buffer> {
  try {
    return await cleanImage(bytes, type);
  } catch (error) {
    if (error instanceof UnreadableImageError)
      throw badRequest(MESSAGES.unreadableImage, { file: MESSAGES.unreadableImage });
    throw error;
  }
}
