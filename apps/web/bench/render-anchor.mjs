/**
 * The anchors the page benches print next to the site (issue 18):
 *
 * - the bare React server render rate of a page's own component tree (the built route module's
 *   component under a static data router, rendered whole as the site renders it: react-dom/server's
 *   renderToPipeableStream, waiting for every lazy part, as entry.server does) with its loader data
 *   captured once in this process: no loaders, no SDK, no HTTP, no document shell;
 * - the twin's raw listings.query time for the search page's own queries, one at a time over HTTP
 *   with the bare Sharetribe SDK (no parsing, no site).
 *
 * The site's request rate divided by the render rate says how far the site is from its render bound.
 */
import { createRequire } from 'node:module';
import { Writable } from 'node:stream';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildDir, siteEnv, webDir } from './support.mjs';

let loaded;

/**
 * The site's server build and React, loaded once into this process with the site's environment
 * (production React, the twin at `twinUrl`), and the static router of the react-router-dom
 * instance @remix-run/react (and so the build) uses.
 */
async function serverBuild(twinUrl) {
  if (!loaded) {
    Object.assign(process.env, siteEnv(twinUrl, 9));
    const fromRemix = createRequire(createRequire(join(webDir, 'package.json')).resolve('@remix-run/react'));
    const [build, react, server, router, remix] = await Promise.all([
      import(pathToFileURL(join(webDir, buildDir, 'server/index.js')).href),
      import('react'),
      import('react-dom/server'),
      import('@remix-run/router'),
      import('@remix-run/react'),
    ]);
    loaded = { build, react, renderToPipeableStream: server.renderToPipeableStream, createStaticHandler: router.createStaticHandler, Outlet: remix.Outlet, ...fromRemix('react-router-dom/server') };
  }
  return loaded;
}

/** A load context as server.ts builds it, for an anonymous visitor. */
function loadContext() {
  return { nonce: 'anchor', csrfToken: 'anchor', cookies: {}, secure: false, clientIp: '127.0.0.1', setCookie: () => {}, renewCsrfToken: () => {} };
}

/**
 * Renders route `routeId` of the built site for `path`: the root loader and the route's loader run
 * once (the captured data), then only the render runs, for `seconds`. Returns renders per
 * second, ms per render and the HTML size.
 */
export async function renderRate(twinUrl, routeId, path, seconds = 5) {
  const { build, react, renderToPipeableStream, createStaticHandler, createStaticRouter, StaticRouterProvider, Outlet } = await serverBuild(twinUrl);
  const { routes } = build;
  const { createElement, Fragment } = react;
  const root = routes.root.module;
  const page = routes[routeId];
  if (!page) throw new Error(`no route ${routeId} in the build`);
  // The root's data (the shell's) is there for components that read it; the root's own component
  // (document, header, footer) is left out: only the page's tree renders.
  const dataRoutes = [
    {
      id: 'root',
      path: '/',
      loader: root.loader,
      Component: () => createElement(Fragment, null, createElement(Outlet)),
      children: [{ id: routeId, path: page.path, index: page.index, loader: page.module.loader, Component: page.module.default }],
    },
  ];
  const handler = createStaticHandler(dataRoutes);
  // The data is captured once; a loader failing on a loaded machine (a dropped connection) is tried again twice.
  let context;
  for (let attempt = 1; ; attempt += 1) {
    context = await handler.query(new Request(`http://127.0.0.1${path}`), { requestContext: loadContext() });
    if (context instanceof Response) throw new Error(`${path}: the loaders answered ${context.status}`);
    if (!context.errors) break;
    if (attempt === 3) throw new Error(`${path}: loader error ${JSON.stringify(context.errors)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  // The whole tree, its lazy parts (card groups, filters) included, as the site's document render
  // waits for them (onAllReady); renderToString would leave them as client-rendered fallbacks.
  const render = () =>
    new Promise((resolve, reject) => {
      const chunks = [];
      const sink = new Writable({ write: (chunk, _encoding, done) => (chunks.push(Buffer.from(chunk)), done()) });
      sink.on('finish', () => resolve(Buffer.concat(chunks).toString()));
      const { pipe } = renderToPipeableStream(createElement(StaticRouterProvider, { router, context, hydrate: false }), {
        onAllReady: () => pipe(sink),
        onShellError: reject,
        onError: reject,
      });
    });
  const html = await render();
  if (process.env.BENCH_ANCHOR_HTML) (await import('node:fs')).writeFileSync(process.env.BENCH_ANCHOR_HTML, html);
  for (let i = 0; i < 20; i += 1) await render(); // warm-up
  let renders = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  while (performance.now() < until) {
    await render();
    renders += 1;
  }
  const elapsed = (performance.now() - started) / 1000;
  return { rps: renders / elapsed, ms: (elapsed * 1000) / renders, kb: Buffer.byteLength(html) / 1024 };
}

/**
 * The twin's own time for `params` (a listings.query as the site sends it), `runs` calls one at a
 * time over HTTP with the bare Sharetribe SDK: { p50, p95 } in ms and the calls that failed.
 */
export async function twinQueryTime(twinUrl, params, runs = 40) {
  const sdk = await bareSdk(twinUrl);
  const times = [];
  let failures = 0;
  // The first call warms up (token, statement cache); a failed call (a dropped keep-alive
  // connection on a loaded machine) is counted, not timed.
  for (let i = 0; i <= runs; i += 1) {
    const started = performance.now();
    try {
      await sdk.listings.query(params);
      if (i > 0) times.push(performance.now() - started);
    } catch {
      failures += 1;
    }
  }
  times.sort((a, b) => a - b);
  const at = (p) => (times.length === 0 ? NaN : times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]);
  return { p50: at(50), p95: at(95), failures };
}

let sdkInstance;
async function bareSdk(twinUrl) {
  if (!sdkInstance) {
    const require = createRequire(join(webDir, 'package.json'));
    const flexSdk = require('sharetribe-flex-sdk');
    await serverBuild(twinUrl);
    const { serverEnv } = await import('../app/server/env.server.ts');
    sdkInstance = flexSdk.createInstance({ clientId: serverEnv().SHARETRIBE_SDK_CLIENT_ID, baseUrl: twinUrl, tokenStore: flexSdk.tokenStore.memoryStore() });
  }
  return sdkInstance;
}
