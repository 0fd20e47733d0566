import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import { join } from 'node:path';
import type { CodeSplittingGroup } from 'rolldown';
import { build, type Plugin, type Rolldown } from 'vite';

/**
 * The screens the server renders for anyone (ADR 0042), by the module their route loads
 * (frontend/src/app/routes.tsx). The home page's files are the first-load budget.
 */
export const PUBLIC_SCREENS: Readonly<Record<string, string>> = {
  home: 'src/pages/home/index.ts',
  catalog: 'src/pages/catalog/index.ts',
  product: 'src/pages/product/index.ts',
  part: 'src/pages/part/index.ts',
  services: 'src/pages/services/index.ts',
  service: 'src/pages/service/index.ts',
  news: 'src/pages/news/NewsListPage.tsx',
  'news-item': 'src/pages/news/NewsDetailPage.tsx',
  guide: 'src/pages/guide/index.ts',
  contacts: 'src/pages/contacts/index.ts',
};

/**
 * What one more file costs a page against its bytes, in brotli kilobytes: under Lighthouse's
 * simulated slow 4G (150 ms round trip, 1.6 Mbit/s, six connections) a file is a sixth of a round
 * trip and its headers, about 25 ms, what 5 KB take on the wire.
 */
const FILE_COST_KB = 4;
/** The home page's bytes weigh more: its first load has a budget (120 KB) it is close to. */
const PAGE_WEIGHT: Readonly<Record<string, number>> = { home: 3 };

/** Set in the probe build, which must not probe again. */
const PROBE_ENV = 'PUBLIC_CHUNKS_PROBE';
export const isProbe = (): boolean => process.env[PROBE_ENV] === '1';

/** A chunk of the probe build beyond the entry's first load that a public screen loads first. */
interface Piece {
  readonly file: string;
  readonly kb: number;
  readonly modules: readonly string[];
  /** The pieces it imports statically (those beyond the first load). */
  readonly imports: readonly string[];
  /** The public screens whose first load needs it. */
  readonly screens: ReadonlySet<string>;
  /** The screen whose own chunk it is. */
  readonly screen: string | null;
}

/** Pieces that go into one chunk. */
interface Cluster {
  readonly pieces: readonly Piece[];
  readonly screen: string | null;
}

/**
 * Groups for `output.codeSplitting`: the modules the public screens load beyond the entry, in a
 * few chunks chosen by which screens need them (ADR 0098).
 *
 * Rolldown cuts the modules of the lazily loaded screens into a chunk per set of screens that
 * reach them, cabinet screens included: a product page needed 25 files beyond the entry, most
 * under a kilobyte, and Lighthouse's simulated link pays a round trip per six. Which modules a
 * screen reaches is only known after tree shaking (the app imports through index files that name
 * every component of a folder), so a first build without these groups (the probe, not written)
 * gives the chunks and the public screens whose static imports reach each. The chunks reached by
 * the same public screens are one cluster; then, while a merge lowers it, the two clusters whose
 * merge lowers most the cost of the public screens' first loads (what each loads: its files and
 * their bytes, what a merged chunk imports included) are merged. Two screens' own chunks are never
 * merged.
 */
export async function publicChunkGroups(root: string, configFile: string): Promise<CodeSplittingGroup[]> {
  const clusters = cluster(pieces(root, await probe(root, configFile)));
  const byModule = new Map<string, string>();
  return clusters.map((group, index) => {
    const name = group.screen ?? `public-${index}`;
    for (const piece of group.pieces) for (const id of piece.modules) byModule.set(id, name);
    return {
      name,
      test: (id: string) => byModule.get(id) === name,
      // A module's imports are reached by every screen that reaches it: clusters needed by more
      // screens go first, so a group does not take their modules in as its dependencies.
      priority: new Set(group.pieces.flatMap((piece) => [...piece.screens])).size,
    };
  });
}

/** The app built as it would be without the public groups: its chunks, not written. */
async function probe(root: string, configFile: string): Promise<Rolldown.OutputChunk[]> {
  process.env[PROBE_ENV] = '1';
  try {
    const result = await build({
      configFile,
      root,
      logLevel: 'silent',
      build: { write: false, manifest: false, emptyOutDir: false },
    });
    const outputs = Array.isArray(result) ? result : [result];
    return outputs.flatMap((output) =>
      'output' in output
        ? output.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk')
        : [],
    );
  } finally {
    delete process.env[PROBE_ENV];
  }
}

