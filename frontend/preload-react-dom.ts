import type { Plugin } from 'vite';
import type { OutputChunk } from 'rolldown';

/** The module main.tsx imports dynamically to run it in a task of its own (ADR 0076). */
const REACT_DOM_CLIENT = /[\\/]node_modules[\\/]react-dom[\\/]client\.js$/;

/**
 * Links React DOM's chunk in index.html as `modulepreload`: main.tsx imports it dynamically, one
 * task after the entry has run (ADR 0076), and Vite links only an entry's static imports. Without
 * the link its 65 KB gzip would be asked for only once the entry has run.
 */
export function preloadReactDom(): Plugin {
  return {
    name: 'preload-react-dom',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const { bundle, chunk: entry } = context;
        if (!bundle || !entry) return [];
        const linked = new Set<string>([entry.fileName]);
        const visit = (chunk: OutputChunk, files: string[]) => {
          if (linked.has(chunk.fileName)) return;
          linked.add(chunk.fileName);
          files.push(chunk.fileName);
          for (const file of chunk.imports) {
            const imported = bundle[file];
            if (imported?.type === 'chunk') visit(imported, files);
          }
        };
        // What the entry imports statically Vite links itself.
        const files: string[] = [];
        const statics: OutputChunk[] = [entry];
        for (let index = 0; index < statics.length; index += 1) {
          for (const file of statics[index]!.imports) {
            const imported = bundle[file];
            if (linked.has(file) || imported?.type !== 'chunk') continue;
            linked.add(file);
            statics.push(imported);
          }
        }
        // main.tsx may sit in a chunk the entry imports (the chunk of the first load's modules).
        for (const file of statics.flatMap((chunk) => chunk.dynamicImports)) {
          const chunk = bundle[file];
          if (chunk?.type === 'chunk' && chunk.moduleIds.some((id) => REACT_DOM_CLIENT.test(id)))
            visit(chunk, files);
        }
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
