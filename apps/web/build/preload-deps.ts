import type { Plugin, Rollup } from 'vite';

/** The files a chunk imports statically, itself and transitively. */
function staticGraph(bundle: Rollup.OutputBundle, from: string, into: Set<string>): Set<string> {
  const chunk = bundle[from];
  if (into.has(from) || chunk?.type !== 'chunk') return into;
  into.add(from);
  for (const file of chunk.imports) staticGraph(bundle, file, into);
  return into;
}

/**
 * Vite gives each dynamic import the list of its chunk's dependencies to preload with it, written in the
 * importing chunk (`__vite__mapDeps`, a table of file names). The chunks the entry imports statically
 * (react, Mantine's base, TanStack, the app chunk…) are loaded before any code runs, so listing them is
 * bytes for nothing: `resolveDependencies` leaves them out of every dynamic import's list (not out of
 * index.html's preloads). `plugin` notes them once the bundle is complete, before Vite writes the lists.
 */
export function entryChunksPreload() {
  const loaded = new Set<string>();
  const plugin: Plugin = {
    name: 'vetbo:entry-chunks-preload',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        loaded.clear();
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.isEntry) staticGraph(bundle, chunk.fileName, loaded);
        }
      },
    },
  };
  const resolveDependencies = (
    _file: string,
    deps: string[],
    { hostType }: { hostId: string; hostType: 'html' | 'js' },
  ) => (hostType === 'html' ? deps : deps.filter((dep) => !loaded.has(dep)));
  return { plugin, resolveDependencies };
}
