import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A letter the embedded mail adapter wrote to `<DATA_DIR>/outbox` (ADR 0035). */
export interface Letter {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/** Every letter in the outbox so far, oldest first. */
export async function letters(dataDir: string): Promise<Letter[]> {
  const outbox = join(dataDir, 'outbox');
  const names = (await readdir(outbox).catch(() => [] as string[])).sort();
  return Promise.all(
    names.map(async (name) => {
      const [head = '', ...body] = (await readFile(join(outbox, name), 'utf8')).split('\n\n');
      const field = (key: string) => new RegExp(`^${key}: (.*)$`, 'm').exec(head)?.[1] ?? '';
      return { to: field('To'), subject: field('Subject'), text: body.join('\n\n') };
    }),
  );
}
