import { mkdtempSync, rmSync, unlinkSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemoryRateCounters } from '../../../infra/rate-limit/index.ts';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFileStore, type StoredFile } from '../../../infra/file-store/index.ts';
import { errorHandler } from '../../kit/http/index.ts';
import { uploadsRouter } from './http.ts';
import { MESSAGES } from './rules.ts';
import { createUploadQuota } from './quota.ts';

/** The local store, with the file removed by someone else between finding it (stat) and reading it. */
class RemovedWhileServed extends LocalFileStore {
  private readonly uploads: string;
  constructor(root: string) {
    super(root);
    this.uploads = root;
  }
  override async get(folder: string, name: string): Promise<StoredFile | null> {
    const file = await super.get(folder, name);
    if (file) unlinkSync(join(this.uploads, folder, name));
    return file;
  }
}

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const dir = mkdtempSync(join(tmpdir(), 'uploads-http-'));
const failures: object[] = [];
let server: ReturnType<express.Express['listen']>;
let url = '';

beforeAll(async () => {
  const app = express();
  app.use(
    uploadsRouter({
      files: new RemovedWhileServed(dir),
      quota: createUploadQuota({ counters: new MemoryRateCounters() }),
    }),
  );
  app.use(errorHandler({ error: (object) => failures.push(object) }));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe('GET /uploads/<folder>/<name>', () => {
  it('answers 404 «Файл не найден», not cached, when the file goes away between finding and reading it', async () => {
    await new LocalFileStore(dir).put('documents', 'gone.pdf', PDF);
    const response = await fetch(`${url}/uploads/documents/gone.pdf`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: MESSAGES.notFound });
    expect(response.headers.get('cache-control')).toBeNull();
    expect(response.headers.get('etag')).not.toBe('"gone.pdf"');
    expect(failures).toEqual([]);
  });
});
