/**
 * The sandbox's configuration: the only module of the sandbox that reads
 * process.env. Every address has the default of the sandbox contract.
 */
import { resolve } from 'node:path';

export interface SandboxConfig {
  dataDir: string;
  host: string;
  ports: { index: number; marketplace: number; stripe: number; shippo: number; strapi: number; oidc: number; web: number; mail: number };
  reset: boolean;
  serve: boolean;
  twinsOnly: boolean;
  scaleSeed: number;
  /** Directory of the site build inside apps/web. */
  webBuildDir: string;
  skipWebBuild: boolean;
  /**
   * Tests only (SANDBOX_TEST_CLOCK=1, set by the site's end-to-end setup): the marketplace and Shippo
   * twins run on a clock that `POST /test/clock?advance=<ms>` on the index server moves forward.
   */
  testClock: boolean;
  marketplace: { clientId: string; clientSecret: string; integrationClientId: string; integrationClientSecret: string };
  /** The site's client at the local OpenID Connect provider (the social network sign-in offline). */
  social: { idpId: string; clientId: string; clientSecret: string };
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string };
  shippoApiKey: string;
  smtpUrl: string;
  mailFrom: string;
}

function port(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? fallback : Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`Invalid port: ${value}`);
  return n;
}

function portOf(url: string | undefined, fallback: number): number {
  if (!url) return fallback;
  try {
    const parsed = new URL(url);
    return parsed.port ? Number(parsed.port) : fallback;
  } catch {
    throw new Error(`Invalid URL: ${url}`);
  }
}

export function readConfig(env: NodeJS.ProcessEnv, argv: readonly string[], root: string): SandboxConfig {
  const flag = (name: string) => argv.includes(`--${name}`);
  const scaleArg = argv.find((a) => a.startsWith('--scale'));
  return {
    dataDir: resolve(root, env.SANDBOX_DATA_DIR || '.data'),
    host: env.SANDBOX_HOST || '127.0.0.1',
    ports: {
      index: port(env.SANDBOX_INDEX_PORT, 3499),
      marketplace: portOf(env.SHARETRIBE_SDK_BASE_URL, 3500),
      stripe: portOf(env.STRIPE_API_URL, 3510),
      shippo: portOf(env.SHIPPO_API_URL, 3520),
      strapi: portOf(env.STRAPI_URL, 3530),
      oidc: port(env.SANDBOX_OIDC_PORT, 3540),
      web: port(env.PORT, 3000),
      // The site's SMTP inbox: any free port unless set (only the site, which is told, sends to it).
      mail: port(env.SANDBOX_MAIL_PORT, 0),
    },
    reset: flag('reset'),
    serve: !flag('no-serve'),
    twinsOnly: flag('twins-only'),
    scaleSeed: scaleArg ? Number(scaleArg.split('=')[1] ?? 100000) : 0,
    webBuildDir: env.WEB_BUILD_DIR || 'build',
    skipWebBuild: env.SANDBOX_SKIP_WEB_BUILD === '1',
    testClock: env.SANDBOX_TEST_CLOCK === '1',
    marketplace: {
      clientId: env.SHARETRIBE_SDK_CLIENT_ID || 'variegata-sandbox',
      clientSecret: env.SHARETRIBE_SDK_CLIENT_SECRET || 'variegata-sandbox-secret',
      integrationClientId: env.SHARETRIBE_INTEGRATION_CLIENT_ID || 'variegata-sandbox-integration',
      integrationClientSecret: env.SHARETRIBE_INTEGRATION_CLIENT_SECRET || 'variegata-sandbox-integration-secret',
    },
    social: { idpId: 'facebook', clientId: 'variegata-sandbox-social', clientSecret: 'variegata-sandbox-social-secret' },
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY || 'sk_test_variegata_sandbox',
      publishableKey: env.STRIPE_PUBLISHABLE_KEY || 'pk_test_variegata_sandbox',
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || 'whsec_variegata_sandbox',
    },
    shippoApiKey: env.SHIPPO_API_KEY || 'shippo_test_variegata_sandbox',
    smtpUrl: env.SMTP_URL || '',
    mailFrom: env.MAIL_FROM || 'Variegata <hello@variegata.test>',
  };
}

/** The sandbox's configuration from this process's environment and arguments. */
export function sandboxConfig(argv: readonly string[], root: string): SandboxConfig {
  return readConfig(process.env, argv, root);
}

/** What a child process (the site's build, the site) gets: this environment plus `extra`. */
export function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}
