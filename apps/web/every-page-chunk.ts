import { join } from 'node:path';
import type { Rollup } from 'vite';

type GetManualChunk = Rollup.GetManualChunk;
type ManualChunkMeta = Rollup.ManualChunkMeta;

/**
 * Rollup's `manualChunks` for the browser build: every module the client entry and the root route
 * import statically (and so every page loads before it hydrates) goes into one of two chunks,
 * `framework` (packages from node_modules: React, React Router, Remix) and `page-shell` (the site's own
 * code: the page shell, the UI kit's parts it uses). Left to itself Rollup makes one chunk per set
 * of routes sharing a module, so a page loaded some thirty small files that each compress alone.
 * Everything else (route modules, lazily loaded parts) is chunked by Rollup as before.
 */
export function everyPageChunk(appDirectory: string): GetManualChunk {
  const roots = [join(appDirectory, 'entry.client.tsx'), `${join(appDirectory, 'root.tsx')}?__remix-build-client-route`];
  let onEveryPage: Set<string> | undefined;
  return (id: string, meta: ManualChunkMeta) => {
    onEveryPage ??= staticClosure(roots, meta);
    if (!onEveryPage.has(id) || roots.includes(id)) return undefined;
    // Rollup's and Vite's helper modules (ids starting with NUL) are imported by packages too.
    return id.includes('/node_modules/') || id.startsWith('\0') ? 'framework' : 'page-shell';
  };
}

/** The modules `roots` import, directly or through other static imports (dynamic imports excluded). */
function staticClosure(roots: readonly string[], { getModuleInfo }: ManualChunkMeta): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}
