import { readFileSync } from 'node:fs';

/**
 * The Node flags `npm start` gives the server (`node <flags> backend/app/main.ts` in package.json's
 * `start` script): a bench that runs the server «as npm start runs it» passes the same ones.
 */
export function serverNodeFlags(): string[] {
  const scripts = (
    JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts;
  const command = /(?:^|&&\s*)node\s+((?:--\S+\s+)*)backend\/app\/main\.ts/.exec(scripts.start ?? '');
  if (!command) throw new Error('package.json: the start script does not run backend/app/main.ts with node');
  return command[1]!.split(/\s+/).filter(Boolean);
}
