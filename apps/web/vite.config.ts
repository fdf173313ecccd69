import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { entryChunksPreload } from './build/preload-deps.ts';
import { stripListDescriptionsPlugin } from './build/strip-list-descriptions.ts';

const API_ORIGIN = 'http://localhost:3000';
const PROXIED_PATHS = ['/v1', '/legacy', '/oidc', '/config.json', '/health'];

// Libraries every screen needs get their own long-lived chunks; screens are split by route (lazy
// components). Mantine is not grouped beyond what the first paint draws with: a group is loaded whole by
// the first screen, so the list would download the drawers', modals' and forms' components too.
const VENDOR_CHUNKS: { name: string; test: RegExp }[] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'tanstack', test: /node_modules[\\/]@tanstack[\\/]/ },
  { name: 'oidc', test: /node_modules[\\/](oidc-client-ts|react-oidc-context|jwt-decode)[\\/]/ },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
  // What every screen's first paint draws with (Mantine's core and its basic components), in one chunk:
  // apart, they were some twenty small chunks, each compressed on its own. A group takes its modules'
  // dependencies along, and is downloaded whole: Mantine's `utils` (popover positioning, inline inputs
  // and through them Input) and components no first paint draws (Portal, Paper, Skeleton) stay out.
  // (Table imports ScrollArea for its ScrollContainer, and ScrollArea floating-ui: both are in.)
  {
    name: 'mantine-base',
    test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/](core|components[\\/](Box|Text|Group|Stack|Title|Button|UnstyledButton|Loader|Transition|CloseButton|Table|ScrollArea|Anchor|Alert|Badge|Burger|AppShell))[\\/]/,
  },
];

/**
 * The app's own small modules of the first paint, in two chunks instead of some twenty files of a few
 * hundred bytes, each compressed alone: `app`, what the entry imports (`$initial`: the router, the route
 * definitions, the API client, auth, texts…, which Rolldown otherwise splits by the set of screens that
 * share each); `layout`, the layout and what it and every list draw with. Both are in every first paint.
 */
const APP_CHUNKS: { name: string; test: RegExp; tags?: ['$initial'] }[] = [
  { name: 'app', test: /[\\/](apps[\\/]web[\\/]src|packages[\\/][^\\/]+[\\/]src)[\\/]/, tags: ['$initial'] },
  {
    name: 'layout',
    test: /[\\/]src[\\/](app[\\/]layout[\\/](AppLayout|Sidebar|SidebarEntry|StageBadge|TopBar|navigation)|components[\\/]ui[\\/](Icon|Logo|Placeholder)|components[\\/]layout[\\/]AfterPrimaryContent|components[\\/]permissions[\\/]use-(may-write|list-create)|lib[\\/](first-paint|format-date))\.tsx?$|node_modules[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-uncontrolled[\\/]/,
  },
];

const CHUNK_GROUPS = [...VENDOR_CHUNKS, ...APP_CHUNKS];

// The dynamic imports' preload lists leave out what the entry has already loaded (build/preload-deps.ts).
const preload = entryChunksPreload();

export default defineConfig({
  plugins: [stripListDescriptionsPlugin(), react(), preload.plugin, precompress()],
  // zod, configured jitless before any schema exists (src/lib/zod-jitless.ts), loaded with the first screen
  // that needs it; the module itself imports 'zod/v4', which this does not catch.
  resolve: {
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) },
    ],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(
      PROXIED_PATHS.map((path) => [path, { target: API_ORIGIN, changeOrigin: false }]),
    ),
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 400,
    // No polyfill (0.3 KB before every first paint): the browsers without `modulepreload` (Safari 16,
    // Firefox before 115) load the same modules when they are imported, only without the head start.
    modulePreload: { polyfill: false, resolveDependencies: preload.resolveDependencies },
    rolldownOptions: {
      // A feature's public.ts only re-exports: a screen importing one thing from it must not make the
      // others (a panel, its modal) dependencies of that screen's chunk — Rolldown places a module by
      // its static importers, and an import of a barrel with side effects counts all its re-exports.
      treeshake: {
        moduleSideEffects: (id: string) =>
          /[\\/]features[\\/][^\\/]+[\\/]public\.ts$/.test(id) ? false : undefined,
      },
      output: {
        codeSplitting: {
          groups: CHUNK_GROUPS.map((chunk, index) => ({ ...chunk, priority: CHUNK_GROUPS.length - index })),
        },
      },
    },
  },
});
