import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Size and SHA-256 of some bytes. */
export interface Digest {
  readonly bytes: number;
  readonly sha256: string;
}

function hashing(): { tap: Transform; digest: () => Digest } {
  const hash = createHash('sha256');
  let bytes = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { tap, digest: () => ({ bytes, sha256: hash.digest('hex') }) };
}

/** The size and SHA-256 of a file. */
export async function digestFile(path: string): Promise<Digest> {
  const { tap, digest } = hashing();
  await pipeline(createReadStream(path), tap, async (chunks: AsyncIterable<Buffer>) => {
    for await (const _chunk of chunks);
  });
  return digest();
}

/**
 * Copies a file to a new path (never over an existing one) and answers the digest of the bytes
 * read, which are the bytes written: one pass both copies and checks.
 */
export async function copyHashed(from: string, to: string, mode = 0o644): Promise<Digest> {
  const { tap, digest } = hashing();
  await pipeline(createReadStream(from), tap, createWriteStream(to, { flags: 'wx', mode }));
  return digest();
}
