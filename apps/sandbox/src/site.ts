/**
 * Builds the site (apps/web) and runs it as a child process pointed at the twins.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { buildSummary } from './banner';
import type { SandboxConfig } from './env';
import type { SandboxUrls } from './twins';

/**
 * Builds the site into apps/web/<env.WEB_BUILD_DIR>, printing one summary line; Vite's own output
 * is printed only when the build fails.
 */
export function buildSite(root: string, env: NodeJS.ProcessEnv): void {
  console.log('[sandbox] building the site…');
  const started = Date.now();
  const result = spawnSync('pnpm', ['--filter', '@variegata/web', 'run', 'build'], { cwd: root, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (result.status !== 0) {
    process.stderr.write(output);
    throw new Error('Building the site failed (pnpm --filter @variegata/web build).');
  }
  console.log(buildSummary(output, (Date.now() - started) / 1000));
}

/** Resolves once the site answers at `url` (any status), or rejects after `timeoutMs`. */
export async function siteAnswers(url: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(5000) });
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await delay(250);
    }
  }
}

/** The environment the site needs to talk to this sandbox's twins. */
export function siteEnv(config: SandboxConfig, urls: SandboxUrls): Record<string, string> {
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
    // A configured mail provider gets the site's emails too; otherwise the sandbox's inbox (the outbox page).
    SMTP_URL: config.smtpUrl || urls.mail,
    MAIL_FROM: config.mailFrom,
    // The social network button signs in at the local OpenID Connect provider.
    FACEBOOK_APP_ID: config.social.clientId,
    FACEBOOK_APP_SECRET: config.social.clientSecret,
    FACEBOOK_ISSUER: urls.oidc,
    FACEBOOK_IDP_ID: config.social.idpId,
    WEB_BUILD_DIR: config.webBuildDir,
    // The site's own durable data (the newsletter list) lives with the sandbox's data.
    SITE_DATA_DIR: join(config.dataDir, 'site'),
  };
}

/**
 * Node's flags for the site's server process, from apps/web/server-node-flags.json (the web
 * package's start script passes the same): a larger young generation, so rendering pages spends
 * less time collecting garbage.
 */
export function siteNodeFlags(webDir: string): string[] {
  const file = join(webDir, 'server-node-flags.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : [];
}

/**
 * How the site starts: its server compiled into the build (`<build>/server-entry.js`, plain Node),
 * else server.ts through tsx (a build from before the compiled entry); both with the site's Node flags.
 */
export function siteCommand(webDir: string, buildDir: string): string[] {
  const entry = join(webDir, buildDir, 'server-entry.js');
  return [...siteNodeFlags(webDir), ...(existsSync(entry) ? [entry] : ['--conditions=@variegata/source', '--import', 'tsx', 'server.ts'])];
}

/** Runs the site with `env` (the environment of the sandbox plus `siteEnv`). */
export function startSite(root: string, env: NodeJS.ProcessEnv): ChildProcess {
  const webDir = join(root, 'apps', 'web');
  return spawn(process.execPath, siteCommand(webDir, env.WEB_BUILD_DIR || 'build'), {
    cwd: webDir,
    env,
    stdio: 'inherit',
  });
}
