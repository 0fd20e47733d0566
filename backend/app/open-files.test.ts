import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { readOpenFileLimit } from './open-files.ts';

describe('the open-file limit (ADR 0050)', () => {
  it('is read as soft and hard', () => {
    const limit = readOpenFileLimit();
    expect(limit).not.toBeNull();
    expect(limit!.soft).toBeGreaterThan(0);
    expect(limit!.hard).toBeGreaterThanOrEqual(limit!.soft);
  });

  it('a server started with a low soft limit runs with the hard one: Node raises it as it starts', () => {
    const script = `import('${new URL('./open-files.ts', import.meta.url).href}').then((m) => console.log(JSON.stringify(m.readOpenFileLimit())))`;
    // The shell lowers the soft limit to 256 (its hard one stays), then becomes the Node process.
    const output = execFileSync(
      'sh',
      ['-c', `ulimit -Sn 256 && exec "$0" --input-type=module -e "$1"`, process.execPath, script],
      {
        encoding: 'utf8',
        timeout: 20_000,
      },
    );
    const limit = JSON.parse(output) as { soft: number; hard: number };
    expect(limit.hard).toBeGreaterThan(256);
    expect(limit.soft).toBe(limit.hard);
  });
});
