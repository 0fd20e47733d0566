/**
 * How the scripts build the front end (`npm test`, the first `npm start`): the SPA for the browser,
 * then with `ssr` the renderer of public pages for the server (ADR 0042). Arguments for `node`.
 */
export const viteBuildArgs = (ssr: boolean): string[] => [
  'node_modules/vite/bin/vite.js',
  'build',
  '--config',
  'frontend/vite.config.ts',
  ...(ssr ? ['--ssr'] : []),
  '--logLevel',
  'warn',
];
