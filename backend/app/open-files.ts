import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * The process's open-file limit (RLIMIT_NOFILE): soft is what binds, hard how far soft may go.
 * Node raises the soft limit to the hard one itself as it starts (PlatformInit in src/node.cc,
 * on every POSIX system); the hard limit is the operator's (`ulimit -Hn`, compose's `ulimits`,
 * systemd's `LimitNOFILE`). ADR 0050.
 */
export interface OpenFileLimit {
  readonly soft: number;
  readonly hard: number;
}

/** A setting of `ulimit` or /proc: a number or `unlimited`. */
const figure = (text: string | undefined): number | null => {
  if (text === undefined) return null;
  if (text === 'unlimited') return Number.POSITIVE_INFINITY;
  return /^\d+$/.test(text) ? Number(text) : null;
};

/** The limit as Linux states it in /proc/self/limits, else as the shell's `ulimit` reports it (a
 * child inherits the limit); null where neither answers. */
export function readOpenFileLimit(): OpenFileLimit | null {
  try {
    const line = /^Max open files\s+(\S+)\s+(\S+)/m.exec(readFileSync('/proc/self/limits', 'utf8'));
    const soft = figure(line?.[1]);
    const hard = figure(line?.[2]);
    if (soft !== null && hard !== null) return { soft, hard };
  } catch {
    // Not Linux: ask the shell.
  }
  try {
    const [soft, hard] = execFileSync('sh', ['-c', 'ulimit -Sn; ulimit -Hn'], {
      timeout: 2000,
      encoding: 'utf8',
    })
      .trim()
      .split(/\s+/)
      .map(figure);
    if (soft != null && hard != null) return { soft, hard };
  } catch {
    // No shell either.
  }
  return null;
}
