// The dynamic imports' preload lists leave out the chunks the entry loads statically (they are loaded before
// any code runs), and only those; index.html's preloads are left whole.
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { entryChunksPreload } from '../../build/preload-deps.ts';

const chunk = (fileName: string, imports: string[], isEntry = false) =>
  ({ type: 'chunk', fileName, imports, isEntry }) as unknown as Rollup.OutputChunk;

const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', ['assets/app.js', 'assets/react.js'], true),
    chunk('assets/app.js', ['assets/react.js', 'assets/tanstack.js']),
    chunk('assets/react.js', []),
    chunk('assets/tanstack.js', []),
    chunk('assets/Page.js', ['assets/app.js', 'assets/Table.js']),
    chunk('assets/Table.js', ['assets/react.js']),
  ].map((c) => [c.fileName, c]),
) as Rollup.OutputBundle;

function built() {
  const preload = entryChunksPreload();
  const handler = preload.plugin.generateBundle as { handler: (o: unknown, b: Rollup.OutputBundle) => void };
  handler.handler({}, bundle);
  return preload;
}

describe('preload lists without the entry’s chunks', () => {
  it('drops what the entry imports, directly or not, from a dynamic import’s list', () => {
    const deps = ['assets/app.js', 'assets/react.js', 'assets/tanstack.js', 'assets/Table.js'];
    expect(
      built().resolveDependencies('assets/Page.js', deps, { hostId: 'assets/app.js', hostType: 'js' }),
    ).toEqual(['assets/Table.js']);
  });

  it('leaves index.html’s preloads whole', () => {
    const deps = ['assets/app.js', 'assets/react.js', 'assets/tanstack.js'];
    expect(
      built().resolveDependencies('assets/index.js', deps, { hostId: 'index.html', hostType: 'html' }),
    ).toEqual(deps);
  });

  it('drops nothing before the bundle is known', () => {
    const deps = ['assets/app.js', 'assets/Table.js'];
    expect(
      entryChunksPreload().resolveDependencies('assets/Page.js', deps, {
        hostId: 'assets/app.js',
        hostType: 'js',
      }),
    ).toEqual(deps);
  });
});
