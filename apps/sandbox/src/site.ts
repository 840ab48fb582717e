/**
 * Builds the site (apps/web) and runs it as a child process pointed at the twins.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { SandboxConfig } from './env';

/** Builds the site into apps/web/<env.WEB_BUILD_DIR>. */
export function buildSite(root: string, env: NodeJS.ProcessEnv): void {
  const result = spawnSync('pnpm', ['--filter', '@variegata/web', 'run', 'build'], { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error('Building the site failed (pnpm --filter @variegata/web build).');
}

/** The environment the site needs to talk to this sandbox's twins. */
export function siteEnv(config: SandboxConfig, urls: { marketplace: string; stripe: string; shippo: string; strapi: string }): Record<string, string> {
  return {
    NODE_ENV: 'production',
    VARIEGATA_SANDBOX: '1',
    PORT: String(config.ports.web),
    HOST: config.host,
    PUBLIC_BASE_URL: `http://${config.host}:${config.ports.web}`,
    SHARETRIBE_SDK_BASE_URL: urls.marketplace,
    SHARETRIBE_SDK_CLIENT_ID: config.marketplace.clientId,
    SHARETRIBE_SDK_CLIENT_SECRET: config.marketplace.clientSecret,
    SHARETRIBE_INTEGRATION_BASE_URL: urls.marketplace,
    SHARETRIBE_INTEGRATION_CLIENT_ID: config.marketplace.integrationClientId,
    SHARETRIBE_INTEGRATION_CLIENT_SECRET: config.marketplace.integrationClientSecret,
    STRIPE_API_URL: urls.stripe,
    STRIPE_SECRET_KEY: config.stripe.secretKey,
    STRIPE_PUBLISHABLE_KEY: config.stripe.publishableKey,
    STRIPE_WEBHOOK_SECRET: config.stripe.webhookSecret,
    SHIPPO_API_URL: urls.shippo,
    SHIPPO_API_KEY: config.shippoApiKey,
    STRAPI_URL: urls.strapi,
    WEB_BUILD_DIR: config.webBuildDir,
  };
}

/** Runs the site with `env` (the environment of the sandbox plus `siteEnv`). */
export function startSite(root: string, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--conditions=@variegata/source', '--import', 'tsx', 'server.ts'], {
    cwd: join(root, 'apps', 'web'),
    env,
    stdio: 'inherit',
  });
}
