/**
 * End-to-end global setup: runs the real sandbox entry point (apps/sandbox
 * src/main.ts, what `pnpm start` runs) in a child process, on free loopback ports
 * with a temporary data directory and its own site build directory, waits for the
 * site, and shares the addresses with the tests (`inject`).
 */
import type { TestProject } from 'vitest/node';
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    sandboxIndexUrl: string;
    marketplaceUrl: string;
    stripeUrl: string;
    shippoUrl: string;
    /** Absolute path of the site build the run serves. */
    webBuildPath: string;
    /** The sandbox's SMTP inbox (its mail lands in the outbox), for extra site processes. */
    mailUrl: string;
    /** Everything the sandbox (twins and site) printed, for a failing test to show the site's errors. */
    sandboxLogPath: string;
  }
}


async function waitFor(url: string, timeoutMs: number, exited: () => string | null): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const exit = exited();
    if (exit) throw new Error(`The sandbox stopped before ${url} came up: ${exit}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not come up within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export default async function setup(project: TestProject) {
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  const dataDir = mkdtempSync(join(tmpdir(), 'variegata-e2e-'));
  const [index, marketplace, stripe, shippo, strapi, web, mail, oidc] = await Promise.all(Array.from({ length: 8 }, freePort));
  const urls = {
    marketplace: `http://127.0.0.1:${marketplace}`,
    stripe: `http://127.0.0.1:${stripe}`,
    shippo: `http://127.0.0.1:${shippo}`,
    index: `http://127.0.0.1:${index}`,
    oidc: `http://127.0.0.1:${oidc}`,
    site: `http://127.0.0.1:${web}`,
  };
  // E2E_SKIP_BUILD=1 reuses a build made beforehand (E2E_BUILD_DIR, default build-e2e); otherwise
  // each run builds into a directory of its own, so concurrent runs never break each other's pages.
  const reuseBuild = process.env.E2E_SKIP_BUILD === '1';
  const buildDir = reuseBuild ? process.env.E2E_BUILD_DIR || 'build-e2e' : `build-e2e-${process.pid}`;
  const log: string[] = [];
  const child = spawn(process.execPath, ['--conditions=@variegata/source', '--import', 'tsx', join(root, 'apps/sandbox/src/main.ts')], {
    cwd: root,
    env: {
      // Vitest's own variables would make the site build think it runs under vitest.
      ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST'))),
      SANDBOX_DATA_DIR: dataDir,
      SANDBOX_INDEX_PORT: String(index),
      SANDBOX_MAIL_PORT: String(mail),
      SHARETRIBE_SDK_BASE_URL: urls.marketplace,
      STRIPE_API_URL: urls.stripe,
      SHIPPO_API_URL: urls.shippo,
      STRAPI_URL: `http://127.0.0.1:${strapi}/api`,
      PORT: String(web),
      SANDBOX_OIDC_PORT: String(oidc),
      WEB_BUILD_DIR: buildDir,
      SANDBOX_SKIP_WEB_BUILD: reuseBuild ? '1' : '',
      NODE_ENV: 'production',
      // The twins' clock moves only when a test asks (POST {sandboxIndexUrl}/test/clock?advance=<ms>).
      SANDBOX_TEST_CLOCK: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const logPath = join(dataDir, 'sandbox-output.log');
  const logFile = createWriteStream(logPath);
  const keep = (chunk: Buffer) => {
    logFile.write(chunk);
    log.push(chunk.toString());
    if (log.length > 400) log.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exitInfo: string | null = null;
  child.on('exit', (code, signal) => {
    exitInfo = `exit ${code ?? signal}\n${log.join('').slice(-4000)}`;
  });

  await waitFor(`${urls.index}/status.json`, 180_000, () => exitInfo);
  await waitFor(urls.site, 240_000, () => exitInfo);

  project.provide('siteUrl', urls.site);
  project.provide('sandboxIndexUrl', urls.index);
  project.provide('marketplaceUrl', urls.marketplace);
  project.provide('stripeUrl', urls.stripe);
  project.provide('shippoUrl', urls.shippo);
  project.provide('webBuildPath', join(root, 'apps/web', buildDir));
  project.provide('mailUrl', `smtp://127.0.0.1:${mail}`);
  project.provide('sandboxLogPath', logPath);

  return async () => {
    if (child.pid && exitInfo === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    logFile.end();
    rmSync(dataDir, { recursive: true, force: true });
    if (!reuseBuild) rmSync(join(root, 'apps/web', buildDir), { recursive: true, force: true });
  };
}
