import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

const API_ORIGIN = 'http://localhost:3000';
const PROXIED_PATHS = ['/v1', '/legacy', '/oidc', '/config.json', '/health'];

// Libraries every screen needs get their own long-lived chunks; screens are split by route (lazy
// components). Mantine and the data table are not grouped: a group is loaded whole by the first screen,
// so the list would download the drawers', modals' and forms' components too.
const VENDOR_CHUNKS: { name: string; test: RegExp }[] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'tanstack', test: /node_modules[\\/]@tanstack[\\/]/ },
  { name: 'oidc', test: /node_modules[\\/](oidc-client-ts|react-oidc-context|jwt-decode)[\\/]/ },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
  // What every screen's first paint draws with (Mantine's core and its basic components), in one chunk:
  // apart, they were some twenty small chunks, each compressed on its own.
  {
    name: 'mantine-base',
    test: /node_modules[\\/]@mantine[\\/](core[\\/]esm[\\/](core|utils|components[\\/](Box|Text|Group|Stack|Title|Button|UnstyledButton|Loader|Transition|CloseButton|Table|Paper|Anchor|Alert|Badge|Burger|AppShell|ScrollArea|Portal|Skeleton)[\\/]))/,
  },
];

export default defineConfig({
  plugins: [react(), precompress()],
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: VENDOR_CHUNKS.map((chunk, index) => ({
            ...chunk,
            priority: VENDOR_CHUNKS.length - index,
          })),
        },
      },
    },
  },
});
