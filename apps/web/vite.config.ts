import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

const conditions = ['@variegata/source', 'module', 'browser', 'development|production'];

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  resolve: {
    conditions,
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  ssr: {
    resolve: { conditions: ['@variegata/source', 'module', 'node', 'development|production'], externalConditions: ['@variegata/source'] },
    noExternal: [/^@variegata\//],
  },
  server: { host: '127.0.0.1', port: 3000 },
  build: { target: 'es2022' },
  plugins: [
    // Vitest loads this config too; the Remix plugin is only for the app build and dev server.
    !process.env.VITEST &&
      remix({
        // Separate build directories let several builds (e2e runs, benchmarks) coexist.
        buildDirectory: process.env.WEB_BUILD_DIR || 'build',
        future: {
          v3_fetcherPersist: true,
          v3_relativeSplatPath: true,
          v3_throwAbortReason: true,
          v3_singleFetch: true,
          v3_lazyRouteDiscovery: true,
        },
      }),
  ],
});
