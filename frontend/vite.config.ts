import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { precompress } from './precompress.ts';
import { preloadReactDom } from './preload-react-dom.ts';
import { isProbe, manifestScreens, publicChunkGroups } from './public-chunks.ts';

// The SPA lives in frontend/ and is built to frontend/dist, which the backend serves with a
// history fallback. `npm run build` runs from the repository root with --config, so every path
// here is anchored to this file, not to the working directory.
const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(async ({ command, isSsrBuild }): Promise<UserConfig> => ({
  root,
  publicDir: 'public',
  plugins: isSsrBuild
    ? [react()]
    : // The probe of ADR 0098 writes nothing.
      [react(), preloadReactDom(), ...(isProbe() ? [] : [manifestScreens(root), precompress()])],
  ...(isSsrBuild
    ? {
        ssr: { noExternal: true, resolve: { conditions: ['module', 'node', 'production'] } },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      }
    : {}),
  // `vite build --ssr` builds the renderer of public pages for the backend (ADR 0042); its
  // packages stay in node_modules and are imported from there.
  build: isSsrBuild
    ? {
        outDir: 'dist-server',
        emptyOutDir: true,
        target: 'node24',
        rollupOptions: { input: 'src/app/server.tsx' },
        copyPublicDir: false,
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        target: 'es2022',
        // No source maps: served beside the assets they would publish the SPA's full sources,
        // and nothing here reads them (ADR 0050).
        sourcemap: false,
        // Every supported browser has native modulepreload; the polyfill would only add bytes.
        modulePreload: { polyfill: false },
        // dist/.vite/manifest.json: the server links a rendered page's stylesheets and chunks.
        manifest: true,
        // What the entry imports statically is one chunk: Rolldown cut it into twelve by which
        // lazily loaded screens share each module, and every page paid a round trip per file before
        // its first paint under Lighthouse's simulated slow 4G (ADR 0087).
        // The modules the public screens load beyond it are a few chunks chosen by which screens
        // need them (ADR 0098); the probe build that finds them has the entry's group only.
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'initial', tags: ['$initial'], priority: 100 },
                ...(command === 'build' && !isProbe()
                  ? await publicChunkGroups(root, fileURLToPath(import.meta.url))
                  : []),
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
}));