/** Each chunk beyond the entry's first load that a public screen loads first. */
function pieces(root: string, chunks: readonly Rolldown.OutputChunk[]): Piece[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: readonly Rolldown.OutputChunk[], skip: ReadonlySet<string>) => {
    const seen = new Set<string>();
    const visit = (chunk: Rolldown.OutputChunk | undefined) => {
      if (!chunk || seen.has(chunk.fileName) || skip.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      for (const file of chunk.imports) visit(byFile.get(file));
    };
    start.forEach(visit);
    return seen;
  };
  const initial = closure(
    chunks.filter((chunk) => chunk.isEntry),
    new Set(),
  );
  const screensOf = new Map<string, Set<string>>();
  const ownChunk = new Map<string, string>();
  for (const [screen, source] of Object.entries(PUBLIC_SCREENS)) {
    const own = chunks.find((chunk) => chunk.facadeModuleId === join(root, source));
    if (!own) throw new Error(`public chunks: no chunk of ${source} in the build`);
    ownChunk.set(own.fileName, screen);
    for (const file of closure([own], initial)) {
      const screens = screensOf.get(file) ?? new Set<string>();
      screens.add(screen);
      screensOf.set(file, screens);
    }
  }
  return [...screensOf].map(([file, screens]) => {
    const chunk = byFile.get(file)!;
    return {
      file,
      kb: brotliCompressSync(chunk.code).length / 1024,
      modules: chunk.moduleIds,
      imports: chunk.imports.filter((imported) => screensOf.has(imported)),
      screens,
      screen: ownChunk.get(file) ?? null,
    };
  });
}

/** What one more file costs a screen, against its bytes. */
function cost(clusters: readonly Cluster[]): number {
  const clusterOf = new Map<string, Cluster>();
  for (const group of clusters) for (const piece of group.pieces) clusterOf.set(piece.file, group);
  let total = 0;
  for (const group of clusters) {
    if (!group.screen) continue;
    const loaded = new Set<Cluster>();
    const visit = (next: Cluster) => {
      if (loaded.has(next)) return;
      loaded.add(next);
      for (const piece of next.pieces) for (const file of piece.imports) visit(clusterOf.get(file)!);
    };
    visit(group);
    let kb = 0;
    for (const each of loaded) for (const piece of each.pieces) kb += piece.kb;
    total += (PAGE_WEIGHT[group.screen] ?? 1) * (kb + FILE_COST_KB * loaded.size);
  }
  return total;
}

/** The pieces needed by the same screens together, then the merge that saves most while one saves. */
function cluster(all: readonly Piece[]): Cluster[] {
  const bySet = new Map<string, Piece[]>();
  for (const piece of all) {
    const key = [...piece.screens].sort().join(',');
    bySet.set(key, [...(bySet.get(key) ?? []), piece]);
  }
  let clusters: Cluster[] = [...bySet.values()].map((pieces) => ({
    pieces,
    screen: pieces.find((piece) => piece.screen)?.screen ?? null,
  }));
  let current = cost(clusters);
  for (;;) {
    let best: { cost: number; clusters: Cluster[] } | null = null;
    for (let a = 0; a < clusters.length; a += 1) {
      for (let b = a + 1; b < clusters.length; b += 1) {
        const one = clusters[a]!;
        const other = clusters[b]!;
        if (one.screen && other.screen) continue;
        const merged: Cluster = {
          pieces: [...one.pieces, ...other.pieces],
          screen: one.screen ?? other.screen,
        };
        const next = [...clusters.filter((group) => group !== one && group !== other), merged];
        const nextCost = cost(next);
        if (nextCost < current && (!best || nextCost < best.cost)) best = { cost: nextCost, clusters: next };
      }
    }
    if (!best) return clusters;
    clusters = best.clusters;
    current = best.cost;
  }
}

/**
 * Names each public screen's module in Vite's manifest again: a module a group captures has no
 * chunk of its own, and the manifest lists chunks by the module they stand for, so the server,
 * which links a rendered page's stylesheets and chunks by the screen's module (ADR 0042), would
 * find nothing. The screen's key gets the entry of the chunk that holds it.
 */
export function manifestScreens(root: string): Plugin {
  return {
    name: 'manifest-screens',
    apply: 'build',
    // Vite writes its manifest itself, after the bundle's hooks: it is read back from the disk.
    writeBundle(options, bundle) {
      const file = join(options.dir ?? '', '.vite', 'manifest.json');
      if (!options.dir || !existsSync(file)) return;
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { file: string }>;
      const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
      for (const source of Object.values(PUBLIC_SCREENS)) {
        if (manifest[source]) continue;
        const holder = Object.values(bundle).find(
          (chunk) => chunk.type === 'chunk' && chunk.moduleIds.includes(join(root, source)),
        );
        const key = holder && keyOf.get(holder.fileName);
        if (!key) throw new Error(`manifest: no chunk holds ${source}`);
        manifest[source] = { ...manifest[key]!, src: source, isDynamicEntry: true } as { file: string };
      }
      writeFileSync(file, JSON.stringify(manifest, null, 2));
    },
  };
}
