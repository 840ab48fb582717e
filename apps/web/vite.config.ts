import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { fileURLToPath } from 'node:url';
import { everyPageChunk } from './every-page-chunk';
import { terserChunks } from './terser-chunks';

const conditions = ['@variegata/source', 'module', 'browser', 'development|production'];

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    conditions,
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  ssr: {
    resolve: { conditions: ['@variegata/source', 'module', 'node', 'development|production'], externalConditions: ['@variegata/source'] },
    noExternal: [/^@variegata\//],
  },
  server: { host: '127.0.0.1', port: 3000 },
  build: {
    target: 'es2022',
    // The browser build puts the code every page loads (the client entry, the root route and all
    // they import) in two files, the framework and the shell, instead of one file per shared module.
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: everyPageChunk(fileURLToPath(new URL('./app', import.meta.url))) } },
  },
  plugins: [
    // Brotli and gzip copies of the browser's scripts and styles, made once at build time: the server
    // sends them as they are (server.ts) instead of compressing every asset on every first visit.
    !process.env.VITEST && !isSsrBuild && terserChunks(500_000),
    !process.env.VITEST && !isSsrBuild && compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|svg|json)$/, threshold: 1024 }),
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
}));
