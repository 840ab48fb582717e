/**
 * Compiles the production server (server.ts) once, into <build dir>/server-entry.js, at build
 * time: starting the site is then plain `node <build>/server-entry.js`, with no TypeScript
 * compilation and no loader hooks at every start. Dependencies stay external (node_modules); the
 * site's own modules and the workspace packages (TypeScript sources) are bundled, as in the
 * Remix server build.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const webDir = fileURLToPath(new URL('./', import.meta.url));
/** The build directory (WEB_BUILD_DIR, given by the build script as the first argument). */
const buildDir = process.argv[2] || 'build';

await build({
  configFile: false,
  root: webDir,
  logLevel: 'warn',
  resolve: { alias: { '~': `${webDir}app` } },
  ssr: {
    resolve: { conditions: ['@variegata/source', 'module', 'node', 'production'], externalConditions: ['@variegata/source'] },
    noExternal: [/^@variegata\//],
  },
  build: {
    ssr: 'server.ts',
    target: 'node20',
    outDir: buildDir,
    emptyOutDir: false,
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: 'server-entry.js', format: 'es' } },
  },
});
