/**
 * The site's route files as the build sees them: Remix's own flat-routes convention over app/routes
 * (run in plain Node, outside Vite's module runner), each file's URL pattern and its module. Guard
 * tests enumerate routes from here, so a new route file is covered without editing them.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface RouteFile {
  /** `routes/<file name without extension>`, as Remix names it. */
  id: string;
  /** The file name without extension (the key of ROUTE_ACCESS). */
  name: string;
  /** The URL pattern, e.g. `l/:slug/:id` (`:x?` optional, `*` splat). */
  path: string;
  index: boolean;
  parentId: string;
  file: string;
}

const appDir = fileURLToPath(new URL('../../app', import.meta.url));

let manifest: Record<string, { id: string; path?: string; index?: boolean; parentId?: string; file: string }> | undefined;

/** Remix's route manifest of app/ (root excluded). */
export function routeManifest(): Record<string, { id: string; path?: string; index?: boolean; parentId?: string; file: string }> {
  if (!manifest) {
    const script = `process.stdout.write(JSON.stringify(require('@remix-run/dev/dist/config/flat-routes.js').flatRoutes(${JSON.stringify(appDir)})))`;
    manifest = JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: appDir, encoding: 'utf8' }));
  }
  return manifest!;
}

export function routeFiles(): RouteFile[] {
  return Object.values(routeManifest()).map((route) => ({
    id: route.id,
    name: route.id.replace(/^routes\//, ''),
    path: route.path ?? '',
    index: route.index === true,
    parentId: route.parentId ?? 'root',
    file: `${appDir}/${route.file}`,
  }));
}

export interface RouteModule {
  loader?: (args: { request: Request; context: unknown; params: Record<string, string | undefined> }) => unknown;
  action?: (args: { request: Request; context: unknown; params: Record<string, string | undefined> }) => unknown;
  default?: unknown;
}

export function loadRoute(route: RouteFile): Promise<RouteModule> {
  return import(/* @vite-ignore */ route.file) as Promise<RouteModule>;
}

/** The URL path of a route with its params filled from `values` (optional params left out when absent). */
export function fillPath(route: RouteFile, values: (name: string) => string | undefined): { path: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const segments: string[] = [];
  for (const segment of route.path.split('/').filter(Boolean)) {
    if (segment === '*') {
      const value = values('*') ?? 'x';
      params['*'] = value;
      segments.push(value);
      continue;
    }
    const match = /^:(\w+)(\?)?$/.exec(segment);
    if (!match) {
      segments.push(segment);
      continue;
    }
    // A URL cannot carry a lone surrogate: the router would hand the page U+FFFD instead.
    const raw = values(match[1]!);
    const value = raw === undefined ? undefined : new TextDecoder().decode(new TextEncoder().encode(raw));
    if (value === undefined) {
      if (match[2]) continue;
      throw new Error(`No value for :${match[1]} of ${route.id}`);
    }
    params[match[1]!] = value;
    segments.push(encodeURIComponent(value));
  }
  return { path: `/${segments.join('/')}`, params };
}
