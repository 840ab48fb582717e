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
import express from 'express';
import cluster from 'node:cluster';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serverEnv } from './app/server/env.server';
import { CSRF_COOKIE, csrfCookie, isCrossSiteMutation, newCsrfToken } from './app/server/csrf.server';
import { parseCookieHeader } from './app/server/cookies.server';
import { createNonce, origins, securityHeaders } from './app/server/security-headers.server';

const env = serverEnv();

if (cluster.isPrimary && env.WEB_WORKERS > 1) {
  for (let i = 0; i < env.WEB_WORKERS; i += 1) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    console.error(`[web] worker ${worker.process.pid} stopped (${signal ?? code}); starting another`);
    cluster.fork();
  });
  const stop = () => {
    cluster.removeAllListeners('exit');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
} else {
  await serve();
}

/** One server process: the Express app with the Remix handler. */
async function serve(): Promise<void> {
  const buildDir = fileURLToPath(new URL(`./${env.WEB_BUILD_DIR}/`, import.meta.url));
  const build = (await import(new URL(`./${env.WEB_BUILD_DIR}/server/index.js`, import.meta.url).href)) as ServerBuild;
  const https = env.PUBLIC_BASE_URL.startsWith('https:');
  const serviceOrigins = origins([env.SHARETRIBE_SDK_BASE_URL, env.STRAPI_URL]);
  const stripeOrigins = env.STRIPE_API_URL ? origins([env.STRIPE_API_URL]) : ['https://checkout.stripe.com', 'https://billing.stripe.com', 'https://connect.stripe.com'];
  const csp = {
    images: serviceOrigins,
    formTargets: [...stripeOrigins, ...origins([env.DISCOURSE_URL])],
    frames: env.STRIPE_PUBLISHABLE_KEY.includes('variegata_sandbox') ? [] : ['https://js.stripe.com', 'https://hooks.stripe.com'],
    scripts: env.STRIPE_PUBLISHABLE_KEY.includes('variegata_sandbox') ? [] : ['https://js.stripe.com'],
    connect: [] as string[],
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
  app.use(compression());
  app.use('/assets', express.static(`${buildDir}client/assets`, { immutable: true, maxAge: '1y', index: false }));
  // Public files (favicon and the like) by exact path: page requests then cost no file lookup.
  const publicFiles = new Set(readdirSync(`${buildDir}client`, { withFileTypes: true }).filter((e) => e.isFile()).map((e) => `/${e.name}`));
  const publicStatic = express.static(`${buildDir}client`, { maxAge: '1h', index: false });
  app.use((req, res, next) => (publicFiles.has(req.path) ? publicStatic(req, res, next) : next()));

  app.use((req, res, next) => {
    const origin = req.get('origin');
    if (isCrossSiteMutation(req.method, { origin, secFetchSite: req.get('sec-fetch-site'), host: req.get('host') }, [])) {
      res.status(403).type('text/plain').send('Cross-site request refused.');
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
        let csrfToken = cookies[CSRF_COOKIE];
        if (!csrfToken || csrfToken.length < 32) {
          csrfToken = newCsrfToken();
          res.append('Set-Cookie', csrfCookie(csrfToken, https));
        }
        return {
          nonce,
          csrfToken,
          cookies,
          secure: https,
          clientIp: req.ip ?? 'unknown',
          setCookie: (cookie: string) => void res.append('Set-Cookie', cookie),
        };
      },
    }),
  );

  app.listen(env.PORT, env.HOST, () => {
    console.log(`[web] Variegata on ${env.PUBLIC_BASE_URL} (listening on http://${env.HOST}:${env.PORT})`);
  });
}
