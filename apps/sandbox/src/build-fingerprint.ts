/**
 * Reusing the site build when nothing it is made from has changed, so a second `npm start` serves in
 * seconds: a hash of every file the build reads (the site's sources and configuration, the workspace
 * packages' sources and manifests, the lockfile) is kept beside the build and compared on start.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Folders no build reads: dependencies, outputs, caches, tests and benches. */
const SKIPPED = new Set(['node_modules', '.turbo', 'dist', 'storybook-static', 'coverage', 'e2e', 'test', 'bench', 'screenshots', '.data']);
const STAMP = '.source-hash';

/** Files below `dir` in a stable order; `builds`: also skip the site's build directories (`build`, `build-*`). */
function* filesBelow(dir: string, builds = false): Generator<string> {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (SKIPPED.has(entry.name) || (builds && entry.isDirectory() && /^build(-|$)/.test(entry.name))) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesBelow(path);
    else if (entry.isFile()) yield path;
  }
}

/** The hash of what the site build is made from, below the repository `root`. */
export function sourceFingerprint(root: string): string {
  const hash = createHash('sha256');
  const inputs = [join(root, 'pnpm-lock.yaml'), join(root, 'package.json'), join(root, 'tsconfig.json'), ...filesBelow(join(root, 'apps', 'web'), true), ...filesBelow(join(root, 'packages'))];
  for (const file of inputs) {
    if (!existsSync(file)) continue;
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** Whether `buildPath` holds a complete build (the Remix server and the compiled server entry) made from exactly `fingerprint`. */
export function buildIsCurrent(buildPath: string, fingerprint: string): boolean {
  const stamp = join(buildPath, STAMP);
  return existsSync(join(buildPath, 'server', 'index.js')) && existsSync(join(buildPath, 'server-entry.js')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === fingerprint;
}

/** Records that the build in `buildPath` was made from `fingerprint`. */
export function recordBuild(buildPath: string, fingerprint: string): void {
  writeFileSync(join(buildPath, STAMP), fingerprint);
}
