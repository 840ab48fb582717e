/**
 * End-to-end global setup: picks free loopback ports, starts every twin with the
 * demo seed in a temporary data directory, builds the site (unless E2E_SKIP_BUILD=1)
 * and starts it against those twins. Tests read the addresses with `inject`.
 */
import type { TestProject } from 'vitest/node';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfig } from '@variegata/sandbox/env';
import { buildSite, siteEnv, startSite } from '@variegata/sandbox/site';
import { startIndexServer } from '@variegata/sandbox/index-page';
import { startTwins } from '@variegata/sandbox/twins';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    sandboxIndexUrl: string;
    marketplaceUrl: string;
    stripeUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not come up within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export default async function setup(project: TestProject) {
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  const dataDir = mkdtempSync(join(tmpdir(), 'variegata-e2e-'));
  const [index, marketplace, stripe, shippo, strapi, web] = await Promise.all(Array.from({ length: 6 }, freePort));
  const config = readConfig(
    {
      SANDBOX_DATA_DIR: dataDir,
      SANDBOX_INDEX_PORT: String(index),
      SHARETRIBE_SDK_BASE_URL: `http://127.0.0.1:${marketplace}`,
      STRIPE_API_URL: `http://127.0.0.1:${stripe}`,
      SHIPPO_API_URL: `http://127.0.0.1:${shippo}`,
      STRAPI_URL: `http://127.0.0.1:${strapi}/api`,
      PORT: String(web),
    },
    [],
    root,
  );
  const sandbox = await startTwins(config, () => undefined);
  const indexServer = await startIndexServer(
    { twins: () => sandbox.statuses(), outbox: () => sandbox.outbox(500) },
    config.ports.index,
    config.host,
  );
  // The e2e build has its own directory so it never races a developer's build.
  const buildDir = 'build-e2e';
  if (process.env.E2E_SKIP_BUILD !== '1') buildSite(root, buildDir);
  const site = startSite(root, { ...siteEnv(config, sandbox.urls), WEB_BUILD_DIR: buildDir }, { ...process.env, NODE_ENV: 'production' });
  const siteUrl = `http://127.0.0.1:${web}`;
  await waitFor(siteUrl, 60_000);

  project.provide('siteUrl', siteUrl);
  project.provide('sandboxIndexUrl', indexServer.url);
  project.provide('marketplaceUrl', sandbox.urls.marketplace);
  project.provide('stripeUrl', sandbox.urls.stripe);

  return async () => {
    site.kill('SIGTERM');
    indexServer.server.close();
    await sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
