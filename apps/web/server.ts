/**
 * Production server for the built site (`pnpm --filter @variegata/web start`):
 * static assets with long caching, compression, security headers with a fresh CSP
 * nonce per request, the cross-site mutation guard and the CSRF token cookie, then
 * the Remix request handler. With WEB_WORKERS > 1 the primary process forks that many
 * workers sharing the port (the site is stateless), restarting any that dies.
 */
import { createRequestHandler } from '@remix-run/express';
import type { ServerBuild } from '@remix-run/node';
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';
import express from 'express';
import cluster from 'node:cluster';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serverEnv } from './app/server/env.server';
import { csrfCookie, csrfCookieName, isCrossSiteMutation, isGenuineCsrfToken, newCsrfToken } from './app/server/csrf.server';
import { parseCookieHeader } from './app/server/cookies.server';
import { checkBody, createMethodTable } from './app/server/http-guards.server';
import { compressesAnswerTo } from './app/server/response-compression.server';
import { createNonce, origins, securityHeaders } from './app/server/security-headers.server';

const env = serverEnv();

if (cluster.isPrimary && env.WEB_WORKERS > 1) {
  for (let i = 0; i < env.WEB_WORKERS; i += 1) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    console.error(`[web] worker ${worker.process.pid} stopped (${signal ?? code}); starting another`);
    cluster.fork();
  });
  // On SIGTERM/SIGINT: every worker gets the signal and stops as a single process does (finishing
  // the requests it is serving); the primary exits once they are gone (at most 6 s). Disconnecting
  // a worker instead (cluster's worker.kill) made it exit at once and drop its requests in flight.
  const stop = () => {
    cluster.removeAllListeners('exit');
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    let running = workers.length;
    if (running === 0) process.exit(0);
    cluster.on('exit', () => {
      running -= 1;
      if (running === 0) process.exit(0);
    });
    for (const worker of workers) worker.process.kill('SIGTERM');
    setTimeout(() => process.exit(0), 6_000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
} else {
  await serve();
}

/** apps/web: this file's folder, or the one above the build for its compiled copy (<build>/server-entry.js). */
function webRoot(): URL {
  return new URL(import.meta.url.endsWith('.ts') ? './' : '../', import.meta.url);
}

/** One server process: the Express app with the Remix handler. */
async function serve(): Promise<void> {
  const buildDir = fileURLToPath(new URL(`./${env.WEB_BUILD_DIR}/`, webRoot()));
  const build = (await import(new URL(`./${env.WEB_BUILD_DIR}/server/index.js`, webRoot()).href)) as ServerBuild;
  const https = env.PUBLIC_BASE_URL.startsWith('https:');
  const serviceOrigins = origins([env.SHARETRIBE_SDK_BASE_URL, env.STRAPI_URL]);
  const stripeOrigins = env.STRIPE_API_URL ? origins([env.STRIPE_API_URL]) : ['https://checkout.stripe.com', 'https://billing.stripe.com', 'https://connect.stripe.com'];
  const csp = {
    images: serviceOrigins,
    formTargets: [...stripeOrigins, ...origins([env.DISCOURSE_URL])],
    frames: env.STRIPE_PUBLISHABLE_KEY.includes('variegata_sandbox') ? [] : ['https://js.stripe.com', 'https://hooks.stripe.com'],
    scripts: env.STRIPE_PUBLISHABLE_KEY.includes('variegata_sandbox') ? [] : ['https://js.stripe.com'],
    // Browser error reports go to the DSN's host (only with SENTRY_DSN).
    connect: origins([env.SENTRY_DSN]),
    styles: [] as string[],
    blobWorkers: false,
  };
  // The Mapbox map (only with a provider token) loads its stylesheet, tiles and workers from Mapbox.
  if (env.MAP_PROVIDER === 'mapbox' && env.MAPBOX_ACCESS_TOKEN) {
    const mapbox = ['https://api.mapbox.com', 'https://events.mapbox.com'];
    csp.images.push(...mapbox);
    csp.connect.push(...mapbox);
    csp.styles.push('https://api.mapbox.com');
    csp.blobWorkers = true;
  }

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    next();
  });
  app.use(compression({ filter: (req, res) => compressesAnswerTo(req.method) && compression.filter(req, res) }));
  // Hashed assets with the Brotli or gzip copy the build made (vite.config.ts), by what the client accepts.
  app.use(
    '/assets',
    expressStaticGzip(`${buildDir}client/assets`, { enableBrotli: true, orderPreference: ['br', 'gz'], index: false, serveStatic: { immutable: true, maxAge: '1y', index: false } }),
  );
  // Public files (favicon and the like) by exact path: page requests then cost no file lookup.
  const publicFiles = new Set(readdirSync(`${buildDir}client`, { withFileTypes: true }).filter((e) => e.isFile()).map((e) => `/${e.name}`));
  const publicStatic = express.static(`${buildDir}client`, { maxAge: '1h', index: false });
  app.use((req, res, next) => (publicFiles.has(req.path) ? publicStatic(req, res, next) : next()));

  // Before anything reads a body: the route's methods, then the origin, then the body's size.
  const methodsOf = createMethodTable(build);
  app.use((req, res, next) => {
    const allowed = methodsOf(req.path);
    if (allowed && !allowed.includes(req.method)) {
      res.status(405).set('Allow', allowed.join(', ')).type('text/plain').send('Method not allowed.');
      return;
    }
    const origin = req.get('origin');
    if (isCrossSiteMutation(req.method, { origin, secFetchSite: req.get('sec-fetch-site'), host: req.get('host') }, [])) {
      res.status(403).type('text/plain').send('Cross-site request refused.');
      return;
    }
    const body = checkBody(req.method, req.path, { contentLength: req.get('content-length'), transferEncoding: req.get('transfer-encoding') });
    if (!body.ok) {
      res.status(body.meta?.status ?? 413).set('Connection', 'close').type('text/plain').send(body.message);
      return;
    }
    next();
  });

  app.all(
    '*',
    createRequestHandler({
      build,
      mode: env.NODE_ENV === 'development' ? 'development' : 'production',
      getLoadContext(req, res) {
        const nonce = createNonce();
        for (const [name, value] of Object.entries(securityHeaders({ nonce, https, csp }))) res.setHeader(name, value);
        const cookies = parseCookieHeader(req.get('cookie') ?? '');
        const issueCsrfToken = () => {
          const token = newCsrfToken(env.SESSION_SECRET);
          res.append('Set-Cookie', csrfCookie(token, https));
          return token;
        };
        const fromCookie = cookies[csrfCookieName(https)];
        const context = {
          nonce,
          csrfToken: isGenuineCsrfToken(fromCookie, env.SESSION_SECRET) ? fromCookie : issueCsrfToken(),
          cookies,
          secure: https,
          clientIp: req.ip ?? 'unknown',
          setCookie: (cookie: string) => void res.append('Set-Cookie', cookie),
          renewCsrfToken: () => void (context.csrfToken = issueCsrfToken()),
        };
        return context;
      },
    }),
  );

  const server = app.listen(env.PORT, env.HOST, () => {
    console.log(`[web] Variegata on ${env.PUBLIC_BASE_URL} (listening on http://${env.HOST}:${env.PORT})`);
  });
  // Idle kept-alive connections stay open 65 s, longer than a load balancer's usual 60 s idle time:
  // with Node's 5 s the site could close a connection just as the balancer (or a browser, or a Node
  // client whose idle limit is a second under ours) sends the next request on it, which then fails
  // (a balancer answers it with a 502). Headers must still arrive within a second more than that.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // On SIGTERM/SIGINT: stop accepting, let requests in flight finish (at most 5 s), then exit. Once
  // only: a worker may get both (Ctrl+C reaches it directly and through the primary).
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
