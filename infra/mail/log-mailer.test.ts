import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { logMailer } from './index.ts';

describe('logMailer: each message a file in the outbox', () => {
  const dir = mkdtempSync(join(tmpdir(), 'marketplace-outbox-'));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('makes the folder for the first message, and again when it went away', async () => {
    const outbox = join(dir, 'outbox');
    const mailer = logMailer({ info: () => undefined }, outbox);
    await mailer.send({ to: 'a@example.ru', subject: 'Первое', text: 'Один' });
    await mailer.send({ to: 'a@example.ru', subject: 'Второе', text: 'Два' });
    expect(readdirSync(outbox)).toHaveLength(2);
    rmSync(outbox, { recursive: true });
    await mailer.send({ to: 'b@example.ru', subject: 'Третье', text: 'Три' });
    const [file] = readdirSync(outbox);
    expect(readFileSync(join(outbox, file!), 'utf8')).toBe('To: b@example.ru\nSubject: Третье\n\nТри\n');
  });
});
